// The turn machinery of one Grav game, free of JSON: placements with bonus turns, passes,
// "Grav!" calls with their penalty phase, skipped turns, resignation and the end
// (core/grav/README.md). grav_match wraps it behind core::match.
//
// Decisions where core/grav/README.md is silent:
// - The turn a correct call gives the caller is an ordinary turn in every way but one: it is
//   never skipped. So the caller may pass in it.
// - A call may be made by any seat still in the game other than the one that placed the
//   stone, whoever is to move; resigned seats cannot call. A placement by a seat that then
//   resigns stays open to a call until the next move.
// - A skipped turn is not a move: it neither counts as a pass nor clears earlier passes.
// - A seat that resigns while it is to move loses the turn (and any bonus turns owed); play
//   goes on with the next seat. If the caller resigns in the penalty phase, the penalty lapses
//   and play goes on from the seat after the caller. If every seat still in the game has
//   already passed when someone resigns, the game ends as if they had all passed.
// - The winner is chosen among the seats still in the game: a seat that resigned gave up.
// - Bonus turns forfeited for want of a placement are forfeited right after the placement
//   that earned them.
#pragma once

#include "game.hpp"
#include "grid.hpp"
#include "placement_rules.hpp"
#include "settings.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace plyroom::core::grav {

enum class grav_phase { play, penalty_remove };

// What kind of turn the seat to move is taking.
enum class turn_kind {
    regular, // an ordinary turn in seat order: may be skipped, may pass
    bonus,   // owed by a symmetric placement: must place
    given,   // given by a correct call: never skipped, may pass
};

// One placement in the order played, kept after it is voided or its stone removed.
struct placement_record {
    point at;
    int seat = 0;
    int ply = 0;
    bool voided = false;
    bool operator==(const placement_record&) const = default;
};

// The placement open to a "Grav!" call. The violations stay private until a call.
struct open_placement {
    int ply = 0;
    int seat = 0;
    std::vector<violation> violations;
    bool operator==(const open_placement&) const = default;
};

// What a call found, as the room reports it.
struct call_report {
    bool correct = false;
    int against = 0;
    std::vector<violation> violations;
};

// How the game ended.
struct grav_outcome {
    int winner = 0;
    std::string reason; // "all_passed" or "resignation"
    bool operator==(const grav_outcome&) const = default;
};

class grav_game {
public:
    explicit grav_game(const settings& s);

    const settings& rules() const { return settings_; }
    const grid& board() const { return grid_; }
    int to_move() const { return current_; }
    grav_phase phase() const { return phase_; }
    turn_kind kind() const { return kind_; }
    int bonus_left() const { return bonus_left_; }
    // The latest placed stone still on the board: the distance rule measures from it.
    std::optional<point> last() const { return last_; }
    const std::optional<open_placement>& open() const { return open_; }
    const std::vector<int>& skips_owed() const { return skips_owed_; }
    // Seats whose turns were skipped when the turn last moved on.
    const std::vector<int>& last_skipped() const { return last_skipped_; }
    bool resigned(int seat) const { return resigned_[static_cast<std::size_t>(seat)]; }
    bool passed(int seat) const { return (passed_ >> seat & 1U) != 0; }
    // Seats still in the game that have passed since the last move that was not a pass.
    int pass_count() const;
    const std::vector<placement_record>& placements() const { return placements_; }
    // In the penalty phase: the seat whose stone is removed.
    int penalty_against() const { return penalty_against_; }
    const std::optional<grav_outcome>& outcome() const { return outcome_; }
    // Stones on the board per seat.
    std::vector<int> stone_counts() const;

    // A placement by the seat to move, declaring `bonus` bonus turns; `ply` is the move's ply.
    status place(int seat, point p, int bonus, int ply);
    status pass(int seat);
    // The caller's removal of one of the violator's stones in the penalty phase.
    status remove(int seat, point p);
    // A "Grav!" call by `seat` on the placement made at `ply`.
    status call(int seat, int ply, call_report& report);
    status resign(int seat);

    // Whether the seat to move could place a stone now (strict rooms: one breaking no rule).
    bool placement_possible() const;
    // Whether a stone at an empty on-board point p would be refused in this room, and its bonus.
    bool placement_allowed(point p) const;
    int bonus_for(point p) const;

    bool operator==(const grav_game&) const = default;

private:
    void end_turn();
    int next_in_game(int seat) const;
    void move_turn_on_from(int seat);
    void recompute_last();
    bool all_passed() const;
    void finish_by_stones(std::string reason);

    settings settings_;
    grid grid_;
    std::vector<placement_record> placements_;
    std::optional<point> last_;
    int current_ = 0;
    turn_kind kind_ = turn_kind::regular;
    int bonus_left_ = 0;
    grav_phase phase_ = grav_phase::play;
    int penalty_caller_ = 0;
    int penalty_against_ = 0;
    std::optional<open_placement> open_;
    std::vector<int> skips_owed_;
    std::vector<int> last_skipped_;
    std::vector<bool> resigned_;
    std::uint32_t passed_ = 0;
    std::optional<grav_outcome> outcome_;
};

} // namespace plyroom::core::grav
