// The connect4 AI players.
#include "ai/ai.hpp"
#include "ai/random_player.hpp"

namespace plyroom::core::ai {

// The connect4 player of a level.
std::unique_ptr<player> make_connect4_player(level /*l*/, std::uint64_t seed) {
    return std::make_unique<random_player>(seed);
}

} // namespace plyroom::core::ai
