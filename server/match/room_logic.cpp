#include "room_logic.hpp"

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
                   },
                   cmd_.body);
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

    // The next event pushed is the author's direct reply (their copy carries the id).
    void mark_reply() {
        if (!out_.reply_event)
            out_.reply_event = out_.events.size();
    }

    void push(p::server_body event) { out_.events.push_back(std::move(event)); }
    void push_room() { push(p::room_message{s().view()}); }
    void push_state() { push(p::state_message{s().code, s().state_json()}); }

    // Attaches the author's connection; true when presence changed. The AI has none.
    bool attach(bool spectator) {
        if (who().ai_seat)
            return false;
        const bool was_online = s().online(who().player_id);
        const int spectators = s().spectators();
        s().members[who().connection] = member{who().player_id, spectator};
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
        const auto seat = require_playing_seat();
        if (seat && s().game->resigned(*seat)) {
            refuse(error_code::bad_request, "you have resigned from this game");
            return std::nullopt;
        }
        return seat;
    }

    // Stores and announces the end of the game once the match has finished.
    void finish_if_over() {
        if (!s().game->finished() || s().status == room_status::finished)
            return;
        if (s().offer)
            lapse_offer(s().offer->by);
        s().status = room_status::finished;
        const json result = s().game->result_json();
        out_.rows.push_back(store::game_finished_row{s().game_id, result.dump(), ctx_.now});
        mark_reply(); // the author's answer, unless the command's own event came first
        push(p::game_over{s().code, result});
    }

    void resolve_offer(const char* status, int by) {
        out_.rows.push_back(
            store::draw_resolution_row{s().offer->id, status, by, ctx_.now, s().game->ply()});
    }

    // Closes the open offer as lapsed; its offerer may offer again only after a later move.
    void lapse_offer(int resolved_by) {
        const int by = s().offer->by;
        resolve_offer("lapsed", resolved_by);
        s().offer.reset();
        s().offer_blocked[by] = true;
        push(p::draw_offer_event{s().code, by, "lapsed", {}});
    }

    // Every seat still in the game, the offerer apart, has accepted the open offer.
    bool everyone_else_accepted() {
        for (int seat = 0; seat < s().seat_count(); ++seat)
            if (seat != s().offer->by && !s().game->resigned(seat) &&
                s().offer->accepted.count(seat) == 0)
                return false;
        return true;
    }

    // The open offer is agreed: the match ends by agreement (a draw, or the scores decide).
    void agree(int resolved_by) {
        if (!change_match([](core::match& copy) { return copy.agree_draw(); }))
            return;
        const int by = s().offer->by;
        resolve_offer("accepted", resolved_by);
        s().offer.reset();
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
    void record(std::string kind, std::optional<int> seat, int ply, json body) {
        out_.rows.push_back(
            store::record_row{s().game_id, core::record_entry{s().next_seq++, std::move(kind), seat,
                                                              ply, std::move(body), ctx_.now}});
    }

    void on_create(const create& c) {
        int seat = 0;
        if (c.seat) {
            if (*c.seat >= s().seat_count())
                return refuse(error_code::bad_request,
                              "this game has seats 0 to " + std::to_string(s().seat_count() - 1));
            seat = *c.seat;
        } else {
            seat = static_cast<int>(ctx_.random % static_cast<std::uint64_t>(s().seat_count()));
        }
        out_.rows.push_back(store::game_row{
            s().game_id, s().code, std::string(s().game->game_name()), s().game->options().dump(),
            s().seat_count(), s().is_public, c.created_by, ctx_.now});
        s().stored = true;
        if (c.ai_level) {
            const std::string ai = ai_player_id(*c.ai_level);
            for (int other = 0; other < s().seat_count(); ++other)
                if (other != seat)
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
        if (full) {
            s().status = room_status::playing;
            out_.rows.push_back(store::game_started_row{s().game_id, ctx_.now});
        }
        mark_reply();
        push_room();
        if (full)
            push_state();
    }

    void on_detach() {
        const auto it = s().members.find(who().connection);
        if (it == s().members.end())
            return;
        const bool was_online = s().online(it->second.player_id);
        const bool spectator = it->second.spectator;
        const std::string player = it->second.player_id;
        s().members.erase(it);
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
                       [&](const p::planned& m) {
                           refuse(error_code::unsupported,
                                  "\"" + m.type + "\" is not available on this server yet");
                       },
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
        const std::optional<p::seat_action> sent = p::seat_action_of(body);
        const int ply = s().game->ply();
        if (sent->what.is_move() && expected_ply != ply)
            return refuse(error_code::stale_ply,
                          "that move was for ply " + std::to_string(expected_ply.value_or(-1)) +
                              " but " + std::to_string(ply) + " moves have been played");
        core::action_effect effect;
        if (!change_match([&](core::match& m) { return m.act(*seat, sent->what, effect); }))
            return;
        ensure_attached();
        record(sent->what.kind, *seat, ply, effect.record);
        if (!effect.moved) {
            mark_reply();
            push(p::game_event{s().code, effect.event, std::move(effect.event_fields)});
            if (!s().game->finished())
                push_state();
            return finish_if_over();
        }
        out_.moved = true;
        s().has_moved[*seat] = true;
        s().offer_blocked[*seat] = false;
        // The other side moved: an open offer lapses (closed before STATE is taken, announced
        // after the move), and its offerer may offer again only after a later move.
        std::optional<int> lapsed_by;
        if (s().offer && s().offer->by != *seat) {
            lapsed_by = s().offer->by;
            resolve_offer("lapsed", *seat);
            s().offer.reset();
            s().offer_blocked[*lapsed_by] = true;
        }
        mark_reply();
        push(p::moved{s().code, ply, *seat, std::move(effect.record), s().state_json()});
        if (lapsed_by)
            push(p::draw_offer_event{s().code, *lapsed_by, "lapsed", {}});
        finish_if_over();
    }

    void on_offer() {
        const auto seat = require_seat_in_game();
        if (!seat)
            return;
        if (s().offer)
            return refuse(error_code::offer_exists, "a draw offer is already open");
        if (s().offer_blocked[*seat])
            return refuse(error_code::bad_request,
                          "you may offer a draw again only after your next move");
        ensure_attached();
        const std::int64_t id = ctx_.next_offer_id();
        s().offer = open_offer{id, *seat, s().game->ply(), {}};
        out_.rows.push_back(
            store::draw_offer_row{id, s().game_id, *seat, s().game->ply(), ctx_.now});
        mark_reply();
        push(p::draw_offer_event{s().code, *seat, "open", {}});
    }

    // The open offer someone else made, or an error and false.
    bool require_offer_to(int seat) {
        if (!s().offer) {
            refuse(error_code::no_offer, "there is no open draw offer");
            return false;
        }
        if (s().offer->by == seat) {
            refuse(error_code::no_offer, "you cannot answer your own draw offer");
            return false;
        }
        return true;
    }

    void on_accept() {
        const auto seat = require_seat_in_game();
        if (!seat || !require_offer_to(*seat))
            return;
        if (s().offer->accepted.count(*seat) != 0)
            return refuse(error_code::bad_request, "you have already accepted this draw offer");
        ensure_attached();
        out_.rows.push_back(store::draw_response_row{s().offer->id, *seat, "accepted", ctx_.now});
        s().offer->accepted.insert(*seat);
        // Every seat still in the game but the offerer must accept; until then it stays open.
        if (!everyone_else_accepted()) {
            mark_reply();
            push(p::draw_offer_event{
                s().code, s().offer->by, "open",
                std::vector<int>(s().offer->accepted.begin(), s().offer->accepted.end())});
            return;
        }
        agree(*seat);
    }

    void on_decline() {
        const auto seat = require_seat_in_game();
        if (!seat || !require_offer_to(*seat))
            return;
        ensure_attached();
        const int by = s().offer->by;
        out_.rows.push_back(store::draw_response_row{s().offer->id, *seat, "declined", ctx_.now});
        resolve_offer("declined", *seat);
        s().offer.reset();
        s().offer_blocked[by] = true;
        mark_reply();
        push(p::draw_offer_event{s().code, by, "declined", {}});
    }

    void on_resign() {
        const auto seat = require_playing_seat();
        if (!seat)
            return;
        const int ply = s().game->ply();
        if (!change_match([&](core::match& copy) { return copy.resign(*seat); }))
            return;
        ensure_attached();
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
        if (!s().offer)
            return;
        if (s().offer->by == seat)
            return lapse_offer(seat);
        if (everyone_else_accepted())
            agree(seat);
    }

    void on_abort() {
        const auto seat = require_seat();
        if (!seat)
            return;
        if (s().status == room_status::finished)
            return refuse(error_code::game_over, "the game is over");
        // Seats that resigned without moving do not hold the game open to an abort.
        bool everyone_moved = true;
        for (int other = 0; other < s().seat_count(); ++other)
            if (!s().has_moved[other] && !s().game->resigned(other))
                everyone_moved = false;
        if (everyone_moved)
            return refuse(error_code::bad_request,
                          "a game can be aborted only before every player has moved; resign "
                          "instead");
        if (!change_match([](core::match& copy) { return copy.abort(); }))
            return;
        ensure_attached();
        record(core::abort_kind, *seat, s().game->ply(), json::object());
        finish_if_over();
    }

    void on_chat(const p::chat& m) {
        const auto seat = s().seat_of(who().player_id);
        if (s().members.count(who().connection) == 0 && !seat)
            return refuse(error_code::not_in_room, "you are not in room " + s().code);
        ensure_attached();
        out_.rows.push_back(store::chat_row{s().game_id, who().player_id, seat, m.text, ctx_.now});
        mark_reply();
        push(p::chat_event{s().code, who().name, seat, m.text});
    }

    const command& cmd_;
    const context& ctx_;
    outcome out_;
};

} // namespace

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
    }
    return out;
}

} // namespace plyroom::server::match
