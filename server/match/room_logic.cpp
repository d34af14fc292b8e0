#include "room_logic.hpp"

#include "registry.hpp"
#include "room_actions.hpp"

#include <algorithm>

namespace plyroom::server::match {

namespace {

namespace p = protocol;
using p::error_code;

template <class... F>
struct overloaded : F... {
    using F::operator()...;
};
template <class... F>
overloaded(F...) -> overloaded<F...>;

// Works out one command against a copy of the state.
class handler {
public:
    handler(const room_state& state, const command& cmd, const context& ctx)
        : cmd_(cmd), ctx_(ctx) {
        out_.next = state;
    }

    outcome run() {
        std::visit(overloaded{
                       [&](const p::client_body& body) { on_client(body); },
                       [&](const detach&) { on_detach(); },
                       [&](const create& c) { on_create(c); },
                       [&](const tick&) { on_tick(); },
                       [&](const closing&) { lapse_rematch(); },
                       [&](const create_rematch& c) { on_create_rematch(c); },
                       [&](const rejoin& r) { on_rejoin(r); },
                   },
                   cmd_.body);
        if (!refused() && !out_.rematch && !std::holds_alternative<closing>(cmd_.body))
            show_changed_actions();
        return std::move(out_);
    }

    // A stored entry that began a command (or that the time brought about), run again through
    // what did it live. The author is the entry's seat; the entries stored after it come again.
    outcome fold(const core::record_entry& e) {
        const int seat = who().ai_seat.value_or(-1);
        const std::string& kind = e.kind;
        const std::string step = e.body.value(kind == core::draw_kind ? "event" : "status", "");
        if (kind == core::flag_kind || kind == core::no_first_move_kind) {
            if (!s().clock || seat < 0 || seat >= s().seat_count())
                refuse(error_code::internal, "a " + kind + " entry needs a clock and a seat");
            else if (kind == core::flag_kind)
                flag_fall(seat);
            else
                no_first_move(seat);
        } else if (kind == core::inactive_kind) {
            end_inactive();
        } else if (kind == core::claim_kind) {
            const int against = e.body.value("against", -1);
            if (against < 0 || against >= s().seat_count())
                refuse(error_code::internal, "a claim entry names no seat");
            else
                claim(seat, against, e.body.value("outcome", "") == "draw");
        } else if (kind == core::resign_kind) {
            on_resign();
        } else if (kind == core::abort_kind) {
            on_abort();
        } else if (kind == core::give_time_kind) {
            on_give_time(p::give_time{s().code, e.body.value("seat", -1), e.body.value("ms", 0)});
        } else if (kind == core::draw_kind && step == "open") {
            on_offer();
        } else if (kind == core::draw_kind && (step == "accept" || step == "accepted")) {
            on_accept();
        } else if (kind == core::draw_kind && step == "declined") {
            on_decline();
        } else if (kind == core::takeback_kind && step == "open") {
            on_request_takeback();
        } else if (kind == core::takeback_kind && step == "accepted") {
            on_accept_takeback();
        } else if (kind == core::takeback_kind && step == "declined") {
            on_decline_takeback();
        } else if (const auto what = core::is_room_kind(kind) ? std::nullopt : core::action_of(e)) {
            act(seat, *what, e.ply);
        } else {
            refuse(error_code::internal,
                   "a " + kind + " entry (" + step + ") follows from another; it begins nothing");
        }
        return std::move(out_);
    }

private:
    room_state& s() { return out_.next; }
    const actor& who() const { return cmd_.from; }

    // Answers the author with an error; the state stays as it was.
    void refuse(error_code code, std::string message) {
        out_.reply = p::make_error(code, std::move(message), cmd_.id);
    }

    void refuse(const core::refusal& refusal) {
        refuse(p::from_refusal(refusal.code), refusal.message);
    }

    void refuse(const closed_action& closed) { refuse(closed.code, closed.message); }

    bool refused() const {
        return out_.reply && std::holds_alternative<p::error_message>(out_.reply->body);
    }

    // The next event pushed is the author's direct reply (their copy carries the id).
    void mark_reply() {
        if (!out_.reply_event)
            out_.reply_event = out_.events.size();
    }

    void push(p::server_body event) { out_.events.push_back(std::move(event)); }
    void push_room() { push(p::room_message{s().view()}); }
    void push_state() { push(p::state_message{s().code, nullptr, state_shown()}); }
    // STATE as the room is shown it now; what it says is open is what clients now know.
    p::written_state state_shown() {
        s().shown_actions = open_room_actions(s(), ctx_.now);
        return s().write_state(ctx_.now);
    }
    // What is open changed with no STATE to show it (an offer made or answered, a claim's
    // grace over, an absent seat back, a game ended otherwise than by a move): STATE again.
    void show_changed_actions() {
        for (const auto& holder : s().seats)
            if (!holder)
                return; // no game has begun: nobody has been shown a STATE
        if (open_room_actions(s(), ctx_.now) != s().shown_actions)
            push_state();
    }
    void push_event(std::string type, json fields) {
        push(p::game_event{s().code, std::move(type), std::move(fields)});
    }
    bool is_ai_seat(int seat) const {
        return out_.next.seats[seat] && is_ai_player(out_.next.seats[seat]->player_id);
    }

    // Attaches the author's connection; true when presence changed. The AI has none.
    bool attach(bool spectator) {
        if (who().ai_seat)
            return false;
        const bool was_online = s().online(who().player_id);
        const int spectators = s().spectators();
        s().members[who().connection] = member{who().player_id, spectator};
        s().note_presence(ctx_.now);
        return was_online != s().online(who().player_id) || spectators != s().spectators();
    }

    // A seat holder's command attaches their connection if it was not yet attached.
    void ensure_attached() {
        if (who().ai_seat)
            return;
        if (s().members.count(who().connection) == 0 && s().seat_of(who().player_id)) {
            if (attach(false))
                push_room();
        }
    }

    // The author's seat, or an error (not_in_room / not_a_player) and nullopt.
    std::optional<int> require_seat() {
        if (who().ai_seat)
            return who().ai_seat;
        const auto seat = s().seat_of(who().player_id);
        if (seat)
            return seat;
        if (s().members.count(who().connection) != 0)
            refuse(error_code::not_a_player, "spectators cannot do that; only players can");
        else
            refuse(error_code::not_in_room, "you are not in room " + s().code);
        return std::nullopt;
    }

    // The author's seat in a running game, or an error and nullopt.
    std::optional<int> require_playing_seat() {
        const auto seat = require_seat();
        if (!seat)
            return std::nullopt;
        if (s().status == room_status::waiting) {
            refuse(error_code::game_not_started, "the game has not started yet");
            return std::nullopt;
        }
        if (s().status == room_status::finished) {
            refuse(error_code::game_over, "the game is over");
            return std::nullopt;
        }
        return seat;
    }

    // The author's seat in a running game that they have not resigned from, or an error.
    std::optional<int> require_seat_in_game() {
        const auto seat = require_seat();
        if (seat) {
            if (auto closed = in_game_check(s(), *seat)) {
                refuse(*closed);
                return std::nullopt;
            }
        }
        return seat;
    }

    // Stores and announces the end of the game once the match has finished.
    void finish_if_over() {
        if (!s().game->finished() || s().status == room_status::finished)
            return;
        if (s().draw)
            lapse_offer(s().draw->by);
        if (s().takeback)
            lapse_takeback(s().takeback->by);
        if (s().clock)
            s().clock->stop(ctx_.now);
        s().status = room_status::finished;
        const json result = s().game->result_json();
        out_.rows.push_back(store::game_finished_row{s().game_id, result.dump(), ctx_.now});
        mark_reply(); // the author's answer, unless the command's own event came first
        push(p::game_over{s().code, result});
    }

    // A draw offer's step, in the offers' table and in the record.
    void record_offer(std::string_view event, int seat, std::int64_t id) {
        record(core::draw_kind, seat, s().game->ply(),
               json{{"offer", id}, {"event", std::string(event)}});
    }

    // Closes the open draw offer, stored with the seat that closed it; gives its offerer.
    int close_offer(offer_end end, int resolved_by) {
        const draw_offer::request closed = s().draw.close(end);
        const std::string status(offer_end_name(end));
        out_.rows.push_back(store::draw_resolution_row{closed.terms.id, status, resolved_by,
                                                       ctx_.now, s().game->ply()});
        record_offer(status, resolved_by, closed.terms.id);
        return closed.by;
    }

    // Closes the open offer as lapsed; its offerer may offer again only after a later move.
    void lapse_offer(int resolved_by) {
        const int by = close_offer(offer_end::lapsed, resolved_by);
        push(p::draw_offer_event{s().code, by, "lapsed", {}});
    }

    // Every seat still in the game, the offerer apart, has accepted the open offer.
    bool everyone_else_accepted() {
        for (int seat = 0; seat < s().seat_count(); ++seat)
            if (seat != s().draw->by && !s().game->resigned(seat) && !s().draw.accepted_by(seat))
                return false;
        return true;
    }

    // The open offer is agreed: the match ends by agreement (a draw, or the scores decide).
    void agree(int resolved_by) {
        if (!change_match([](core::match& copy) { return copy.agree_draw(); }))
            return;
        const int by = close_offer(offer_end::accepted, resolved_by);
        push(p::draw_offer_event{s().code, by, "accepted", {}});
        finish_if_over();
    }

    // Changes the live match: a refusal leaves it exactly as it was, so no command copies it.
    // (Should the commit fail, the room rebuilds the match from its record.)
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
    void record(std::string kind, std::optional<int> seat, int ply, json body) {
        core::record_entry entry;
        entry.seq = s().next_seq++;
        entry.kind = std::move(kind);
        entry.seat = seat;
        entry.ply = ply;
        entry.body = std::move(body);
        entry.at = ctx_.now;
        s().last_activity = ctx_.now;
        if (s().clock)
            entry.clock = s().clock->reading();
        out_.rows.push_back(store::record_row{s().game_id, std::move(entry)});
    }

    void start_turn() { s().start_turn(); }

    // After an action that was not the mover's own move: if the seat to move changed, the
    // clock of the one before stops and the next one's turn begins.
    void restart_clock_if_mover_changed(std::optional<int> mover_before) {
        if (!s().clock)
            return;
        if (s().game->finished() || s().game->to_move() != mover_before) {
            s().clock->stop(ctx_.now);
            start_turn();
        }
    }

    void on_create(const create& c) {
        int seat = 0;
        if (c.seat) {
            if (*c.seat >= s().seat_count())
                return refuse(error_code::bad_request,
                              "this game has seats 0 to " + std::to_string(s().seat_count() - 1));
            seat = *c.seat;
        } else {
            // A random seat among those the AI does not take.
            std::vector<int> open;
            for (int candidate = 0; candidate < s().seat_count(); ++candidate)
                if (std::find(c.ai_seats.begin(), c.ai_seats.end(), candidate) == c.ai_seats.end())
                    open.push_back(candidate);
            if (open.empty())
                return refuse(error_code::bad_request,
                              "the AI would take every seat; leave one for you");
            seat = open[static_cast<std::size_t>(ctx_.random % open.size())];
        }
        out_.rows.push_back(
            store::game_row{s().game_id, s().code, std::string(s().game->game_name()),
                            s().view().options.dump(), s().seat_count(), s().is_public,
                            c.created_by, ctx_.now, s().requested_options.dump(), s().rematch_of});
        s().stored = true;
        if (c.ai_level) {
            const std::string ai = ai_player_id(*c.ai_level);
            // The seats named for it, else every other one; the rest wait for friends.
            for (int other = 0; other < s().seat_count(); ++other)
                if (other != seat &&
                    (c.ai_seats.empty() ||
                     std::find(c.ai_seats.begin(), c.ai_seats.end(), other) != c.ai_seats.end()))
                    seat_player(other, ai, "AI (" + *c.ai_level + ")");
        }
        take_seat(seat);
    }

    // Puts a player in a seat and stores it.
    void seat_player(int seat, const std::string& player_id, const std::string& name) {
        s().seats[seat] = seat_holder{player_id, name};
        out_.rows.push_back(store::seat_row{s().game_id, seat, player_id, ctx_.now});
    }

    // Seats the author, and starts the game when every seat is taken.
    void take_seat(int seat) {
        seat_player(seat, who().player_id, who().name);
        attach(false);
        const bool full = std::all_of(s().seats.begin(), s().seats.end(),
                                      [](const auto& holder) { return holder.has_value(); });
        if (full)
            start_game();
        mark_reply();
        push_room();
        if (full)
            push_state();
    }

    void start_game() {
        s().status = room_status::playing;
        out_.rows.push_back(store::game_started_row{s().game_id, ctx_.now});
        start_turn();
    }

    void on_create_rematch(const create_rematch& c) {
        out_.rows.push_back(
            store::game_row{s().game_id, s().code, std::string(s().game->game_name()),
                            s().view().options.dump(), s().seat_count(), s().is_public,
                            c.created_by, ctx_.now, s().requested_options.dump(), s().rematch_of});
        s().stored = true;
        for (int seat = 0; seat < s().seat_count(); ++seat)
            seat_player(seat, c.seats[seat].player_id, c.seats[seat].name);
        for (const auto& [connection, player] : c.members)
            s().members[connection] = member{player, false};
        s().note_presence(ctx_.now);
        start_game();
        push_room();
        push_state();
    }

    // A member before the take-over: attached again and sent ROOM and STATE (no `since`: the
    // rebuilt room's versions are new). One who held no seat and did not watch is ignored.
    void on_rejoin(const rejoin& r) {
        const bool held = s().seat_of(who().player_id).has_value();
        if (!held && !r.spectator)
            return;
        if (attach(!held))
            push_room();
        out_.sync = true;
    }

    void on_detach() {
        const auto it = s().members.find(who().connection);
        if (it == s().members.end())
            return;
        const bool was_online = s().online(it->second.player_id);
        const bool spectator = it->second.spectator;
        const std::string player = it->second.player_id;
        s().members.erase(it);
        s().note_presence(ctx_.now);
        if (spectator || was_online != s().online(player))
            push_room();
    }

    void on_client(const p::client_body& body) {
        std::visit(overloaded{
                       [&](const p::join_room& m) { on_join(m); },
                       [&](const p::leave_room&) { on_leave(); },
                       [&](const p::sync& m) { on_sync(m); },
                       [&](const p::move& m) { on_action(body, m.ply); },
                       [&](const p::challenge&) { on_action(body, std::nullopt); },
                       [&](const p::offer_draw&) { on_offer(); },
                       [&](const p::accept_draw&) { on_accept(); },
                       [&](const p::decline_draw&) { on_decline(); },
                       [&](const p::resign&) { on_resign(); },
                       [&](const p::abort_game&) { on_abort(); },
                       [&](const p::chat& m) { on_chat(m); },
                       [&](const p::give_time& m) { on_give_time(m); },
                       [&](const p::claim_victory& m) { on_claim(m.seat, false); },
                       [&](const p::claim_draw& m) { on_claim(m.seat, true); },
                       [&](const p::request_takeback&) { on_request_takeback(); },
                       [&](const p::accept_takeback&) { on_accept_takeback(); },
                       [&](const p::decline_takeback&) { on_decline_takeback(); },
                       [&](const p::rematch&) { on_rematch(); },
                       [&](const p::decline_rematch&) { on_decline_rematch(); },
                       [&](const auto&) {
                           refuse(error_code::bad_request, "that message is not for a room");
                       },
                   },
                   body);
    }

    void on_join(const p::join_room& m) {
        const auto held = s().seat_of(who().player_id);
        if (m.as == p::join_as::spectator || held) {
            // A seat holder coming back, or a spectator: attach and answer with ROOM.
            const bool changed = attach(m.as == p::join_as::spectator && !held);
            if (changed) {
                mark_reply();
                push_room();
            } else {
                out_.reply = p::server_message{cmd_.id, std::nullopt, p::room_message{s().view()}};
            }
            return;
        }
        if (s().status == room_status::finished)
            return refuse(error_code::game_over, "the game is over; join as a spectator");
        if (m.seat) {
            if (*m.seat >= s().seat_count())
                return refuse(error_code::bad_request,
                              "this game has seats 0 to " + std::to_string(s().seat_count() - 1));
            if (s().seats[*m.seat])
                return refuse(error_code::room_full,
                              "seat " + std::to_string(*m.seat) + " is taken");
            return take_seat(*m.seat);
        }
        for (int seat = 0; seat < s().seat_count(); ++seat)
            if (!s().seats[seat])
                return take_seat(seat);
        refuse(error_code::room_full, "every seat in room " + s().code + " is taken");
    }

    void on_leave() {
        if (s().members.count(who().connection) == 0)
            return refuse(error_code::not_in_room, "you are not in room " + s().code);
        if (s().rematch && s().seat_of(who().player_id))
            lapse_rematch();
        on_detach();
        out_.reply = p::server_message{cmd_.id, std::nullopt, p::left_message{s().code}};
    }

    void on_sync(const p::sync& m) {
        if (s().members.count(who().connection) == 0) {
            if (!s().seat_of(who().player_id))
                return refuse(error_code::not_in_room, "you are not in room " + s().code);
            if (attach(false))
                push_room();
        }
        out_.sync = true;
        out_.since = m.since;
    }

    // A seat's action: a move, or one of the game's own (a "Grav!" call). The room knows no
    // kind: the match judges it, the record keeps what act() says, and the event announcing
    // it is "moved" for a move, else the game's own.
    void on_action(const p::client_body& body, std::optional<int> expected_ply) {
        const auto seat = require_playing_seat();
        if (!seat)
            return;
        act(*seat, p::seat_action_of(body)->what, expected_ply);
    }

    void act(int seat, const core::action& what, std::optional<int> expected_ply) {
        const int ply = s().game->ply();
        if (what.is_move() && expected_ply != ply)
            return refuse(error_code::stale_ply,
                          "that move was for ply " + std::to_string(expected_ply.value_or(-1)) +
                              " but " + std::to_string(ply) + " moves have been played");
        const std::optional<int> mover_before = s().game->to_move();
        core::action_effect effect;
        if (!change_match([&](core::match& m) { return m.act(seat, what, effect); }))
            return;
        ensure_attached();
        note_action(s(), seat, effect.moved);
        if (!effect.moved) {
            restart_clock_if_mover_changed(mover_before);
            record(what.kind, seat, ply, effect.record);
            mark_reply();
            push(p::game_event{s().code, effect.event, std::move(effect.event_fields)});
            if (!s().game->finished())
                push_state();
            return finish_if_over();
        }
        out_.moved = true;
        if (s().clock) {
            // The turn ends when another seat is to move; a bonus turn goes on after the store.
            if (s().game->finished() || s().game->to_move() != seat)
                s().clock->end_turn(seat, ctx_.now);
            else
                s().clock->stop(ctx_.now);
        }
        s().has_moved[seat] = true;
        s().draw.moved(seat);
        start_turn();
        record(what.kind, seat, ply, effect.record);
        // Anyone's move lapses an open takeback request; a move of the requester's own clears
        // its block.
        std::optional<takeback_offer::request> takeback_lapsed;
        if (s().takeback)
            takeback_lapsed = close_takeback(offer_end::lapsed, seat);
        s().takeback.moved(seat);
        // The other side moved: an open offer lapses (closed before STATE is taken, announced
        // after the move), and its offerer may offer again only after a later move.
        std::optional<int> lapsed_by;
        if (s().draw && s().draw->by != seat)
            lapsed_by = close_offer(offer_end::lapsed, seat);
        mark_reply();
        push(p::moved{s().code, ply, seat, std::move(effect.record), nullptr, state_shown()});
        if (lapsed_by)
            push(p::draw_offer_event{s().code, *lapsed_by, "lapsed", {}});
        if (takeback_lapsed)
            push_takeback(*takeback_lapsed, "lapsed");
        finish_if_over();
    }

    void on_offer() {
        const auto seat = require_seat();
        if (!seat)
            return;
        if (auto closed = offer_draw_check(s(), *seat))
            return refuse(*closed);
        ensure_attached();
        const std::int64_t id = ctx_.next_offer_id();
        s().draw.make({*seat, s().game->ply(), {}, draw_terms{id}});
        out_.rows.push_back(
            store::draw_offer_row{id, s().game_id, *seat, s().game->ply(), ctx_.now});
        record_offer("open", *seat, id);
        mark_reply();
        push(p::draw_offer_event{s().code, *seat, "open", {}});
    }

    // The open offer someone else made, or an error and false.
    bool require_offer_to(int seat) {
        if (!s().draw) {
            refuse(error_code::no_offer, "there is no open draw offer");
            return false;
        }
        if (s().draw->by == seat) {
            refuse(error_code::no_offer, "you cannot answer your own draw offer");
            return false;
        }
        return true;
    }

    void on_accept() {
        const auto seat = require_seat_in_game();
        if (!seat || !require_offer_to(*seat))
            return;
        if (s().draw.accepted_by(*seat))
            return refuse(error_code::bad_request, "you have already accepted this draw offer");
        ensure_attached();
        out_.rows.push_back(
            store::draw_response_row{s().draw->terms.id, *seat, "accepted", ctx_.now});
        s().draw.accept(*seat);
        // Every seat still in the game but the offerer must accept; until then it stays open.
        if (!everyone_else_accepted()) {
            record_offer("accept", *seat, s().draw->terms.id);
            mark_reply();
            push(p::draw_offer_event{
                s().code, s().draw->by, "open",
                std::vector<int>(s().draw->accepted.begin(), s().draw->accepted.end())});
            return;
        }
        agree(*seat);
    }

    void on_decline() {
        const auto seat = require_seat_in_game();
        if (!seat || !require_offer_to(*seat))
            return;
        ensure_attached();
        out_.rows.push_back(
            store::draw_response_row{s().draw->terms.id, *seat, "declined", ctx_.now});
        const int by = close_offer(offer_end::declined, *seat);
        mark_reply();
        push(p::draw_offer_event{s().code, by, "declined", {}});
    }

    void on_resign() {
        const auto seat = require_playing_seat();
        if (!seat)
            return;
        const int ply = s().game->ply();
        const std::optional<int> mover_before = s().game->to_move();
        if (!change_match([&](core::match& copy) { return copy.resign(*seat); }))
            return;
        ensure_attached();
        restart_clock_if_mover_changed(mover_before);
        record(core::resign_kind, *seat, ply, json::object());
        if (!s().game->finished()) {
            // A seat left the turn order of a game with more seats.
            mark_reply();
            push_state();
            settle_offer_after_resignation(*seat);
        }
        finish_if_over();
    }

    // A resignation changes who answers an open offer: the resigner's own offer lapses, and
    // an offer that everyone still playing has now accepted is agreed.
    void settle_offer_after_resignation(int seat) {
        if (!s().draw)
            return;
        if (s().draw->by == seat)
            return lapse_offer(seat);
        if (everyone_else_accepted())
            agree(seat);
    }

    void on_abort() {
        const auto seat = require_seat();
        if (!seat)
            return;
        if (auto closed = abort_check(s(), *seat))
            return refuse(*closed);
        if (!change_match([](core::match& copy) { return copy.abort(); }))
            return;
        ensure_attached();
        record(core::abort_kind, *seat, s().game->ply(), json::object());
        finish_if_over();
    }

    // ---- The clock and claims: what the time alone brings about.

    void on_tick() {
        if (const auto abandoned = s().abandoned_at(); abandoned && ctx_.now >= *abandoned)
            return end_inactive();
        if (s().status != room_status::playing)
            return;
        if (s().clock) {
            const auto flag = s().clock->flag_deadline();
            const auto first_move = s().clock->first_move_deadline(s().timing.first_move_ms);
            if (flag && ctx_.now >= *flag)
                flag_fall(*s().clock->running());
            else if (first_move && ctx_.now >= *first_move)
                no_first_move(*s().clock->awaiting_first_move());
        }
        if (s().status == room_status::playing)
            announce_claimable();
    }

    // The running clock reached 0: the seat is out as if it resigned, the end named timeout.
    void flag_fall(int seat) {
        const int ply = s().game->ply();
        s().clock->stop(ctx_.now);
        s().clock->flag(seat);
        if (!change_match([&](core::match& m) { return m.retire(seat, "timeout"); }))
            return;
        start_turn();
        record(core::flag_kind, seat, ply, json::object());
        seat_out(seat, "timeout");
    }

    // A seat left the game by a flag fall or a claim (the clock already moved on): announced,
    // then the game ends or goes on without it.
    void seat_out(int seat, const char* reason) {
        push_event("seat_out", json{{"seat", seat}, {"reason", reason}});
        if (!s().game->finished()) {
            push_state();
            settle_offer_after_resignation(seat);
        }
        finish_if_over();
    }

    void no_first_move(int seat) {
        const int ply = s().game->ply();
        if (!change_match([](core::match& m) { return m.abort(core::no_first_move_kind); }))
            return;
        record(core::no_first_move_kind, seat, ply, json::object());
        finish_if_over();
    }

    // Nobody is left to finish the game: it ends as aborted, so it no longer waits to be resumed.
    void end_inactive() {
        const int ply = s().game->ply();
        if (!change_match([](core::match& m) { return m.abort(core::inactive_kind); }))
            return;
        record(core::inactive_kind, std::nullopt, ply, json::object());
        finish_if_over();
    }

    bool absent(int seat) const { return out_.next.absent_since(seat).has_value(); }

    void announce_claimable() {
        if (!s().every_seat_moved())
            return;
        for (int seat = 0; seat < s().seat_count(); ++seat) {
            if (!absent(seat) || s().claim_announced[seat])
                continue;
            const std::int64_t since = *s().absent_since(seat);
            if (ctx_.now < claim_possible_at(s(), seat))
                continue;
            s().claim_announced[seat] = true;
            push_event("claimable", json{{"seat", seat}, {"since", since}});
        }
    }

    void on_give_time(const p::give_time& m) {
        const auto seat = require_seat_in_game();
        if (!seat)
            return;
        if (!s().clock)
            return refuse(error_code::bad_request, "this room has no clock");
        if (m.seat >= s().seat_count())
            return refuse(error_code::bad_request,
                          "this game has seats 0 to " + std::to_string(s().seat_count() - 1));
        if (m.seat == *seat)
            return refuse(error_code::bad_request, "you can give time only to another player");
        if (s().game->resigned(m.seat))
            return refuse(error_code::bad_request,
                          "seat " + std::to_string(m.seat) + " is no longer in the game");
        if (m.ms < 1'000 || m.ms > 60'000)
            return refuse(error_code::bad_request,
                          "you can give 1000 to 60000 ms (1 to 60 seconds) at a time");
        ensure_attached();
        s().clock->give(m.seat, m.ms);
        record(core::give_time_kind, *seat, s().game->ply(), json{{"seat", m.seat}, {"ms", m.ms}});
        mark_reply();
        push_state();
    }

    // The seat a claim is against: the one named, or the only absent one; else an error.
    std::optional<int> claim_target(int claimer, std::optional<int> named) {
        if (named) {
            const int seat = *named;
            const std::string name = "seat " + std::to_string(seat);
            if (seat >= s().seat_count()) {
                refuse(error_code::bad_request,
                       "this game has seats 0 to " + std::to_string(s().seat_count() - 1));
                return std::nullopt;
            }
            if (seat == claimer) {
                refuse(error_code::bad_request, "you cannot claim against your own seat");
                return std::nullopt;
            }
            if (is_ai_seat(seat)) {
                refuse(error_code::bad_request,
                       name + " is played by the computer, which never leaves");
                return std::nullopt;
            }
            if (s().game->resigned(seat)) {
                refuse(error_code::bad_request, name + " is no longer in the game");
                return std::nullopt;
            }
            if (!absent(seat)) {
                refuse(error_code::bad_request, name + " is online; there is nothing to claim");
                return std::nullopt;
            }
            return seat;
        }
        std::vector<int> away;
        for (int seat = 0; seat < s().seat_count(); ++seat)
            if (seat != claimer && absent(seat))
                away.push_back(seat);
        if (away.empty()) {
            refuse(error_code::bad_request, "every other player is online; there is nothing to "
                                            "claim");
            return std::nullopt;
        }
        if (away.size() > 1) {
            std::string seats;
            for (int seat : away)
                seats += (seats.empty() ? "" : ", ") + std::to_string(seat);
            refuse(error_code::bad_request,
                   "seats " + seats + " are absent: name the one you claim against with \"seat\"");
            return std::nullopt;
        }
        return away.front();
    }

    void on_claim(std::optional<int> named, bool draw) {
        const auto seat = require_seat();
        if (!seat)
            return;
        if (auto closed = claim_check(s(), *seat, draw))
            return refuse(*closed);
        const auto target = claim_target(*seat, named);
        if (!target)
            return;
        const std::int64_t possible_at = claim_possible_at(s(), *target);
        if (ctx_.now < possible_at) {
            const std::int64_t seconds = (possible_at - ctx_.now + 999) / 1000;
            return refuse(error_code::bad_request,
                          "a claim against seat " + std::to_string(*target) +
                              " becomes possible in " + std::to_string(seconds) +
                              (seconds == 1 ? " second" : " seconds"));
        }
        claim(*seat, *target, draw);
    }

    // A claim by `seat` against the absent `target`, once judged open.
    void claim(int seat, int target, bool draw) {
        const int ply = s().game->ply();
        const std::optional<int> mover_before = s().game->to_move();
        if (!change_match([&](core::match& m) {
                return draw ? m.end_agreed("abandoned") : m.retire(target, "abandoned");
            }))
            return;
        ensure_attached();
        if (s().clock && s().game->finished())
            s().clock->stop(ctx_.now);
        restart_clock_if_mover_changed(mover_before);
        record(core::claim_kind, seat, ply,
               json{{"against", target}, {"outcome", draw ? "draw" : "victory"}});
        mark_reply();
        if (draw)
            return finish_if_over();
        seat_out(target, "abandoned");
    }

    // ---- Takebacks.

    void push_takeback(const takeback_offer::request& request, std::string_view status) {
        push_event("takeback", json{{"by", request.by},
                                    {"plies", request.terms.plies},
                                    {"status", std::string(status)}});
    }

    // Closes the open request with an outcome stored; its asker may ask again only after a move
    // of its own, unless it was accepted.
    takeback_offer::request close_takeback(offer_end end, int resolved_by) {
        const takeback_offer::request closed = s().takeback.close(end);
        record(core::takeback_kind, closed.by, s().game->ply(),
               json{{"plies", closed.terms.plies},
                    {"status", std::string(offer_end_name(end))},
                    {"by", resolved_by}});
        return closed;
    }

    void lapse_takeback(int resolved_by) {
        push_takeback(close_takeback(offer_end::lapsed, resolved_by), "lapsed");
    }

    void on_request_takeback() {
        const auto seat = require_seat();
        if (!seat)
            return;
        takeback_offer::request planned{*seat, 0, {}, takeback_terms{1, 0}};
        if (auto closed = takeback_check(s(), *seat, &planned))
            return refuse(*closed);
        ensure_attached();
        planned.ply = s().game->ply();
        s().takeback.make(planned);
        record(core::takeback_kind, *seat, s().game->ply(),
               json{{"plies", planned.terms.plies}, {"status", "open"}});
        mark_reply();
        push_takeback(planned, "open");
    }

    // The open request someone else made, or an error and false.
    bool require_takeback_to(int seat) {
        if (!s().takeback) {
            refuse(error_code::no_offer, "there is no open takeback request");
            return false;
        }
        if (s().takeback->by == seat) {
            refuse(error_code::no_offer, "you cannot answer your own takeback request");
            return false;
        }
        return true;
    }

    void on_accept_takeback() {
        const auto seat = require_seat_in_game();
        if (!seat || !require_takeback_to(*seat))
            return;
        // The match again from its options, with every entry that stands before the first undone
        // move: the undone moves stay in the record, marked.
        core::creation created = core::create_match(s().game->game_name(), s().game->options(), 0);
        auto* rebuilt = std::get_if<std::unique_ptr<core::match>>(&created);
        store::taken_back_row undone{s().game_id, {}, ctx_.now};
        for (const core::record_entry& e : *s().record) {
            if (e.seq >= s().takeback->terms.first_seq) {
                if (e.kind == core::move_kind && !e.taken_back_at)
                    undone.seqs.push_back(e.seq);
                continue;
            }
            if (rebuilt != nullptr && core::replay(**rebuilt, e))
                rebuilt = nullptr;
        }
        if (rebuilt == nullptr)
            return refuse(error_code::internal, "the game could not be set back; nothing changed");
        ensure_attached();
        if (s().clock)
            s().clock->stop(ctx_.now); // no rewind, no increment
        s().game = std::move(*rebuilt);
        count_standing_moves(s(), s().takeback->terms.first_seq);
        out_.rows.push_back(std::move(undone));
        if (s().draw)
            lapse_offer(*seat);
        const takeback_offer::request accepted = close_takeback(offer_end::accepted, *seat);
        start_turn();
        mark_reply();
        push_takeback(accepted, "accepted");
        push_state();
    }

    void on_decline_takeback() {
        const auto seat = require_seat_in_game();
        if (!seat || !require_takeback_to(*seat))
            return;
        ensure_attached();
        mark_reply();
        push_takeback(close_takeback(offer_end::declined, *seat), "declined");
    }

    // ---- Rematch.

    // The seat of the author in a finished game, or an error.
    std::optional<int> require_finished_seat() {
        const auto seat = require_seat();
        if (!seat)
            return std::nullopt;
        if (s().status != room_status::finished) {
            refuse(error_code::bad_request,
                   "a rematch can be asked for only after the game is over");
            return std::nullopt;
        }
        return seat;
    }

    void on_rematch() {
        const auto seat = require_seat();
        if (!seat)
            return;
        if (auto closed = rematch_check(s(), *seat))
            return refuse(*closed);
        ensure_attached();
        const int ply = s().game->ply();
        if (!s().rematch)
            s().rematch.make({*seat, ply, {}, {}});
        s().rematch.accept(*seat);
        bool everyone = true;
        for (int other = 0; other < s().seat_count(); ++other)
            if (!is_ai_seat(other) && !s().rematch.accepted_by(other))
                everyone = false;
        mark_reply();
        if (!everyone) {
            record(core::rematch_kind, *seat, ply, json{{"status", "open"}});
            push_event("rematch", json{{"by", *seat},
                                       {"status", "open"},
                                       {"agreed", std::vector<int>(s().rematch->accepted.begin(),
                                                                   s().rematch->accepted.end())}});
            return;
        }
        // Old seat k plays seat k+1: two players swap sides.
        rematch_plan plan{ctx_.reserve_room(),
                          {},
                          std::string(s().game->game_name()),
                          s().requested_options,
                          s().is_public,
                          std::nullopt};
        if (s().clock)
            plan.clock = s().clock->setting();
        const int n = s().seat_count();
        plan.seating.seats.resize(static_cast<std::size_t>(n));
        for (int old = 0; old < n; ++old)
            plan.seating.seats[(old + 1) % n] = *s().seats[old];
        for (const auto& [connection, m] : s().members)
            if (!m.spectator)
                plan.seating.members.emplace_back(connection, m.player_id);
        plan.seating.rematch_of = s().game_id;
        plan.seating.created_by = who().player_id;
        record(core::rematch_kind, *seat, ply,
               json{{"status", "accepted"},
                    {"next", plan.room.code},
                    {"next_game_id", plan.room.game_id}});
        s().rematch.close(offer_end::accepted);
        push_event("rematch", json{{"status", "accepted"}, {"next", plan.room.code}});
        out_.rematch = std::move(plan);
    }

    void on_decline_rematch() {
        const auto seat = require_finished_seat();
        if (!seat)
            return;
        if (!s().rematch)
            return refuse(error_code::no_offer, "there is no rematch offer");
        ensure_attached();
        s().rematch.close(offer_end::declined);
        record(core::rematch_kind, *seat, s().game->ply(), json{{"status", "declined"}});
        mark_reply();
        push_event("rematch", json{{"by", *seat}, {"status", "declined"}});
    }

    // An open rematch offer lapses when a player leaves or the finished room closes.
    void lapse_rematch() {
        if (!s().rematch)
            return;
        s().rematch.close(offer_end::lapsed);
        record(core::rematch_kind, std::nullopt, s().game->ply(), json{{"status", "lapsed"}});
        push_event("rematch", json{{"status", "lapsed"}});
    }

    void on_chat(const p::chat& m) {
        const auto seat = s().seat_of(who().player_id);
        if (s().members.count(who().connection) == 0 && !seat)
            return refuse(error_code::not_in_room, "you are not in room " + s().code);
        if (!chat_allowed())
            return refuse(error_code::rate_limited,
                          "at most " + std::to_string(s().timing.chat_per_minute) +
                              " lines of chat a minute in one room; wait a moment");
        ensure_attached();
        out_.rows.push_back(store::chat_row{s().game_id, who().player_id, seat, m.text, ctx_.now});
        mark_reply();
        push(p::chat_event{s().code, who().name, seat, m.text});
    }

    // Whether the author may say one more line now (and counts it): a player's lines in a room
    // are bounded per minute, so that chat cannot fill the disk at the message rate.
    bool chat_allowed() {
        const std::int64_t minute_ago = ctx_.now - 60'000;
        auto& said = s().chat_said_at;
        for (auto it = said.begin(); it != said.end();) {
            while (!it->second.empty() && it->second.front() <= minute_ago)
                it->second.pop_front();
            it = it->second.empty() ? said.erase(it) : std::next(it);
        }
        auto& mine = said[who().player_id];
        if (mine.size() >= s().timing.chat_per_minute)
            return false;
        mine.push_back(ctx_.now);
        return true;
    }

    const command& cmd_;
    const context& ctx_;
    outcome out_;
};

} // namespace

outcome fold(const room_state& state, const core::record_entry& entry, const context& ctx) {
    // Answers to a takeback name the seat that answered beside the asker's.
    const bool answer = entry.kind == core::takeback_kind &&
                        entry.body.value("status", "") != "open" && entry.body.contains("by");
    const int seat = answer ? entry.body.value("by", -1) : entry.seat.value_or(-1);
    actor author;
    author.ai_seat = seat;
    if (seat >= 0 && seat < state.seat_count() && state.seats[seat])
        author.player_id = state.seats[seat]->player_id;
    const command cmd{std::move(author), nullptr, tick{}};
    return handler(state, cmd, ctx).fold(entry);
}

// Runs one command on a copy of the state; an error reply leaves `next` equal to `state`.
outcome handle(const room_state& state, const command& cmd, const context& ctx) {
    outcome out = handler(state, cmd, ctx).run();
    if (out.reply && std::holds_alternative<p::error_message>(out.reply->body)) {
        // A refused command changes nothing: drop whatever was prepared before the refusal.
        out.next = state;
        out.events.clear();
        out.rows.clear();
        out.reply_event.reset();
        out.sync = false;
        out.moved = false;
        out.rematch.reset();
    }
    return out;
}

std::optional<std::int64_t> next_deadline(const room_state& state) {
    std::optional<std::int64_t> soonest;
    auto consider = [&](std::optional<std::int64_t> at) {
        if (at && (!soonest || *at < *soonest))
            soonest = at;
    };
    consider(state.abandoned_at());
    if (state.status != room_status::playing)
        return soonest;
    if (state.clock) {
        consider(state.clock->flag_deadline());
        consider(state.clock->first_move_deadline(state.timing.first_move_ms));
    }
    if (state.every_seat_moved())
        for (int seat = 0; seat < state.seat_count(); ++seat)
            if (const auto since = state.absent_since(seat); since && !state.claim_announced[seat])
                consider(*since + state.timing.claim_after_ms);
    return soonest;
}

} // namespace plyroom::server::match
