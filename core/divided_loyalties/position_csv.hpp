// Reading positions from CSV text in the format of the shared positions file:
//
//   position_id,position_name,row,c0,c1,...        (optional header line)
//   7,Pyramid,0,.,.,o,S1,W2,G3,...                  (one line per row of a position)
//
// Token grammar of a cell (surrounding spaces are ignored):
//   "."  void: no stone can ever stand there;
//   "o"  a dot (an off-board cell);
//   any other token names a region ("S1", "W12", "G3", "Lake"): each distinct token is its
//   own region ("S1" and "s1" apart), as the rules say; the first letter only picks the shade
//   a client draws. Empty cells, control characters and names over 32 bytes are refused.
// Other fields: position_id is a whole number 1..999999, position_name is not empty, and row
// counts 0, 1, 2, ... in order within a position. Every row of a position has the same number
// of cells; with a header, no row may have more cells than the header names (c0..cN, which must
// be numbered from 0 in order). A position's rows come together and a position needs at least
// one on-board cell and at most 64 rows and 64 columns. Blank lines are skipped; a field may be
// quoted ("...", with "" for a quote) but may not span lines; a UTF-8 byte order mark is skipped.
#pragma once

#include "position.hpp"

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace plyroom::core::divided_loyalties {

// Where the CSV is wrong: 1-based line and column (a column is a comma-separated field).
struct csv_error {
    int line = 0;
    int column = 0;
    std::string message;
    // "line 3, column 7: ..."
    std::string describe() const;
};

// Every position of a CSV with several positions (each id once), in file order.
std::variant<std::vector<position>, csv_error> parse_positions_csv(std::string_view text);
// The one position of a custom CSV; a second position is an error.
std::variant<position, csv_error> parse_single_position_csv(std::string_view text);

} // namespace plyroom::core::divided_loyalties
