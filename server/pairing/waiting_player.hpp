// A player waiting in a pool, as one wave of pairing sees it (docs/pairing.md).
#pragma once

#include <optional>
#include <string>

namespace plyroom::server::pairing {

// Ratings a player accepts to be paired with, both ends included.
struct rating_range {
    int min = 0;
    int max = 0;
};

struct waiting_player {
    std::string id; // the player; a wave never seats the same id twice
    int rating = 1500;
    std::optional<rating_range> range; // none: any rating
    int waves_waited = 0;              // waves this player has been left out of so far
};

} // namespace plyroom::server::pairing
