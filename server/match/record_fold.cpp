#include "record_fold.hpp"

#include "registry.hpp"
#include "room_logic.hpp"

#include <algorithm>

namespace plyroom::server::match {

namespace {

// An offer that lapsed did so by another command, which may have stored it first (an accepted
// takeback lapses the open draw offer before it is stored itself).
bool lapsed_by_another(const core::record_entry& entry) {
    if (entry.kind != core::draw_kind && entry.kind != core::takeback_kind &&
        entry.kind != core::rematch_kind)
        return false;
    return entry.body.value(entry.kind == core::draw_kind ? "event" : "status", "") == "lapsed";
}

} // namespace

std::optional<std::string> fold_record(room_state& room, const core::match_record& record) {
    // The record as the live room had it at each step: a takeback's marks come when it does.
    auto folded = std::make_shared<core::match_record>();
    folded->reserve(record.size());
    room.record = folded;
    for (std::size_t i = 0; i < record.size();) {
        if (record[i].seq != room.next_seq)
            return "entry " + std::to_string(record[i].seq) + " comes where entry " +
                   std::to_string(room.next_seq) + " was due";
        // The entry that began the command: the first that did not lapse by another.
        std::size_t first = i;
        while (first < record.size() && lapsed_by_another(record[first]))
            ++first;
        if (first == record.size())
            return "entry " + std::to_string(record[i].seq) + " lapsed by nothing that follows";
        const core::record_entry& entry = record[first];
        const std::string where = "entry " + std::to_string(entry.seq) + " (" + entry.kind + ")";
        context ctx;
        ctx.now = entry.at;
        ctx.next_offer_id = [&entry] { return entry.body.value("offer", std::int64_t{0}); };
        ctx.reserve_room = [] { return reserved_room{}; };
        outcome out = fold(room, entry, ctx);
        if (out.reply)
            if (const auto* refused = std::get_if<protocol::error_message>(&out.reply->body))
                return where + " does not fold: " + refused->message;
        std::size_t made = 0;
        for (const store::row& row : out.rows) {
            if (const auto* made_entry = std::get_if<store::record_row>(&row)) {
                const std::size_t at = i + made;
                if (at >= record.size() || record[at].seq != made_entry->entry.seq ||
                    record[at].kind != made_entry->entry.kind)
                    return where + " made entry " + std::to_string(made_entry->entry.seq) + " (" +
                           made_entry->entry.kind + "), which the record does not hold there";
                core::record_entry kept = record[at];
                kept.taken_back_at.reset();
                folded->push_back(std::move(kept));
                ++made;
            } else if (const auto* undone = std::get_if<store::taken_back_row>(&row)) {
                for (core::record_entry& e : *folded)
                    if (std::find(undone->seqs.begin(), undone->seqs.end(), e.seq) !=
                        undone->seqs.end())
                        e.taken_back_at = undone->at;
            }
        }
        if (i + made <= first)
            return where + " did not store itself when folded";
        room = std::move(out.next);
        room.record = folded;
        // The turn its events began, as the live room begins it once they go out.
        if (room.clock && room.clock->turn_pending())
            room.clock->begin(entry.at);
        i += made;
    }
    return std::nullopt;
}

std::variant<room_state, std::string> rebuild_room(const store::stored_game& game,
                                                   const room_timing& timing, std::int64_t now) {
    const std::string name = "game " + std::to_string(game.id);
    // The room reads its clock; create_match leaves that option to the room.
    const auto read_clock = read_clock_option(game.options);
    if (const auto* problem = std::get_if<std::string>(&read_clock))
        return name + ": " + *problem;
    const auto clock = std::get<std::optional<clock_setting>>(read_clock);
    core::creation created = core::create_match(game.game, game.options, 0);
    if (auto* refused = std::get_if<core::refusal>(&created))
        return name + ": options refused: " + refused->message;
    room_state room =
        make_room(game.code, game.id, game.is_public,
                  std::move(std::get<std::unique_ptr<core::match>>(created)), clock, timing);
    room.requested_options =
        game.requested_options.is_null() ? game.options : game.requested_options;
    room.stored = true;
    room.rated = game.rated;
    for (const auto& seat : game.seats)
        if (seat.seat >= 0 && seat.seat < room.seat_count())
            room.seats[seat.seat] = seat_holder{seat.player_id, seat.name};
    if (game.status == "playing") {
        room.status = room_status::playing;
        room.start_turn();
        if (room.clock)
            room.clock->begin(game.created_at);
    }
    if (auto problem = fold_record(room, game.record))
        return name + ": " + *problem;
    room.note_presence(now);
    // A restart is not activity: a game nobody came back to stays due when it was.
    room.last_activity = game.record.empty() ? game.created_at : game.record.back().at;
    if (room.clock && room.status == room_status::playing && !room.game->finished()) {
        // The clock as stored with the latest entry: the downtime is charged to nobody, and
        // the running seat gets the courtesy on top.
        json reading;
        for (const core::record_entry& entry : game.record)
            if (!entry.clock.is_null())
                reading = entry.clock;
        room.clock->restore(reading);
        room.start_turn();
        if (const auto running = room.clock->running())
            room.clock->give(*running, timing.restart_courtesy_ms);
        room.clock->begin(now);
    }
    return room;
}

} // namespace plyroom::server::match
