// A room's AI seats: which of them has something to do, the player each thinks with, and the
// commands their choices become (checked and stored like anyone's). It runs on the room's
// strand and reads the room's state; the thinking itself runs on the AI pool.
#pragma once

#include "room_logic.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <vector>

namespace plyroom::core::ai {
class player;
}
namespace plyroom::server {
struct metrics;
namespace ai {
class ai_pool;
}
} // namespace plyroom::server

namespace plyroom::server::match {

class ai_seats {
public:
    // Runs a task on the room's strand, keeping the room alive until it has run.
    using poster = std::function<void(std::function<void()>)>;
    // `submit` queues a command on the room; `hold_room` gives a poster for an answer to come.
    ai_seats(const room_state& state, ai::ai_pool* pool, server::metrics& metrics,
             std::int64_t move_ms, std::function<void(command)> submit,
             std::function<poster()> hold_room);

    // Lets an AI seat act if it has something to do: accept a takeback asked of it, answer a
    // draw offer, take an action of the game's own out of turn (a call on the latest move), or
    // move. One job in the pool at a time.
    void consider();
    // The rules refused an AI seat's action: one to move plays a random legal move instead.
    void refused(int seat, const protocol::error_message& refusal);

private:
    bool is_ai(int seat) const;
    std::string owner() const;
    std::optional<int> seat_to_ask() const;
    std::optional<int> seat_to_answer_draw() const;
    void judge_draw(int seat);
    std::shared_ptr<core::ai::player> player_of(int seat);
    std::chrono::milliseconds budget(int seat) const;
    void chose(int seat, std::optional<core::action> chosen);
    void play(int seat, const core::action& chosen);
    void play_random(int seat);

    const room_state& state_;
    ai::ai_pool* pool_; // nullptr: the AI seats never act
    server::metrics& metrics_;
    std::int64_t move_ms_; // the most an AI thinks per move, whatever its clock
    std::function<void(command)> submit_;
    std::function<poster()> hold_room_;
    // Per seat: its player (made on first use) and the ply it was last asked about out of
    // turn, so each placement is offered to each AI seat once.
    std::vector<std::shared_ptr<core::ai::player>> players_;
    std::vector<int> asked_ply_;
    // The draw offer the seats in draw_asked_ were asked about: each AI seat answers it once.
    std::int64_t draw_offer_asked_ = 0;
    std::set<int> draw_asked_;
    bool thinking_ = false;
    bool accepting_ = false; // an acceptance of the open takeback is queued
};

} // namespace plyroom::server::match
