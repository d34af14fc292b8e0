// The room's logic for one command (room_logic.hpp's handle and fold): a handler works the
// command out against the state it is given, and its steps are defined by concern:
// room_logic.cpp (replies, events, the record, the checks every command shares),
// room_membership.cpp (creating, joining, leaving, coming back), room_play.cpp (moves, game
// actions, resignation, abort), room_offers.cpp (draw offers, takebacks, rematch: one offer
// each, offer.hpp), room_clock_claims.cpp (what the time brings about, time given, claims),
// room_chat.cpp and room_queries.cpp (questions about the rules).
#pragma once

#include "overloaded.hpp"
#include "room_actions.hpp"
#include "room_logic.hpp"

#include <string_view>

namespace plyroom::server::match::detail {

namespace p = protocol;
using p::error_code;

// Works out one command on the room's state. Each step checks everything that could refuse the
// command before it changes anything, so a refused command leaves the state as it was.
class handler {
public:
    handler(room_state& state, const command& cmd, const context& ctx)
        : state_(state), cmd_(cmd), ctx_(ctx) {}
    outcome run();
    // A stored entry that began a command (or that the time brought about), run again through
    // what did it live. The author is the entry's seat; the entries stored after it come again.
    outcome fold(const core::record_entry& e);

private:
    // ---- What every command shares (room_logic.cpp).
    room_state& s() { return state_; }
    const actor& who() const { return cmd_.from; }
    // Answers the author with an error; the state stays as it was.
    void refuse(error_code code, std::string message);
    void refuse(const core::refusal& refusal);
    void refuse(const closed_action& closed) { refuse(closed.code, closed.message); }
    bool refused() const;
    // The next event pushed is the author's direct reply (their copy carries the id).
    void mark_reply();
    void push(p::server_body event) { out_.events.push_back(std::move(event)); }
    void push_room() { push(p::room_message{s().view()}); }
    void push_state() { push(p::state_message{s().code, nullptr, state_shown()}); }
    // STATE as the room is shown it now; what it says is open is what clients now know.
    p::written_state state_shown();
    // What is open changed with no STATE to show it (an offer made or answered, a claim's
    // grace over, an absent seat back, a game ended otherwise than by a move): STATE again.
    void show_changed_actions();
    void push_event(std::string type, json fields);
    bool is_ai_seat(int seat) const;
    // Whether the author is in the room (attached, or holding a seat); else an error.
    bool require_member();
    // The author's seat, or an error (not_in_room / not_a_player) and nullopt.
    std::optional<int> require_seat();
    // The author's seat in a running game, or an error and nullopt.
    std::optional<int> require_playing_seat();
    // The author's seat in a running game that they have not resigned from, or an error.
    std::optional<int> require_seat_in_game();
    // Stores and announces the end of the game once the match has finished.
    void finish_if_over();
    void rate_if_rated();
    // Changes the match: a refusal leaves it exactly as it was. (Should the commit fail, the room
    // is rebuilt from its record: record_fold.hpp's roll_back.)
    template <class Change>
    bool change_match(Change&& change) {
        if (core::status refused = change(*s().game)) {
            refuse(*refused);
            return false;
        }
        return true;
    }
    // The record entry of what a seat (or the room) just did, stored with the command.
    // In a timed room every entry keeps the clock as it stands after it.
    void record(std::string kind, std::optional<int> seat, int ply, json body);
    void start_turn() { s().start_turn(); }
    void on_client(const p::client_body& body);

    // ---- Members (room_membership.cpp).
    // Attaches the author's connection; true when presence changed. The AI has none.
    bool attach(bool spectator);
    // A seat holder's command attaches their connection if it was not yet attached.
    void ensure_attached();
    void on_create(const create& c);
    // Puts a player in a seat and stores it.
    void seat_player(int seat, const std::string& player_id, const std::string& name);
    // Seats the author, and starts the game when every seat is taken.
    void take_seat(int seat);
    void start_game();
    void on_create_rematch(const create_rematch& c);
    // A member before the take-over: attached again and sent ROOM and STATE (no `since`: the
    // rebuilt room's versions are new). One who held no seat and did not watch is ignored.
    void on_rejoin(const rejoin& r);
    // A seat's rating read from the store: ROOM shows it, if the player still holds the seat.
    void on_rating_read(const rating_read& r);
    void on_detach();
    void on_join(const p::join_room& m);
    void on_leave();
    void on_sync(const p::sync& m);

    // ---- Play (room_play.cpp).
    // A seat's action: a move, or one of the game's own (a "Grav!" call). The room knows no
    // kind: the match judges it, the record keeps what act() says, and the event announcing
    // it is "moved" for a move, else the game's own.
    void on_action(const p::client_body& body, std::optional<int> expected_ply);
    void act(int seat, const core::action& what, std::optional<int> expected_ply);
    // A move sent for another ply than the game's: refused (stale_ply). True when refused.
    bool refuse_stale(int sent_for_ply);
    void on_resign();
    void on_abort();

    // ---- Questions about the rules, answered and changing nothing (room_queries.cpp).
    std::optional<int> questioned_seat();
    void answer(std::string type, json fields);
    void on_legal_moves();
    void on_check_move(const p::check_move& m);

    // ---- Draw offers, takebacks and rematch (room_offers.cpp).
    // A draw offer's step, in the offers' table and in the record.
    void record_offer(std::string_view event, int seat, std::int64_t id);
    // Closes the open draw offer, stored with the seat that closed it; gives its offerer.
    int close_offer(offer_end end, int resolved_by);
    // Closes the open offer as lapsed; its offerer may offer again only after a later move.
    void lapse_offer(int resolved_by);
    // Every seat still in the game, the offerer apart, has accepted the open offer (counting
    // `accepting` as having accepted).
    bool everyone_else_accepted(std::optional<int> accepting = std::nullopt);
    // The open offer is agreed: the match ends by agreement (a draw, or the scores decide).
    void agree(int resolved_by);
    // The match has ended by agreement: the offer closes and the end is stored and announced.
    void agreed(int resolved_by);
    void on_offer();
    // The open `what` ("draw offer", "takeback request") someone else made, or an error and
    // false.
    template <class Terms>
    bool require_answerable(const offer<Terms>& open, int seat, std::string_view what);
    void on_accept();
    void on_decline();
    // A resignation changes who answers an open offer: the resigner's own offer lapses, and
    // an offer that everyone still playing has now accepted is agreed.
    void settle_offer_after_resignation(int seat);
    void push_takeback(const takeback_offer::request& request, std::string_view status);
    // Closes the open request with an outcome stored; its asker may ask again only after a move
    // of its own, unless it was accepted.
    takeback_offer::request close_takeback(offer_end end, int resolved_by);
    void lapse_takeback(int resolved_by);
    void on_request_takeback();
    void on_accept_takeback();
    void on_decline_takeback();
    // The seat of the author in a finished game, or an error.
    std::optional<int> require_finished_seat();
    void on_rematch();
    void on_decline_rematch();
    // An open rematch offer lapses when a player leaves or the finished room closes.
    void lapse_rematch();

    // ---- The clock and claims (room_clock_claims.cpp).
    // After an action that was not the mover's own move: if the seat to move changed, the
    // clock of the one before stops and the next one's turn begins.
    void restart_clock_if_mover_changed(std::optional<int> mover_before);
    void on_tick();
    // The running clock reached 0: the seat is out as if it resigned, the end named timeout.
    void flag_fall(int seat);
    // A seat left the game by a flag fall or a claim (the clock already moved on): announced,
    // then the game ends or goes on without it.
    void seat_out(int seat, const char* reason);
    void no_first_move(int seat);
    // Nobody is left to finish the game: it ends as aborted, so it no longer waits to be resumed.
    void end_inactive();
    bool absent(int seat) const { return state_.absent_since(seat).has_value(); }
    void announce_claimable();
    void on_give_time(const p::give_time& m);
    // The seat a claim is against: the one named, or the only absent one; else an error.
    std::optional<int> claim_target(int claimer, std::optional<int> named);
    void on_claim(std::optional<int> named, bool draw);
    // A claim by `seat` against the absent `target`, once judged open.
    void claim(int seat, int target, bool draw);

    // ---- Chat (room_chat.cpp).
    void on_chat(const p::chat& m);
    // Whether the author may say one more line now (and counts it): a player's lines in a room
    // are bounded per minute, so that chat cannot fill the disk at the message rate.
    bool chat_allowed();

    room_state& state_;
    const command& cmd_;
    const context& ctx_;
    outcome out_;
};

} // namespace plyroom::server::match::detail
