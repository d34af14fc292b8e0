// The host options whose values come from files (a game's file flags), read when the command
// runs rather than while parsing.
#pragma once

#include "cli/args.hpp"

#include <optional>
#include <string>

namespace plyroom::client {

// Reads the files that host options name into the options; the reason when one cannot be read.
std::optional<std::string> read_option_files(host_request& host);

} // namespace plyroom::client
