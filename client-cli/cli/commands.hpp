// Dispatches a `plyroom` command line to the offline tools or the online client.
#pragma once

#include "cli/args.hpp"

#include <iosfwd>
#include <string>
#include <vector>

namespace plyroom::client {

// What an online command asks for.
struct online_request {
    enum class kind { host, join, watch, list, resume, export_game };
    kind what = kind::list;
    host_request host;               // kind::host
    std::string code;                // join, watch; resume when given
    std::optional<std::string> game; // list
    std::optional<bot_request> bot;  // host and join: the AI plays instead of a person
    std::int64_t game_id = 0;        // export_game: the stored game to write down
};

// Runs an online command until it is done; returns the process exit code. Defined with the
// network code (session/online.cpp).
int run_online(const global_options& global, const online_request& request);

// Runs `register NAME`, `login NAME` or `logout` (words[0]); the process exit code. Defined
// with the network code (session/account_commands.cpp).
int run_account(const global_options& global, const std::vector<std::string>& words);

// Runs `profile NAME` and `history [BEFORE]`; the process exit code. Defined with the network
// code (session/player_commands.cpp).
int run_profile(const global_options& global, const std::vector<std::string>& words);
int run_history(const global_options& global, const std::vector<std::string>& words);

// Runs the command line (without the program name); returns the process exit code.
int run_command_line(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                     std::ostream& err, const env_reader& env);

} // namespace plyroom::client
