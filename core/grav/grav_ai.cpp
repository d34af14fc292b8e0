// The grav AI players.
#include "ai/ai.hpp"
#include "ai/random_player.hpp"

namespace plyroom::core::ai {

// The grav player of a level.
std::unique_ptr<player> make_grav_player(level /*l*/, std::uint64_t seed) {
    return std::make_unique<random_player>(seed);
}

} // namespace plyroom::core::ai
