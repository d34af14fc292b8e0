// Hnefatafl's own words in each language (hnefatafl_words.cpp), for game_ui::words.
#pragma once

#include "ui/words.hpp"

namespace plyroom::client {

const catalogue& hnefatafl_words();

} // namespace plyroom::client
