#include "room_state.hpp"

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
    out.status = std::string(status_name(status));
    out.game_id = game_id;
    out.is_public = is_public;
    out.spectators = spectators();
    for (int i = 0; i < seat_count(); ++i) {
        protocol::seat_view seat;
        seat.seat = i;
        seat.side = game->side_name(i);
        if (seats[i]) {
            seat.player = seats[i]->player_id;
            seat.name = seats[i]->name;
            seat.online = online(seats[i]->player_id);
        }
        out.seats.push_back(std::move(seat));
    }
    return out;
}

// The match's STATE plus the open draw offer.
json room_state::state_json() const {
    json state = game->state();
    if (offer)
        state["draw_offer"] = json{{"by", offer->by}, {"status", "open"}};
    return state;
}

room_state make_room(std::string code, std::int64_t game_id, bool is_public,
                     std::shared_ptr<core::match> game) {
    room_state room;
    room.code = std::move(code);
    room.game_id = game_id;
    room.is_public = is_public;
    const auto seats = static_cast<std::size_t>(game->seat_count());
    room.game = std::move(game);
    room.seats.resize(seats);
    room.offer_blocked.assign(seats, false);
    room.has_moved.assign(seats, false);
    return room;
}

} // namespace plyroom::server::match
