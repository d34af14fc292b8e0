// How good it is to seat two waiting players together (docs/pairing.md: the scoring).
#pragma once

#include "pairing/waiting_player.hpp"

#include <compare>
#include <cstdint>

namespace plyroom::server::pairing {

// Points a player's pairs gain for each wave the player has been left out of. It makes a
// player who waits preferred, wave after wave, over one who just came, so nobody waits forever
// while a compatible partner is there.
inline constexpr int bonus_per_wave = 25;

int waiting_bonus(const waiting_player& player);

// Each one's rating is in the other's range (a player without a range accepts anyone), and
// they are two different players.
bool compatible(const waiting_player& a, const waiting_player& b);

// waiting_bonus(a) + waiting_bonus(b) - |a.rating - b.rating|: higher is better.
std::int64_t pair_score(const waiting_player& a, const waiting_player& b);

// The worth of a wave's pairs: more pairs first, then the larger sum of pair scores.
struct wave_score {
    int pairs = 0;
    std::int64_t total = 0;

    friend auto operator<=>(const wave_score&, const wave_score&) = default;
    wave_score plus(const waiting_player& a, const waiting_player& b) const {
        return {pairs + 1, total + pair_score(a, b)};
    }
};

} // namespace plyroom::server::pairing
