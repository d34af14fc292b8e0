// The command line's words in each language (cli/help_words_en.cpp, cli/help_words_ko.cpp), key
// for key (a test checks): the --help texts, the usage errors ("usage.*") and the option files'
// errors ("files.*"). Each game's own help lines are in its words ("help.move", "help.options"...).
#pragma once

#include "ui/words.hpp"

#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

namespace plyroom::client {

std::span<const phrase> help_words_english();
std::span<const phrase> help_words_korean();

// Both, as one catalogue, and its text of `key` in the current language (cli/help.cpp).
const catalogue& help_catalogue();
std::string help_words(std::string_view key, std::initializer_list<std::string_view> args = {});

} // namespace plyroom::client
