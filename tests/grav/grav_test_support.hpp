// Helpers shared by the Grav tests: boards from text, matches with chosen settings, moves.
#pragma once

#include "../support/game_actions.hpp"
#include "grav/grav_match.hpp"
#include "grav/grid.hpp"
#include "grav/settings.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace plyroom::core::grav::testing {

// A board from rows of text, top row first: '.' empty, a digit the seat of a stone. Rows
// shorter than the board are padded with empty points.
inline grid grid_from(int size, const std::vector<std::string>& rows) {
    grid g(size);
    for (int y = 0; y < static_cast<int>(rows.size()); ++y)
        for (int x = 0; x < static_cast<int>(rows[static_cast<std::size_t>(y)].size()); ++x) {
            const char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            if (c >= '0' && c <= '9')
                g.put(point{x, y}, c - '0');
        }
    return g;
}

// Settings under which no placement can break a rule.
inline settings lax_settings(int size = 7, int players = 2) {
    settings s;
    s.size = size;
    s.players = players;
    s.a = 100;
    s.b = 2;
    s.c = 4;
    s.d = 0;
    s.e = 100;
    return s;
}

// Settings where only the distance rule can be broken: each stone 1 or 2 from the latest.
inline settings near_settings(int size = 7, int players = 2) {
    settings s = lax_settings(size, players);
    s.d = 1;
    s.e = 2;
    return s;
}

inline std::unique_ptr<grav_match> new_match(const settings& s) {
    return std::make_unique<grav_match>(s);
}

inline json place(int x, int y) {
    return json{{"place", json::array({x, y})}};
}

inline json place(int x, int y, int bonus) {
    return json{{"place", json::array({x, y})}, {"bonus", bonus}};
}

inline json remove_at(int x, int y) {
    return json{{"remove", json::array({x, y})}};
}

inline json pass() {
    return json{{"pass", true}};
}

// Success, or the refusal's code and words.
inline ::testing::AssertionResult accepted(const status& outcome) {
    if (!outcome)
        return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure()
           << refusal_code_name(outcome->code) << ": " << outcome->message;
}

// The words of a refusal, or "(accepted)" when the action went through.
inline std::string refusal_words(const status& outcome) {
    return outcome ? outcome->message : "(accepted)";
}

// The code of a refusal, or nullopt when the action went through.
inline std::optional<refusal_code> refusal_kind(const status& outcome) {
    return outcome ? std::optional<refusal_code>(outcome->code) : std::nullopt;
}

// Applies a move for the seat to move; the move must be accepted.
inline ::testing::AssertionResult play(match& m, const json& move) {
    if (!m.to_move())
        return ::testing::AssertionFailure() << "the game is over";
    return accepted(m.apply(*m.to_move(), move));
}

// A "Grav!" call by `seat` on the open placement; the call must be accepted.
inline ::testing::AssertionResult call(match& m, int seat, json& report) {
    const json open = m.state()["challengeable"];
    if (open.is_null())
        return ::testing::AssertionFailure() << "no placement is open to a call";
    return accepted(plyroom::test::challenge(m, seat, open["ply"].get<int>(), report));
}

} // namespace plyroom::core::grav::testing
