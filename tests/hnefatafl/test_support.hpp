// Small helpers shared by the Hnefatafl tests: squares and moves by name, positions from
// lists of squares, and playing a move that must be legal.
#pragma once

#include "hnefatafl/tafl_game.hpp"

#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

namespace plyroom::core::hnefatafl::test {

// The square named `name`; a bad name fails the test.
inline square sq(std::string_view name) {
    const auto parsed = parse_square(name);
    EXPECT_TRUE(parsed.has_value()) << "bad square name " << name;
    return parsed.value_or(no_square);
}

// The move between two named squares.
inline move mv(std::string_view from, std::string_view to) {
    return move{sq(from), sq(to)};
}

// Splits "c5 c9 d1" into names.
inline std::vector<std::string> names(std::string_view list) {
    std::vector<std::string> result;
    std::size_t start = 0;
    while (start < list.size()) {
        const std::size_t space = list.find(' ', start);
        const std::size_t end = space == std::string_view::npos ? list.size() : space;
        if (end > start)
            result.emplace_back(list.substr(start, end - start));
        start = end + 1;
    }
    return result;
}

// A position with attackers, defenders and the king on the named squares.
inline position place(std::string_view attackers, std::string_view defenders, std::string_view king,
                      side to_move) {
    std::vector<std::string> rows(board_size, std::string(board_size, '.'));
    const auto mark = [&](std::string_view list, char piece) {
        for (const std::string& name : names(list)) {
            const square s = sq(name);
            rows[board_size - 1 - rank_of(s)][file_of(s)] = piece;
        }
    };
    mark(attackers, 'A');
    mark(defenders, 'D');
    mark(king, 'K');
    auto built = position::from_rows(rows, to_move);
    if (const auto* error = std::get_if<std::string>(&built)) {
        ADD_FAILURE() << *error;
        return position::start();
    }
    return std::get<position>(built);
}

// What stands on a named square.
inline cell at(const tafl_game& game, std::string_view name) {
    return game.current().at(sq(name));
}

// Plays a move that must be legal, failing the test (and not playing) otherwise.
inline void play(tafl_game& game, std::string_view from, std::string_view to) {
    const move m = mv(from, to);
    const auto reason = game.why_illegal(m);
    ASSERT_FALSE(reason.has_value()) << from << "-" << to << ": " << reason.value_or("");
    game.play(m);
}

// The reason the move is refused, or "" when it is legal.
inline std::string refusal_of(const tafl_game& game, std::string_view from, std::string_view to) {
    return game.why_illegal(mv(from, to)).value_or("");
}

// A random move that ends games sooner than uniform play, so that many games fit in a
// test: the king takes a corner or the attackers take the king when they can, and half
// the time the king moves or an attacker lands beside the king. `uniform` turns this off.
// `moves` are the game's legal moves.
template <class Random>
move playout_move(const tafl_game& game, const std::vector<move>& moves, Random& random,
                  bool uniform) {
    if (uniform)
        return moves[random() % moves.size()];
    const position& pos = game.current();
    std::vector<move> preferred;
    for (const move m : moves) {
        if (pos.side_to_move() == side::defenders) {
            if (m.from != pos.king())
                continue;
            if (is_corner(m.to))
                return m;
        } else {
            const int gap = std::abs(static_cast<int>(m.to) - static_cast<int>(pos.king()));
            if (gap != 1 && gap != frame_width)
                continue;
            position next = pos;
            undo_info undo;
            next.do_move(m, undo);
            if (next.king_captured())
                return m;
        }
        preferred.push_back(m);
    }
    if (!preferred.empty() && random() % 2 == 0)
        return preferred[random() % preferred.size()];
    return moves[random() % moves.size()];
}

// How many random games a playout test plays: PLYROOM_HNEFATAFL_GAMES when set, else
// `normal`, or a tenth of it under the sanitizers, which run many times slower.
inline int playout_games(int normal) {
    if (const char* text = std::getenv("PLYROOM_HNEFATAFL_GAMES"))
        return std::atoi(text);
#if defined(__SANITIZE_ADDRESS__)
    return normal / 10;
#else
    return normal;
#endif
}

} // namespace plyroom::core::hnefatafl::test
