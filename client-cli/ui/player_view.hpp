// What `plyroom profile NAME` and `plyroom history` print: a player's page
// (/api/players/{name}) and a page of their games (/api/players/{name}/games), in the client's
// language, each game under its own title.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace plyroom::client {

// The account's name and age, then one line per game: its rating (with `?` while
// provisional) and its games won, drawn and lost.
std::string profile_text(const nlohmann::json& player);

// One line per game, newest first: id, day, game, the player's outcome, the others, the rating
// change, and the replay's address under `site` (http://host:port); then how to see older ones.
std::string history_text(const nlohmann::json& page, const std::string& site);

} // namespace plyroom::client
