#include "grav_game.hpp"

namespace plyroom::core::grav {

namespace {

// "p2": the side name of a seat, as players see it.
std::string side(int seat) {
    return side_name_of(seat);
}

// Joins the words of broken rules into one sentence part.
std::string join(const std::vector<violation>& parts) {
    std::string text;
    for (const violation& part : parts) {
        if (!text.empty())
            text += "; ";
        text += part.words;
    }
    return text;
}

} // namespace

// A new game: empty board, seat 0 to place the first stone.
grav_game::grav_game(const settings& s)
    : settings_(s), grid_(s.size), skips_owed_(static_cast<std::size_t>(s.players), 0),
      resigned_(static_cast<std::size_t>(s.players), false) {}

// Counts the seats still in the game that have passed since the last other move.
int grav_game::pass_count() const {
    int count = 0;
    for (int seat = 0; seat < settings_.players; ++seat)
        if (!resigned(seat) && passed(seat))
            ++count;
    return count;
}

// Counts stones on the board per seat.
std::vector<int> grav_game::stone_counts() const {
    std::vector<int> counts(static_cast<std::size_t>(settings_.players), 0);
    for (int y = 0; y < grid_.size(); ++y)
        for (int x = 0; x < grid_.size(); ++x)
            if (const int seat = grid_.at(x, y); seat != no_stone)
                ++counts[static_cast<std::size_t>(seat)];
    return counts;
}

// Places a stone, judges it, and either refuses (strict room, bonus overclaimed) with nothing
// changed, or keeps it open to a call and moves the turn on unless bonus turns follow.
status grav_game::place(int seat, point p, int bonus, int ply) {
    if (phase_ == grav_phase::penalty_remove)
        return illegal("first remove one of " + side(penalty_against_) + "'s stones");
    if (!grid_.empty(p))
        return illegal(to_string(p) + " is already taken");
    grid_.put(p, seat);
    placement_verdict verdict = judge_placement(grid_, p, last_, settings_);
    if (settings_.strict && !verdict.violations.empty()) {
        grid_.clear(p);
        return illegal("that placement breaks the rules: " + join(verdict.violations));
    }
    if (bonus > verdict.bonus) {
        grid_.clear(p);
        return illegal(verdict.bonus == 0 ? "this placement earns no bonus turn"
                                          : "this placement earns only " +
                                                std::to_string(verdict.bonus) + " bonus turn");
    }
    placements_.push_back(placement_record{p, seat, ply, false});
    last_ = p;
    passed_ = 0;
    last_skipped_.clear();
    if (settings_.strict)
        open_.reset();
    else
        open_ = open_placement{ply, seat, std::move(verdict.violations)};
    bonus_left_ = (kind_ == turn_kind::bonus ? bonus_left_ - 1 : 0) + bonus;
    if (bonus_left_ > 0) {
        kind_ = turn_kind::bonus;
        if (!placement_possible())
            end_turn(); // the owed turns are forfeited
    } else {
        end_turn();
    }
    return std::nullopt;
}

// Passes a regular or given turn; the game ends when every seat still in it has passed.
status grav_game::pass(int seat) {
    if (phase_ == grav_phase::penalty_remove)
        return illegal("first remove one of " + side(penalty_against_) + "'s stones");
    if (kind_ == turn_kind::bonus)
        return illegal("a bonus turn must be a placement: you cannot pass it");
    last_skipped_.clear();
    open_.reset();
    passed_ |= 1U << seat;
    if (all_passed()) {
        finish_by_stones("all_passed");
        return std::nullopt;
    }
    end_turn();
    return std::nullopt;
}

// Removes one of the violator's stones, then gives the caller a turn.
status grav_game::remove(int /*seat*/, point p) {
    if (phase_ != grav_phase::penalty_remove)
        return illegal("there is nothing to remove: removing is only for the penalty after a "
                       "correct Grav! call");
    if (grid_.at(p) != penalty_against_)
        return illegal(to_string(p) + " is not a stone of " + side(penalty_against_));
    grid_.clear(p);
    recompute_last();
    passed_ = 0;
    last_skipped_.clear();
    phase_ = grav_phase::play;
    current_ = penalty_caller_;
    kind_ = turn_kind::given;
    bonus_left_ = 0;
    return std::nullopt;
}

// Judges a call on the open placement: a correct one voids the stone and starts the penalty,
// a wrong one costs the caller a regular turn.
status grav_game::call(int seat, int ply, call_report& report) {
    if (settings_.strict)
        return refusal{refusal_code::unsupported,
                       "this room is strict: the server itself refuses placements that break a "
                       "rule, so there is nothing to call"};
    if (resigned(seat))
        return refusal{refusal_code::not_your_turn, "you have left the game"};
    if (!open_)
        return illegal("no placement is open to a call");
    if (open_->ply != ply)
        return illegal("move " + std::to_string(ply) +
                       " is not open to a call; only the latest placement, move " +
                       std::to_string(open_->ply) + ", is");
    if (open_->seat == seat)
        return illegal("you cannot call Grav! on your own placement");

    const open_placement called = std::move(*open_);
    open_.reset();
    last_skipped_.clear();
    report = call_report{!called.violations.empty(), called.seat, called.violations};
    if (report.correct) {
        // The open placement is always the latest one: any other move closes it.
        placement_record& voided = placements_.back();
        voided.voided = true;
        grid_.clear(voided.at);
        recompute_last();
        bonus_left_ = 0;
        current_ = seat;
        kind_ = turn_kind::given;
        if (grid_.stones_of(called.seat) > 0) {
            phase_ = grav_phase::penalty_remove;
            penalty_caller_ = seat;
            penalty_against_ = called.seat;
        }
        return std::nullopt;
    }
    if (current_ == seat && kind_ == turn_kind::regular && phase_ == grav_phase::play) {
        last_skipped_.push_back(seat);
        move_turn_on_from(seat);
    } else {
        ++skips_owed_[static_cast<std::size_t>(seat)];
    }
    return std::nullopt;
}

// Takes a seat out of the turn order; the last seat left wins.
status grav_game::resign(int seat) {
    if (resigned(seat))
        return illegal("you have already left the game");
    resigned_[static_cast<std::size_t>(seat)] = true;
    passed_ &= ~(1U << seat);
    last_skipped_.clear();
    int left = 0;
    int survivor = 0;
    for (int other = 0; other < settings_.players; ++other)
        if (!resigned(other)) {
            ++left;
            survivor = other;
        }
    if (left == 1) {
        outcome_ = grav_outcome{survivor, "resignation"};
        return std::nullopt;
    }
    if (phase_ == grav_phase::penalty_remove) {
        if (seat == penalty_caller_) {
            phase_ = grav_phase::play;
            kind_ = turn_kind::regular;
            bonus_left_ = 0;
            move_turn_on_from(seat);
        }
    } else if (current_ == seat) {
        end_turn();
    }
    if (phase_ == grav_phase::play && all_passed())
        finish_by_stones("all_passed");
    return std::nullopt;
}

// Whether the seat to move has somewhere to place: any empty point, or in a strict room any
// empty point where the stone would break no rule.
bool grav_game::placement_possible() const {
    if (grid_.empty_count() == 0)
        return false;
    if (!settings_.strict)
        return true;
    grid trial = grid_;
    for (int y = 0; y < trial.size(); ++y)
        for (int x = 0; x < trial.size(); ++x) {
            const point p{x, y};
            if (!trial.empty(p))
                continue;
            trial.put(p, current_);
            const bool breaks = breaks_a_rule(trial, p, last_, settings_);
            trial.clear(p);
            if (!breaks)
                return true;
        }
    return false;
}

// Whether a stone at the empty point p would be accepted now (only strict rooms judge rules).
bool grav_game::placement_allowed(point p) const {
    if (!settings_.strict)
        return true;
    grid trial = grid_;
    trial.put(p, current_);
    return !breaks_a_rule(trial, p, last_, settings_);
}

// The bonus turns a stone at the empty point p would earn.
int grav_game::bonus_for(point p) const {
    grid trial = grid_;
    trial.put(p, current_);
    return symmetry_bonus(trial, p);
}

// Ends the current seat's turn, dropping owed bonus turns, and moves on in seat order.
void grav_game::end_turn() {
    bonus_left_ = 0;
    kind_ = turn_kind::regular;
    move_turn_on_from(current_);
}

// The next seat after `seat` in turn order that is still in the game.
int grav_game::next_in_game(int seat) const {
    for (int k = 1; k <= settings_.players; ++k) {
        const int next = (seat + k) % settings_.players;
        if (!resigned(next))
            return next;
    }
    return seat;
}

// Gives the regular turn to the next seat after `seat`, taking owed skips on the way.
void grav_game::move_turn_on_from(int seat) {
    int next = next_in_game(seat);
    while (skips_owed_[static_cast<std::size_t>(next)] > 0) {
        --skips_owed_[static_cast<std::size_t>(next)];
        last_skipped_.push_back(next);
        next = next_in_game(next);
    }
    current_ = next;
}

// Finds the latest placed stone still on the board. A point's stone always comes from its
// latest placement, so the first non-void placement from the end on an occupied point is it.
void grav_game::recompute_last() {
    last_.reset();
    for (auto it = placements_.rbegin(); it != placements_.rend(); ++it)
        if (!it->voided && !grid_.empty(it->at)) {
            last_ = it->at;
            return;
        }
}

// Whether every seat still in the game has passed since the last move that was not a pass.
bool grav_game::all_passed() const {
    for (int seat = 0; seat < settings_.players; ++seat)
        if (!resigned(seat) && !passed(seat))
            return false;
    return true;
}

// Ends the game: most stones on the board among the seats still in it, ties to the later seat.
void grav_game::finish_by_stones(std::string reason) {
    const std::vector<int> counts = stone_counts();
    int winner = -1;
    for (int seat = 0; seat < settings_.players; ++seat)
        if (!resigned(seat) && (winner < 0 || counts[static_cast<std::size_t>(seat)] >=
                                                  counts[static_cast<std::size_t>(winner)]))
            winner = seat;
    outcome_ = grav_outcome{winner, std::move(reason)};
}

} // namespace plyroom::core::grav
