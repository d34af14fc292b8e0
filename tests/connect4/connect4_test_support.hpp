// Helpers shared by the Connect Four tests: create a match and play column strings.
#pragma once

#include "connect4/bitboard.hpp"
#include "registry.hpp"

#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>

#include <gtest/gtest.h>

namespace plyroom::core::connect4_test {

inline std::unique_ptr<match> new_match() {
    creation created = create_match("connect4", json::object());
    return std::move(std::get<std::unique_ptr<match>>(created));
}

inline json column(int value) {
    return json{{"column", value}};
}

// Plays a sequence of 0-based column digits, alternating from whoever is to move; every
// move must be accepted.
inline void play_columns(match& m, std::string_view columns) {
    for (const char digit : columns) {
        const int seat = m.to_move().value();
        const status refused = m.apply(seat, column(digit - '0'));
        ASSERT_FALSE(refused) << "column " << digit << ": " << refused->message;
    }
}

// A random running position: `moves` random discs, with the columns played as digits "1".."7".
struct playout {
    connect4::bitboard board;
    std::string columns;
};

// Plays up to `moves` random discs; nullopt when a disc wins or the board fills first.
inline std::optional<playout> random_playout(std::mt19937_64& rng, int moves) {
    playout out;
    while (out.board.moves() < moves) {
        int c = 0;
        do
            c = static_cast<int>(rng() % connect4::width);
        while (!out.board.can_play(c));
        out.board.play(c);
        out.columns.push_back(static_cast<char>('1' + c));
        if (out.board.last_mover_won())
            return std::nullopt;
    }
    if (out.board.full())
        return std::nullopt;
    return out;
}

} // namespace plyroom::core::connect4_test
