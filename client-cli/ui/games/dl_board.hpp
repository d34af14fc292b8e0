// Drawing a Divided Loyalties BOARD on a character grid: every cell 4 columns wide and 2 rows
// tall, so that the gaps between cells carry the bridges (horizontal, vertical, diagonal) and the
// region borders. Regions are shaded by type in colour (S dark, W medium, G light; a border is
// an unshaded gap), and named by a lower-case s, w or g on empty cells in plain text, with | and
// --- on the borders between regions.
#pragma once

#include "ui/cells.hpp"
#include "ui/style.hpp"

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace plyroom::client::dl {

using json = nlohmann::json;

// What to point out on the board besides its contents.
struct board_marks {
    std::optional<cell> last;         // the stone of the latest turn
    std::optional<cell> draft;        // the stone of the turn being composed
    std::size_t new_bridges = 0;      // the last bridges of the BOARD are the composed turn's
    std::vector<std::size_t> cut_now; // bridges the composed turn would cut
};

// The board with its coordinates: column numbers over it, row numbers on its left.
std::vector<std::string> draw_board_grid(const json& board, const board_marks& marks,
                                         const style& look);

// A stone colour's letter in plain text (B Y R P G O), or '?'.
char colour_letter(std::string_view colour);

// A stone of a colour: a coloured disc, or its letter.
std::string stone_symbol(std::string_view colour, const style& look);

} // namespace plyroom::client::dl
