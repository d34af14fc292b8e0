// Command-line parsing of `plyroom`: the global options and each command's own arguments.
// Parsing never exits or prints; it returns the parsed value or a one-line reason.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

namespace plyroom::client {

inline constexpr const char* default_server = "ws://127.0.0.1:8080";

// Reads an environment variable; empty optional when unset. Injected so tests control it.
using env_reader = std::function<std::optional<std::string>(const char*)>;

// The options every command takes, wherever they appear on the line.
struct global_options {
    // --server (repeated flags joined by commas), else PLYROOM_SERVER, else default_server:
    // one address or several separated by commas, tried in order.
    std::string server;
    std::string name;        // --name, else the login name
    bool name_given = false; // --name was on the line
    bool help = false;       // --help or -h anywhere
    bool version = false;
    std::optional<std::string> lang; // --lang ko|en; the locale decides when absent
};

// The command line with the global options taken out.
struct command_line {
    global_options global;
    std::vector<std::string> words; // the command, then its own arguments
};

// A reason the command line was refused.
struct usage_error {
    std::string message;
};

std::variant<command_line, usage_error> parse_command_line(const std::vector<std::string>& args,
                                                           const env_reader& env);

// An option whose value is read from a file when the command runs (a game's host_flag): the
// file's text, or the JSON in it.
struct option_file {
    std::string key;
    std::string path;
    bool as_json = false;
};

// The arguments of `plyroom host`.
struct host_request {
    std::string game;
    nlohmann::json options = nlohmann::json::object();
    std::optional<int> seat; // nullopt: random
    bool is_public = true;
    std::optional<std::string> ai; // --ai LEVEL: the server's AI takes the other seats
    std::vector<option_file> files;
    bool rated = false; // --rated: the game changes the players' ratings
};

std::variant<host_request, usage_error> parse_host(const std::vector<std::string>& words);

// `--clock MIN+SEC` ("5+3", "30s+0") as the room option {"initial_ms","increment_ms"}.
std::variant<nlohmann::json, usage_error> parse_clock(std::string_view text);

// The arguments of `plyroom bot`: the AI plays as an ordinary client.
struct bot_request {
    std::string level = "normal";
    int move_ms = 1000;                // --ai-move-ms: thinking time per move
    std::optional<std::uint64_t> seed; // --seed: the AI's random choices; random when absent
    bool host = false;                 // host a room (else join one)
    host_request room;                 // host: the game and its options
    std::string code;                  // join: the room code
};

std::variant<bot_request, usage_error> parse_bot(const std::vector<std::string>& words);

// The arguments of `plyroom rules replay`.
struct replay_request {
    std::string game;
    nlohmann::json options = nlohmann::json::object();
};

std::variant<replay_request, usage_error> parse_replay(const std::vector<std::string>& words);

// A room code as typed ("k7qx2m", " K7QX-2M "): upper-cased, blanks and dashes dropped; a
// usage_error when it is not 6 characters of the code alphabet.
std::variant<std::string, usage_error> parse_room_code(std::string_view text);

// The login name of the user running the client, or "player".
std::string login_name(const env_reader& env);

// The process environment.
std::optional<std::string> process_env(const char* key);

} // namespace plyroom::client
