// The --help texts of every `plyroom` command.
#pragma once

#include <string>
#include <string_view>

namespace plyroom::client {

// The help text of a command ("host", "rules perft"); the overview for "" or an unknown one.
// The games, their options and flags come from all_game_uis().
std::string help_text(std::string_view command);

// The one-line version string.
inline constexpr std::string_view version_text = "plyroom 0.1.0";

} // namespace plyroom::client
