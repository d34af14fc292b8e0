// `plyroom resume` with several unfinished games: one my_rooms question lists each with its game,
// the opponents and whose turn it is, without entering any room (so no opponent sees this
// player come and go).
#include "session/room_session.hpp"

#include <map>

namespace plyroom::client {

namespace {

// "<game title> against blue (bob), your move" for one room.
std::string unfinished_line(const json& room, std::optional<int> to_move,
                            const std::string& player) {
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
        line += shell_words("resume.against", {others});
    if (room.value("status", "") == "waiting")
        line += shell_words("resume.waiting");
    else if (to_move && mine == to_move)
        line += shell_words("resume.your_move");
    else if (to_move)
        line += shell_words("resume.to_move", {seat_label(room, *to_move)});
    return line;
}

} // namespace

void room_session::list_unfinished(std::vector<std::string> codes) {
    unfinished_codes_ = std::move(codes);
    send(protocol::my_rooms{});
}

// Lists the answer, and by its code alone each room welcome named that another node holds, and
// ends the run.
void room_session::on_my_rooms(const protocol::my_rooms_message& answer) {
    if (!unfinished_codes_)
        return;
    std::map<std::string, std::string> lines;
    for (const std::string& code : *unfinished_codes_)
        lines[code];
    unfinished_codes_.reset();
    for (const protocol::my_room& unfinished : answer.rooms)
        lines[unfinished.room.code] =
            unfinished_line(protocol::to_json(unfinished.room), unfinished.to_move, player_);
    if (lines.empty())
        return finish(1, shell_words("session.no_unfinished"));
    std::string text = shell_words("resume.head");
    for (const auto& [code, line] : lines)
        text += "\n  " + code + (line.empty() ? "" : "  " + line);
    finish(0, text + "\n" + shell_words("resume.pick", {goal_.command}));
}

} // namespace plyroom::client
