// One room as an actor: its commands run one at a time on its own strand. Each command goes
// through the pure room logic; rows are committed by the writer before the new state is
// swapped in and its events get their `v` and are broadcast. Commands that arrive while a
// commit is in flight wait their turn, so a room never blocks a thread and rooms never block
// each other.
#pragma once

#include "connection.hpp"
#include "event_log.hpp"
#include "record.hpp"
#include "room_logic.hpp"

#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>

namespace plyroom::core::ai {
class player;
} // namespace plyroom::core::ai

namespace plyroom::server {
struct metrics;
namespace store {
class writer;
}
namespace ai {
class ai_pool;
}
} // namespace plyroom::server

namespace plyroom::server::match {

class room;

// What every room shares: the writer, the counters, id allocation, and the lobby's hook for
// forgetting a finished room once nobody is in it or its time is up.
struct room_services {
    store::writer& writer;
    server::metrics& metrics;
    std::function<std::int64_t()> next_offer_id;
    std::function<void(const room&)> on_abandoned;
    std::size_t history_limit = 256;
    // A finished room stays this long for members who are still in it (players looking at
    // the end, chatting), then goes; its record stays in the database.
    std::chrono::steady_clock::duration finished_ttl = std::chrono::minutes(10);
    ai::ai_pool* ai = nullptr; // where the AI seats think; nullptr: they never move
};

class room : public std::enable_shared_from_this<room> {
public:
    // `first_v` is the version of the room's first event minus one; `record` is what the
    // match has replayed so far (a room rebuilt after a restart).
    room(boost::asio::io_context& ioc, room_services& services, room_state initial,
         std::int64_t first_v, core::match_record record = {});

    const std::string& code() const { return code_; }

    // Queues a command; `from` gets the reply. May be called from any thread.
    void submit(command cmd, std::shared_ptr<connection> from);

    // The latest ROOM, for listings; may be called from any thread.
    std::shared_ptr<const protocol::room_view> summary() const;

    // Lets the AI seats act if it is their turn (after a restart). May be called from any
    // thread.
    void wake_ai();

private:
    struct pending {
        command cmd;
        std::shared_ptr<connection> from;
    };

    void do_next();
    void on_stored(const std::shared_ptr<outcome>& out, const std::shared_ptr<connection>& from,
                   const json& id, bool ok);
    void apply(outcome& out, const std::shared_ptr<connection>& from, const json& id);
    void send_sync(const outcome& out, const std::shared_ptr<connection>& from, const json& id);
    void close_later();
    void consider_ai();
    std::optional<int> ai_seat_to_ask() const;
    std::shared_ptr<core::ai::player> ai_player(int seat);
    void on_ai_choice(int seat, std::optional<core::action> chosen);
    void play_for_ai(int seat, const core::action& chosen);
    void keep_record(const store::rows& rows);
    void rebuild_match();
    void play_random_for_ai(int seat);
    void ai_refused(int seat, const protocol::error_message& refusal);

    boost::asio::strand<boost::asio::io_context::executor_type> strand_;
    room_services& services_;
    const std::string code_;
    room_state state_;
    event_log events_;
    // Every entry stored for the game, in order: what rebuilds the match should a commit fail
    // after the match already took the change.
    core::match_record record_;
    std::deque<pending> queue_;
    bool busy_ = false;
    std::map<connection_id, std::weak_ptr<connection>> connections_;
    // The AI seats' players (created on first use) and, per seat, the ply it was last asked
    // about out of turn, so each placement is offered to each AI seat once.
    std::vector<std::shared_ptr<core::ai::player>> ai_players_;
    std::vector<int> ai_asked_ply_;
    bool ai_thinking_ = false;
    std::optional<boost::asio::steady_timer> close_timer_; // set once the game has finished
    mutable std::mutex summary_mutex_;
    std::shared_ptr<const protocol::room_view> summary_;
};

} // namespace plyroom::server::match
