// Moves, game actions, resignation and abort.
#include "room_handler.hpp"

namespace plyroom::server::match::detail {

void handler::on_action(const p::client_body& body, std::optional<int> expected_ply) {
    const auto seat = require_playing_seat();
    if (!seat)
        return;
    act(*seat, p::seat_action_of(body)->what, expected_ply);
}

bool handler::refuse_stale(int sent_for_ply) {
    const int ply = s().game->ply();
    if (sent_for_ply == ply)
        return false;
    refuse(error_code::stale_ply, "that move was for ply " + std::to_string(sent_for_ply) +
                                      " but " + std::to_string(ply) + " moves have been played");
    return true;
}

void handler::act(int seat, const core::action& what, std::optional<int> expected_ply) {
    if (what.is_move() && refuse_stale(expected_ply.value_or(-1)))
        return;
    const int ply = s().game->ply();
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
        push(p::game_action_event{s().code, seat, what.kind, std::move(effect.event_fields),
                                  std::move(effect.event)});
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

void handler::on_resign() {
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

void handler::on_abort() {
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

} // namespace plyroom::server::match::detail
