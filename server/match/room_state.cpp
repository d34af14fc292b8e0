#include "room_state.hpp"

#include "json_writer.hpp"
#include "ratings/glicko2.hpp"
#include "room_actions.hpp"

#include <algorithm>
#include <cmath>

namespace plyroom::server::match {

// The wire spelling of a room status.
std::string_view status_name(room_status status) {
    switch (status) {
    case room_status::waiting:
        return "waiting";
    case room_status::playing:
        return "playing";
    case room_status::finished:
        return "finished";
    }
    return "waiting";
}

std::optional<int> room_state::seat_of(const std::string& player_id) const {
    for (int i = 0; i < seat_count(); ++i)
        if (seats[i] && seats[i]->player_id == player_id)
            return i;
    return std::nullopt;
}

// True for the AI's player ids.
namespace {
constexpr std::string_view ai_prefix = "ai_";
}

bool is_ai_player(std::string_view player_id) {
    return player_id.starts_with(ai_prefix);
}

// The AI's player id at a level.
std::string ai_player_id(std::string_view level) {
    return std::string(ai_prefix) + std::string(level);
}

std::string_view ai_level_of(std::string_view player_id) {
    return is_ai_player(player_id) ? player_id.substr(ai_prefix.size()) : std::string_view();
}

shown_rating show_rating(double value, double deviation) {
    return {static_cast<int>(std::lround(value)), ratings::is_provisional(deviation)};
}

// A player is online when one of their connections is attached; the AI always is.
bool room_state::online(const std::string& player_id) const {
    if (is_ai_player(player_id))
        return true;
    for (const auto& [id, m] : members)
        if (m.player_id == player_id && !m.spectator)
            return true;
    return false;
}

int room_state::spectators() const {
    int count = 0;
    for (const auto& [id, m] : members)
        count += m.spectator ? 1 : 0;
    return count;
}

// Builds ROOM from the seats, the match and presence.
protocol::room_view room_state::view() const {
    protocol::room_view out;
    out.code = code;
    out.game = std::string(game->game_name());
    out.options = game->options();
    if (clock)
        out.options["clock"] = to_json(clock->setting());
    out.status = std::string(status_name(status));
    out.game_id = game_id;
    out.is_public = is_public;
    out.rated = rated;
    out.spectators = spectators();
    for (int i = 0; i < seat_count(); ++i) {
        protocol::seat_view seat;
        seat.seat = i;
        seat.side = game->side_name(i);
        if (seats[i]) {
            seat.player = seats[i]->player_id;
            seat.name = seats[i]->name;
            seat.online = online(seats[i]->player_id);
            if (!seat.online && static_cast<std::size_t>(i) < offline_since.size())
                seat.offline_since = offline_since[i];
            if (seats[i]->rating) {
                seat.rating = seats[i]->rating->points;
                seat.provisional = seats[i]->rating->provisional;
            }
        }
        out.seats.push_back(std::move(seat));
    }
    return out;
}

bool room_state::every_seat_moved() const {
    for (bool moved : has_moved)
        if (!moved)
            return false;
    return true;
}

std::optional<std::int64_t> room_state::absent_since(int seat) const {
    if (!seats[seat] || is_ai_player(seats[seat]->player_id) || game->resigned(seat))
        return std::nullopt;
    return offline_since[seat];
}

// The match's STATE plus what the room holds open (a draw offer, a takeback request, a rematch
// offer), what each seat may do now and the clock, so that a full sync shows all of it.
protocol::written_state room_state::write_state(std::int64_t now) const {
    protocol::written_state out;
    out.members.reserve(256);
    core::json_writer w(out.members);
    // The match's own STATE, its draw offer aside: the room knows whether one is open.
    game->write_state_members(w);
    w.key("draw_offer");
    if (draw)
        w.begin_object().key("by").number(draw->by).key("status").string("open").end_object();
    else
        w.null();
    w.key("takeback");
    if (takeback)
        w.begin_object()
            .key("by")
            .number(takeback->by)
            .key("plies")
            .number(takeback->terms.plies)
            .end_object();
    else
        w.null();
    w.key("rematch");
    if (rematch) {
        w.begin_object().key("agreed").begin_array();
        for (const int seat : rematch->accepted)
            w.number(seat);
        w.end_array().end_object();
    } else {
        w.null();
    }
    w.key("room_actions");
    write_room_actions(w, open_room_actions(*this, now));
    out.clock = clock ? clock->state_json(now, timing.first_move_ms) : json(nullptr);
    return out;
}

std::optional<std::int64_t> room_state::abandoned_at() const {
    if (timing.abandon_after_ms <= 0 || status == room_status::finished ||
        (clock && status == room_status::playing))
        return std::nullopt;
    bool anyone = false;
    for (const auto& seat : seats) {
        if (!seat || is_ai_player(seat->player_id))
            continue;
        if (online(seat->player_id))
            return std::nullopt;
        anyone = true;
    }
    if (!anyone)
        return std::nullopt;
    return last_activity + timing.abandon_after_ms;
}

void room_state::note_presence(std::int64_t now) {
    for (int seat = 0; seat < seat_count(); ++seat) {
        auto& since = offline_since[seat];
        if (!seats[seat] || online(seats[seat]->player_id)) {
            since.reset();
            claim_announced[seat] = false;
        } else if (!since) {
            since = now;
            last_activity = std::max(last_activity, now);
        }
    }
}

void room_state::start_turn() {
    if (!clock)
        return;
    const std::optional<int> next = game->finished() ? std::nullopt : game->to_move();
    clock->wait_for(next, next && !has_moved[*next], every_seat_moved());
}

room_state make_room(std::string code, std::int64_t game_id, bool is_public,
                     std::shared_ptr<core::match> game, std::optional<clock_setting> clock,
                     room_timing timing) {
    room_state room;
    room.code = std::move(code);
    room.game_id = game_id;
    room.is_public = is_public;
    const auto seats = static_cast<std::size_t>(game->seat_count());
    if (clock)
        room.clock.emplace(*clock, game->seat_count());
    room.timing = timing;
    room.game = std::move(game);
    room.seats.resize(seats);
    room.draw = draw_offer(static_cast<int>(seats), true);
    room.takeback = takeback_offer(static_cast<int>(seats), true);
    room.rematch = rematch_offer(static_cast<int>(seats), false);
    room.has_moved.assign(seats, false);
    room.standing_moves.assign(seats, 0);
    room.action_since_own_move.assign(seats, false);
    room.offline_since.assign(seats, std::nullopt);
    room.claim_announced.assign(seats, false);
    return room;
}

} // namespace plyroom::server::match
