// A player that picks uniformly among the legal moves: the floor every level builds on, and
// the "random player" the AI tests and match scripts measure against.
#pragma once

#include "ai/ai.hpp"

namespace plyroom::core::ai {

class random_player final : public player {
public:
    explicit random_player(std::uint64_t seed) : rng_state_(seed) {}
    std::optional<action> choose(const match& m, int seat, const limits& /*limits*/) override {
        return random_legal_move(m, seat, rng_state_);
    }

private:
    std::uint64_t rng_state_;
};

} // namespace plyroom::core::ai
