#include "tools/rules_tools.hpp"

#include "cli/help_words.hpp"
#include "game_text.hpp"
#include "record.hpp"
#include "registry.hpp"

#include <chrono>
#include <istream>
#include <iterator>
#include <ostream>
#include <sstream>
#include <string>

namespace plyroom::client {

namespace {

using json = nlohmann::json;

// Creates a match with the given options, or prints why it cannot and returns nullptr.
std::unique_ptr<core::match> make_match(std::string_view game, const json& options,
                                        std::ostream& err) {
    core::creation created = core::create_match(game, options);
    if (auto* refused = std::get_if<core::refusal>(&created)) {
        err << "plyroom: " << refused->message << '\n';
        return nullptr;
    }
    return std::move(std::get<std::unique_ptr<core::match>>(created));
}

// One output line for a refused or unreadable input line.
json error_line(int ply, std::size_t line, std::string_view code, std::string_view message) {
    return json{{"ply", ply}, {"ok", false}, {"code", code}, {"message", message}, {"line", line}};
}

// The compact text of a JSON value; invalid UTF-8 is replaced rather than thrown on.
std::string line_of(const json& value) {
    return value.dump(-1, ' ', false, json::error_handler_t::replace);
}

// True when a line holds only blanks.
bool blank(std::string_view line) {
    return line.find_first_not_of(" \t\r") == std::string_view::npos;
}

} // namespace

// Runs the game's perft from its start position and prints the count and the time taken.
int run_perft(std::string_view game, int depth, std::ostream& out, std::ostream& err) {
    if (depth < 0) {
        err << "plyroom: " << help_words("usage.depth_not_negative") << '\n';
        return 2;
    }
    const std::unique_ptr<core::match> start = make_match(game, json::object(), err);
    if (!start)
        return 2;
    const auto began = std::chrono::steady_clock::now();
    const std::uint64_t count = start->perft(depth);
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - began;
    out << "perft " << game << ' ' << depth << ": " << count << '\n';
    out << "time: " << took.count() << " s";
    if (took.count() > 0)
        out << " (" << static_cast<std::uint64_t>(static_cast<double>(count) / took.count())
            << " sequences/s)";
    out << '\n';
    return 0;
}

namespace {

// Replays a game text (core/game_text.hpp), printing a line per entry as run_replay does.
int replay_game_text(std::string_view game, const std::string& text, std::ostream& out,
                     std::ostream& err) {
    auto read = core::read_game_text(text);
    if (auto* failed = std::get_if<core::game_text_error>(&read)) {
        out << line_of(json{{"ok", false},
                            {"code", "bad_text"},
                            {"message", failed->describe()},
                            {"line", failed->line},
                            {"column", failed->column}})
            << '\n';
        return 1;
    }
    const core::read_game& back = std::get<core::read_game>(read);
    if (back.game != game) {
        err << "plyroom: " << help_words("usage.text_of_other_game", {back.game, game}) << '\n';
        return 2;
    }
    const std::unique_ptr<core::match> played = make_match(game, back.options, err);
    if (!played)
        return 2;
    for (const core::record_entry& entry : back.entries) {
        const int ply = played->ply();
        if (core::status refused = core::replay(*played, entry)) {
            out << line_of(
                       error_line(ply, 0, core::refusal_code_name(refused->code), refused->message))
                << '\n';
            return 1;
        }
        out << line_of(json{{"ply", ply}, {"ok", true}, {"state", played->state()}}) << '\n';
    }
    out << line_of(json{{"result", played->result_json()}}) << '\n';
    return 0;
}

} // namespace

// Applies each line as a record entry; a refused or malformed line is reported and skipped.
// Input starting with "[" is a game text instead.
int run_replay(std::string_view game, const json& options, std::istream& input, std::ostream& out,
               std::ostream& err) {
    const std::string whole{std::istreambuf_iterator<char>(input),
                            std::istreambuf_iterator<char>()};
    const std::size_t first = whole.find_first_not_of(" \t\r\n");
    if (first != std::string::npos && whole[first] == '[')
        return replay_game_text(game, whole, out, err);
    std::istringstream in(whole);
    const std::unique_ptr<core::match> played = make_match(game, options, err);
    if (!played)
        return 2;
    bool all_applied = true;
    std::string text;
    std::size_t line_number = 0;
    while (std::getline(in, text)) {
        ++line_number;
        if (blank(text))
            continue;
        const int ply = played->ply();
        const json entry = json::parse(text, nullptr, false);
        if (entry.is_discarded() || !entry.is_object()) {
            const char* why = entry.is_discarded() ? "this line is not valid JSON"
                                                   : "each line must be one JSON object";
            out << line_of(error_line(ply, line_number, "bad_json", why)) << '\n';
            all_applied = false;
            continue;
        }
        if (core::status refused = core::apply_record_entry(*played, entry)) {
            out << line_of(error_line(ply, line_number, core::refusal_code_name(refused->code),
                                      refused->message))
                << '\n';
            all_applied = false;
            continue;
        }
        out << line_of(json{{"ply", ply}, {"ok", true}, {"state", played->state()}}) << '\n';
    }
    out << line_of(json{{"result", played->result_json()}}) << '\n';
    return all_applied ? 0 : 1;
}

} // namespace plyroom::client
