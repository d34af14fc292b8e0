#include "ai_seats.hpp"

#include "ai/ai.hpp"
#include "ai/ai_pool.hpp"
#include "metrics.hpp"
#include "random.hpp"
#include "wall_clock.hpp"

#include <algorithm>

#include <spdlog/spdlog.h>

namespace plyroom::server::match {

namespace p = protocol;

ai_seats::ai_seats(const room_state& state, ai::ai_pool* pool, server::metrics& metrics,
                   std::int64_t move_ms, std::function<void(command)> submit,
                   std::function<poster()> hold_room)
    : state_(state), pool_(pool), metrics_(metrics), move_ms_(move_ms), submit_(std::move(submit)),
      hold_room_(std::move(hold_room)) {}

// Whose turn the room's jobs wait for on the pool: its (first) player, so that one player's
// many rooms share one turn among everybody's.
std::string ai_seats::owner() const {
    for (const auto& seat : state_.seats)
        if (seat && !is_ai_player(seat->player_id))
            return seat->player_id;
    return state_.code;
}

bool ai_seats::is_ai(int seat) const {
    return state_.seats[seat] && is_ai_player(state_.seats[seat]->player_id);
}

// The AI seat that should think now: first an AI seat that may act out of turn (a call on the
// latest placement; each is asked once per placement), then the AI seat to move.
std::optional<int> ai_seats::seat_to_ask() const {
    const core::match& m = *state_.game;
    const std::optional<int> mover = m.to_move();
    for (int seat = 0; seat < state_.seat_count(); ++seat) {
        if (seat == mover || !is_ai(seat) || asked_ply_[seat] == m.ply())
            continue;
        if (m.may_act_out_of_turn(seat))
            return seat;
    }
    if (mover && is_ai(*mover))
        return mover;
    return std::nullopt;
}

// The player of an AI seat, made on first use from the level in its player id.
std::shared_ptr<core::ai::player> ai_seats::player_of(int seat) {
    if (players_[seat])
        return players_[seat];
    const auto level = core::ai::parse_level(ai_level_of(state_.seats[seat]->player_id));
    if (!level)
        return nullptr;
    players_[seat] = core::ai::make_player(state_.game->game_name(), *level, random_u64());
    return players_[seat];
}

// The AI seat that answers the open draw offer next, when a person made it and every other
// seat still in the game is an AI (an agreement needs them all); each is asked once per offer.
std::optional<int> ai_seats::seat_to_answer_draw() const {
    if (!state_.draw || is_ai(state_.draw->by))
        return std::nullopt;
    const draw_offer::request& offer = *state_.draw.open();
    std::optional<int> next;
    for (int seat = 0; seat < state_.seat_count(); ++seat) {
        if (seat == offer.by || state_.game->resigned(seat))
            continue;
        if (!is_ai(seat))
            return std::nullopt;
        const bool asked = draw_offer_asked_ == offer.terms.id && draw_asked_.count(seat) != 0;
        if (!next && !asked && offer.accepted.count(seat) == 0)
            next = seat;
    }
    return next;
}

// The seat judges the offer on the pool and answers through the command a player sends.
void ai_seats::judge_draw(int seat) {
    std::shared_ptr<core::ai::player> player = player_of(seat);
    if (!player) {
        spdlog::error("room {}: no AI plays {}", state_.code, state_.game->game_name());
        return;
    }
    const std::int64_t offer_id = state_.draw->terms.id;
    if (draw_offer_asked_ != offer_id) {
        draw_offer_asked_ = offer_id;
        draw_asked_.clear();
    }
    draw_asked_.insert(seat);
    thinking_ = true;
    pool_->judge_draw(owner(), std::move(player), state_.game->clone(), seat,
                      [this, post = hold_room_(), seat, offer_id](bool accepts) {
                          post([this, seat, offer_id, accepts] {
                              thinking_ = false;
                              if (state_.status != room_status::playing || !state_.draw ||
                                  state_.draw->terms.id != offer_id)
                                  return consider(); // the offer lapsed or was withdrawn meanwhile
                              const seat_holder& holder = *state_.seats[seat];
                              metrics_.ai_actions.fetch_add(1, std::memory_order_relaxed);
                              submit_(
                                  command{actor{0, holder.player_id, holder.name, seat}, nullptr,
                                          accepts ? p::client_body{p::accept_draw{state_.code}}
                                                  : p::client_body{p::decline_draw{state_.code}}});
                          });
                      });
}

void ai_seats::consider() {
    if (pool_ == nullptr || state_.status != room_status::playing)
        return;
    if (!state_.takeback)
        accepting_ = false;
    if (state_.takeback && !accepting_) {
        const int other = 1 - state_.takeback->by;
        if (state_.seats[other] && is_ai_player(state_.seats[other]->player_id)) {
            accepting_ = true;
            const seat_holder& holder = *state_.seats[other];
            return submit_(command{actor{0, holder.player_id, holder.name, other}, nullptr,
                                   p::accept_takeback{state_.code}});
        }
    }
    if (thinking_)
        return;
    players_.resize(state_.seats.size());
    asked_ply_.resize(state_.seats.size(), -1);
    if (const std::optional<int> answering = seat_to_answer_draw())
        return judge_draw(*answering);
    const std::optional<int> seat = seat_to_ask();
    if (!seat)
        return;
    std::shared_ptr<core::ai::player> player = player_of(*seat);
    if (!player) {
        spdlog::error("room {}: no AI plays {}", state_.code, state_.game->game_name());
        return;
    }
    if (state_.game->to_move() != seat)
        asked_ply_[*seat] = state_.game->ply();
    thinking_ = true;
    // The AI thinks on its own copy: the room's match changes in place while it thinks.
    std::shared_ptr<const core::match> position = state_.game->clone();
    const std::size_t recorded = state_.record.size();
    pool_->think(
        owner(), std::move(player), std::move(position), *seat,
        [this, post = hold_room_(), seat = *seat, recorded](std::optional<core::action> chosen) {
            post([this, seat, recorded, chosen = std::move(chosen)] {
                thinking_ = false;
                // The position moved on, or a draw offer came that is to be answered first.
                if (state_.record.size() != recorded || seat_to_answer_draw())
                    return consider();
                this->chose(seat, chosen);
            });
        },
        budget(*seat));
}

// An AI seat on the clock thinks at most remaining/20 + increment (protocol/README.md, "Clocks"),
// and never longer than the server's per-move time.
std::chrono::milliseconds ai_seats::budget(int seat) const {
    std::int64_t budget = move_ms_;
    if (state_.clock && state_.clock->running() == seat) {
        const std::int64_t left = state_.clock->left(seat, now_ms());
        budget = std::min(budget, left / 20 + state_.clock->setting().increment_ms);
    }
    return std::chrono::milliseconds(std::max<std::int64_t>(1, budget));
}

// Plays what the AI chose; an AI to move that found nothing plays a random legal move.
void ai_seats::chose(int seat, std::optional<core::action> chosen) {
    if (state_.status != room_status::playing)
        return;
    if (chosen)
        return play(seat, *chosen);
    if (state_.game->to_move() == seat)
        return play_random(seat);
    consider();
}

void ai_seats::play(int seat, const core::action& chosen) {
    const seat_holder& holder = *state_.seats[seat];
    metrics_.ai_actions.fetch_add(1, std::memory_order_relaxed);
    submit_(command{actor{0, holder.player_id, holder.name, seat}, nullptr,
                    p::message_of(state_.code, state_.game->ply(), chosen)});
}

// A random legal move for an AI seat to move, so a failing AI never stalls the game.
void ai_seats::play_random(int seat) {
    std::uint64_t rng = random_u64();
    if (auto fallback = core::ai::random_legal_move(*state_.game, seat, rng)) {
        metrics_.ai_fallbacks.fetch_add(1, std::memory_order_relaxed);
        return play(seat, *fallback);
    }
    spdlog::error("room {}: the AI of seat {} has no move at ply {}", state_.code, seat,
                  state_.game->ply());
}

void ai_seats::refused(int seat, const p::error_message& refusal) {
    spdlog::warn("room {}: the AI of seat {} was refused at ply {}: {}", state_.code, seat,
                 state_.game->ply(), refusal.message);
    if (state_.game->to_move() == seat)
        return play_random(seat);
    consider();
}

} // namespace plyroom::server::match
