// The player pages' HTTP endpoints (docs/players.md): /api/players/{name},
// /api/players/{name}/games and /api/leaderboard/{game}, each read on a store reader thread.
#pragma once

#include "routes.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace plyroom::server::net {

// GET /api/players/{rest}: `rest` is the user name (percent-encoded), then optionally /games.
// `token_hash` is the stored form of the asker's token, which shows their private games.
std::optional<http_reply> player_api(std::string_view rest, std::string_view query,
                                     std::optional<std::string> token_hash, shared_state& state,
                                     reply_later later);

// GET /api/leaderboard/{game}.
std::optional<http_reply> leaderboard_api(std::string_view game, shared_state& state,
                                          reply_later later);

} // namespace plyroom::server::net
