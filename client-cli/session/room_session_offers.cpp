// The protocol's clocks, claims, takebacks and rematch as a room_session follows them: their
// events (read from the frame's JSON), what is open now for the screen, and the clock's offset
// from the server's time.
#include "session/room_session.hpp"
#include "ui/clock_view.hpp"
#include "ui/words.hpp"

#include <algorithm>

namespace plyroom::client {

namespace {

// "1 ply" / "2 plies", in the client's words.
std::string plies_text(int plies) {
    return shell_words(plies == 1 ? "offers.one_ply" : "offers.plies", {std::to_string(plies)});
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
        say(shell_words("offers.takeback_asked_you", {plies_text(plies)}));
    else if (status == "open" && my_seat_)
        say(shell_words("offers.takeback_asked_answer", {who, plies_text(plies)}));
    else if (status == "open")
        say(shell_words("offers.takeback_asked", {who, plies_text(plies)}));
    else if (status == "accepted")
        say(shell_words("offers.takeback_accepted", {who, plies_text(plies)}));
    else if (status == "declined")
        say(shell_words("offers.takeback_declined", {who}));
    else if (status == "lapsed")
        say(shell_words("offers.takeback_lapsed", {who}));
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
        say(shell_words("offers.rematch_asked_you"));
    else if (status == "open" && my_seat_)
        say(shell_words("offers.rematch_asked_answer", {seat_label(room_, by)}));
    else if (status == "open")
        say(shell_words("offers.rematch_asked", {seat_label(room_, by)}));
    else if (status == "declined")
        say(shell_words("offers.rematch_declined", {seat_label(room_, by)}));
    else if (status == "lapsed")
        say(shell_words("offers.rematch_lapsed"));
    dirty_ = true;
}

// The players are members of the new room already: its ROOM and STATE come by themselves.
// The old room's state is dropped; a spectator is told how to watch the new one.
void room_session::follow_rematch(const std::string& next) {
    if (next.empty())
        return;
    if (!my_seat_) {
        say(shell_words("offers.rematch_watch", {next, goal_.command + " watch " + next}));
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
    say(shell_words("offers.rematch_followed", {next}));
    send(protocol::leave_room{old});
}

// A seat taken out by its clock or by a claim.
void room_session::on_seat_out(const json& event) {
    const int seat = event.value("seat", 0);
    const std::string who = my_seat_ == seat ? shell_words("screen.you", {seat_label(room_, seat)})
                                             : seat_label(room_, seat);
    if (event.value("reason", "") == "timeout")
        say(shell_words("offers.out_of_time", {who}));
    else
        say(shell_words("offers.claimed_out", {who}));
    claimable_.erase(std::remove(claimable_.begin(), claimable_.end(), seat), claimable_.end());
    dirty_ = true;
}

// A seat gone for the whole grace may now be claimed.
void room_session::on_claimable(const json& event) {
    const int seat = event.value("seat", 0);
    if (std::find(claimable_.begin(), claimable_.end(), seat) == claimable_.end())
        claimable_.push_back(seat);
    if (my_seat_ && *my_seat_ != seat)
        say(shell_words("offers.claimable_answer",
                        {seat_label(room_, seat),
                         elapsed_text(event.value("since", server_now()), server_now())}));
    else if (!my_seat_)
        say(shell_words("offers.claimable", {seat_label(room_, seat)}));
    dirty_ = true;
}

// Lines for the panel: what is open now and waits for someone.
std::vector<std::string> room_session::alerts() const {
    std::vector<std::string> lines;
    const std::int64_t now = server_now();
    if (takeback_.is_object()) {
        const int by = takeback_.value("by", 0);
        const std::string plies = plies_text(takeback_.value("plies", 1));
        lines.push_back(
            my_seat_ == by ? shell_words("offers.alert_takeback_yours", {plies})
            : my_seat_ ? shell_words("offers.alert_takeback_answer", {seat_label(room_, by), plies})
                       : shell_words("offers.takeback_asked", {seat_label(room_, by), plies}));
    }
    if (!game_finished() && room_.value("status", "") == "playing")
        for (const json& seat : room_.value("seats", json::array())) {
            const int index = seat.value("seat", -1);
            if (index == my_seat_ || !seat.contains("offline_since") ||
                !seat["offline_since"].is_number_integer())
                continue;
            const bool claimable =
                std::find(claimable_.begin(), claimable_.end(), index) != claimable_.end();
            lines.push_back(shell_words(
                claimable && my_seat_ ? "offers.alert_offline_claim" : "offers.alert_offline",
                {seat_label(room_, index),
                 elapsed_text(seat["offline_since"].get<std::int64_t>(), now)}));
        }
    if (game_finished() && my_seat_) {
        if (rematch_.is_object() && rematch_.value("by", -1) != *my_seat_)
            lines.push_back(
                shell_words("offers.alert_rematch", {seat_label(room_, rematch_.value("by", 0))}));
        else if (rematch_.is_object())
            lines.push_back(shell_words("offers.alert_rematch_yours"));
        else
            lines.push_back(shell_words("offers.alert_after_game"));
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
