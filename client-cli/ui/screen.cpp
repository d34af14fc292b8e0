#include "ui/screen.hpp"

namespace plyroom::client {

namespace {

// The seat object of a room, or null.
const json* seat_entry(const json& room, int seat) {
    if (!room.is_object() || !room.contains("seats") || !room["seats"].is_array())
        return nullptr;
    for (const json& entry : room["seats"])
        if (entry.value("seat", -1) == seat)
            return &entry;
    return nullptr;
}

// A string field of an object, or the fallback when missing or not a string.
std::string text_of(const json* object, const char* field, std::string fallback) {
    if (object == nullptr || !object->contains(field) || !(*object)[field].is_string())
        return fallback;
    return (*object)[field].get<std::string>();
}

// The title line: game, room code, move number.
std::string title_line(const game_ui& ui, const screen_view& view, const style& look) {
    std::string line = paint(look, sgr::bold, std::string(game_title(ui)));
    const std::string dot(pick(look, " · ", " - "));
    if (view.room.is_object() && view.room.contains("code"))
        line += dot + "room " + paint(look, sgr::bold, view.room["code"].get<std::string>());
    if (view.state.is_object() && view.state.contains("ply"))
        line += dot + "ply " + std::to_string(view.state["ply"].get<int>());
    if (view.room.is_object() && view.room.value("public", true) == false)
        line += dot + "private";
    return line;
}

// One line per seat: marker, side, name, (you), online status, an arrow for the side to move.
std::vector<std::string> player_lines(const game_ui& ui, const screen_view& view,
                                      const style& look) {
    std::vector<std::string> lines;
    if (!view.room.is_object() || !view.room.contains("seats"))
        return lines;
    std::optional<int> to_move;
    if (view.state.is_object() && view.state.contains("to_move") &&
        view.state["to_move"].is_number_integer())
        to_move = view.state["to_move"].get<int>();
    for (const json& entry : view.room["seats"]) {
        const int seat = entry.value("seat", 0);
        std::string side = text_of(&entry, "side", "seat " + std::to_string(seat));
        std::string name = text_of(&entry, "name", "");
        const bool online = entry.value("online", false);
        std::string line =
            to_move == seat ? paint(look, sgr::yellow, pick(look, "▶ ", "> ")) : "  ";
        line += ui.seat_marker(seat, look) + " " + side;
        line += std::string(side.size() < 10 ? 10 - side.size() : 1, ' ');
        if (name.empty()) {
            line += paint(look, sgr::grey, "(waiting for a player)");
        } else {
            if (view.my_seat == seat)
                name += " (you)";
            line += name + std::string(name.size() < 18 ? 18 - name.size() : 1, ' ');
            line += online ? paint(look, sgr::green, "online") : paint(look, sgr::grey, "offline");
        }
        lines.push_back(std::move(line));
    }
    const int spectators = view.room.value("spectators", 0);
    lines.push_back("  " + std::to_string(spectators) +
                    (spectators == 1 ? " spectator" : " spectators"));
    return lines;
}

// The status line: whose turn, or the result.
std::string status_line(const screen_view& view, const style& look) {
    const std::string status = view.room.is_object() ? view.room.value("status", "") : "";
    if (view.state.is_object() && view.state.contains("result") && !view.state["result"].is_null())
        return paint(look, sgr::bold,
                     "Game over: " + describe_result(view.state["result"], view.room));
    if (!view.state.is_object() || status == "waiting")
        return view.my_seat ? "Waiting for an opponent to join..."
                            : "Waiting for players to join...";
    if (!view.state.contains("to_move") || !view.state["to_move"].is_number_integer())
        return "";
    const int seat = view.state["to_move"].get<int>();
    if (view.my_seat == seat)
        return paint(look, sgr::yellow, "Your move") + " (you play " +
               text_of(seat_entry(view.room, seat), "side", "seat " + std::to_string(seat)) +
               "). Type a move, or help.";
    return "Waiting for " + seat_label(view.room, seat) + " to move.";
}

// The open draw offer of STATE in words, or "".
std::string offer_line(const screen_view& view, const style& look) {
    if (!view.state.is_object() || !view.state.contains("draw_offer"))
        return "";
    const json& offer = view.state["draw_offer"];
    if (offer.is_null())
        return "";
    int by = -1;
    if (offer.is_number_integer())
        by = offer.get<int>();
    else if (offer.is_object()) {
        if (offer.value("status", "open") != "open")
            return "";
        by = offer.value("by", -1);
    }
    if (by < 0)
        return "";
    const std::string proposal(draw_offer_words(view.room));
    if (view.my_seat && *view.my_seat != by)
        return paint(look, sgr::cyan,
                     seat_label(view.room, by) + " offers " + proposal +
                         ": type accept or decline.");
    return paint(look, sgr::cyan, seat_label(view.room, by) + " offered " + proposal + ".");
}

// The game_ui of the room's game, or nullptr.
const game_ui* room_game(const json& room) {
    if (!room.is_object() || !room.contains("game") || !room["game"].is_string())
        return nullptr;
    return find_game_ui(room["game"].get<std::string>());
}

} // namespace

// A game decided by the scores has no draw: an accepted offer ends it on the scores.
std::string_view draw_offer_words(const json& room) {
    const game_ui* ui = room_game(room);
    if (ui != nullptr && ui->agreed_end_scored)
        return "to end the game now (the scores decide)";
    return "a draw";
}

// Labels a seat with its side and its player's name.
std::string seat_label(const json& room, int seat) {
    const json* entry = seat_entry(room, seat);
    const std::string side = text_of(entry, "side", "seat " + std::to_string(seat));
    const std::string name = text_of(entry, "name", "");
    return name.empty() ? side : side + " (" + name + ")";
}

// Turns a REASON name into words: the game's own endings, then those every game shares.
std::string reason_words(const game_ui* ui, std::string_view reason) {
    static constexpr reason_text shared_words[] = {
        {"agreement", "by agreement"},
        {"resignation", "by resignation"},
        {"aborted", "aborted"},
        {"timeout", "on time"},
    };
    if (ui != nullptr)
        for (const reason_text& text : ui->end_reasons)
            if (text.reason == reason)
                return std::string(text.words);
    for (const reason_text& text : shared_words)
        if (text.reason == reason)
            return std::string(text.words);
    return std::string(reason);
}

namespace {

// One side's score in words: the game's own words, else a whole number as it is; "" when
// neither reads it.
std::string score_points(const game_ui* ui, const json& score) {
    if (ui != nullptr && ui->score_words != nullptr)
        if (std::string points = ui->score_words(score); !points.empty())
            return points;
    if (score.is_number_integer())
        return std::to_string(score.get<int>());
    return "";
}

// The final scores of a RESULT in words ("blue 3 + 1 = 4, yellow 2 + 0 = 2", "p1 12, p2 10"),
// or "" when it has none.
std::string scores_words(const game_ui* ui, const json& scores) {
    std::string words;
    if (!scores.is_object())
        return words;
    for (const auto& [side, score] : scores.items()) {
        const std::string points = score_points(ui, score);
        if (!points.empty())
            words += (words.empty() ? "" : ", ") + side + " " + points;
    }
    return words;
}

} // namespace

// "red (alice) wins: four in a row" / "a draw: the board is full" / "the game was aborted",
// with the final scores of games that keep them.
std::string describe_result(const json& result, const json& room) {
    if (!result.is_object())
        return "";
    const game_ui* ui = room_game(room);
    const std::string outcome = result.value("outcome", "");
    const std::string reason = reason_words(ui, result.value("reason", ""));
    const std::string scores = scores_words(ui, result.value("scores", json(nullptr)));
    const std::string tail = scores.empty() ? "." : " (" + scores + ").";
    if (outcome == "win" && result.contains("winner") && result["winner"].is_number_integer())
        return seat_label(room, result["winner"].get<int>()) + " wins, " + reason + tail;
    if (outcome == "aborted")
        return "the game was aborted.";
    return "a draw, " + reason + tail;
}

// Composes the screen from top to bottom.
std::vector<std::string> draw_screen(const game_ui& ui, const screen_view& view,
                                     const style& look) {
    std::vector<std::string> lines{title_line(ui, view, look)};
    for (std::string& line : player_lines(ui, view, look))
        lines.push_back(std::move(line));
    lines.emplace_back();
    if (view.state.is_object()) {
        for (std::string& line :
             ui.draw_board(board_view{view.state, view.last_move, view.draft}, look))
            lines.push_back(std::move(line));
        lines.emplace_back();
    }
    if (!view.last_move.is_null() && view.last_seat >= 0)
        lines.push_back("Last move: " + paint(look, sgr::bold, ui.write_move(view.last_move)) +
                        " by " + seat_label(view.room, view.last_seat));
    if (std::string offer = offer_line(view, look); !offer.empty())
        lines.push_back(std::move(offer));
    lines.push_back(status_line(view, look));
    if (!view.notices.empty()) {
        lines.emplace_back();
        for (const std::string& notice : view.notices)
            lines.push_back(notice);
    }
    return lines;
}

} // namespace plyroom::client
