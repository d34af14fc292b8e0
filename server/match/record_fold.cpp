#include "record_fold.hpp"

#include "registry.hpp"
#include "room_actions.hpp"
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
    room.record = stored_record{};
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
                room.record.push_stored(std::move(kept));
                ++made;
            } else if (const auto* undone = std::get_if<store::taken_back_row>(&row)) {
                room.record.mark_taken_back(undone->seqs, undone->at);
            }
        }
        if (i + made <= first)
            return where + " did not store itself when folded";
        // The turn its events began, as the live room begins it once they go out.
        begin_turn(room, out, entry.at);
        i += made;
    }
    return std::nullopt;
}

namespace {

// The room of a stored game seated as stored and its record folded: what the live room held
// after its latest stored command.
std::variant<room_state, std::string> refold(const store::stored_game& game,
                                             const room_timing& timing) {
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
    room.created_at = game.created_at;
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
    count_standing_moves(room);
    return room;
}

// The clock of a running game as stored with its latest entry, waiting for the seat to move.
void restore_clock(room_state& room) {
    json reading;
    for (const core::record_entry& entry : room.record.entries())
        if (!entry.clock.is_null())
            reading = entry.clock;
    room.clock->restore(reading);
    room.start_turn();
}

} // namespace

std::variant<room_state, std::string> rebuild_room(const store::stored_game& game,
                                                   const room_timing& timing, std::int64_t now) {
    auto folded = refold(game, timing);
    if (auto* problem = std::get_if<std::string>(&folded))
        return std::move(*problem);
    room_state& room = std::get<room_state>(folded);
    room.note_presence(now);
    // A restart is not activity: a game nobody came back to stays due when it was.
    room.last_activity = game.record.empty() ? game.created_at : game.record.back().at;
    if (room.clock && room.status == room_status::playing && !room.game->finished()) {
        // The downtime is charged to nobody, and the running seat gets the courtesy on top.
        restore_clock(room);
        if (const auto running = room.clock->running())
            room.clock->give(*running, timing.restart_courtesy_ms);
        room.clock->begin(now);
    }
    return folded;
}

before_command note_before(const room_state& room, connection_id author) {
    before_command before;
    before.status = room.status;
    before.stored = room.stored;
    for (int seat = 0; seat < room.seat_count(); ++seat)
        if (room.seats[seat])
            before.seats_held |= std::uint64_t{1} << seat;
    before.next_seq = room.next_seq;
    before.last_activity = room.last_activity;
    before.turn_began = room.clock ? room.clock->turn_began() : 0;
    before.shown_actions = room.shown_actions;
    if (author != 0 && !room.members.contains(author))
        before.newcomer = author;
    return before;
}

std::optional<std::string> roll_back(room_state& room, const before_command& before) {
    room.record.commit_failed(before.next_seq);
    store::stored_game game;
    game.id = room.game_id;
    game.code = room.code;
    game.game = std::string(room.game->game_name());
    game.options = room.view().options;
    game.requested_options = room.requested_options;
    game.is_public = room.is_public;
    game.rated = room.rated;
    game.status = std::string(status_name(before.status));
    game.created_at = room.created_at;
    for (int seat = 0; seat < room.seat_count(); ++seat)
        if ((before.seats_held >> seat & 1) != 0 && room.seats[seat])
            game.seats.push_back({seat, room.seats[seat]->player_id, room.seats[seat]->name});
    game.record = room.record.entries();
    auto folded = refold(game, room.timing);
    if (auto* problem = std::get_if<std::string>(&folded))
        return std::move(*problem);
    room_state& back = std::get<room_state>(folded);
    back.stored = before.stored;
    back.rematch_of = room.rematch_of;
    back.members = std::move(room.members);
    if (before.newcomer)
        back.members.erase(*before.newcomer);
    back.chat_said_at = std::move(room.chat_said_at);
    back.offline_since = std::move(room.offline_since);
    back.claim_announced = std::move(room.claim_announced);
    back.shown_actions = before.shown_actions;
    back.last_activity = before.last_activity;
    if (back.clock && back.status == room_status::playing && !back.game->finished()) {
        // The running turn goes on from when it began, as if the command had not come.
        restore_clock(back);
        back.clock->begin(before.turn_began);
    }
    room = std::move(back);
    return std::nullopt;
}

} // namespace plyroom::server::match
