// Connect Four in the terminal: columns a..g left to right, rows 1..6 bottom to top (as in the
// rules). A move is typed as its column letter, or as a digit 1..7 counting from a.
#include "ui/game_ui.hpp"
#include "ui/games/connect4_words.hpp"

#include <algorithm>
#include <cctype>

namespace plyroom::client {

namespace {

constexpr int width = 7;
constexpr int height = 6;

// The disc of a seat: its letter R or B, coloured when drawing in colour (never the colour
// alone).
std::string disc(char letter, const style& look) {
    if (letter == 'R')
        return paint(look, sgr::red, "R");
    if (letter == 'B')
        return paint(look, sgr::blue, "B");
    return paint(look, sgr::grey, pick(look, "·", "."));
}

// The cell (column, row from the top) of the latest disc, or {-1, -1}.
std::pair<int, int> last_cell(const json& state, const json& last_move,
                              const std::vector<std::string>& rows) {
    if (const auto last = state.find("last"); last != state.end() && last->is_array() &&
                                              last->size() == 2 && (*last)[0].is_number_integer())
        return {(*last)[0].get<int>(), (*last)[1].get<int>()};
    if (last_move.is_object() && last_move.contains("column") &&
        last_move["column"].is_number_integer()) {
        const int column = last_move["column"].get<int>();
        for (int row = 0; row < static_cast<int>(rows.size()); ++row)
            if (column >= 0 && column < width &&
                rows[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)] != '.')
                return {column, row};
    }
    return {-1, -1};
}

// The cells (column, row from the top) of a four in a row of one colour, or none.
std::vector<std::pair<int, int>> winning_four(const json& state,
                                              const std::vector<std::string>& rows) {
    const json result = state.value("result", json(nullptr));
    if (!result.is_object() || result.value("reason", "") != "four_in_a_row")
        return {};
    const auto at = [&](int column, int row) {
        if (column < 0 || column >= width || row < 0 || row >= height)
            return '.';
        return rows[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)];
    };
    constexpr std::pair<int, int> directions[] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (int row = 0; row < height; ++row)
        for (int column = 0; column < width; ++column)
            for (const auto& [dc, dr] : directions) {
                const char letter = at(column, row);
                if (letter == '.')
                    continue;
                std::vector<std::pair<int, int>> cells;
                for (int step = 0; step < 4 && at(column + step * dc, row + step * dr) == letter;
                     ++step)
                    cells.emplace_back(column + step * dc, row + step * dr);
                if (cells.size() == 4)
                    return cells;
            }
    return {};
}

// The column letters under or over the board.
std::string column_letters(const style& look) {
    std::string line = "    ";
    for (int column = 0; column < width; ++column) {
        line += paint(look, sgr::bold, std::string(1, static_cast<char>('a' + column)));
        if (column + 1 < width)
            line += "  ";
    }
    return line;
}

// Draws the six rows, top first, framed, with the latest disc in brackets.
std::vector<std::string> draw_board(const board_view& view, const style& look) {
    const json& state = view.state;
    const json& last_move = view.last_move;
    std::vector<std::string> rows;
    if (const auto board = state.find("board"); board != state.end() && board->contains("rows"))
        for (const json& row : (*board)["rows"])
            rows.push_back(row.is_string() ? row.get<std::string>() : std::string(width, '.'));
    rows.resize(height, std::string(width, '.'));
    const auto [last_column, last_row] = last_cell(state, last_move, rows);
    const std::vector<std::pair<int, int>> four = winning_four(state, rows);

    std::string rule;
    for (int i = 0; i < width * 3; ++i)
        rule += pick(look, "─", "-");
    std::vector<std::string> lines{column_letters(look)};
    lines.push_back("  " + std::string(pick(look, "┌", "+")) + rule +
                    std::string(pick(look, "┐", "+")));
    for (int row = 0; row < height; ++row) {
        const std::string label = std::to_string(height - row);
        std::string line = label + " " + std::string(pick(look, "│", "|"));
        for (int column = 0; column < width; ++column) {
            const char letter =
                static_cast<std::size_t>(column) < rows[static_cast<std::size_t>(row)].size()
                    ? rows[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)]
                    : '.';
            const bool won =
                std::find(four.begin(), four.end(), std::pair{column, row}) != four.end();
            const bool marked = column == last_column && row == last_row;
            if (won) {
                line += paint(look, sgr::green, "(") + disc(letter, look) +
                        paint(look, sgr::green, ")");
                continue;
            }
            line += marked ? paint(look, sgr::yellow, "[") : " ";
            line += disc(letter, look);
            line += marked ? paint(look, sgr::yellow, "]") : " ";
        }
        line += std::string(pick(look, "│", "|")) + " " + label;
        lines.push_back(std::move(line));
    }
    lines.push_back("  " + std::string(pick(look, "└", "+")) + rule +
                    std::string(pick(look, "┘", "+")));
    lines.push_back(column_letters(look));
    if (!four.empty())
        lines.push_back(words_of(connect4_words(), "board.winning_four"));
    return lines;
}

// Reads a column: a letter a..g, or a digit 1..7 counting from a.
read_result read_move(std::string_view text, const json& /*state*/) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    if (text.size() == 1) {
        const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
        if (c >= 'a' && c < 'a' + width)
            return json{{"column", c - 'a'}};
        if (c >= '1' && c < '1' + width)
            return json{{"column", c - '1'}};
    }
    return words_of(connect4_words(), "move.unreadable");
}

// Writes {"column":c} as its letter.
std::string write_move(const json& move) {
    if (move.is_object() && move.contains("column") && move["column"].is_number_integer()) {
        const int column = move["column"].get<int>();
        if (column >= 0 && column < width)
            return std::string(1, static_cast<char>('a' + column));
    }
    return move.dump();
}

// Red for seat 0, blue for seat 1.
std::string seat_marker(int seat, const style& look) {
    return disc(seat == 0 ? 'R' : 'B', look);
}

} // namespace

// Connect Four's drawing, notation and endings.
const game_ui& connect4_ui() {
    static const game_ui ui{
        .id = "connect4",
        .draw_board = &draw_board,
        .read_move = &read_move,
        .write_move = &write_move,
        .seat_marker = &seat_marker,
        .words = connect4_words(),
    };
    return ui;
}

} // namespace plyroom::client
