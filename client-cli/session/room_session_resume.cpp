// `plyroom resume` with several unfinished games: each room is looked at (a sync, then left
// again) and listed with its game, the opponents and whose turn it is.
#include "session/room_session.hpp"

namespace plyroom::client {

namespace {

// "<game title> against blue (bob), your move (ply 4)" for one room.
std::string unfinished_line(const json& room, const json& state, const std::string& player) {
    const game_ui* ui = find_game_ui(room.value("game", ""));
    std::string line = ui != nullptr ? std::string(game_title(*ui)) : room.value("game", "");
    std::optional<int> mine;
    std::string others;
    for (const json& seat : room.value("seats", json::array())) {
        if (seat.value("player", json()) == player) {
            mine = seat.value("seat", -1);
            continue;
        }
        others += (others.empty() ? "" : ", ") + seat_label(room, seat.value("seat", -1));
    }
    if (!others.empty())
        line += " against " + others;
    const json to_move = state.is_object() ? state.value("to_move", json()) : json();
    if (room.value("status", "") == "waiting")
        line += ", waiting for players";
    else if (to_move.is_number_integer() && mine == to_move.get<int>())
        line += ", your move";
    else if (to_move.is_number_integer())
        line += ", " + seat_label(room, to_move.get<int>()) + " to move";
    return line + " (ply " + std::to_string(state.is_object() ? state.value("ply", 0) : 0) + ")";
}

} // namespace

// Asks each room for its picture; the answers are gathered by take_listing.
void room_session::list_unfinished(const std::vector<std::string>& codes) {
    for (const std::string& code : codes) {
        listing_[code] = {nullptr, nullptr};
        listing_ids_[next_id_] = code;
        send(protocol::sync{code, std::nullopt});
    }
}

// Keeps each room's ROOM and STATE; once every room has both (or refused), lists them, leaves
// them and ends the run.
void room_session::take_listing(const protocol::server_message& message) {
    if (const auto* room = std::get_if<protocol::room_message>(&message.body)) {
        if (const auto entry = listing_.find(room->room.code); entry != listing_.end()) {
            entry->second.first = protocol::to_json(room->room);
            if (room->room.status == "waiting")
                entry->second.second = json::object(); // no game yet, so no STATE comes
        }
    } else if (const auto* state = std::get_if<protocol::state_message>(&message.body)) {
        if (const auto entry = listing_.find(state->code); entry != listing_.end())
            entry->second.second = state->state;
    } else if (std::holds_alternative<protocol::error_message>(message.body) &&
               message.id.is_number_integer()) {
        // A room that closed meanwhile: listed without details.
        if (const auto asked = listing_ids_.find(message.id.get<std::int64_t>());
            asked != listing_ids_.end())
            listing_[asked->second] = {json::object(), json::object()};
    }
    for (const auto& [code, seen] : listing_)
        if (seen.first.is_null() || seen.second.is_null())
            return;
    std::string text = "You have unfinished games:";
    for (const auto& [code, seen] : listing_) {
        text += "\n  " + code;
        if (seen.first.is_object() && seen.first.contains("game"))
            text += "  " + unfinished_line(seen.first, seen.second, player_);
        send(protocol::leave_room{code});
    }
    listing_.clear();
    listing_ids_.clear();
    finish(0, text + "\nPick one: " + goal_.command + " resume CODE");
}

} // namespace plyroom::client
