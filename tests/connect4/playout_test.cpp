// Random playouts with fixed seeds, checking the invariants every game must keep.
#include "connect4_test_support.hpp"
#include "record.hpp"

#include <cstdlib>
#include <random>

namespace plyroom::core::connect4_test {
namespace {

int playout_count() {
    // Sanitizer builds are slower; PLYROOM_PLAYOUTS lets CI choose.
    if (const char* configured = std::getenv("PLYROOM_PLAYOUTS"))
        return std::atoi(configured);
    return 3000;
}

TEST(Connect4Playouts, InvariantsHoldOverRandomGames) {
    std::mt19937_64 rng(20261129);
    for (int game = 0; game < playout_count(); ++game) {
        auto m = new_match();
        std::vector<int> record;
        while (!m->finished()) {
            ASSERT_LE(m->ply(), 42) << "a game must end within 42 moves";
            const int seat = m->to_move().value();

            // A move by the wrong seat and a random full or off-board column are refused
            // and change nothing.
            const json before = m->state();
            EXPECT_TRUE(m->apply(1 - seat, column(0)));
            const int probe = static_cast<int>(rng() % 9) - 1;
            const auto legal = m->legal_moves();
            const bool probe_legal =
                std::find(legal.begin(), legal.end(), column(probe)) != legal.end();
            if (!probe_legal) {
                EXPECT_TRUE(m->apply(seat, column(probe)));
            }
            EXPECT_EQ(m->state(), before);

            const json& chosen = legal[rng() % legal.size()];
            ASSERT_FALSE(m->apply(seat, chosen));
            record.push_back(chosen["column"].get<int>());
            EXPECT_EQ(m->ply(), static_cast<int>(record.size()));
        }

        // Replaying the record through a fresh match rebuilds the same state.
        auto replayed = new_match();
        for (std::size_t ply = 0; ply < record.size(); ++ply) {
            json entry = column(record[ply]);
            entry["seat"] = static_cast<int>(ply % 2);
            ASSERT_FALSE(apply_record_entry(*replayed, entry));
        }
        EXPECT_EQ(replayed->state(), m->state());
        EXPECT_EQ(replayed->result(), m->result());
    }
}

} // namespace
} // namespace plyroom::core::connect4_test
