// Draw offers, takebacks and rematch, each one offer (offer.hpp).
#include "registry.hpp"
#include "room_handler.hpp"

namespace plyroom::server::match::detail {

void handler::record_offer(std::string_view event, int seat, std::int64_t id) {
    record(core::draw_kind, seat, s().game->ply(),
           json{{"offer", id}, {"event", std::string(event)}});
}

int handler::close_offer(offer_end end, int resolved_by) {
    const draw_offer::request closed = s().draw.close(end);
    const std::string status(offer_end_name(end));
    record_offer(status, resolved_by, closed.terms.id);
    return closed.by;
}

void handler::lapse_offer(int resolved_by) {
    const int by = close_offer(offer_end::lapsed, resolved_by);
    push(p::draw_offer_event{s().code, by, "lapsed", {}});
}

bool handler::everyone_else_accepted(std::optional<int> accepting) {
    for (int seat = 0; seat < s().seat_count(); ++seat)
        if (seat != s().draw->by && seat != accepting && !s().game->resigned(seat) &&
            !s().draw.accepted_by(seat))
            return false;
    return true;
}

void handler::agree(int resolved_by) {
    if (change_match([](core::match& copy) { return copy.agree_draw(); }))
        agreed(resolved_by);
}

void handler::agreed(int resolved_by) {
    const int by = close_offer(offer_end::accepted, resolved_by);
    push(p::draw_offer_event{s().code, by, "accepted", {}});
    finish_if_over();
}

void handler::on_offer() {
    const auto seat = require_seat();
    if (!seat)
        return;
    if (auto closed = offer_draw_check(s(), *seat))
        return refuse(*closed);
    ensure_attached();
    const std::int64_t id = ctx_.next_offer_id();
    s().draw.make({*seat, s().game->ply(), {}, draw_terms{id}});
    record_offer("open", *seat, id);
    mark_reply();
    push(p::draw_offer_event{s().code, *seat, "open", {}});
}

template <class Terms>
bool handler::require_answerable(const offer<Terms>& open, int seat, std::string_view what) {
    if (!open) {
        refuse(error_code::no_offer, "there is no open " + std::string(what));
        return false;
    }
    if (open->by == seat) {
        refuse(error_code::no_offer, "you cannot answer your own " + std::string(what));
        return false;
    }
    return true;
}

void handler::on_accept() {
    const auto seat = require_seat_in_game();
    if (!seat || !require_answerable(s().draw, *seat, "draw offer"))
        return;
    if (s().draw.accepted_by(*seat))
        return refuse(error_code::bad_request, "you have already accepted this draw offer");
    // Every seat still in the game but the offerer must accept; until then it stays open. The
    // last acceptance ends the match first, so that a refusal leaves everything as it was.
    if (everyone_else_accepted(*seat)) {
        if (!change_match([](core::match& m) { return m.agree_draw(); }))
            return;
        ensure_attached();
        return agreed(*seat);
    }
    ensure_attached();
    s().draw.accept(*seat);
    record_offer("accept", *seat, s().draw->terms.id);
    mark_reply();
    push(p::draw_offer_event{
        s().code, s().draw->by, "open",
        std::vector<int>(s().draw->accepted.begin(), s().draw->accepted.end())});
}

void handler::on_decline() {
    const auto seat = require_seat_in_game();
    if (!seat || !require_answerable(s().draw, *seat, "draw offer"))
        return;
    ensure_attached();
    const int by = close_offer(offer_end::declined, *seat);
    mark_reply();
    push(p::draw_offer_event{s().code, by, "declined", {}});
}

void handler::settle_offer_after_resignation(int seat) {
    if (!s().draw)
        return;
    if (s().draw->by == seat)
        return lapse_offer(seat);
    if (everyone_else_accepted())
        agree(seat);
}

void handler::push_takeback(const takeback_offer::request& request, std::string_view status) {
    push_event(
        "takeback",
        json{{"by", request.by}, {"plies", request.terms.plies}, {"status", std::string(status)}});
}

takeback_offer::request handler::close_takeback(offer_end end, int resolved_by) {
    const takeback_offer::request closed = s().takeback.close(end);
    record(core::takeback_kind, closed.by, s().game->ply(),
           json{{"plies", closed.terms.plies},
                {"status", std::string(offer_end_name(end))},
                {"by", resolved_by}});
    return closed;
}

void handler::lapse_takeback(int resolved_by) {
    push_takeback(close_takeback(offer_end::lapsed, resolved_by), "lapsed");
}

void handler::on_request_takeback() {
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

void handler::on_accept_takeback() {
    const auto seat = require_seat_in_game();
    if (!seat || !require_answerable(s().takeback, *seat, "takeback request"))
        return;
    // The match again from its options, with every entry that stands before the first undone
    // move: the undone moves stay in the record, marked.
    core::creation created = core::create_match(s().game->game_name(), s().game->options(), 0);
    auto* rebuilt = std::get_if<std::unique_ptr<core::match>>(&created);
    store::taken_back_row undone{s().game_id, {}, ctx_.now};
    for (const core::record_entry& e : s().record.entries()) {
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

void handler::on_decline_takeback() {
    const auto seat = require_seat_in_game();
    if (!seat || !require_answerable(s().takeback, *seat, "takeback request"))
        return;
    ensure_attached();
    mark_reply();
    push_takeback(close_takeback(offer_end::declined, *seat), "declined");
}

std::optional<int> handler::require_finished_seat() {
    const auto seat = require_seat();
    if (!seat)
        return std::nullopt;
    if (s().status != room_status::finished) {
        refuse(error_code::bad_request, "a rematch can be asked for only after the game is over");
        return std::nullopt;
    }
    return seat;
}

void handler::on_rematch() {
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
    rematch_plan plan{
        ctx_.reserve_room(), {},          std::string(s().game->game_name()), s().requested_options,
        s().is_public,       std::nullopt};
    if (s().clock)
        plan.clock = s().clock->setting();
    plan.rated = s().rated;
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

void handler::on_decline_rematch() {
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

void handler::lapse_rematch() {
    if (!s().rematch)
        return;
    s().rematch.close(offer_end::lapsed);
    record(core::rematch_kind, std::nullopt, s().game->ply(), json{{"status", "lapsed"}});
    push_event("rematch", json{{"status", "lapsed"}});
}

} // namespace plyroom::server::match::detail
