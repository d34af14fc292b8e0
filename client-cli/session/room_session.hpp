// One client's conversation with the server about one room: greeting, entering the room
// (create, join, watch, resume), following its events and turning typed lines into messages.
// It does no I/O itself (see session_io), so it is tested without sockets or terminals.
#pragma once

#include "game.hpp"
#include "protocol/server_message.hpp"
#include "session/session_io.hpp"
#include "ui/game_ui.hpp"
#include "ui/screen.hpp"

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace plyroom::client {

// What the user asked this run to do.
struct session_goal {
    enum class kind { host, join, watch, resume, list };
    kind what = kind::join;
    std::string game;                // host: the game; list: an optional filter
    json options = json::object();   // host
    std::optional<int> seat;         // host: the wanted seat, nullopt for random
    bool is_public = true;           // host
    std::string code;                // join, watch, resume (empty: pick from welcome.rooms)
    std::string command = "plyroom"; // how to run this client against the same server
    std::optional<std::string> ai;   // host: the level of the server's AI opponents
    bool rated = false;              // host: a rated game
};

class room_session {
public:
    room_session(session_goal goal, std::string name, std::optional<std::string> token,
                 session_io& io, style look);

    // The connection is open: say hello (again, after a reconnect).
    void on_connected();
    // The connection dropped; the caller reconnects and calls on_connected again.
    void on_disconnected();
    // A frame from the server.
    void on_frame(std::string_view text);
    // A line typed by the user.
    void on_line(std::string_view line);
    // The user pressed Ctrl-C or Ctrl-D: leave like `quit`.
    void on_interrupt();
    // Called about once a second: redraws while a clock runs, so that it counts down.
    void tick();

    // Set once the run is over: the exit code, and the last line to print (may be empty).
    std::optional<int> exit_code() const { return exit_code_; }
    const std::string& farewell() const { return farewell_; }
    // The room this session is in, "" before one is entered.
    const std::string& code() const { return code_; }
    std::optional<int> my_seat() const { return my_seat_; }
    std::int64_t version() const { return version_; }
    const json& room() const { return room_; }
    const json& state() const { return state_; }
    // The match rebuilt locally from the room's record, or nullptr when it is not available.
    const core::match* local_match() const { return local_.get(); }
    // Refusals the server sent to our commands so far.
    int refusals() const { return refusals_; }

    // Sends a MOVE if it is our turn and the local rules accept it; says why not otherwise.
    // True when it was sent.
    bool submit_move(const json& move);
    // Sends one of the game's own actions (any kind but a move), at the current ply.
    void submit_action(const core::action& what);
    // The moves played so far as typed ("d", "f4-f8"), oldest first.
    const std::vector<std::string>& moves_played() const { return moves_played_; }
    // Asks the server for the room and its state afresh (after a refusal, say).
    void resync();
    // Leaves the room (the seat stays held) and ends the run with this exit code and last line.
    void stop(int code, std::string farewell);

private:
    bool take_version(std::optional<std::int64_t> v, bool snapshot, bool reply);
    void handle(const protocol::server_message& message);
    void handle_added_event(const json& frame);
    void list_unfinished(std::vector<std::string> codes);
    void on_my_rooms(const protocol::my_rooms_message& answer);
    void enter_room();
    void on_welcome(const protocol::welcome& welcome);
    void on_room(const protocol::room_view& room, bool reply);
    void on_state(const json& state);
    void on_moved(const protocol::moved& moved);
    void on_game_over(const json& result, const json& ratings = nullptr);
    void on_draw_offer(const protocol::draw_offer_event& offer);
    void on_chat(const protocol::chat_event& chat);
    void on_error(const json& id, const protocol::error_message& error);
    void on_rooms(const protocol::rooms_message& rooms);
    void presence_notices(const json& before, const json& after);
    void resignation_notices(const json& before, const json& after);

    void on_game_event(const json& event);
    void on_takeback(const json& event);
    void on_rematch(const json& event);
    void on_seat_out(const json& event);
    void on_claimable(const json& event);
    void follow_rematch(const std::string& next);
    void note_clock(const json& state);
    std::int64_t server_now() const;
    std::vector<std::string> alerts() const;
    std::string clock_face() const;
    bool game_finished() const;
    std::vector<int> other_seats_in_play() const;
    void show_result_once(const json& result);
    std::string who_aborted();

    bool run_session_command(const std::string& word, std::string_view line);
    void accept_what_is_open(bool accept);
    void give_more_time(std::string_view argument);
    void claim(std::string_view argument);
    void show_moves();
    void show_whole_board();
    bool run_game_command(std::string_view line);
    bool may_move();
    void play_move(std::string_view text);
    std::optional<std::string> precheck(const json& move);
    void rebuild_local_match();
    void send(protocol::client_body body, bool entering = false);
    void say(const std::string& line);
    void redraw();
    void redraw_if_changed();
    void redraw_safely();
    void finish(int code, std::string farewell);
    void show_help();
    // Whether the latest STATE lists this player's seat for a room action ("abort").
    bool room_action_open(const char* action) const;

    session_goal goal_;
    std::string name_;
    std::optional<std::string> token_;
    session_io& io_;
    style look_;
    const game_ui* ui_ = nullptr;

    std::string player_;       // our public player id from welcome
    std::string code_;         // the room we are in
    json room_ = nullptr;      // ROOM
    json state_ = nullptr;     // STATE
    json last_move_ = nullptr; // MOVE of the latest move
    int last_seat_ = -1;
    std::string last_move_note_; // what it did beyond moving ("captures e2")
    std::vector<std::string> moves_played_;
    json frame_ = nullptr;       // the frame being handled, as sent (for events read as JSON)
    std::optional<int> my_seat_; // nullopt: spectator (or not yet seated)
    std::int64_t version_ = 0;   // latest room event version seen; 0 while unknown
    bool syncing_ = false;
    bool welcomed_ = false;
    bool confirming_resign_ = false;
    std::int64_t next_id_ = 1;
    std::int64_t entering_id_ = -1;      // id of the request that enters the room
    std::unique_ptr<core::match> local_; // the match rebuilt locally, for pre-checks
    json draft_ = nullptr;               // the game's draft (a turn being composed)
    int refusals_ = 0;
    std::deque<std::string> notices_;
    bool dirty_ = false;         // something changed that the screen does not show yet
    bool screen_paused_ = false; // a whole board was printed; the screen waits for Enter
    std::string shown_clock_;    // the clocks as last drawn
    std::optional<std::int64_t> clock_offset_ms_; // server time minus ours, estimated
    json takeback_ = nullptr;                     // the open takeback request (its event), or null
    json rematch_ = nullptr;                      // the open rematch offer (its event), or null
    std::vector<int> claimable_;                  // absent seats that may be claimed now
    bool result_shown_ = false;
    std::string rating_changes_; // a rated game's end: each seat's change in words
    // `resume` with several unfinished games: my_rooms asked; the codes welcome named (rooms on
    // other nodes are in welcome but not in the answer).
    std::optional<std::vector<std::string>> unfinished_codes_;
    bool i_aborted_ = false;
    std::optional<int> exit_code_;
    std::string farewell_;
};

// Large, friendly lines showing a room code and the command that joins it.
std::vector<std::string> code_banner(const std::string& code, const std::string& join_line,
                                     const style& look);

} // namespace plyroom::client
