// Plays a two-seat match to its end between two AI players, for the games' AI tests: every
// choice must be accepted, and the seat not to move must choose nothing.
#pragma once

#include "ai/ai.hpp"
#include "game.hpp"

#include <chrono>

#include <gtest/gtest.h>

namespace plyroom::test {

inline void play_to_the_end(core::match& m, core::ai::player& first, core::ai::player& second,
                            std::chrono::milliseconds budget) {
    core::ai::player* seats[2] = {&first, &second};
    while (!m.finished()) {
        const int seat = m.to_move().value();
        const auto chosen = seats[seat]->choose(m, seat, core::ai::limits::within(budget));
        if (!chosen) {
            ADD_FAILURE() << "seat " << seat << " chose nothing at ply " << m.ply();
            return;
        }
        EXPECT_FALSE(seats[1 - seat]->choose(m, 1 - seat, core::ai::limits::within(budget)));
        if (const core::status refused = m.apply(seat, chosen->body)) {
            ADD_FAILURE() << "seat " << seat << " played " << chosen->body.dump() << ": "
                          << refused->message;
            return;
        }
    }
}

} // namespace plyroom::test
