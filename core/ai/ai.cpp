// Level names, time limits, and each game's player from its definition.
#include "ai/ai.hpp"

#include "registry.hpp"

#include <algorithm>

namespace plyroom::core::ai {

// Reads a level name.
std::optional<level> parse_level(std::string_view text) {
    if (text == "easy")
        return level::easy;
    if (text == "normal")
        return level::normal;
    if (text == "hard")
        return level::hard;
    return std::nullopt;
}

// The protocol's name of a level.
std::string_view level_name(level l) {
    switch (l) {
    case level::easy:
        return "easy";
    case level::normal:
        return "normal";
    case level::hard:
        return "hard";
    }
    return "normal";
}

// True once the deadline passed or the owner cancelled.
bool limits::out_of_time() const {
    if (cancelled != nullptr && cancelled->load(std::memory_order_relaxed))
        return true;
    return std::chrono::steady_clock::now() >= deadline;
}

// Limits ending `budget` from now.
limits limits::within(std::chrono::milliseconds budget, const std::atomic<bool>* cancelled) {
    return limits{std::chrono::steady_clock::now() + budget, cancelled};
}

// The earlier of these limits' deadline and `most` from now.
limits limits::at_most(std::chrono::milliseconds most) const {
    return limits{std::min(deadline, std::chrono::steady_clock::now() + most), cancelled};
}

// The player of a game at a level, from the game's one definition.
std::unique_ptr<player> make_player(std::string_view game_name, level l, std::uint64_t seed) {
    const game_definition* game = find_game(game_name);
    return game != nullptr && game->make_ai != nullptr ? game->make_ai(l, seed) : nullptr;
}

// A uniformly random legal move for the seat to move.
std::optional<action> random_legal_move(const match& m, int seat, std::uint64_t& rng_state) {
    if (m.to_move() != seat)
        return std::nullopt;
    std::vector<json> moves = m.legal_moves();
    if (moves.empty())
        return std::nullopt;
    const std::size_t pick = next_random(rng_state) % moves.size();
    return core::action{core::move_kind, std::move(moves[pick])};
}

} // namespace plyroom::core::ai
