// A game written down in the shape of PGN (docs/game-text.md): tag pairs, then the numbered
// moves in the game's notation and the result. Written from the stored record that
// /api/games/{id} serves; read back into a match by replaying what it says.
#pragma once

#include "game.hpp"
#include "record.hpp"

#include <cstddef>
#include <memory>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace plyroom::core {

// The game text of a stored game: the JSON of /api/games/{id} ("game", "options", "players",
// "result", "started_at"/"created_at", "game_id", "record"). `site` fills the Site tag.
std::variant<std::string, refusal> write_game_text(const json& stored, std::string_view site);

// Where a game text stops making sense: line and column from 1, and what was expected there.
struct game_text_error {
    std::size_t line = 0;
    std::size_t column = 0;
    std::string expected;

    std::string describe() const; // "line 3, column 7: expected ..."
};

struct read_game {
    std::vector<std::pair<std::string, std::string>> tags; // in the order written
    std::string game;
    json options = json::object();
    // Each seat action as a record entry (record.hpp: a move, a resignation, a game's own
    // action with its fields under "action"), in order, numbered from 1.
    match_record entries;
    std::unique_ptr<match> played; // the match after every entry
};

// Reads a game text, replaying it through the rules; a text that does not read or does not
// replay is refused with where and what was expected. `most_plies` (0: no limit) stops the
// replay after that many moves (a game text cut at a ply).
std::variant<read_game, game_text_error> read_game_text(std::string_view text, int most_plies = 0);

} // namespace plyroom::core
