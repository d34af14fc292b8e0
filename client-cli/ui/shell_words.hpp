// The shell's catalogue in each language (ui/shell_words_en.cpp, ui/shell_words_ko.cpp); read
// through shell_words() in ui/words.hpp.
#pragma once

#include "ui/words.hpp"

#include <span>

namespace plyroom::client {

std::span<const phrase> shell_words_english();
std::span<const phrase> shell_words_korean();

} // namespace plyroom::client
