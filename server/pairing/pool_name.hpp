// A pool's name as list_pools gives it (protocol/README.md, Quick pairing pools): the game's id,
// the seats when more than two, the clock as minutes+seconds, and rated or casual.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace plyroom::server::pairing {

struct pool_clock_option {
    std::int64_t initial_ms = 0;
    std::int64_t increment_ms = 0;
};

// "<game>-3+2-rated", "<game>-3p-10+5-casual"; a clock under a whole minute is written in
// decimal minutes ("0.5+0"). Lower case, at most 64 characters for a game id of up to 32.
std::string pool_name(std::string_view game, int players, pool_clock_option clock, bool rated);

} // namespace plyroom::server::pairing
