// Computer opponents. Each game supplies its own player (core/<game>/*_ai.cpp); this header is
// the one interface the server, the bot client and the match scripts use.
#pragma once

#include "game.hpp"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

namespace plyroom::core::ai {

enum class level : int { easy, normal, hard };

// "easy" / "normal" / "hard", or nullopt.
std::optional<level> parse_level(std::string_view text);
std::string_view level_name(level l);

// What the AI does: any action of its seat, in the shape every seat's action has.
using action = core::action;

// How long the AI may think. Players check out_of_time() often and answer with their best so
// far; the owner may also cancel (the room closed, the server is stopping).
struct limits {
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
    const std::atomic<bool>* cancelled = nullptr;

    bool out_of_time() const;
    // Limits ending `budget` from now.
    static limits within(std::chrono::milliseconds budget,
                         const std::atomic<bool>* cancelled = nullptr);
    // These limits, ending no later than `most` from now (a short search inside a longer one).
    limits at_most(std::chrono::milliseconds most) const;
};

// How long an AI thinks about a draw offer at most: a short search, not a move's.
inline constexpr std::chrono::milliseconds draw_thinking_time{300};

// One AI opponent. Not shared between threads: each seat gets its own.
class player {
public:
    virtual ~player() = default;
    // What `seat` does now in `m`: its move when it is to move, otherwise possibly one of the
    // game's own actions open out of turn (Grav's call). nullopt: nothing to do. Never returns
    // an illegal action.
    virtual std::optional<action> choose(const match& m, int seat, const limits& limits) = 0;
    // Whether `seat` agrees to end `m` as an agreement does (a draw offer): yes when its own
    // evaluation, after a short search, says the game is even or lost for it; no when it
    // stands better. A player without an evaluation (the random player) plays on.
    virtual bool accepts_draw(const match& /*m*/, int /*seat*/, const limits& /*limits*/) {
        return false;
    }
};

// A player for a game id at a level, or nullptr for a game without one. `seed` drives every
// random choice, so a seeded match replays the same.
std::unique_ptr<player> make_player(std::string_view game_name, level l, std::uint64_t seed);

// Per-game factories, one in each game's folder.
std::unique_ptr<player> make_connect4_player(level l, std::uint64_t seed);
std::unique_ptr<player> make_hnefatafl_player(level l, std::uint64_t seed);
std::unique_ptr<player> make_grav_player(level l, std::uint64_t seed);
std::unique_ptr<player> make_divided_loyalties_player(level l, std::uint64_t seed);

// splitmix64, the generator every level draws its random choices from: a small, fast
// generator whose whole state is one integer.
inline std::uint64_t next_random(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// A uniformly random move from m.legal_moves(), or nullopt when there is none or it is not
// `seat`'s turn. The weakest level of games with a finite move list builds on this.
std::optional<action> random_legal_move(const match& m, int seat, std::uint64_t& rng_state);

} // namespace plyroom::core::ai
