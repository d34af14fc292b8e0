// Grav in the terminal: an N x N board, x the column from the left and y the row from the top,
// both from 0 as in the protocol. One colour per seat, named as the browser names it (red, blue,
// green, yellow, purple, orange: the wire's p1..p6), each stone its seat's digit 1..6 so that plain
// text tells them apart, the latest stone in brackets, the cells the distance rule allows next
// shaded as a hint. A move is typed `place x y` (or `x,y`), with `bonus k` to claim bonus turns,
// `pass`, or `remove x y` in the penalty phase; `grav!` calls the latest placement.
#include "ui/cells.hpp"
#include "ui/game_ui.hpp"
#include "ui/games/grav_words.hpp"
#include "ui/screen.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace plyroom::client {

namespace {

constexpr std::array<std::string_view, 6> seat_colours{"1;31", "1;34", "1;32",
                                                       "1;33", "1;35", "1;38;5;208"};
// The distance ring: a dim cyan cell on a dark background.
constexpr std::string_view ring_colour = "36;48;5;237";
constexpr std::string_view ring_background = "48;5;237";

// Whether a JSON array holds the integer.
bool holds(const json& list, int value) {
    if (!list.is_array())
        return false;
    for (const json& item : list)
        if (item.is_number_integer() && item.get<int>() == value)
            return true;
    return false;
}

// A seat's side in words: its colour ("red" for seat 0, the wire's p1); p7 and on beyond them.
std::string side(int seat) {
    if (seat >= 0 && seat < static_cast<int>(seat_colours.size()))
        return words_of(grav_words(), "seat." + std::to_string(seat));
    return words_of(grav_words(), "seat.other", {std::to_string(seat + 1)});
}

// The stone of a seat: its digit 1..6, coloured when drawing in colour (never the colour alone).
std::string stone(int seat, const style& look) {
    const std::string digit(1, static_cast<char>('1' + seat));
    if (seat < 0 || seat >= static_cast<int>(seat_colours.size()))
        return digit;
    return paint(look, seat_colours[static_cast<std::size_t>(seat)], digit);
}

// The board's size and rows, padded to a square.
std::pair<int, std::vector<std::string>> board_rows(const json& state) {
    const json board = state.is_object() ? state.value("board", json::object()) : json::object();
    int size = int_field(board, "size", 0);
    std::vector<std::string> rows;
    if (board.contains("rows") && board["rows"].is_array())
        for (const json& row : board["rows"])
            rows.push_back(row.is_string() ? row.get<std::string>() : std::string());
    if (size <= 0)
        size = static_cast<int>(rows.size());
    size = std::min(size, 64);
    rows.resize(static_cast<std::size_t>(size));
    for (std::string& row : rows)
        row.resize(static_cast<std::size_t>(size), '.');
    return {size, std::move(rows)};
}

// The column numbers over the board: one line of units, with a line of tens above past 10.
std::vector<std::string> column_numbers(int size, const style& look) {
    std::string tens = "    ";
    std::string units = "    ";
    for (int x = 0; x < size; ++x) {
        tens += " ";
        tens +=
            x >= 10 ? paint(look, sgr::bold, std::string(1, static_cast<char>('0' + x / 10))) : " ";
        units += " ";
        units += paint(look, sgr::bold, std::string(1, static_cast<char>('0' + x % 10)));
    }
    if (size > 10)
        return {tens, units};
    return {units};
}

// A row number padded to two columns.
std::string row_label(int y, bool left) {
    const std::string number = std::to_string(y);
    if (number.size() >= 2)
        return number;
    return left ? " " + number : number;
}

// The cell the latest move placed when that placement was voided, or nullopt.
std::optional<cell> voided_cell(const json& state, const json& last_move) {
    const int ply = int_field(state, "ply", 0);
    if (ply == 0 || !last_move.is_object() || !last_move.contains("place") ||
        !holds(state.value("voided", json::array()), ply - 1))
        return std::nullopt;
    return cell_of(last_move["place"]);
}

// What the ring hint covers: empty cells at a distance d..e from the latest stone.
struct ring {
    std::optional<cell> from;
    int d = 0;
    int e = 0;
    bool covers(int x, int y) const {
        if (!from)
            return false;
        const int distance = std::abs(x - from->x) + std::abs(y - from->y);
        return distance >= d && distance <= e;
    }
};

// The ring of a running game's STATE.
ring ring_of(const json& state) {
    ring hint;
    if (state.value("phase", "") != "play" || !state.value("result", json(nullptr)).is_null())
        return hint;
    const json params = state.value("params", json::object());
    hint.from = cell_of(state.value("last", json(nullptr)));
    hint.d = int_field(params, "d", 0);
    hint.e = int_field(params, "e", -1);
    return hint;
}

// One row of the board: separators that bracket the latest stone, stones, empty points.
std::string board_row(const std::string& row, int y, const std::optional<cell>& last,
                      const std::optional<cell>& voided, const ring& hint, const style& look) {
    const int size = static_cast<int>(row.size());
    std::string line = row_label(y, true) + " " + std::string(pick(look, "│", "|"));
    for (int x = 0; x <= size; ++x) {
        const bool marked_here = last && last->y == y && last->x == x;
        const bool marked_before = last && last->y == y && last->x == x - 1;
        // Between two ring points the gap is shaded too, so the ring reads as one band.
        const bool in_band = x > 0 && x < size && hint.covers(x - 1, y) && hint.covers(x, y);
        line += marked_here     ? paint(look, sgr::yellow, "[")
                : marked_before ? paint(look, sgr::yellow, "]")
                : in_band       ? paint(look, ring_background, " ")
                                : " ";
        if (x == size)
            break;
        const char content = row[static_cast<std::size_t>(x)];
        if (content >= '0' && content <= '9')
            line += stone(content - '0', look);
        else if (voided && voided->x == x && voided->y == y)
            line += paint(look, sgr::grey, pick(look, "×", "x"));
        else if (hint.covers(x, y))
            line += paint(look, ring_colour, ":"); // marked by its symbol, not only its shade
        else
            line += paint(look, sgr::grey, pick(look, "·", "."));
    }
    line += std::string(pick(look, "│", "|")) + " " + row_label(y, false);
    return line;
}

// The seats listed in a JSON array, as "red (alice), green (carol)".
std::string seat_list(const json& seats, const json& room) {
    std::string text;
    if (!seats.is_array())
        return text;
    for (const json& seat : seats)
        if (seat.is_number_integer())
            text += (text.empty() ? "" : ", ") + seat_label(room, seat.get<int>());
    return text;
}

// The parameters, then what each of them means.
std::vector<std::string> rules_lines(const json& state, int size) {
    const json params = state.value("params", json::object());
    const auto number = [&](const char* name) {
        return std::to_string(int_field(params, name, 0));
    };
    const bool strict = params.value("strict", false);
    const std::string b = number("b");
    return {"N=" + std::to_string(size) + "  a=" + number("a") + "  b=" + b + "  c=" + number("c") +
                "  d=" + number("d") + "  e=" + number("e") +
                words_of(grav_words(), strict ? "board.strict" : "board.players_enforce"),
            words_of(grav_words(), "board.rules_abc", {number("a"), number("c"), b}),
            words_of(grav_words(), "board.rules_de", {number("d"), number("e")})};
}

// Stones per seat with each seat's passes, owed skips and resignation.
std::string stones_line(const json& state, const json& room) {
    const json stones = state.value("stones", json::array());
    const json skips = state.value("skips_owed", json::array());
    std::string line = words_of(grav_words(), "board.stones");
    for (std::size_t seat = 0; seat < stones.size(); ++seat) {
        const int index = static_cast<int>(seat);
        line += seat == 0 ? " " : ", ";
        line += seat_label(room, index) + " " +
                std::to_string(stones[seat].is_number_integer() ? stones[seat].get<int>() : 0);
        std::string notes;
        if (holds(state.value("resigned", json::array()), index))
            notes = words_of(grav_words(), "board.resigned");
        else if (holds(state.value("passed", json::array()), index))
            notes = words_of(grav_words(), "board.passed");
        if (seat < skips.size() && skips[seat].is_number_integer() && skips[seat].get<int>() > 0)
            notes +=
                (notes.empty() ? "" : ", ") +
                words_of(grav_words(), "board.skips", {std::to_string(skips[seat].get<int>())});
        if (!notes.empty())
            line += " (" + notes + ")";
    }
    return line;
}

// Each seat's stone and colour: "1 red, 2 blue, 3 green".
std::string stone_key(const json& state, const style& look) {
    const std::size_t seats = std::max<std::size_t>(state.value("stones", json::array()).size(), 2);
    std::string key;
    for (std::size_t seat = 0; seat < seats; ++seat)
        key += (seat == 0 ? "" : ", ") + stone(static_cast<int>(seat), look) + " " +
               side(static_cast<int>(seat));
    return key;
}

// The lines under the board: rules, stones, the ring, what is open, the penalty, bonuses.
std::vector<std::string> info_lines(const json& state, const json& room, int size, const ring& hint,
                                    const style& look) {
    std::vector<std::string> lines = rules_lines(state, size);
    lines.push_back(stones_line(state, room));
    if (hint.from)
        lines.push_back(words_of(grav_words(), "board.ring",
                                 {paint(look, ring_colour, ":"), std::to_string(hint.d),
                                  std::to_string(hint.e), cell_text(*hint.from)}));
    if (const json open = state.value("challengeable", json(nullptr)); open.is_object())
        lines.push_back(words_of(grav_words(), "board.open_call",
                                 {std::to_string(int_field(open, "ply", 0)),
                                  seat_label(room, int_field(open, "seat", 0))}));
    if (const json penalty = state.value("penalty", json(nullptr)); penalty.is_object())
        lines.push_back(paint(look, sgr::yellow,
                              words_of(grav_words(), "board.penalty",
                                       {seat_label(room, int_field(penalty, "caller", 0)),
                                        seat_label(room, int_field(penalty, "against", 0))})));
    if (const int bonus = int_field(state, "bonus_left", 0); bonus > 0)
        lines.push_back(words_of(grav_words(), bonus == 1 ? "board.bonus_one" : "board.bonus_many",
                                 {std::to_string(bonus)}));
    if (const std::string skipped = seat_list(state.value("skipped", json::array()), room);
        !skipped.empty())
        lines.push_back(words_of(grav_words(), "board.skipped", {skipped}));
    if (const json voided = state.value("voided", json::array());
        voided.is_array() && !voided.empty()) {
        std::string plies;
        for (const json& ply : voided)
            plies += (plies.empty() ? "" : ", ") + ply.dump();
        lines.push_back(words_of(grav_words(), "board.voided", {plies}));
    }
    lines.push_back(words_of(grav_words(), "board.key", {stone_key(state, look)}));
    return lines;
}

// Draws the board, framed, with its numbers and the lines about the game.
std::vector<std::string> draw_board(const board_view& view, const style& look) {
    const auto [size, rows] = board_rows(view.state);
    const std::optional<cell> last = cell_of(view.state.value("last", json(nullptr)));
    const std::optional<cell> voided = voided_cell(view.state, view.last_move);
    const ring hint = ring_of(view.state);

    std::string rule;
    for (int i = 0; i < 2 * size + 1; ++i)
        rule += pick(look, "─", "-");
    std::vector<std::string> lines = column_numbers(size, look);
    lines.push_back("   " + std::string(pick(look, "┌", "+")) + rule +
                    std::string(pick(look, "┐", "+")));
    for (int y = 0; y < size; ++y)
        lines.push_back(board_row(rows[static_cast<std::size_t>(y)], y, last, voided, hint, look));
    lines.push_back("   " + std::string(pick(look, "└", "+")) + rule +
                    std::string(pick(look, "┘", "+")));
    for (std::string& line : info_lines(view.state, view.room, size, hint, look))
        lines.push_back(std::move(line));
    return lines;
}

// Takes "bonus K" out of the words; the declared number, 0 when absent, or an error.
std::variant<int, std::string> take_bonus(std::vector<std::string>& words) {
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (lower(words[i]) != "bonus")
            continue;
        const auto number = i + 1 < words.size() ? read_numbers(words[i + 1]) : std::nullopt;
        if (!number || number->size() != 1)
            return words_of(grav_words(), "move.bonus_number");
        words.erase(words.begin() + static_cast<std::ptrdiff_t>(i),
                    words.begin() + static_cast<std::ptrdiff_t>(i) + 2);
        return number->front();
    }
    return 0;
}

// Reads place/x,y (with bonus), pass and remove; in the penalty phase a bare x y removes.
read_result read_move(std::string_view text, const json& state) {
    std::vector<std::string> words = split_words(text);
    auto bonus = take_bonus(words);
    if (auto* problem = std::get_if<std::string>(&bonus))
        return *problem;
    const int declared = std::get<int>(bonus);
    const std::string verb = words.empty() ? "" : lower(words.front());
    if (verb == "pass" && words.size() == 1 && declared == 0)
        return json{{"pass", true}};
    const bool penalty = state.is_object() && state.value("phase", "") == "penalty_remove";
    std::string kind = penalty ? "remove" : "place";
    if (verb == "place" || verb == "remove") {
        kind = verb;
        words.erase(words.begin());
    }
    std::string rest;
    for (const std::string& word : words)
        rest += word + " ";
    const auto cells = read_cells(rest, 1);
    if (!cells || words.empty())
        return words_of(grav_words(), penalty ? "move.unreadable_penalty" : "move.unreadable");
    if (kind == "remove" && declared > 0)
        return words_of(grav_words(), "move.bonus_on_removal");
    const int size = board_rows(state).first;
    const cell at = cells->front();
    if (size > 0 && (at.x >= size || at.y >= size))
        return words_of(grav_words(), "move.off_board", {cell_text(at), std::to_string(size - 1)});
    json move{{kind, cell_json(at)}};
    if (declared > 0)
        move["bonus"] = declared;
    return move;
}

// Writes a MOVE as typed: "place 3,4", "place 3,4 bonus 1", "pass", "remove 3,4".
std::string write_move(const json& move) {
    if (!move.is_object())
        return move.dump();
    if (move.contains("pass"))
        return "pass";
    for (const char* kind : {"place", "remove"})
        if (const auto at = cell_of(move.value(kind, json(nullptr)))) {
            std::string text =
                std::string(kind) + " " + std::to_string(at->x) + "," + std::to_string(at->y);
            if (move.contains("bonus") && move["bonus"].is_number_integer() &&
                move["bonus"].get<int>() > 0)
                text += " bonus " + std::to_string(move["bonus"].get<int>());
            return text;
        }
    return move.dump();
}

// The seat's stone.
std::string seat_marker(int seat, const style& look) {
    return stone(seat, look);
}

// `grav!` (also `grav`, `call`): calls the placement open to a call.
// A placement typed without "bonus" that would earn a bonus turn: says so and how to claim it
// instead of sending it, once; typed again unchanged, it is sent as it is (true: handled).
bool warn_unclaimed_bonus(std::string_view line, game_context& context) {
    if (context.local == nullptr || !context.my_seat)
        return false;
    const read_result read = read_move(line, context.state);
    const json* move = std::get_if<json>(&read);
    if (move == nullptr || !move->contains("place") || move->contains("bonus"))
        return false;
    json claimed = *move;
    claimed["bonus"] = 1;
    const std::vector<json> legal = context.local->legal_moves();
    if (std::find(legal.begin(), legal.end(), claimed) == legal.end())
        return false;
    if (context.draft.is_object() && context.draft.value("unclaimed_bonus", json()) == *move)
        return false; // asked before: the player places without the bonus
    context.draft = json{{"unclaimed_bonus", *move}};
    context.say(words_of(grav_words(), "call.unclaimed_bonus", {write_move(claimed)}));
    return true;
}

bool run_command(std::string_view line, game_context& context) {
    const std::vector<std::string> words = split_words(line);
    if (warn_unclaimed_bonus(line, context))
        return true;
    if (words.size() != 1)
        return false;
    const std::string word = lower(words.front());
    if (word != "grav!" && word != "grav" && word != "call")
        return false;
    if (!context.my_seat) {
        context.say(words_of(grav_words(), "call.players_only"));
        return true;
    }
    if (!context.state.value("result", json(nullptr)).is_null()) {
        context.say(shell_words("error.game_over"));
        return true;
    }
    const json open = context.state.value("challengeable", json(nullptr));
    if (!open.is_object()) {
        context.say(words_of(grav_words(), "call.nothing_open"));
        return true;
    }
    if (int_field(open, "seat", -1) == *context.my_seat) {
        context.say(words_of(grav_words(), "call.own_placement"));
        return true;
    }
    context.send_action(core::action{"challenge", json{{"ply", int_field(open, "ply", 0)}}});
    return true;
}

// What a call came to: the result of the game action "challenge"; null for other events.
const json* call_result(const json& event) {
    if (event.value("type", "") != "game_action" || event.value("action", "") != "challenge")
        return nullptr;
    const auto result = event.find("result");
    return result != event.end() && result->is_object() ? &*result : nullptr;
}

// The call an event reports: made by `by` on the placement of `ply`.
std::optional<std::pair<int, core::action>> event_action(const json& event) {
    const json* result = call_result(event);
    if (result == nullptr)
        return std::nullopt;
    return std::pair{int_field(*result, "by", 0),
                     core::action{"challenge", json{{"ply", int_field(*result, "ply", 0)}}}};
}

// A call's outcome in words.
std::string event_words(const json& frame, const json& room) {
    const json* result = call_result(frame);
    if (result == nullptr)
        return "";
    const json& event = *result;
    const int by = int_field(event, "by", 0);
    const std::string caller = seat_label(room, by);
    const std::string ply = std::to_string(int_field(event, "ply", 0));
    const std::string against = seat_label(room, int_field(event, "against", 0));
    if (!event.value("correct", false))
        return words_of(grav_words(), "call.wrong", {caller, ply, against});
    std::string broken;
    for (const json& violation : event.value("violations", json::array()))
        if (violation.is_string())
            broken += (broken.empty() ? "" : "; ") + violation.get<std::string>();
    return words_of(grav_words(), "call.correct", {caller, ply, against, broken});
}

} // namespace

// Grav's drawing, notation, "Grav!" call, endings and options.
const game_ui& grav_ui() {
    static const game_ui ui{
        .id = "grav",
        .draw_board = &draw_board,
        .read_move = &read_move,
        .write_move = &write_move,
        .seat_marker = &seat_marker,
        .side_word = &side,
        .run_command = &run_command,
        .event_words = &event_words,
        .event_action = &event_action,
        .words = grav_words(),
    };
    return ui;
}

} // namespace plyroom::client
