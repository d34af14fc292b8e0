#include "cli/commands.hpp"

#include "cli/help.hpp"
#include "cli/help_words.hpp"
#include "cli/language.hpp"
#include "cli/option_files.hpp"
#include "tools/rules_show.hpp"
#include "tools/rules_tools.hpp"

#include <charconv>
#include <fstream>
#include <istream>
#include <ostream>
#include <sstream>

namespace plyroom::client {

namespace {

// The help topic named by the command words ("rules perft", "host").
std::string help_topic(const std::vector<std::string>& words) {
    if (words.empty())
        return "";
    if (words[0] == "rules" && words.size() > 1)
        return "rules " + words[1];
    return words[0];
}

// Prints a usage error and returns exit code 2.
int usage(std::ostream& err, std::string_view message) {
    err << help_words("usage.error", {message}) << '\n';
    return 2;
}

// Runs `rules perft` and `rules replay`.
int run_rules(const std::vector<std::string>& words, std::istream& in, std::ostream& out,
              std::ostream& err) {
    if (words.size() < 2)
        return usage(err, help_words("usage.rules_which_tool"));
    if (words[1] == "perft") {
        if (words.size() != 4)
            return usage(err, help_words("usage.perft"));
        int depth = 0;
        const std::string& text = words[3];
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), depth);
        if (error != std::errc{} || end != text.data() + text.size() || depth < 0)
            return usage(err, help_words("usage.depth"));
        return run_perft(words[2], depth, out, err);
    }
    if (words[1] == "replay") {
        auto request = parse_replay(words);
        if (auto* bad = std::get_if<usage_error>(&request))
            return usage(err, bad->message);
        const auto& replay = std::get<replay_request>(request);
        return run_replay(replay.game, replay.options, in, out, err);
    }
    return usage(err, help_words("usage.unknown_tool", {words[1]}));
}

// Builds the request of an online command, or a usage error.
std::variant<online_request, usage_error> online_of(const std::vector<std::string>& words) {
    online_request request;
    const std::string& command = words[0];
    if (command == "host") {
        auto host = parse_host(words);
        if (auto* bad = std::get_if<usage_error>(&host))
            return *bad;
        request.what = online_request::kind::host;
        request.host = std::get<host_request>(host);
        return request;
    }
    if (command == "join" || command == "watch" || command == "resume") {
        request.what = command == "join"    ? online_request::kind::join
                       : command == "watch" ? online_request::kind::watch
                                            : online_request::kind::resume;
        if (words.size() > 2)
            return usage_error{help_words("usage.unexpected", {command, words[2]})};
        if (words.size() < 2) {
            if (command != "resume")
                return usage_error{help_words("usage.which_room", {command})};
            return request;
        }
        auto code = parse_room_code(words[1]);
        if (auto* bad = std::get_if<usage_error>(&code))
            return *bad;
        request.code = std::get<std::string>(code);
        return request;
    }
    if (command == "bot") {
        auto bot = parse_bot(words);
        if (auto* bad = std::get_if<usage_error>(&bot))
            return *bad;
        request.bot = std::get<bot_request>(bot);
        request.what = request.bot->host ? online_request::kind::host : online_request::kind::join;
        request.host = request.bot->room;
        request.code = request.bot->code;
        return request;
    }
    if (command == "export") {
        if (words.size() != 2)
            return usage_error{help_words("usage.export")};
        const std::string& text = words[1];
        const auto [end, error] =
            std::from_chars(text.data(), text.data() + text.size(), request.game_id);
        if (error != std::errc{} || end != text.data() + text.size() || request.game_id < 1)
            return usage_error{help_words("usage.export_id")};
        request.what = online_request::kind::export_game;
        return request;
    }
    if (command == "list") {
        request.what = online_request::kind::list;
        if (words.size() > 2)
            return usage_error{help_words("usage.unexpected", {"list", words[2]})};
        if (words.size() == 2)
            request.game = words[1];
        return request;
    }
    return usage_error{help_words("usage.unknown_command", {command})};
}

} // namespace

// Parses the global options, then runs the command they leave.
int run_command_line(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                     std::ostream& err, const env_reader& env) {
    // The locale's language until --lang is read, so that a bad flag is reported in it.
    set_language(language_of_locale(env));
    auto parsed = parse_command_line(args, env);
    if (auto* bad = std::get_if<usage_error>(&parsed))
        return usage(err, bad->message);
    const command_line& line = std::get<command_line>(parsed);
    set_language(line.global.lang ? language_named(*line.global.lang).value_or(language::english)
                                  : language_of_locale(env));
    if (line.global.version) {
        out << version_text << '\n';
        return 0;
    }
    if (line.global.help || line.words.empty() || line.words[0] == "help") {
        std::vector<std::string> topic = line.words;
        if (!topic.empty() && topic[0] == "help")
            topic.erase(topic.begin());
        out << help_text(help_topic(topic));
        return line.words.empty() && !line.global.help ? 2 : 0;
    }
    if (line.words[0] == "rules" && line.words.size() > 1 && line.words[1] == "show")
        return run_rules_show(line.words, out, err);
    if (line.words[0] == "rules")
        return run_rules(line.words, in, out, err);
    if (line.words[0] == "register" || line.words[0] == "login" || line.words[0] == "logout")
        return run_account(line.global, line.words);
    if (line.words[0] == "profile")
        return run_profile(line.global, line.words);
    if (line.words[0] == "history")
        return run_history(line.global, line.words);
    auto request = online_of(line.words);
    if (auto* bad = std::get_if<usage_error>(&request))
        return usage(err, bad->message);
    online_request& online = std::get<online_request>(request);
    if (auto problem = read_option_files(online.host)) {
        err << "plyroom: " << *problem << '\n';
        return 1;
    }
    return run_online(line.global, online);
}

} // namespace plyroom::client
