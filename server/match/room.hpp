// One room as an actor, sequencing its commands: they run one at a time on its own strand.
// Each command goes through the room logic, which changes the state when it accepts it; its rows
// are committed by the writer before its events get their `v` and are broadcast (should the
// commit fail, the room is rolled back to its record). Commands that
// arrive while a commit is in flight wait their turn, so a room never blocks a thread and
// rooms never block each other. Its parts: the members and their event log
// (room_members.hpp, event_log.hpp), the stored record (stored_record.hpp), the AI seats
// (ai_seats.hpp) and the timers (room_timers.hpp).
#pragma once

#include "ai_seats.hpp"
#include "connection.hpp"
#include "event_log.hpp"
#include "record.hpp"
#include "record_fold.hpp"
#include "room_logic.hpp"
#include "room_members.hpp"
#include "room_timers.hpp"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

#include <boost/asio/io_context.hpp>
#include <boost/asio/strand.hpp>

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
    // Reads a player's rating in a game off the I/O threads and answers on any thread (nullopt:
    // the player has no account). Unset: ROOM shows no ratings.
    std::function<void(const std::string& player_id, const std::string& game,
                       std::function<void(std::optional<shown_rating>)> answer)>
        rating_of;
    // Told, on any thread, of each player holding a seat of a room whenever its ROOM changes:
    // the lobby's index of who sits where.
    std::function<void(const std::string& player_id, const std::string& code)> seated;
};

class room : public std::enable_shared_from_this<room> {
public:
    // `first_v` is the version of the room's first event minus one; a room rebuilt after a
    // restart comes with its record folded in (record_fold.hpp).
    room(boost::asio::io_context& ioc, room_services& services, room_state initial,
         std::int64_t first_v);

    const std::string& code() const { return code_; }
    std::int64_t game_id() const { return game_id_; }

    // Queues a command; `from` gets the reply. May be called from any thread.
    void submit(command cmd, std::shared_ptr<connection> from);

    // The latest ROOM, for listings; may be called from any thread.
    std::shared_ptr<const protocol::room_view> summary() const;
    // The seat whose turn it is, while the game is played; may be called from any thread.
    std::optional<int> to_move() const;

    // Lets the AI seats act if it is their turn, and starts the clock's timer (after a restart
    // or a rematch's creation). May be called from any thread.
    void wake();

    // A member with its open connection.
    struct member_link {
        std::shared_ptr<match::connection> link;
        std::string player_id;
        bool spectator = false;
    };
    // Tells `told`, on the room's strand, the members whose connections are open (a room this
    // node lost goes on on another node, where they are attached again). Any thread.
    void members(std::function<void(std::vector<member_link>)> told);

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
    void on_stored(const std::shared_ptr<outcome>& out, const std::shared_ptr<connection>& from,
                   const json& id, bool ok, const before_command& before);
    void apply(outcome& out, const std::shared_ptr<connection>& from, const json& id);
    void tell_rating_changes(outcome& out);
    void count_endings(const outcome& out);
    void publish_summary(const outcome& out);
    // Tells the lobby who holds this room's seats (room_services::seated).
    void tell_seats(const protocol::room_view& view) const;
    void note_to_move();
    // The clock's timer: armed for the room's next deadline after every change.
    void arm_timer();
    // Reads the rating of each person seated since the last look; the answer comes back as a
    // command, shown in order with everything else.
    void read_ratings();
    // A finished room goes: an open rematch offer lapses first.
    void close();
    void close_later();

    boost::asio::strand<boost::asio::io_context::executor_type> strand_;
    room_services& services_;
    const std::string code_;
    const std::int64_t game_id_;
    room_state state_;
    event_log events_;
    room_members members_;
    room_timers timers_;
    ai_seats ai_;
    std::deque<pending> queue_;
    std::vector<std::string> ratings_read_; // per seat: the player whose rating was asked for
    bool busy_ = false;
    bool closing_ = false;
    mutable std::mutex summary_mutex_;
    std::shared_ptr<const protocol::room_view> summary_;
    std::atomic<int> to_move_{-1}; // -1: nobody's (waiting, or over)
};

} // namespace plyroom::server::match
