#include "cli/args.hpp"

#include "cli/help_words.hpp"
#include "registry.hpp"
#include "ui/game_ui.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <pwd.h>
#include <string_view>
#include <unistd.h>

namespace plyroom::client {

namespace {

using json = nlohmann::json;

constexpr std::string_view code_alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

// Splits "--key=value" into key and value; value is empty optional without '='.
std::pair<std::string, std::optional<std::string>> split_flag(const std::string& word) {
    const auto equals = word.find('=');
    if (equals == std::string::npos || !word.starts_with("--"))
        return {word, std::nullopt};
    return {word.substr(0, equals), word.substr(equals + 1)};
}

// The value of a flag: the text after '=' or the next word, which is consumed.
std::optional<std::string> flag_value(const std::vector<std::string>& words, std::size_t& index,
                                      const std::optional<std::string>& inline_value) {
    if (inline_value)
        return inline_value;
    if (index + 1 >= words.size())
        return std::nullopt;
    return words[++index];
}

// An option value: JSON when it reads as a number, boolean, null, array or object, else text.
json option_value(const std::string& text) {
    json parsed = json::parse(text, nullptr, false);
    if (!parsed.is_discarded() && !parsed.is_string())
        return parsed;
    return text;
}

// A seat by its place in the turn order: first..sixth or 1..6.
std::optional<int> seat_of(const std::string& text) {
    static constexpr std::array<std::string_view, 6> names{"first",  "second", "third",
                                                           "fourth", "fifth",  "sixth"};
    for (std::size_t i = 0; i < names.size(); ++i)
        if (text == names[i] || text == std::to_string(i + 1))
            return static_cast<int>(i);
    return std::nullopt;
}

// Whether a text names an AI level.
bool is_level(const std::string& text) {
    return text == "easy" || text == "normal" || text == "hard";
}

// A whole number of at most nine digits, or nullopt.
std::optional<int> whole_number(const std::string& text) {
    if (text.empty() || text.size() > 9 || !std::all_of(text.begin(), text.end(), [](char c) {
            return std::isdigit(static_cast<unsigned char>(c)) != 0;
        }))
        return std::nullopt;
    return std::stoi(text);
}

// A time as typed: minutes ("5", "1.5"), or seconds with "s" ("30s"); nullopt otherwise.
std::optional<std::int64_t> clock_part_ms(std::string text, bool minutes_by_default) {
    bool seconds = !minutes_by_default;
    if (!text.empty() && (text.back() == 's' || text.back() == 'S')) {
        seconds = true;
        text.pop_back();
    }
    const std::size_t dot = text.find('.');
    const std::string whole = text.substr(0, dot);
    const std::string fraction = dot == std::string::npos ? "" : text.substr(dot + 1);
    if (whole.empty() || whole.size() > 6 || fraction.size() > 3 ||
        (dot != std::string::npos && fraction.empty()) ||
        !std::all_of(whole.begin(), whole.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }) ||
        !std::all_of(fraction.begin(), fraction.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }))
        return std::nullopt;
    const std::int64_t unit = seconds ? 1000 : 60'000;
    std::int64_t ms = std::stoll(whole) * unit;
    std::string thousandths = fraction;
    thousandths.resize(3, '0');
    ms += std::stoll(thousandths) * unit / 1000;
    return ms;
}

} // namespace

// Reads MIN+SEC ("5+3", "30s+0", "10"): the initial time in minutes (or seconds with "s") and the
// increment per move in seconds.
std::variant<nlohmann::json, usage_error> parse_clock(std::string_view text) {
    const std::string typed(text);
    const std::size_t plus = typed.find('+');
    const auto initial = clock_part_ms(typed.substr(0, plus), true);
    const auto increment = plus == std::string::npos ? std::optional<std::int64_t>(0)
                                                     : clock_part_ms(typed.substr(plus + 1), false);
    if (!initial || !increment)
        return usage_error{help_words("usage.clock")};
    if (*initial < 1000 || *initial > 10'800'000)
        return usage_error{help_words("usage.clock_initial")};
    if (*increment > 180'000)
        return usage_error{help_words("usage.clock_increment")};
    return nlohmann::json{{"initial_ms", *initial}, {"increment_ms", *increment}};
}

namespace {

// The flag as `ui`'s own, or nullptr.
const host_flag* flag_of(const game_ui& ui, std::string_view name) {
    for (const host_flag& flag : ui.host_flags)
        if (flag.name == name)
            return &flag;
    return nullptr;
}

// The flag as the first game's that takes it on `plyroom host`, or nullptr.
const host_flag* any_game_flag(std::string_view name) {
    for (const game_ui* ui : all_game_uis())
        if (const host_flag* flag = flag_of(*ui, name))
            return flag;
    return nullptr;
}

// The games that take a flag: "a, b".
std::string games_taking(std::string_view name) {
    std::string games;
    for (const game_ui* ui : all_game_uis())
        if (flag_of(*ui, name) != nullptr)
            games += (games.empty() ? "" : ", ") + std::string(ui->id);
    return games;
}

// A game's flag as typed on the line, resolved once the game is known.
struct typed_game_flag {
    std::string name;
    std::optional<std::string> value;
};

// Turns a game's flag into its option (or the file the option is read from) on the request.
std::optional<usage_error> apply_game_flag(const host_flag& flag,
                                           const std::optional<std::string>& value,
                                           host_request& request) {
    const std::string name(flag.name);
    if (flag.kind == host_flag::value_kind::number) {
        const auto number = value ? whole_number(*value) : std::nullopt;
        if (!number)
            return usage_error{help_words("usage.takes_number", {name})};
        request.options[std::string(flag.option)] = *number;
        return std::nullopt;
    }
    if (!value || value->empty())
        return usage_error{help_words("usage.takes_file", {name})};
    request.files.push_back(option_file{std::string(flag.option), *value,
                                        flag.kind == host_flag::value_kind::json_file});
    return std::nullopt;
}

// Applies the game flags of the line: as the named game's own, or, for a game this client does
// not know (the server will say so), as the first game's that takes the flag.
std::optional<usage_error> apply_game_flags(const std::vector<typed_game_flag>& typed,
                                            host_request& request) {
    const game_ui* game = find_game_ui(request.game);
    for (const typed_game_flag& flag : typed) {
        const host_flag* definition =
            game != nullptr ? flag_of(*game, flag.name) : any_game_flag(flag.name);
        if (definition == nullptr)
            return usage_error{help_words("usage.not_its_flag",
                                          {request.game, flag.name, games_taking(flag.name)})};
        if (auto bad = apply_game_flag(*definition, flag.value, request))
            return bad;
    }
    return std::nullopt;
}

} // namespace

// Reads `bot [--level L] [--ai-move-ms N] [--seed N] join CODE | host GAME [host options]`; the
// bot's own flags may stand anywhere after `bot`.
std::variant<bot_request, usage_error> parse_bot(const std::vector<std::string>& words) {
    bot_request request;
    std::vector<std::string> rest;
    for (std::size_t i = 1; i < words.size(); ++i) {
        const auto [flag, inline_value] = split_flag(words[i]);
        if (flag == "--level") {
            const auto value = flag_value(words, i, inline_value);
            if (!value || !is_level(*value))
                return usage_error{help_words("usage.level")};
            request.level = *value;
        } else if (flag == "--ai-move-ms") {
            const auto value = flag_value(words, i, inline_value);
            const auto number = value ? whole_number(*value) : std::nullopt;
            if (!number || *number < 1)
                return usage_error{help_words("usage.ai_move_ms")};
            request.move_ms = *number;
        } else if (flag == "--seed") {
            const auto value = flag_value(words, i, inline_value);
            const auto number = value ? whole_number(*value) : std::nullopt;
            if (!number)
                return usage_error{help_words("usage.seed")};
            request.seed = static_cast<std::uint64_t>(*number);
        } else {
            rest.push_back(words[i]);
        }
    }
    if (rest.empty())
        return usage_error{help_words("usage.bot_what")};
    if (rest[0] == "host") {
        auto host = parse_host(rest);
        if (auto* bad = std::get_if<usage_error>(&host))
            return *bad;
        request.host = true;
        request.room = std::get<host_request>(host);
        return request;
    }
    if (rest[0] == "join") {
        if (rest.size() != 2)
            return usage_error{help_words("usage.bot_which_room")};
        auto code = parse_room_code(rest[1]);
        if (auto* bad = std::get_if<usage_error>(&code))
            return *bad;
        request.code = std::get<std::string>(code);
        return request;
    }
    return usage_error{help_words("usage.bot_not", {rest[0]})};
}

// Takes --server, --name, --lang, --help and --version out of the line, leaving the command words.
std::variant<command_line, usage_error> parse_command_line(const std::vector<std::string>& args,
                                                           const env_reader& env) {
    command_line line;
    std::optional<std::string> server;
    std::optional<std::string> name;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const auto [flag, inline_value] = split_flag(args[i]);
        if (flag == "--help" || flag == "-h") {
            line.global.help = true;
        } else if (flag == "--version") {
            line.global.version = true;
        } else if (flag == "--server") {
            // Repeated flags make a list, tried in order (as commas do).
            const auto value = flag_value(args, i, inline_value);
            if (!value || value->empty())
                return usage_error{help_words("usage.server")};
            server = server ? *server + "," + *value : *value;
        } else if (flag == "--lang") {
            line.global.lang = flag_value(args, i, inline_value);
            if (!line.global.lang || (*line.global.lang != "ko" && *line.global.lang != "en"))
                return usage_error{help_words("usage.lang")};
        } else if (flag == "--name") {
            name = flag_value(args, i, inline_value);
            if (!name || name->empty())
                return usage_error{help_words("usage.name")};
        } else {
            line.words.push_back(args[i]);
        }
    }
    line.global.server = server ? *server : env("PLYROOM_SERVER").value_or(default_server);
    if (line.global.server.empty())
        line.global.server = default_server;
    line.global.name = name ? *name : login_name(env);
    line.global.name_given = name.has_value();
    return line;
}

// Reads `host <game> [--option key=value ...] [--private] [--seat first|second|random]` and the
// game's own flags (game_ui::host_flags).
std::variant<host_request, usage_error> parse_host(const std::vector<std::string>& words) {
    host_request request;
    std::vector<typed_game_flag> game_flags;
    for (std::size_t i = 1; i < words.size(); ++i) {
        const auto [flag, inline_value] = split_flag(words[i]);
        if (flag == "--private") {
            request.is_public = false;
        } else if (flag == "--public") {
            request.is_public = true;
        } else if (flag == "--rated") {
            request.rated = true;
        } else if (flag == "--seat") {
            const auto value = flag_value(words, i, inline_value);
            const auto seat = value ? seat_of(*value) : std::nullopt;
            if (value == "random")
                request.seat = std::nullopt;
            else if (seat)
                request.seat = *seat;
            else
                return usage_error{help_words("usage.seat")};
        } else if (flag == "--ai") {
            const auto value = flag_value(words, i, inline_value);
            if (!value || !is_level(*value))
                return usage_error{help_words("usage.ai")};
            request.ai = *value;
        } else if (flag == "--clock") {
            const auto value = flag_value(words, i, inline_value);
            auto clock = parse_clock(value.value_or(""));
            if (auto* bad = std::get_if<usage_error>(&clock))
                return *bad;
            request.options["clock"] = std::get<nlohmann::json>(clock);
        } else if (any_game_flag(flag) != nullptr) {
            game_flags.push_back(typed_game_flag{flag, flag_value(words, i, inline_value)});
        } else if (flag == "--option" || flag == "-o") {
            const auto value = flag_value(words, i, inline_value);
            const auto equals = value ? value->find('=') : std::string::npos;
            if (equals == std::string::npos || equals == 0)
                return usage_error{help_words("usage.option")};
            request.options[value->substr(0, equals)] = option_value(value->substr(equals + 1));
        } else if (flag.starts_with("-")) {
            return usage_error{help_words("usage.unknown_option", {"host", flag})};
        } else if (request.game.empty()) {
            request.game = words[i];
        } else {
            return usage_error{help_words("usage.unexpected", {"host", words[i]})};
        }
    }
    if (request.game.empty()) {
        const auto uis = all_game_uis();
        return usage_error{
            help_words("usage.host_which_game", {uis.empty() ? "GAME" : uis.front()->id})};
    }
    if (auto bad = apply_game_flags(game_flags, request))
        return *bad;
    return request;
}

// Reads `rules replay <game> [--options JSON]`.
std::variant<replay_request, usage_error> parse_replay(const std::vector<std::string>& words) {
    replay_request request;
    for (std::size_t i = 2; i < words.size(); ++i) {
        const auto [flag, inline_value] = split_flag(words[i]);
        if (flag == "--options") {
            const auto value = flag_value(words, i, inline_value);
            if (!value)
                return usage_error{help_words("usage.options_needed")};
            request.options = json::parse(*value, nullptr, false);
            if (!request.options.is_object())
                return usage_error{help_words("usage.options_object")};
        } else if (flag.starts_with("-")) {
            return usage_error{help_words("usage.unknown_option", {"replay", flag})};
        } else if (request.game.empty()) {
            request.game = words[i];
        } else {
            return usage_error{help_words("usage.unexpected", {"replay", words[i]})};
        }
    }
    if (request.game.empty())
        return usage_error{help_words("usage.replay_which_game", {core::all_games().front().id})};
    return request;
}

// Normalises a typed room code and checks it against the code alphabet.
std::variant<std::string, usage_error> parse_room_code(std::string_view text) {
    std::string code;
    for (const char c : text)
        if (c != ' ' && c != '-' && c != '\t')
            code.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    const bool letters_ok = std::all_of(code.begin(), code.end(), [](char c) {
        return code_alphabet.find(c) != std::string_view::npos;
    });
    if (code.size() != 6 || !letters_ok)
        return usage_error{help_words("usage.room_code", {text})};
    return code;
}

// The user's login name from the environment or the password database.
std::string login_name(const env_reader& env) {
    for (const char* key : {"PLYROOM_NAME", "USER", "LOGNAME"})
        if (auto value = env(key); value && !value->empty())
            return value->substr(0, 32);
    if (const passwd* entry = getpwuid(getuid()); entry != nullptr && entry->pw_name != nullptr)
        return std::string(entry->pw_name).substr(0, 32);
    return "player";
}

// Reads the real process environment.
std::optional<std::string> process_env(const char* key) {
    if (const char* value = std::getenv(key))
        return std::string(value);
    return std::nullopt;
}

} // namespace plyroom::client
