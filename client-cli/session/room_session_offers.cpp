// The protocol's clocks, claims, takebacks and rematch as a room_session follows them: their
// events (read from the frame's JSON), what is open now for the screen, and the clock's offset
// from the server's time.
#include "session/room_session.hpp"
#include "ui/clock_view.hpp"

#include <algorithm>

namespace plyroom::client {

namespace {

// "1 ply" / "2 plies".
std::string plies_text(int plies) {
    return std::to_string(plies) + (plies == 1 ? " ply" : " plies");
}

// "0:42" of how long ago `since` was, never negative.
std::string elapsed_text(std::int64_t since, std::int64_t now) {
    return clock_text(std::max<std::int64_t>(0, now - since));
}

} // namespace

// takeback, rematch, seat_out, claimable: counted like every room event, then shown.
void room_session::handle_added_event(const json& frame) {
    const std::optional<std::int64_t> v = frame.contains("v") && frame["v"].is_number_integer()
                                              ? std::optional(frame["v"].get<std::int64_t>())
                                              : std::nullopt;
    if (!take_version(v, false, false))
        return;
    const std::string type = frame.value("type", "");
    if (type == "takeback")
        on_takeback(frame);
    else if (type == "rematch")
        on_rematch(frame);
    else if (type == "seat_out")
        on_seat_out(frame);
    else if (type == "claimable")
        on_claimable(frame);
}

// A takeback asked, accepted (the STATE that follows goes back), declined or lapsed.
void room_session::on_takeback(const json& event) {
    const int by = event.value("by", 0);
    const int plies = event.value("plies", 1);
    const std::string status = event.value("status", "");
    const std::string who = seat_label(room_, by);
    takeback_ = status == "open" ? event : json(nullptr);
    if (status == "open" && my_seat_ == by)
        say("You asked to take back your latest move (" + plies_text(plies) +
            "); waiting for the answer.");
    else if (status == "open" && my_seat_)
        say(who + " asks to take back " + plies_text(plies) +
            ": type accept to allow it, or decline.");
    else if (status == "open")
        say(who + " asks to take back " + plies_text(plies) + ".");
    else if (status == "accepted")
        say("The takeback of " + who + " was accepted: " + plies_text(plies) + " undone.");
    else if (status == "declined")
        say("The takeback request of " + who + " was declined.");
    else if (status == "lapsed")
        say("The takeback request of " + who + " lapsed.");
    if (status == "accepted") {
        // The moves after the new ply are gone: the STATE that follows is rebuilt from the record.
        local_.reset();
        last_move_ = nullptr;
        last_seat_ = -1;
        last_move_note_.clear();
    }
    dirty_ = true;
}

// A rematch asked or declined, lapsed, or accepted: then this client follows into the new room.
void room_session::on_rematch(const json& event) {
    const std::string status = event.value("status", "");
    if (status == "accepted")
        return follow_rematch(event.value("next", ""));
    const int by = event.value("by", -1);
    rematch_ = status == "open" ? event : json(nullptr);
    if (status == "open" && my_seat_ == by)
        say("You asked for a rematch; waiting for the others.");
    else if (status == "open" && my_seat_)
        say(seat_label(room_, by) +
            " wants a rematch (sides swap): type rematch or accept to play again, or decline.");
    else if (status == "open")
        say(seat_label(room_, by) + " wants a rematch.");
    else if (status == "declined")
        say(seat_label(room_, by) + " declined the rematch.");
    else if (status == "lapsed")
        say("The rematch offer lapsed.");
    dirty_ = true;
}

// The players are members of the new room already: its ROOM and STATE come by themselves.
// The old room's state is dropped; a spectator is told how to watch the new one.
void room_session::follow_rematch(const std::string& next) {
    if (next.empty())
        return;
    if (!my_seat_) {
        say("The rematch is in room " + next + ": " + goal_.command + " watch " + next);
        return;
    }
    const std::string old = code_;
    code_ = next;
    room_ = nullptr;
    state_ = nullptr;
    version_ = 0;
    local_.reset();
    draft_ = nullptr;
    last_move_ = nullptr;
    last_seat_ = -1;
    last_move_note_.clear();
    moves_played_.clear();
    takeback_ = nullptr;
    rematch_ = nullptr;
    claimable_.clear();
    result_shown_ = false;
    i_aborted_ = false;
    say("Rematch: the new game is in room " + next + ", sides swapped.");
    send(protocol::leave_room{old});
}

// A seat taken out by its clock or by a claim.
void room_session::on_seat_out(const json& event) {
    const int seat = event.value("seat", 0);
    const std::string who = seat_label(room_, seat) + (my_seat_ == seat ? " (you)" : "");
    if (event.value("reason", "") == "timeout")
        say(who + " ran out of time.");
    else
        say(who + " left and was claimed out of the game.");
    claimable_.erase(std::remove(claimable_.begin(), claimable_.end(), seat), claimable_.end());
    dirty_ = true;
}

// A seat gone for the whole grace may now be claimed.
void room_session::on_claimable(const json& event) {
    const int seat = event.value("seat", 0);
    if (std::find(claimable_.begin(), claimable_.end(), seat) == claimable_.end())
        claimable_.push_back(seat);
    if (my_seat_ && *my_seat_ != seat)
        say(seat_label(room_, seat) + " left the game (offline for " +
            elapsed_text(event.value("since", server_now()), server_now()) +
            "): you may claim it now. Type claim to win, or claim draw.");
    else if (!my_seat_)
        say(seat_label(room_, seat) + " left the game; the others may claim it.");
    dirty_ = true;
}

// Lines for the panel: what is open now and waits for someone.
std::vector<std::string> room_session::alerts() const {
    std::vector<std::string> lines;
    const std::int64_t now = server_now();
    if (takeback_.is_object()) {
        const int by = takeback_.value("by", 0);
        const std::string plies = plies_text(takeback_.value("plies", 1));
        lines.push_back(my_seat_ == by ? "Your takeback request (" + plies + ") is open."
                                       : seat_label(room_, by) + " asks to take back " + plies +
                                             (my_seat_ ? ": accept or decline." : "."));
    }
    if (!game_finished() && room_.value("status", "") == "playing")
        for (const json& seat : room_.value("seats", json::array())) {
            const int index = seat.value("seat", -1);
            if (index == my_seat_ || !seat.contains("offline_since") ||
                !seat["offline_since"].is_number_integer())
                continue;
            const bool claimable =
                std::find(claimable_.begin(), claimable_.end(), index) != claimable_.end();
            lines.push_back(seat_label(room_, index) + " offline for " +
                            elapsed_text(seat["offline_since"].get<std::int64_t>(), now) +
                            (claimable && my_seat_ ? ": claim, or claim draw." : "."));
        }
    if (game_finished() && my_seat_) {
        if (rematch_.is_object() && rematch_.value("by", -1) != *my_seat_)
            lines.push_back(seat_label(room_, rematch_.value("by", 0)) +
                            " wants a rematch: rematch, or decline.");
        else if (rematch_.is_object())
            lines.emplace_back("Your rematch offer is open.");
        else
            lines.emplace_back("rematch: play again, sides swapped. quit: leave.");
    }
    return lines;
}

// Whether the game in this room has ended.
bool room_session::game_finished() const {
    return state_.is_object() && state_.contains("result") && !state_["result"].is_null();
}

// The other seats still in the game (not resigned or out).
std::vector<int> room_session::other_seats_in_play() const {
    std::vector<int> seats;
    const json resigned =
        state_.is_object() ? state_.value("resigned", json::array()) : json::array();
    for (const json& seat : room_.value("seats", json::array())) {
        const int index = seat.value("seat", -1);
        if (index != my_seat_ &&
            std::find(resigned.begin(), resigned.end(), json(index)) == resigned.end())
            seats.push_back(index);
    }
    return seats;
}

// Learns the server's time from a clock's `at`: the largest (at - arrival) seen is the offset
// least delayed by the network.
void room_session::note_clock(const json& state) {
    if (!state.is_object() || !state.contains("clock") || !state["clock"].is_object())
        return;
    const json& at = state["clock"].value("at", json(nullptr));
    if (!at.is_number_integer())
        return;
    const std::int64_t sample = at.get<std::int64_t>() - io_.now_ms();
    clock_offset_ms_ = clock_offset_ms_ ? std::max(*clock_offset_ms_, sample) : sample;
}

// The server's time now, as far as this client can tell.
std::int64_t room_session::server_now() const {
    return io_.now_ms() + clock_offset_ms_.value_or(0);
}

// Redraws when what the clocks (or an absence) show has changed since the last screen.
void room_session::tick() {
    if (exit_code_ || screen_paused_ || !state_.is_object())
        return;
    try {
        if (clock_face() != shown_clock_)
            dirty_ = true;
    } catch (const json::exception&) {
        return; // a state out of shape was reported when it came
    }
    redraw_safely();
}

// What the screen shows that changes with time alone: the clocks and the absences.
std::string room_session::clock_face() const {
    std::string shown;
    if (const auto clock = read_clock(state_, server_now()))
        for (const std::int64_t left : clock->remaining_ms)
            shown += clock_text(left) + " ";
    if (const auto clock = read_clock(state_, server_now()); clock && clock->first_move_deadline)
        shown += clock_text(*clock->first_move_deadline - server_now());
    for (const std::string& line : alerts())
        shown += line;
    return shown;
}

} // namespace plyroom::client
