// Divided Loyalties's own words in each language (divided_loyalties_words.cpp), for game_ui::words.
#pragma once

#include "ui/words.hpp"

namespace plyroom::client {

const catalogue& divided_loyalties_words();

} // namespace plyroom::client
