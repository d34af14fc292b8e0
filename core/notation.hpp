// A game's written notation for a move ("e5-e8xe9", "d"): one per game, defined in the game's
// own folder and reached through its game_definition, so that the record, the game text and
// both clients write a move the same way and read it back.
#pragma once

#include "game.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace plyroom::core {

struct move_notation {
    // The written form of `move`, a MOVE of this game legal for the seat to move in `before`.
    std::string (*write)(const match& before, const json& move);
    // The MOVE a written move stands for in `before`, or why it cannot be read (bad_request,
    // the message naming what was expected). Reading does not check legality beyond what the
    // notation itself needs; act() does.
    std::variant<json, refusal> (*read)(const match& before, std::string_view text);
    // The position of `now` on one line, in the game's own form (OpenTafl's position string,
    // the solvers' column digits), with the MOVEs played from the start; nullptr: none.
    std::string (*position_line)(const match& now, const std::vector<json>& played) = nullptr;
};

// The written form of a move of `before`'s game, or its MOVE JSON when the game has none.
std::string write_move(const match& before, const json& move);
// The MOVE a written move stands for in `before`'s game.
std::variant<json, refusal> read_move(const match& before, std::string_view text);

// A grid point written as its column in letters (a..z, then aa, ab, ...) and its row from 1:
// {0,0} is "a1", {28,4} is "ac5". The games that use it say which way their rows count.
std::string grid_point_name(int column, int row);
// Reads such a point at `at`, moving past it; nullopt (and `at` unchanged) when none is there.
std::optional<std::pair<int, int>> read_grid_point(std::string_view text, std::size_t& at);

// "expected <what> at column <at+1> of \"<text>\"": the refusal of a written move.
refusal expected_at(std::string_view what, std::string_view text, std::size_t at);

} // namespace plyroom::core
