// `plyroom rules show GAME [--lang ko|en]`: a game's rules for people, printed from the same
// document the browser's rules page draws (core/<game>/rules.json, built in).
#pragma once

#include "cli/args.hpp"

#include <iosfwd>
#include <string>
#include <vector>

namespace plyroom::client {

// The language the terminal asks for, "ko" or "en": the first of LC_ALL, LC_MESSAGES and LANG
// that is set and not empty decides (POSIX order), "ko..." meaning Korean; English otherwise.
std::string terminal_language(const env_reader& env);

// Runs `rules show GAME [--lang ko|en]` (words from "rules" on); returns the exit code.
int run_rules_show(const std::vector<std::string>& words, std::ostream& out, std::ostream& err,
                   const env_reader& env);

} // namespace plyroom::client
