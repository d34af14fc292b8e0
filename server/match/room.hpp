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
    // Sets a code and a game id aside for a rematch, then creates its room once the finished
    // room has stored the agreement; `players` are the old room's connected players.
    std::function<reserved_room()> reserve_room;
    std::function<void(rematch_plan, std::vector<std::shared_ptr<connection>> players)>
        open_rematch;
    std::int64_t ai_move_ms = 1000; // the AI's most time per move, whatever its clock
    // Several nodes: the lease check stored first with every submission of a room's rows.
    std::function<store::row(std::int64_t game_id)> fence;
};

class room : public std::enable_shared_from_this<room> {
public:
    // `first_v` is the version of the room's first event minus one; `record` is what the
    // match has replayed so far (a room rebuilt after a restart).
    room(boost::asio::io_context& ioc, room_services& services, room_state initial,
         std::int64_t first_v, core::match_record record = {});

    const std::string& code() const { return code_; }
    std::int64_t game_id() const { return game_id_; }

    // Queues a command; `from` gets the reply. May be called from any thread.
    void submit(command cmd, std::shared_ptr<connection> from);

    // The latest ROOM, for listings; may be called from any thread.
    std::shared_ptr<const protocol::room_view> summary() const;

    // Lets the AI seats act if it is their turn, and starts the clock's timer (after a restart
    // or a rematch's creation). May be called from any thread.
    void wake();

    // Queues a command that makes `members` members of the room with their connections (a
    // rematch's first command). May be called from any thread.
    void submit_with(command cmd, std::vector<std::shared_ptr<connection>> members);

private:
    struct pending {
        command cmd;
        std::shared_ptr<connection> from;
        std::vector<std::shared_ptr<connection>> members; // attached along with the command
    };

    void do_next();
    void run(pending next);
    // The clock's timer: armed for the room's next deadline after every change.
    void arm_timer();
    // The events' STATE shows the clock as it stands now that the turn has begun.
    void begin_turn(outcome& out);
    void count_endings(const outcome& out);
    // A finished room goes: an open rematch offer lapses first.
    void close();
    void on_stored(const std::shared_ptr<outcome>& out, const std::shared_ptr<connection>& from,
                   const json& id, bool ok);
    void apply(outcome& out, const std::shared_ptr<connection>& from, const json& id);
    void send_sync(const outcome& out, const std::shared_ptr<connection>& from, const json& id);
    void close_later();
    void consider_ai();
    std::optional<int> ai_seat_to_ask() const;
    std::shared_ptr<core::ai::player> ai_player(int seat);
    std::chrono::milliseconds ai_budget(int seat) const;
    void on_ai_choice(int seat, std::optional<core::action> chosen);
    void play_for_ai(int seat, const core::action& chosen);
    void keep_record(const store::rows& rows);
    void forget_failed_marks();
    void rebuild_match();
    void play_random_for_ai(int seat);
    void ai_refused(int seat, const protocol::error_message& refusal);

    boost::asio::strand<boost::asio::io_context::executor_type> strand_;
    room_services& services_;
    const std::string code_;
    const std::int64_t game_id_;
    room_state state_;
    event_log events_;
    // Every entry stored for the game, in order: what rebuilds the match should a commit fail
    // after the match already took the change.
    std::shared_ptr<core::match_record> record_;
    // Entries a takeback marked whose commit has not been confirmed yet.
    std::vector<std::int64_t> marks_in_flight_;
    std::deque<pending> queue_;
    bool busy_ = false;
    std::map<connection_id, std::weak_ptr<connection>> connections_;
    // The AI seats' players (created on first use) and, per seat, the ply it was last asked
    // about out of turn, so each placement is offered to each AI seat once.
    std::vector<std::shared_ptr<core::ai::player>> ai_players_;
    std::vector<int> ai_asked_ply_;
    bool ai_thinking_ = false;
    bool ai_accepting_ = false; // an AI seat's acceptance of the open takeback is queued
    std::optional<boost::asio::steady_timer> close_timer_; // set once the game has finished
    boost::asio::steady_timer clock_timer_;
    std::optional<std::int64_t> ticked_deadline_; // the deadline the last tick was run for
    bool closing_ = false;
    mutable std::mutex summary_mutex_;
    std::shared_ptr<const protocol::room_view> summary_;
};

} // namespace plyroom::server::match
