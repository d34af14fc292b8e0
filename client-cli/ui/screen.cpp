#include "ui/screen.hpp"

#include "ui/clock_view.hpp"
#include "ui/text_layout.hpp"
#include "ui/words.hpp"

#include <algorithm>

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
        line += dot + shell_words("screen.room",
                                  {paint(look, sgr::bold, view.room["code"].get<std::string>())});
    if (view.state.is_object() && view.state.contains("ply"))
        line += dot + shell_words("screen.ply", {std::to_string(view.state["ply"].get<int>())});
    if (view.room.is_object() && view.room.value("public", true) == false)
        line += dot + shell_words("screen.private");
    return line;
}

// Two lines per seat: an arrow for the side to move, its marker, side and clock; then its
// player's name, (you) and online status.
std::vector<std::string> player_lines(const game_ui& ui, const screen_view& view,
                                      const style& look) {
    std::vector<std::string> lines;
    if (!view.room.is_object() || !view.room.contains("seats"))
        return lines;
    std::optional<int> to_move;
    if (view.state.is_object() && view.state.contains("to_move") &&
        view.state["to_move"].is_number_integer())
        to_move = view.state["to_move"].get<int>();
    const std::optional<clock_reading> clock = read_clock(view.state, view.server_now_ms);
    for (const json& entry : view.room["seats"]) {
        const int seat = entry.value("seat", 0);
        const std::string side = side_text(view.room, seat);
        std::string line =
            to_move == seat ? paint(look, sgr::yellow, pick(look, "▶ ", "> ")) : "  ";
        line += ui.seat_marker(seat, look) + " " + pad_to(side, 11);
        if (clock && seat >= 0 && static_cast<std::size_t>(seat) < clock->remaining_ms.size()) {
            const std::int64_t left = clock->remaining_ms[static_cast<std::size_t>(seat)];
            const bool running = clock->running == seat;
            std::string reading = clock_text(left);
            if (left < clock_warning_ms)
                reading = shell_words("screen.clock_low", {reading});
            line += paint(look,
                          left < clock_warning_ms ? sgr::red
                          : running               ? sgr::bold
                                                  : sgr::grey,
                          reading);
            if (running)
                line += shell_words("screen.clock_running");
        }
        lines.push_back(std::move(line));
        std::string name = text_of(&entry, "name", "");
        if (name.empty()) {
            lines.push_back("    " +
                            paint(look, sgr::grey, shell_words("screen.waiting_for_player")));
            continue;
        }
        if (const auto rating = entry.find("rating");
            rating != entry.end() && rating->is_number_integer())
            name = rated_name(name, rating->get<int>(), entry.value("provisional", false));
        if (view.my_seat == seat)
            name = shell_words("screen.you", {name});
        const bool online = entry.value("online", false);
        lines.push_back("    " + name + ", " +
                        (online ? paint(look, sgr::green, shell_words("screen.online"))
                                : paint(look, sgr::grey, shell_words("screen.offline"))));
    }
    const int spectators = view.room.value("spectators", 0);
    std::string watching = spectators == 1
                               ? shell_words("screen.spectator")
                               : shell_words("screen.spectators", {std::to_string(spectators)});
    if (const std::string clock_option = clock_option_text(view.room.value("options", json()));
        !clock_option.empty())
        watching += std::string(pick(look, " · ", " - ")) +
                    shell_words("screen.clock_option", {clock_option});
    lines.push_back("  " + watching);
    return lines;
}

// How many seats of the room have no player yet.
int free_seats(const json& room) {
    int free = 0;
    if (room.is_object() && room.contains("seats") && room["seats"].is_array())
        for (const json& entry : room["seats"])
            free += entry.contains("player") && entry["player"].is_string() ? 0 : 1;
    return free;
}

// The status line: whose turn, or the result.
std::string status_line(const screen_view& view, const style& look) {
    const std::string status = view.room.is_object() ? view.room.value("status", "") : "";
    if (view.state.is_object() && view.state.contains("result") && !view.state["result"].is_null())
        return paint(
            look, sgr::bold,
            shell_words("screen.game_over", {describe_result(view.state["result"], view.room)}));
    if (!view.state.is_object() || status == "waiting") {
        const int missing = free_seats(view.room);
        if (missing == 0 && view.room.is_object())
            return shell_words("screen.starting");
        if (!view.my_seat)
            return shell_words("screen.waiting_players");
        return missing == 1 ? shell_words("screen.waiting_one")
                            : shell_words("screen.waiting_many", {std::to_string(missing)});
    }
    if (!view.state.contains("to_move") || !view.state["to_move"].is_number_integer())
        return "";
    const int seat = view.state["to_move"].get<int>();
    std::string line;
    if (view.my_seat == seat)
        line = paint(look, sgr::yellow, shell_words("screen.your_move")) +
               shell_words("screen.your_move_rest", {side_text(view.room, seat)});
    else
        line = shell_words("screen.waiting_move", {seat_label(view.room, seat)});
    if (const auto clock = read_clock(view.state, view.server_now_ms);
        clock && clock->first_move_deadline)
        line += shell_words("screen.first_move_due",
                            {clock_text(*clock->first_move_deadline - view.server_now_ms)});
    return line;
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
    const std::string proposal = draw_offer_words(view.room);
    if (view.my_seat && *view.my_seat != by)
        return paint(look, sgr::cyan,
                     shell_words("screen.offers", {seat_label(view.room, by), proposal}));
    return paint(look, sgr::cyan,
                 shell_words("screen.offered", {seat_label(view.room, by), proposal}));
}

// The game_ui of the room's game, or nullptr.
const game_ui* room_game(const json& room) {
    if (!room.is_object() || !room.contains("game") || !room["game"].is_string())
        return nullptr;
    return find_game_ui(room["game"].get<std::string>());
}

} // namespace

// A game decided by the scores has no draw: an accepted offer ends it on the scores.
std::string draw_offer_words(const json& room) {
    const game_ui* ui = room_game(room);
    if (ui != nullptr && ui->agreed_end_scored)
        return shell_words("screen.offer_scored");
    return shell_words("screen.offer_draw");
}

std::string side_text(const json& room, int seat) {
    const game_ui* ui = room_game(room);
    if (ui != nullptr && ui->side_word != nullptr && seat >= 0)
        return ui->side_word(seat);
    const json* entry = seat_entry(room, seat);
    const std::string side = text_of(entry, "side", "");
    if (side.empty())
        return shell_words("screen.seat", {std::to_string(seat)});
    if (ui != nullptr)
        if (auto words = find_words(ui->words, "side." + side))
            return std::move(*words);
    return side;
}

std::string rated_name(std::string name, std::optional<int> rating, bool provisional) {
    if (!rating)
        return name;
    std::string points = std::to_string(*rating);
    if (provisional)
        points = shell_words("screen.provisional_rating", {points});
    return shell_words("screen.rated_name", {std::move(name), std::move(points)});
}

// Labels a seat with its side and its player's name.
std::string seat_label(const json& room, int seat) {
    const json* entry = seat_entry(room, seat);
    const std::string side = side_text(room, seat);
    const std::string name = text_of(entry, "name", "");
    return name.empty() ? side : shell_words("screen.seat_label", {side, name});
}

// Turns a REASON name into words: the game's own endings, then those every game shares.
std::string reason_words(const game_ui* ui, std::string_view reason) {
    const std::string key = "reason." + std::string(reason);
    if (ui != nullptr)
        if (auto words = find_words(ui->words, key))
            return std::move(*words);
    return find_words(shell_catalogue(), key).value_or(std::string(reason));
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

// The seat of the wire's side `side` in words (a numbered "p2" may read "blue"); the side itself
// when no seat has it.
std::string side_named(const json& room, const std::string& side) {
    if (room.is_object() && room.contains("seats") && room["seats"].is_array())
        for (const json& entry : room["seats"])
            if (entry.is_object() && entry.value("side", "") == side)
                return side_text(room, entry.value("seat", -1));
    return side;
}

// The final scores of a RESULT in words ("blue 3 + 1 = 4, yellow 2 + 0 = 2", "red 12, blue 10"),
// or "" when it has none.
std::string scores_words(const game_ui* ui, const json& scores, const json& room) {
    std::string words;
    if (!scores.is_object())
        return words;
    for (const auto& [side, score] : scores.items()) {
        const std::string points = score_points(ui, score);
        if (!points.empty())
            words += (words.empty() ? "" : ", ") + side_named(room, side) + " " + points;
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
    const std::string scores = scores_words(ui, result.value("scores", json(nullptr)), room);
    const std::string tail =
        scores.empty() ? shell_words("result.end") : shell_words("result.scores", {scores});
    if (outcome == "win" && result.contains("winner") && result["winner"].is_number_integer())
        return shell_words("result.win",
                           {seat_label(room, result["winner"].get<int>()), reason, tail});
    if (outcome == "aborted" && result.value("reason", "aborted") != "aborted")
        return shell_words("result.aborted_why", {reason});
    if (outcome == "aborted")
        return shell_words("result.aborted");
    return shell_words("result.draw", {reason, tail});
}

std::string describe_rating_changes(const json& ratings, const json& room) {
    if (!ratings.is_array() || ratings.empty())
        return "";
    std::string changes;
    for (const json& seat : ratings) {
        const long long change = seat.value("change", 0LL);
        changes += (changes.empty() ? "" : ", ") + seat_label(room, seat.value("seat", -1)) + " " +
                   std::to_string(seat.value("after", 0LL)) +
                   (seat.value("provisional", false) ? "?" : "") + " (" + (change >= 0 ? "+" : "") +
                   std::to_string(change) + ")";
    }
    return shell_words("result.ratings", {changes});
}

namespace {

// Columns between the board and the panel beside it, and the narrowest panel worth placing
// there.
constexpr std::size_t gap = 3;
constexpr std::size_t narrowest_panel = 30;

// The lines beside the board: players and clocks, the latest move, what is open, the status.
std::vector<std::string> panel_lines(const game_ui& ui, const screen_view& view,
                                     const style& look) {
    std::vector<std::string> lines = player_lines(ui, view, look);
    lines.emplace_back();
    if (!view.last_move.is_null() && view.last_seat >= 0)
        lines.push_back(
            shell_words(view.last_move_note.empty() ? "screen.last_move" : "screen.last_move_note",
                        {paint(look, sgr::bold, ui.write_move(view.last_move)),
                         seat_label(view.room, view.last_seat), view.last_move_note}));
    if (std::string offer = offer_line(view, look); !offer.empty())
        lines.push_back(std::move(offer));
    for (const std::string& alert : view.alerts)
        lines.push_back(paint(look, sgr::cyan, alert));
    lines.push_back(status_line(view, look));
    return lines;
}

// Each line word-wrapped to `width`, continuation lines indented.
std::vector<std::string> wrapped_lines(const std::vector<std::string>& lines, std::size_t width) {
    std::vector<std::string> out;
    for (const std::string& line : lines) {
        if (line.empty()) {
            out.emplace_back();
            continue;
        }
        for (std::string& piece : wrap_words(line, width, 4))
            out.push_back(std::move(piece));
    }
    return out;
}

// The board's grid lines, and apart from them (wrapped to `columns`) the lines much wider than
// most of them: a game's notes under its grid, which would push the panel off the screen.
void split_notes(const std::vector<std::string>& drawn, std::size_t columns,
                 std::vector<std::string>& grid, std::vector<std::string>& notes) {
    std::vector<std::size_t> widths;
    for (const std::string& line : drawn)
        widths.push_back(visible_width(line));
    std::vector<std::size_t> sorted = widths;
    std::sort(sorted.begin(), sorted.end());
    const std::size_t typical = sorted.empty() ? 0 : sorted[sorted.size() / 2];
    for (std::size_t i = 0; i < drawn.size(); ++i) {
        if (widths[i] <= typical + typical / 4) {
            grid.push_back(drawn[i]);
            continue;
        }
        for (std::string& piece : wrap_words(drawn[i], columns, 2))
            notes.push_back(std::move(piece));
    }
}

// The widest line's columns.
std::size_t widest(const std::vector<std::string>& lines) {
    std::size_t width = 0;
    for (const std::string& line : lines)
        width = std::max(width, visible_width(line));
    return width;
}

} // namespace

// Places the title, the board and its panel, then the messages in the rows left.
std::vector<std::string> draw_screen(const game_ui& ui, const screen_view& view,
                                     const style& look) {
    const std::size_t columns = std::max<std::size_t>(view.size.columns, 40);
    const std::size_t height = std::max<std::size_t>(view.size.rows, 10) - prompt_rows;
    std::vector<std::string> top{title_line(ui, view, look)};
    for (const std::string& line : view.banner)
        top.push_back(line);
    std::vector<std::string> board;
    std::vector<std::string> notes; // the board's lines much wider than its grid, wrapped below
    if (view.state.is_object())
        split_notes(
            ui.draw_board(board_view{view.state, view.last_move, view.draft, view.room}, look),
            columns, board, notes);
    const std::size_t board_width = widest(board);
    const bool beside = !board.empty() && board_width + gap + narrowest_panel <= columns;
    const std::size_t panel_width = beside ? columns - board_width - gap : columns;
    const std::vector<std::string> panel = wrapped_lines(panel_lines(ui, view, look), panel_width);

    // The body: board and panel side by side, or the board with the panel under it.
    const std::size_t room_left = height > top.size() ? height - top.size() : 0;
    const std::size_t body_rows =
        (beside ? std::max(board.size(), panel.size()) + notes.size()
                : board.size() + notes.size() + (board.empty() ? 0 : 1) + panel.size());
    std::vector<std::string> shown_board = board;
    std::string cut_hint;
    if (body_rows > room_left) {
        const std::size_t needed_rows = top.size() + body_rows + prompt_rows;
        cut_hint = shell_words(
            "screen.board_cut",
            {std::to_string(columns) + "x" + std::to_string(height + prompt_rows),
             std::to_string(std::max(board_width, columns)) + "x" + std::to_string(needed_rows)});
        const std::vector<std::string> hint_lines = wrap_words(cut_hint, columns, 2);
        const std::size_t fixed = hint_lines.size() + (beside ? 0 : panel.size() + 1);
        const std::size_t free_rows = room_left > fixed ? room_left - fixed : 0;
        // The notes (a turn being composed, the scores) stay before the grid, up to half the
        // rows; `board` prints everything.
        if (notes.size() > free_rows / 2)
            notes.resize(free_rows / 2);
        const std::size_t keep = free_rows - notes.size();
        if (shown_board.size() > keep)
            shown_board.resize(keep);
        for (const std::string& line : hint_lines)
            shown_board.push_back(paint(look, sgr::yellow, line));
    }
    const std::size_t grid_rows = std::min(shown_board.size(), board.size()); // beside the panel
    for (const std::string& line : notes)
        shown_board.push_back(line);
    std::vector<std::string> lines = top;
    if (beside) {
        // The panel beside the grid only: the notes, as wide as the screen, come under both.
        const std::size_t grid_and_hint = shown_board.size() - notes.size();
        const std::size_t rows = std::max(grid_and_hint, panel.size());
        for (std::size_t i = 0; i < rows; ++i) {
            std::string line = i < grid_and_hint ? shown_board[i] : "";
            if (i < panel.size() && !panel[i].empty())
                line = pad_to(std::move(line), board_width) + std::string(gap, ' ') + panel[i];
            lines.push_back(std::move(line));
        }
        for (const std::string& line : notes)
            lines.push_back(line);
    } else {
        for (const std::string& line : shown_board)
            lines.push_back(line);
        if (!shown_board.empty())
            lines.emplace_back();
        for (const std::string& line : panel)
            lines.push_back(line);
    }

    // The latest messages in the rows left under the body (after a blank line), else beside
    // the board under the panel.
    std::vector<std::string> messages;
    for (const std::string& notice : view.notices)
        for (std::string& piece : wrap_words(notice, columns, 2))
            messages.push_back(std::move(piece));
    // Messages get three rows at least: the board's last notes give way (`board` shows them).
    const std::size_t body_end = top.size() + std::max(beside ? grid_rows : 0, panel.size()) +
                                 (beside ? 0 : shown_board.size() + 1);
    while (!messages.empty() && lines.size() > body_end && lines.size() + 4 > height)
        lines.pop_back();
    const std::size_t under = height > lines.size() + 1 ? height - lines.size() - 1 : 0;
    if (!messages.empty() && (under >= 3 || !beside || panel.size() + 2 >= grid_rows)) {
        if (under > 0) {
            lines.emplace_back();
            const std::size_t first = messages.size() > under ? messages.size() - under : 0;
            for (std::size_t i = first; i < messages.size(); ++i)
                lines.push_back(messages[i]);
        }
    } else if (!messages.empty()) {
        std::vector<std::string> beside_messages;
        for (const std::string& notice : view.notices)
            for (std::string& piece : wrap_words(notice, panel_width, 2))
                beside_messages.push_back(std::move(piece));
        const std::size_t first_row = top.size() + panel.size() + 1;
        const std::size_t rows = top.size() + grid_rows - first_row;
        const std::size_t first = beside_messages.size() > rows ? beside_messages.size() - rows : 0;
        for (std::size_t i = first, row = first_row; i < beside_messages.size(); ++i, ++row)
            lines[row] = pad_to(lines[row], board_width + gap) + beside_messages[i];
    }
    if (lines.size() > height)
        lines.resize(height);
    for (std::string& line : lines) {
        line = fit_width(line, columns);
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
    }
    return lines;
}

} // namespace plyroom::client
