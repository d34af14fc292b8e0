// `plyroom rules show GAME [--lang ko|en]`: a game's rules for people, printed from the same
// document the browser's rules page draws (core/<game>/rules.json, built in).
#pragma once

#include "cli/args.hpp"

#include <iosfwd>
#include <string>
#include <vector>

namespace plyroom::client {

// Runs `rules show GAME` (words from "rules" on) in the client's language (the global --lang,
// else the locale); returns the exit code.
int run_rules_show(const std::vector<std::string>& words, std::ostream& out, std::ostream& err);

} // namespace plyroom::client
