#include "dl_ai_lines.hpp"

#include <array>
#include <variant>

namespace plyroom::core::divided_loyalties {

// Walks every start cell, direction and length, keeping the lines whose cells are all usable.
line_table lines_of(const position& board) {
    line_table table;
    table.through.resize(static_cast<std::size_t>(board.cell_count()));
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        if (board.kind(cell) == cell_kind::none)
            continue;
        const coord first = board.at(cell);
        for (const coord step : line_directions) {
            for (int length = 3; length <= 4; ++length) {
                const coord last{first.x + (length - 1) * step.x, first.y + (length - 1) * step.y};
                if (!board.contains(last))
                    continue;
                auto made = make_line(board, first, last);
                const auto* line = std::get_if<bridge_line>(&made);
                if (line == nullptr)
                    continue;
                bool usable = true;
                for (int i = 0; i < line->length && usable; ++i)
                    usable =
                        board.kind(line->cells[static_cast<std::size_t>(i)]) != cell_kind::none;
                if (!usable)
                    continue;
                for (int i = 0; i < line->length; ++i)
                    table
                        .through[static_cast<std::size_t>(line->cells[static_cast<std::size_t>(i)])]
                        .push_back(static_cast<int>(table.lines.size()));
                table.lines.push_back(*line);
            }
        }
    }
    return table;
}

} // namespace plyroom::core::divided_loyalties
