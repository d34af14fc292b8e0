// Hnefatafl (Fetlar 11x11) in the terminal: files a..k left to right, ranks 1..11 bottom to top.
// A move is typed from-to, like f4-f8 (also "f4 f8" or "f4f8").
#include "ui/game_ui.hpp"
#include "ui/games/hnefatafl_words.hpp"

#include <cctype>
#include <optional>

namespace plyroom::client {

namespace {

constexpr int size = 11;

// Whether (file, row from the top) is the throne or a corner.
bool restricted(int file, int row) {
    const bool corner = (file == 0 || file == size - 1) && (row == 0 || row == size - 1);
    return corner || (file == size / 2 && row == size / 2);
}

// The symbol of a square's content.
std::string piece(char letter, bool restricted_square, const style& look) {
    switch (letter) {
    case 'A':
        return paint(look, sgr::red, pick(look, "●", "A"));
    case 'D':
        return paint(look, sgr::white, pick(look, "○", "D"));
    case 'K':
        return paint(look, sgr::yellow, pick(look, "♔", "K"));
    default:
        return restricted_square ? paint(look, sgr::grey, pick(look, "▪", "+"))
                                 : paint(look, sgr::grey, pick(look, "·", "."));
    }
}

// A square name ("f4") as (file, row from the top), or nullopt.
std::optional<std::pair<int, int>> square_of(std::string_view name) {
    if (name.size() < 2 || name.size() > 3)
        return std::nullopt;
    const int file = std::tolower(static_cast<unsigned char>(name[0])) - 'a';
    int rank = 0;
    for (const char c : name.substr(1)) {
        if (!std::isdigit(static_cast<unsigned char>(c)))
            return std::nullopt;
        rank = rank * 10 + (c - '0');
    }
    if (file < 0 || file >= size || rank < 1 || rank > size)
        return std::nullopt;
    return std::pair{file, size - rank};
}

// The square named by a MOVE field, or nullopt.
std::optional<std::pair<int, int>> move_square(const json& move, const char* field) {
    if (!move.is_object() || !move.contains(field) || !move[field].is_string())
        return std::nullopt;
    return square_of(move[field].get<std::string>());
}

// The file letters over or under the board.
std::string file_letters(const style& look) {
    std::string line = "     ";
    for (int file = 0; file < size; ++file) {
        line += paint(look, sgr::bold, std::string(1, static_cast<char>('a' + file)));
        if (file + 1 < size)
            line += "  ";
    }
    return line;
}

// A rank label padded to two columns.
std::string rank_label(int row, bool left) {
    const std::string number = std::to_string(size - row);
    if (number.size() == 2)
        return number;
    return left ? " " + number : number;
}

// Draws the board, rank 11 first, the latest move's squares marked, and a piece count.
std::vector<std::string> draw_board(const board_view& view, const style& look) {
    const json& state = view.state;
    const json& last_move = view.last_move;
    std::vector<std::string> rows;
    if (const auto board = state.find("board"); board != state.end() && board->contains("rows"))
        for (const json& row : (*board)["rows"])
            rows.push_back(row.is_string() ? row.get<std::string>() : std::string());
    rows.resize(size);
    for (std::string& row : rows)
        row.resize(size, '.');
    const auto from = move_square(last_move, "from");
    const auto to = move_square(last_move, "to");

    std::string rule;
    for (int i = 0; i < size * 3; ++i)
        rule += pick(look, "─", "-");
    std::vector<std::string> lines{file_letters(look)};
    lines.push_back("   " + std::string(pick(look, "┌", "+")) + rule +
                    std::string(pick(look, "┐", "+")));
    int attackers = 0;
    int defenders = 0;
    bool king = false;
    for (int row = 0; row < size; ++row) {
        std::string line = rank_label(row, true) + " " + std::string(pick(look, "│", "|"));
        for (int file = 0; file < size; ++file) {
            const char letter = rows[static_cast<std::size_t>(row)][static_cast<std::size_t>(file)];
            attackers += letter == 'A' ? 1 : 0;
            defenders += letter == 'D' ? 1 : 0;
            king = king || letter == 'K';
            const std::pair square{file, row};
            const char* open = to == square ? "[" : from == square ? "(" : " ";
            const char* close = to == square ? "]" : from == square ? ")" : " ";
            line += *open == ' ' ? std::string(" ") : paint(look, sgr::yellow, open);
            line += piece(letter, restricted(file, row), look);
            line += *close == ' ' ? std::string(" ") : paint(look, sgr::yellow, close);
        }
        line += std::string(pick(look, "│", "|")) + " " + rank_label(row, false);
        lines.push_back(std::move(line));
    }
    lines.push_back("   " + std::string(pick(look, "└", "+")) + rule +
                    std::string(pick(look, "┘", "+")));
    lines.push_back(file_letters(look));
    std::string counts = words_of(hnefatafl_words(), king ? "board.counts" : "board.counts_no_king",
                                  {std::to_string(attackers), std::to_string(defenders)});
    if (const auto quiet = state.find("plies_since_capture");
        quiet != state.end() && quiet->is_number_integer())
        counts += words_of(hnefatafl_words(),
                           quiet->get<int>() == 1 ? "board.quiet_ply" : "board.quiet_plies",
                           {std::to_string(quiet->get<int>())});
    lines.push_back(counts);
    return lines;
}

// Reads "f4-f8", "f4 f8" or "f4f8".
read_result read_move(std::string_view text, const json& /*state*/) {
    std::string squares;
    for (const char c : text)
        if (!std::isspace(static_cast<unsigned char>(c)) && c != '-')
            squares.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    // The destination starts at the second letter.
    std::size_t split = 1;
    while (split < squares.size() && std::isdigit(static_cast<unsigned char>(squares[split])))
        ++split;
    const std::string from = squares.substr(0, split);
    const std::string to = split < squares.size() ? squares.substr(split) : std::string();
    if (!square_of(from) || !square_of(to))
        return words_of(hnefatafl_words(), "move.unreadable");
    return json{{"from", from}, {"to", to}};
}

// Writes {"from":"f4","to":"f8"} as f4-f8.
std::string write_move(const json& move) {
    if (move_square(move, "from") && move_square(move, "to"))
        return move["from"].get<std::string>() + "-" + move["to"].get<std::string>();
    return move.dump();
}

// The board rows of a STATE, padded to the board's size.
std::vector<std::string> rows_of(const json& state) {
    std::vector<std::string> rows;
    if (const auto board = state.find("board"); board != state.end() && board->contains("rows"))
        for (const json& row : (*board)["rows"])
            rows.push_back(row.is_string() ? row.get<std::string>() : std::string());
    rows.resize(size);
    for (std::string& row : rows)
        row.resize(size, '.');
    return rows;
}

// "captures e2" (or "captures e2 and g2") for the pieces a move took off the board.
std::string move_note(const json& before, const json& move, const json& after) {
    if (!before.is_object() || !after.is_object())
        return "";
    const std::vector<std::string> was = rows_of(before);
    const std::vector<std::string> now = rows_of(after);
    const auto from = move_square(move, "from");
    std::vector<std::string> taken;
    for (int row = 0; row < size; ++row)
        for (int file = 0; file < size; ++file) {
            const char old = was[static_cast<std::size_t>(row)][static_cast<std::size_t>(file)];
            const char fresh = now[static_cast<std::size_t>(row)][static_cast<std::size_t>(file)];
            if (old != '.' && fresh == '.' && from != std::pair{file, row})
                taken.push_back(std::string(1, static_cast<char>('a' + file)) +
                                std::to_string(size - row));
        }
    if (taken.empty())
        return "";
    std::string squares;
    for (std::size_t i = 0; i < taken.size(); ++i)
        squares += (i == 0                  ? ""
                    : i + 1 == taken.size() ? words_of(hnefatafl_words(), "note.and")
                                            : ", ") +
                   taken[i];
    return words_of(hnefatafl_words(), "note.captures", {squares});
}

// Attackers (seat 0) and defenders (seat 1).
std::string seat_marker(int seat, const style& look) {
    return piece(seat == 0 ? 'A' : 'D', false, look);
}

} // namespace

// Hnefatafl's drawing, notation and endings.
const game_ui& hnefatafl_ui() {
    static const game_ui ui{
        .id = "hnefatafl",
        .draw_board = &draw_board,
        .read_move = &read_move,
        .write_move = &write_move,
        .seat_marker = &seat_marker,
        .move_note = &move_note,
        .words = hnefatafl_words(),
    };
    return ui;
}

} // namespace plyroom::client
