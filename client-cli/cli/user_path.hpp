// File names as a person types them: "~" and "~/..." stand for the home folder (the shell does
// not expand them inside a command typed in the game, nor after "=" in --flag=~/file).
#pragma once

#include "cli/args.hpp"

#include <string>
#include <string_view>

namespace plyroom::client {

// The path with a leading "~" or "~/" replaced by $HOME; unchanged otherwise (or without HOME).
std::string expand_home(std::string_view path, const env_reader& env);

} // namespace plyroom::client
