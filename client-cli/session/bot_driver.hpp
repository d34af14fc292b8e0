// The computer player at the controls of a room_session: after every event it looks at the room
// and, when it is its turn (or the game lets it act out of turn, as with a call on a placement),
// asks the core's AI for an action and sends it through the session like a typed move. Refusals
// lead to a resync and a fresh look; a bot that keeps being refused gives up with a reason.
#pragma once

#include "ai/ai.hpp"
#include "session/room_session.hpp"

#include <chrono>
#include <functional>
#include <memory>
#include <string>

namespace plyroom::client {

class bot_driver {
public:
    // `log` prints one line for a person watching the bot.
    bot_driver(core::ai::level level, std::chrono::milliseconds budget, std::uint64_t seed,
               std::function<void(const std::string&)> log);

    // Looks at the session and acts if there is something to do.
    void step(room_session& session);

    // Actions sent so far (moves and calls).
    int actions() const { return actions_; }

private:
    void announce(const room_session& session);
    void act(room_session& session, int seat, const std::string& key);
    std::chrono::milliseconds thinking_time(const room_session& session, int seat) const;

    core::ai::level level_;
    std::chrono::milliseconds budget_;
    std::uint64_t seed_;
    std::function<void(const std::string&)> log_;
    std::unique_ptr<core::ai::player> player_;
    std::string acted_on_; // the position last acted on; the bot acts once per position
    int refusals_seen_ = 0;
    int failures_ = 0; // refusals since the bot's last accepted action
    int actions_ = 0;
    int last_ply_ = -1;
    bool announced_ = false;
    std::chrono::steady_clock::time_point last_action_{};
    static constexpr std::chrono::milliseconds min_action_gap{60};
};

} // namespace plyroom::client
