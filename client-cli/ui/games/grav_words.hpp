// Grav's own words in each language (grav_words.cpp), for game_ui::words.
#pragma once

#include "ui/words.hpp"

namespace plyroom::client {

const catalogue& grav_words();

} // namespace plyroom::client
