// Offline rules tools of the client: `plyroom rules perft` and `plyroom rules replay`.
#pragma once

#include <iosfwd>
#include <string_view>

#include <nlohmann/json.hpp>

namespace plyroom::client {

// Prints the number of move sequences of `depth` moves from the start of `game`, and the time
// taken. Returns the process exit code (2 for an unknown game or a bad depth).
int run_perft(std::string_view game, int depth, std::ostream& out, std::ostream& err);

// Replays record entries (one JSON object a line, MOVE plus "seat") read from `in`, printing one
// JSON line per entry and a final {"result":RESULT}. Returns 0 when every entry applied, 1 when
// some were refused or malformed, 2 when the game or options are refused before the replay.
int run_replay(std::string_view game, const nlohmann::json& options, std::istream& in,
               std::ostream& out, std::ostream& err);

} // namespace plyroom::client
