#include "room_logic.hpp"

#include "ratings/game_rating.hpp"
#include "room_handler.hpp"

#include <algorithm>

namespace plyroom::server::match::detail {

outcome handler::run() {
    std::visit(overloaded{
                   [&](const p::client_body& body) { on_client(body); },
                   [&](const detach&) { on_detach(); },
                   [&](const create& c) { on_create(c); },
                   [&](const tick&) { on_tick(); },
                   [&](const closing&) { lapse_rematch(); },
                   [&](const create_rematch& c) { on_create_rematch(c); },
                   [&](const rejoin& r) { on_rejoin(r); },
                   [&](const rating_read& r) { on_rating_read(r); },
               },
               cmd_.body);
    if (!refused() && !out_.rematch && !std::holds_alternative<closing>(cmd_.body))
        show_changed_actions();
    return std::move(out_);
}

outcome handler::fold(const core::record_entry& e) {
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

void handler::refuse(error_code code, std::string message) {
    out_.reply = p::make_error(code, std::move(message), cmd_.id);
}

void handler::refuse(const core::refusal& refusal) {
    refuse(p::from_refusal(refusal.code), refusal.message);
    if (refusal.details.is_object())
        std::get<p::error_message>(out_.reply->body).details = refusal.details;
}

bool handler::refused() const {
    return out_.reply && std::holds_alternative<p::error_message>(out_.reply->body);
}

void handler::mark_reply() {
    if (!out_.reply_event)
        out_.reply_event = out_.events.size();
}

p::written_state handler::state_shown() {
    s().shown_actions = open_room_actions(s(), ctx_.now);
    return s().write_state(ctx_.now);
}

void handler::show_changed_actions() {
    for (const auto& holder : s().seats)
        if (!holder)
            return; // no game has begun: nobody has been shown a STATE
    if (open_room_actions(s(), ctx_.now) != s().shown_actions)
        push_state();
}

void handler::push_event(std::string type, json fields) {
    push(p::game_event{s().code, std::move(type), std::move(fields)});
}

bool handler::is_ai_seat(int seat) const {
    return state_.seats[seat] && is_ai_player(state_.seats[seat]->player_id);
}

bool handler::require_member() {
    if (s().members.count(who().connection) != 0 || s().seat_of(who().player_id))
        return true;
    refuse(error_code::not_in_room, "you are not in room " + s().code);
    return false;
}

std::optional<int> handler::require_seat() {
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

std::optional<int> handler::require_playing_seat() {
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

std::optional<int> handler::require_seat_in_game() {
    const auto seat = require_seat();
    if (seat) {
        if (auto closed = in_game_check(s(), *seat)) {
            refuse(*closed);
            return std::nullopt;
        }
    }
    return seat;
}

void handler::finish_if_over() {
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
    rate_if_rated();
    mark_reply(); // the author's answer, unless the command's own event came first
    push(p::game_over{s().code, result});
}

// A rated game that was played (two plies or more) and not aborted changes its players'
// ratings, in the commit of its end (docs/ratings.md).
void handler::rate_if_rated() {
    const auto& result = *s().game->result();
    if (!s().rated || result.outcome == core::outcome_kind::aborted || s().game->ply() < 2)
        return;
    out_.rating_changes = std::make_shared<std::vector<store::seat_rating_change>>();
    out_.rows.push_back(store::game_rated_row{
        s().game_id,
        ratings::ranks_from_winner(static_cast<std::size_t>(s().seat_count()), result.winner),
        ctx_.now, out_.rating_changes});
}

void handler::record(std::string kind, std::optional<int> seat, int ply, json body) {
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

void handler::on_client(const p::client_body& body) {
    std::visit(
        overloaded{
            [&](const p::join_room& m) { on_join(m); },
            [&](const p::leave_room&) { on_leave(); },
            [&](const p::sync& m) { on_sync(m); },
            [&](const p::move& m) { on_action(body, m.ply); },
            [&](const p::challenge&) { on_action(body, std::nullopt); },
            [&](const p::game_action&) { on_action(body, std::nullopt); },
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
            [&](const p::legal_moves&) { on_legal_moves(); },
            [&](const p::check_move& m) { on_check_move(m); },
            [&](const auto&) { refuse(error_code::bad_request, "that message is not for a room"); },
        },
        body);
}

} // namespace plyroom::server::match::detail

namespace plyroom::server::match {

using detail::handler;
namespace p = protocol;

outcome fold(room_state& state, const core::record_entry& entry, const context& ctx) {
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

outcome handle(room_state& state, const command& cmd, const context& ctx) {
    outcome out = handler(state, cmd, ctx).run();
    if (out.reply && std::holds_alternative<p::error_message>(out.reply->body)) {
        // Nothing was changed before the refusal; what was prepared for it is dropped.
        out.events.clear();
        out.rows.clear();
        out.reply_event.reset();
        out.sync = false;
        out.moved = false;
        out.rematch.reset();
        out.rating_changes.reset();
        return out;
    }
    state.record.keep(out.rows);
    return out;
}

void begin_turn(room_state& state, outcome& out, std::int64_t now) {
    if (!state.clock || !state.clock->turn_pending())
        return;
    state.clock->begin(now);
    const json clock = state.clock->state_json(now, state.timing.first_move_ms);
    for (p::server_body& event : out.events) {
        if (auto* m = std::get_if<p::moved>(&event); m && m->written)
            m->written->clock = clock;
        else if (auto* st = std::get_if<p::state_message>(&event); st && st->written)
            st->written->clock = clock;
    }
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
