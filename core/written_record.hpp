// The written moves of a stored record (notation.hpp), for /api/games/{id} and game texts.
#pragma once

#include "record.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace plyroom::core {

// The written form of every move entry of `record` (a move later taken back too, written in the
// position it was played in), by index; nullopt for every other entry and for the moves after
// a point where the record no longer replays.
std::vector<std::optional<std::string>> written_moves(std::string_view game, const json& options,
                                                      const match_record& record);

} // namespace plyroom::core
