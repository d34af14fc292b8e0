// Divided Loyalties in the terminal: the position with its regions, dots, stones and bridges
// (see dl_board.hpp), the stocks, sets and scores under it, and the turn composer (dl_turn.hpp):
// `place COLOUR x y`, `bridge x1 y1 x2 y2`, `undo`, `clear`, `send`; `pass`; `export FILE`.
#include "cli/user_path.hpp"
#include "divided_loyalties/divided_loyalties_match.hpp"
#include "ui/cells.hpp"
#include "ui/display_width.hpp"
#include "ui/game_ui.hpp"
#include "ui/games/divided_loyalties_words.hpp"
#include "ui/games/dl_board.hpp"
#include "ui/games/dl_turn.hpp"

#include <array>
#include <cerrno>
#include <cstring>
#include <fstream>

namespace plyroom::client {

namespace {

constexpr std::array<std::string_view, 2> sides{"blue", "yellow"};
constexpr std::array<std::array<std::string_view, 5>, 2> side_colours{{
    {"blue", "purple", "green", "red", "orange"},
    {"yellow", "orange", "green", "red", "purple"},
}};

// "2 + 1 = 3" of a side's score object.
std::string score_text(const json& score) {
    const int bridges = int_field(score, "bridges", 0);
    const int regions = int_field(score, "regions", 0);
    return std::to_string(bridges) + " + " + std::to_string(regions) + " = " +
           std::to_string(bridges + regions);
}

// One line per side: set k of n, the stock by colour, the score.
std::string side_line(const json& board, std::size_t seat, const style& look) {
    const std::string name(sides[seat]);
    const json stock = board.value("inventory", json::object()).value(name, json::object());
    std::string counts;
    int left = 0;
    for (const std::string_view colour : side_colours[seat]) {
        const int count = int_field(stock, std::string(colour).c_str(), 0);
        left += count;
        counts += " " + dl::stone_symbol(colour, look) + std::to_string(count);
    }
    // The side's word padded to one column width, so that both lines align.
    const std::string word = words_of(divided_loyalties_words(), "side." + name);
    const std::size_t width = display_width(word);
    return words_of(divided_loyalties_words(), "board.side",
                    {dl::stone_symbol(name, look), word,
                     std::string(width < 7 ? 7 - width : 1, ' '),
                     std::to_string(int_field(board.value("set", json::object()), name.c_str(), 0)),
                     std::to_string(int_field(board, "sets", 0)), counts, std::to_string(left),
                     score_text(board.value("score", json::object()).value(name, json::object()))});
}

// "blue 2, yellow 1, red 1; 1 cut" of the bridges on the board.
std::string bridges_line(const json& board) {
    int blue = 0;
    int yellow = 0;
    int red = 0;
    int cut = 0;
    for (const json& each : board.value("bridges", json::array())) {
        if (each.value("cut", false)) {
            ++cut;
            continue;
        }
        const std::string owner = each.value("owner", "");
        blue += owner == "blue" ? 1 : 0;
        yellow += owner == "yellow" ? 1 : 0;
        red += owner == "red" ? 1 : 0;
    }
    return words_of(
        divided_loyalties_words(), "board.bridges",
        {std::to_string(blue), std::to_string(yellow), std::to_string(red), std::to_string(cut)});
}

// The lines about the turn being composed.
std::vector<std::string> draft_lines(const json& draft, const style& look) {
    std::vector<std::string> lines;
    const json& preview = draft["preview"];
    lines.push_back(paint(look, sgr::cyan,
                          words_of(divided_loyalties_words(), "draft.so_far",
                                   {dl::describe_turn(draft["move"])})) +
                    ".");
    const json score = preview.value("score", json::object());
    lines.push_back(words_of(divided_loyalties_words(), "draft.scores",
                             {score_text(score.value("blue", json::object())),
                              score_text(score.value("yellow", json::object()))}));
    const json cuts = draft.value("cut_now", json::array());
    if (!cuts.empty()) {
        std::string text;
        for (const json& index : cuts) {
            const json& cut = preview["bridges"][index.get<std::size_t>()];
            text +=
                (text.empty() ? "" : ", ") +
                words_of(divided_loyalties_words(), "colour." + cut.value("owner", std::string())) +
                " " + cell_text(*cell_of(cut["from"])) + "-" + cell_text(*cell_of(cut["to"]));
        }
        lines.push_back(words_of(divided_loyalties_words(), "draft.cuts", {text}));
    }
    if (draft.value("dot_open", false))
        lines.push_back(words_of(divided_loyalties_words(), "draft.on_dot"));
    lines.push_back(words_of(divided_loyalties_words(), "draft.commands"));
    return lines;
}

// The board (the composed turn's preview while there is one) and the lines under it.
std::vector<std::string> draw_board(const board_view& view, const style& look) {
    const bool drafting = view.draft.is_object() && view.draft.contains("preview");
    static const json no_board = json::object();
    const json& played = view.state.contains("board") && view.state["board"].is_object()
                             ? view.state["board"]
                             : no_board;
    const json& board = drafting ? view.draft["preview"] : played;
    dl::board_marks marks;
    if (view.last_move.is_object() && view.last_move.contains("place"))
        marks.last = cell_of(view.last_move["place"].value("cell", json(nullptr)));
    if (drafting) {
        marks.draft = cell_of(view.draft["move"]["place"].value("cell", json(nullptr)));
        marks.new_bridges = view.draft.value("new_bridges", std::size_t{0});
        for (const json& index : view.draft.value("cut_now", json::array()))
            marks.cut_now.push_back(index.get<std::size_t>());
    }
    std::vector<std::string> lines;
    if (const json position = view.state.value("position", json(nullptr)); position.is_object()) {
        const json id = position.value("id", json(nullptr));
        const std::string name = position.contains("name")
                                     ? position.value("name", std::string())
                                     : words_of(divided_loyalties_words(), "board.custom");
        lines.push_back(
            id.is_number_integer()
                ? words_of(divided_loyalties_words(), "board.position_numbered", {id.dump(), name})
                : words_of(divided_loyalties_words(), "board.position", {name}));
    }
    for (std::string& line : dl::draw_board_grid(board, marks, look))
        lines.push_back(std::move(line));
    // Stocks, sets and scores as they stand; the composed turn's own are in its lines.
    lines.push_back(side_line(played, 0, look));
    lines.push_back(side_line(played, 1, look));
    lines.push_back(bridges_line(played));
    if (drafting)
        for (std::string& line : draft_lines(view.draft, look))
            lines.push_back(std::move(line));
    if (look.colour)
        lines.push_back(words_of(divided_loyalties_words(), "board.key_colour"));
    else
        lines.push_back(words_of(divided_loyalties_words(), "board.key_plain"));
    return lines;
}

// Only a pass is typed as a whole move; turns are composed (see run_command).
read_result read_move(std::string_view text, const json& /*state*/) {
    const std::vector<std::string> words = split_words(text);
    if (words.size() == 1 && lower(words.front()) == "pass")
        return json{{"pass", true}};
    return words_of(divided_loyalties_words(), "move.unreadable");
}

// Writes a MOVE in words.
std::string write_move(const json& move) {
    return dl::describe_turn(move);
}

// Blue's or yellow's stone.
std::string seat_marker(int seat, const style& look) {
    return dl::stone_symbol(seat == 1 ? "yellow" : "blue", look);
}

// Writes the game's export to a file.
void export_to(const std::string& path, game_context& context) {
    if (context.local == nullptr) {
        context.say(words_of(divided_loyalties_words(), "export.no_local_match"));
        return;
    }
    const json exported = core::divided_loyalties::export_game(*context.local);
    errno = 0;
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    if (!file || !(file << exported.dump(2) << '\n') || !file.flush()) {
        const int reason = errno;
        context.say(reason != 0 ? words_of(divided_loyalties_words(), "export.failed_because",
                                           {path, std::strerror(reason)})
                                : words_of(divided_loyalties_words(), "export.failed", {path}));
        return;
    }
    context.say(words_of(divided_loyalties_words(), "export.done",
                         {std::to_string(exported["turns"].size()), path}));
}

// The composer's steps, send, export and turn.
bool run_command(std::string_view line, game_context& context) {
    const std::vector<std::string> words = split_words(line);
    if (words.empty())
        return false;
    const std::string first = lower(words.front());
    if (first == "export") {
        if (words.size() != 2)
            context.say(words_of(divided_loyalties_words(), "export.which_file"));
        else
            export_to(expand_home(words[1], &process_env), context);
        return true;
    }
    if (first == "send") {
        if (!context.draft.is_object() || !context.draft.contains("move"))
            context.say(words_of(divided_loyalties_words(), "draft.nothing_to_send"));
        else
            context.send_move(context.draft["move"]);
        return true;
    }
    if (first == "turn" && words.size() == 1) {
        context.say(context.draft.is_object()
                        ? words_of(divided_loyalties_words(), "draft.so_far",
                                   {dl::describe_turn(context.draft["move"])}) +
                              "."
                        : words_of(divided_loyalties_words(), "draft.none"));
        return true;
    }
    if (!dl::is_step(line))
        return false;
    if (!context.my_seat) {
        context.say(words_of(divided_loyalties_words(), "draft.watching"));
        return true;
    }
    if (context.local == nullptr) {
        context.say(words_of(divided_loyalties_words(), "draft.no_local_match"));
        return true;
    }
    auto done = dl::apply_step(line, context.draft, *context.local, *context.my_seat);
    if (auto* why = std::get_if<std::string>(&done)) {
        context.say(words_of(divided_loyalties_words(), "draft.cannot", {*why}));
        return true;
    }
    dl::step_done& step = std::get<dl::step_done>(done);
    context.draft = std::move(step.draft);
    context.say(step.message);
    return true;
}

// A side's score, {"bridges":B,"regions":R}, as "B + R = total"; "" for another shape.
std::string score_words(const json& score) {
    if (!score.is_object() || !score.value("bridges", json()).is_number_integer() ||
        !score.value("regions", json()).is_number_integer())
        return "";
    const int bridges = score["bridges"].get<int>();
    const int regions = score["regions"].get<int>();
    return std::to_string(bridges) + " + " + std::to_string(regions) + " = " +
           std::to_string(bridges + regions);
}

using kind = host_flag::value_kind;

constexpr host_flag host_flags[] = {
    {"--position", "N", kind::number, "position", "help.position"},
    {"--position-csv", "FILE", kind::text_file, "position_csv", "help.position_csv"},
    {"--sets", "N", kind::number, "sets", "help.sets"},
    {"--export", "FILE", kind::json_file, "export", "help.export"},
};

} // namespace

// Divided Loyalties' drawing, notation, turn composer, scores and host flags.
const game_ui& divided_loyalties_ui() {
    static const game_ui ui{
        .id = "divided_loyalties",
        .draw_board = &draw_board,
        .read_move = &read_move,
        .write_move = &write_move,
        .seat_marker = &seat_marker,
        .run_command = &run_command,
        .words = divided_loyalties_words(),
        .score_words = &score_words,
        .agreed_end_scored = true,
        .host_flags = host_flags,
    };
    return ui;
}

} // namespace plyroom::client
