// Connect Four's own words in each language (connect4_words.cpp), for game_ui::words.
#pragma once

#include "ui/words.hpp"

namespace plyroom::client {

const catalogue& connect4_words();

} // namespace plyroom::client
