#include "ui/games/dl_board.hpp"

#include "ui/games/divided_loyalties_words.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <climits>
#include <cstdlib>
#include <map>

namespace plyroom::client::dl {

namespace {

// 256-colour foregrounds that stay apart on the grey region shades.
struct colour_entry {
    std::string_view name;
    char letter;
    std::string_view fg;
};
constexpr std::array<colour_entry, 6> colours{{
    {"blue", 'B', "1;38;5;39"},
    {"yellow", 'Y', "1;38;5;226"},
    {"red", 'R', "1;38;5;196"},
    {"purple", 'P', "1;38;5;165"},
    {"green", 'G', "1;38;5;46"},
    {"orange", 'O', "1;38;5;208"},
}};

constexpr std::string_view cut_fg = "38;5;244";
constexpr std::string_view cut_now_fg = "1;38;5;201";
constexpr std::string_view empty_fg = "38;5;252";
constexpr std::string_view dot_fg = "38;5;247";

// The background shade of a region by its first letter: S dark, W medium, G light.
std::string_view shade(const std::string& region) {
    if (region.empty())
        return "";
    switch (region[0]) {
    case 'S':
        return "48;5;237";
    case 'W':
        return "48;5;241";
    case 'G':
        return "48;5;245";
    default:
        return "48;5;239";
    }
}

// The foreground of a colour name, or "".
std::string_view colour_fg(std::string_view name) {
    for (const colour_entry& entry : colours)
        if (entry.name == name)
            return entry.fg;
    return "";
}

// One character position of the drawing.
struct glyph {
    std::string text = " ";
    std::string fg;
    std::string bg;
};

enum class kind { none, board, dot };

// The cells of a BOARD by coordinate, with the box they fill.
struct layout {
    std::map<std::pair<int, int>, std::pair<kind, std::string>> cells; // (x,y) -> kind, region
    std::map<std::pair<int, int>, std::string> stones;                 // (x,y) -> colour
    int min_x = INT_MAX, min_y = INT_MAX, max_x = INT_MIN, max_y = INT_MIN;

    kind kind_at(int x, int y) const {
        const auto found = cells.find({x, y});
        return found == cells.end() ? kind::none : found->second.first;
    }
    std::string region_at(int x, int y) const {
        const auto found = cells.find({x, y});
        return found == cells.end() || found->second.first != kind::board ? ""
                                                                          : found->second.second;
    }
};

// Reads the cells and stones of a BOARD.
layout read_layout(const json& board) {
    layout out;
    for (const json& entry : board.value("cells", json::array())) {
        if (!entry.is_object() || !entry.value("x", json()).is_number_integer() ||
            !entry.value("y", json()).is_number_integer())
            continue;
        const int x = entry["x"].get<int>();
        const int y = entry["y"].get<int>();
        if (x < 0 || y < 0 || x > 64 || y > 64)
            continue;
        const bool dot = entry.value("kind", "") == "dot";
        const json region = entry.value("region", json(nullptr));
        out.cells[{x, y}] = {dot ? kind::dot : kind::board,
                             region.is_string() ? region.get<std::string>() : std::string()};
        out.min_x = std::min(out.min_x, x);
        out.min_y = std::min(out.min_y, y);
        out.max_x = std::max(out.max_x, x);
        out.max_y = std::max(out.max_y, y);
    }
    for (const json& entry : board.value("stones", json::array()))
        if (entry.is_object() && entry.value("x", json()).is_number_integer() &&
            entry.value("y", json()).is_number_integer())
            out.stones[{entry["x"].get<int>(), entry["y"].get<int>()}] = entry.value("color", "");
    return out;
}

// The character grid with its cell-to-position mapping.
class grid {
public:
    explicit grid(const layout& cells)
        : cells_(cells), width_(4 * (cells.max_x - cells.min_x) + 3),
          height_(2 * (cells.max_y - cells.min_y) + 1),
          glyphs_(static_cast<std::size_t>(width_ * height_)) {}

    int width() const { return width_; }
    int height() const { return height_; }
    int column(int x) const { return 4 * (x - cells_.min_x) + 1; }
    int row(int y) const { return 2 * (y - cells_.min_y); }
    // The glyph at a position; writes outside the grid go to a spare that is never drawn.
    glyph& at(int col, int row) {
        if (col < 0 || row < 0 || col >= width_ || row >= height_) {
            spare_ = glyph{};
            return spare_;
        }
        return glyphs_[static_cast<std::size_t>(row * width_ + col)];
    }

private:
    const layout& cells_;
    int width_;
    int height_;
    std::vector<glyph> glyphs_;
    glyph spare_;
};

// Shades regions, leaving the gaps between different regions bare, and marks borders in plain.
void draw_regions(grid& canvas, const layout& cells, const style& look) {
    for (const auto& [at, entry] : cells.cells) {
        if (entry.first != kind::board)
            continue;
        const auto [x, y] = at;
        const int c = canvas.column(x);
        const int r = canvas.row(y);
        const std::string& region = entry.second;
        const std::string bg(shade(region));
        const std::string right = cells.region_at(x + 1, y);
        const std::string below = cells.region_at(x, y + 1);
        if (look.colour) {
            for (int dc = -1; dc <= 1; ++dc)
                canvas.at(c + dc, r).bg = bg;
            if (right == region)
                canvas.at(c + 2, r).bg = bg;
            if (below == region)
                for (int dc = -1; dc <= 1; ++dc)
                    canvas.at(c + dc, r + 1).bg = bg;
            if (right == region && below == region && cells.region_at(x + 1, y + 1) == region)
                canvas.at(c + 2, r + 1).bg = bg;
        } else {
            if (!right.empty() && right != region)
                canvas.at(c + 2, r).text = "|";
            if (!below.empty() && below != region)
                for (int dc = -1; dc <= 1; ++dc)
                    canvas.at(c + dc, r + 1).text = "-";
        }
    }
}

// Puts the stones, empty cells and dots in their places.
void draw_cells(grid& canvas, const layout& cells, const style& look) {
    for (const auto& [at, entry] : cells.cells) {
        glyph& spot = canvas.at(canvas.column(at.first), canvas.row(at.second));
        if (const auto stone = cells.stones.find(at); stone != cells.stones.end()) {
            spot.text = std::string(1, colour_letter(stone->second)); // a letter in colour too
            spot.fg = std::string(colour_fg(stone->second));
        } else if (entry.first == kind::dot) {
            spot.text = look.colour ? "◦" : "*";
            spot.fg = std::string(dot_fg);
        } else {
            const char type = entry.second.empty() ? '?' : entry.second[0];
            spot.text = look.colour ? "·"
                                    : std::string(1, static_cast<char>(std::tolower(
                                                         static_cast<unsigned char>(type))));
            spot.fg = std::string(empty_fg);
        }
    }
}

// How a bridge looks: its colour, and whether it is drawn dashed or doubled.
struct bridge_look {
    std::string fg;
    bool dashed = false;
    bool doubled = false;
};

// Draws one bridge segment by segment between consecutive cells.
void draw_bridge(grid& canvas, cell from, cell to, const bridge_look& how, const style& look) {
    const int dx = (to.x > from.x) - (to.x < from.x);
    const int dy = (to.y > from.y) - (to.y < from.y);
    const int steps = std::max(std::abs(to.x - from.x), std::abs(to.y - from.y));
    if (steps < 1 || steps > 3 || (dx != 0 && dy != 0 && std::abs(to.x - from.x) != steps))
        return;
    auto put = [&](int col, int row, std::string_view fancy, std::string_view plain) {
        glyph& spot = canvas.at(col, row);
        const bool crossing =
            (spot.text == "╲" && fancy == "╱") || (spot.text == "╱" && fancy == "╲") ||
            (spot.text == "\\" && plain == "/") || (spot.text == "/" && plain == "\\");
        spot.text =
            crossing ? std::string(pick(look, "╳", "X")) : std::string(look.colour ? fancy : plain);
        spot.fg = how.fg;
    };
    for (int i = 0; i < steps; ++i) {
        // Each segment is drawn from its upper (or, on a row, left) cell.
        cell a{from.x + i * dx, from.y + i * dy};
        cell b{a.x + dx, a.y + dy};
        if (b.y < a.y || (b.y == a.y && b.x < a.x))
            std::swap(a, b);
        const int c = canvas.column(a.x);
        const int r = canvas.row(a.y);
        if (a.y == b.y) {
            for (int dc = 1; dc <= 3; ++dc)
                put(c + dc, r,
                    how.dashed    ? "╌"
                    : how.doubled ? "═"
                                  : "─",
                    how.dashed    ? "."
                    : how.doubled ? "="
                                  : "-");
        } else if (a.x == b.x) {
            put(c, r + 1, how.dashed ? "╎" : how.doubled ? "║" : "│", how.dashed ? "." : "|");
        } else if (b.x > a.x) {
            put(c + 2, r + 1, "╲", how.dashed ? "." : "\\");
        } else {
            put(c - 2, r + 1, "╱", how.dashed ? "." : "/");
        }
    }
}

// Draws every bridge: uncut ones in their owner's colour, cut ones grey and dashed, the composed
// turn's doubled, and those it would cut dashed in magenta.
void draw_bridges(grid& canvas, const json& bridges, const board_marks& marks, const style& look) {
    if (!bridges.is_array())
        return;
    for (std::size_t i = 0; i < bridges.size(); ++i) {
        const json& each = bridges[i];
        const auto from = cell_of(each.value("from", json(nullptr)));
        const auto to = cell_of(each.value("to", json(nullptr)));
        if (!from || !to)
            continue;
        bridge_look how;
        const bool cut = each.value("cut", false);
        const bool cut_now =
            std::find(marks.cut_now.begin(), marks.cut_now.end(), i) != marks.cut_now.end();
        how.dashed = cut;
        how.doubled = i + marks.new_bridges >= bridges.size();
        how.fg = cut_now ? std::string(cut_now_fg)
                 : cut   ? std::string(cut_fg)
                         : std::string(colour_fg(each.value("owner", "")));
        draw_bridge(canvas, *from, *to, how, look);
    }
}

// Brackets a cell: the latest stone in yellow, the composed stone in cyan.
void bracket(grid& canvas, const std::optional<cell>& at, std::string_view fg) {
    if (!at)
        return;
    const int c = canvas.column(at->x);
    const int r = canvas.row(at->y);
    canvas.at(c - 1, r).text = "[";
    canvas.at(c - 1, r).fg = std::string(fg);
    canvas.at(c + 1, r).text = "]";
    canvas.at(c + 1, r).fg = std::string(fg);
}

// One drawn row: runs of equal style painted together.
std::string render_row(grid& canvas, int row, const style& look) {
    std::string line;
    std::string run;
    std::string run_codes;
    auto flush = [&] {
        line += run_codes.empty() ? run : paint(look, run_codes, run);
        run.clear();
    };
    for (int col = 0; col < canvas.width(); ++col) {
        const glyph& spot = canvas.at(col, row);
        std::string codes = spot.fg;
        if (!spot.bg.empty())
            codes += (codes.empty() ? "" : ";") + spot.bg;
        if (codes != run_codes)
            flush();
        run_codes = codes;
        run += spot.text;
    }
    flush();
    while (!line.empty() && line.back() == ' ')
        line.pop_back();
    return line;
}

// The column numbers, each over its cell.
std::string column_numbers(grid& canvas, const layout& cells, const style& look) {
    std::string numbers(static_cast<std::size_t>(canvas.width() + 1), ' ');
    for (int x = cells.min_x; x <= cells.max_x; ++x) {
        const std::string text = std::to_string(x);
        numbers.replace(static_cast<std::size_t>(canvas.column(x)), text.size(), text);
    }
    while (!numbers.empty() && numbers.back() == ' ')
        numbers.pop_back();
    return "   " + paint(look, sgr::bold, numbers);
}

} // namespace

// The plain letter of a colour.
char colour_letter(std::string_view colour) {
    for (const colour_entry& entry : colours)
        if (entry.name == colour)
            return entry.letter;
    return '?';
}

// A disc in the colour, or its letter.
std::string stone_symbol(std::string_view colour, const style& look) {
    const std::string_view fg = colour_fg(colour);
    // The letter in colour too: colour is never the only mark of a stone.
    return paint(look, fg.empty() ? sgr::grey : fg, std::string(1, colour_letter(colour)));
}

// Lays out regions, cells, bridges and marks, then writes the rows with their numbers.
std::vector<std::string> draw_board_grid(const json& board, const board_marks& marks,
                                         const style& look) {
    const layout cells = read_layout(board.is_object() ? board : json::object());
    if (cells.cells.empty())
        return {words_of(divided_loyalties_words(), "board.no_cells")};
    grid canvas(cells);
    draw_regions(canvas, cells, look);
    draw_cells(canvas, cells, look);
    draw_bridges(canvas, board.value("bridges", json::array()), marks, look);
    bracket(canvas, marks.last, sgr::yellow);
    bracket(canvas, marks.draft, sgr::cyan);
    std::vector<std::string> lines{column_numbers(canvas, cells, look)};
    for (int row = 0; row < canvas.height(); ++row) {
        std::string label = "   ";
        if (row % 2 == 0) {
            const std::string number = std::to_string(cells.min_y + row / 2);
            label = (number.size() < 2 ? " " : "") + paint(look, sgr::bold, number) + " ";
        }
        std::string line = label + render_row(canvas, row, look);
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        lines.push_back(std::move(line));
    }
    return lines;
}

} // namespace plyroom::client::dl
