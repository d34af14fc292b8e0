// What the time alone brings about (flag falls, missed first moves, inactivity, claimable seats),
// time given, and claims against absent seats.
#include "room_handler.hpp"

namespace plyroom::server::match::detail {

void handler::restart_clock_if_mover_changed(std::optional<int> mover_before) {
    if (!s().clock)
        return;
    if (s().game->finished() || s().game->to_move() != mover_before) {
        s().clock->stop(ctx_.now);
        start_turn();
    }
}

void handler::on_tick() {
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

void handler::flag_fall(int seat) {
    const int ply = s().game->ply();
    if (!change_match([&](core::match& m) { return m.retire(seat, "timeout"); }))
        return;
    s().clock->stop(ctx_.now);
    s().clock->flag(seat);
    start_turn();
    record(core::flag_kind, seat, ply, json::object());
    seat_out(seat, "timeout");
}

void handler::seat_out(int seat, const char* reason) {
    push_event("seat_out", json{{"seat", seat}, {"reason", reason}});
    if (!s().game->finished()) {
        push_state();
        settle_offer_after_resignation(seat);
    }
    finish_if_over();
}

void handler::no_first_move(int seat) {
    const int ply = s().game->ply();
    if (!change_match([](core::match& m) { return m.abort(core::no_first_move_kind); }))
        return;
    record(core::no_first_move_kind, seat, ply, json::object());
    finish_if_over();
}

void handler::end_inactive() {
    const int ply = s().game->ply();
    if (!change_match([](core::match& m) { return m.abort(core::inactive_kind); }))
        return;
    record(core::inactive_kind, std::nullopt, ply, json::object());
    finish_if_over();
}

void handler::announce_claimable() {
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

void handler::on_give_time(const p::give_time& m) {
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

std::optional<int> handler::claim_target(int claimer, std::optional<int> named) {
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

void handler::on_claim(std::optional<int> named, bool draw) {
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
                      "a claim against seat " + std::to_string(*target) + " becomes possible in " +
                          std::to_string(seconds) + (seconds == 1 ? " second" : " seconds"));
    }
    claim(*seat, *target, draw);
}

void handler::claim(int seat, int target, bool draw) {
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

} // namespace plyroom::server::match::detail
