// The rules of Divided Loyalties as a value with no JSON: stones, bridges, stocks, sets, score.
//
// A turn is one placement then zero or more bridges, checked in order and applied all or
// nothing (play()). The step functions place()/add_bridge()/end_turn()/pass() compose the same
// turn piece by piece for a client or an AI; each step either applies fully or refuses and
// changes nothing, and only end_turn()/pass() hand the move to the other side.
//
// Decisions where the rules are silent:
// - A bridge is stored with its ends in reading order (top row first, then left to right),
//   whichever order the player named them in.
// - Passing is a turn the player sends; it is allowed only with no stones left or no legal
//   placement. The game ends all_passed after two passes in a row, and all_placed when, after
//   dealing, neither player holds a stone.
// - Sets are dealt at the end of every turn (passes included) to each player whose stock is
//   empty, while that player has been dealt fewer than the position's sets.
// - A stone on a dot is allowed when some bridge through it would be valid with the board as it
//   stands when the stone is placed (before this turn's bridges); the turn must then end with
//   the stone inside an uncut bridge (an end or an inner stone).
// - The inventory lists the five colours a player ever receives, zeros included.
#pragma once

#include "bridge_line.hpp"
#include "colors.hpp"
#include "position.hpp"

#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace plyroom::core::divided_loyalties {

struct bridge {
    bridge_line line;
    bridge_owner owner = bridge_owner::red;
    int by = 0;       // the seat that made it
    bool cut = false; // a cut bridge scores nothing but still blocks

    bool scoring() const { return owner != bridge_owner::red; }
    bool operator==(const bridge&) const = default;
};

// Points of one player, shown apart; the total decides.
struct score {
    int bridges = 0; // 1 per uncut scoring 3-bridge, 2 per 4-bridge
    int regions = 0; // regions holding an inner stone of one of the player's uncut bridges
    int total() const { return bridges + regions; }
    bool operator==(const score&) const = default;
};

struct placement {
    coord cell;
    color stone = color::blue;
    bool operator==(const placement&) const = default;
};

// A bridge named by its two end stones, in either order.
struct bridge_request {
    coord from;
    coord to;
    bool operator==(const bridge_request&) const = default;
};

// A whole turn: a placement and its bridges, or a pass (no placement).
struct turn {
    std::optional<placement> place;
    std::vector<bridge_request> bridges;
    bool operator==(const turn&) const = default;
};

enum class end_reason : std::uint8_t { none, all_placed, all_passed };

// Why a turn or step was refused: malformed (e.g. a cell off the grid) or against the rules.
struct turn_error {
    bool malformed = false;
    std::string message;
};

// The first bridge rule a line breaks, in numbers; bridge_rules.cpp puts it into words.
struct bridge_fault {
    enum class rule : std::uint8_t {
        missing_stone,    // position `at` along the line holds no stone
        not_through,      // the line misses this turn's stone (or none was placed)
        equal_neighbours, // positions `at` and `at + 1` hold the same colour
        mixed_groups,     // `at` is outside the player's group, `second` outside Red+
        shares_stones,    // shares `second` stones with bridge `other`
        crosses,          // conflicts with bridge `other`, which it may not cut
    };
    rule broken = rule::missing_stone;
    int at = 0;
    int second = 0;
    int other = 0;
};

// What an accepted bridge would be: its line, its owner and the scoring bridges it cuts.
struct bridge_plan {
    bridge_line line;
    bridge_owner owner = bridge_owner::red;
    std::array<int, 8> cuts{}; // indices into bridges()
    int cut_count = 0;
};

class game_state {
public:
    // A new game on the position with `sets` sets (each player is dealt the first one).
    game_state(std::shared_ptr<const position> board, int sets);

    const position& board() const { return *board_; }
    const std::shared_ptr<const position>& board_ptr() const { return board_; }
    int sets() const { return sets_; }
    // The seat to play: 0 (blue) or 1 (yellow).
    int to_move() const { return to_move_; }
    end_reason ended() const { return ended_; }
    bool over() const { return ended_ != end_reason::none; }
    int passes_in_row() const { return passes_in_row_; }
    int turns_played() const { return turns_played_; }
    // The stone on a cell index, if any.
    std::optional<color> stone_at(int cell) const;
    const std::vector<bridge>& bridges() const { return bridges_; }
    const stock& inventory(int seat) const { return stocks_[static_cast<std::size_t>(seat)]; }
    int stones_left(int seat) const;
    // How many sets the seat has received so far (k of "set k of n").
    int sets_dealt(int seat) const { return sets_dealt_[static_cast<std::size_t>(seat)]; }
    // The score kept up to date as bridges are made and cut.
    const score& score_of(int seat) const { return scores_[static_cast<std::size_t>(seat)]; }
    // The cell index of the stone placed in the turn being composed, or -1.
    int placed_cell() const { return placed_cell_; }

    // Plays a whole turn for the side to move, or refuses it and changes nothing.
    std::optional<turn_error> play(const turn& whole);

    // Places the turn's stone (step 1 of a turn).
    std::optional<turn_error> place(placement stone);
    // Forms one bridge through this turn's stone (step 2, repeatable).
    std::optional<turn_error> add_bridge(bridge_request request);
    // Checks the dot rule and hands the move over, dealing sets and detecting the end.
    std::optional<turn_error> end_turn();
    // Passes the whole turn: only with no stones left or no legal placement.
    std::optional<turn_error> pass();

    // Whether the bridge would be accepted now in the turn being composed, and what it would do.
    std::variant<bridge_plan, std::string> check_bridge(bridge_request request) const;
    // Every bridge that add_bridge() would accept now (all go through this turn's stone).
    std::vector<bridge_request> valid_bridges() const;
    // Every placement place() would accept now for the side to move.
    std::vector<placement> legal_placements() const;
    // True when the seat holds a stone that may be placed somewhere now.
    bool has_legal_placement(int seat) const;

    // Equal states: the same position object, stones, bridges, stocks, sets, scores and turn.
    bool operator==(const game_state&) const = default;

private:
    // A stone imagined on a cell, to test a dot placement before making it.
    struct overlay {
        int cell = -1;
        color stone = color::blue;
    };

    std::variant<bridge_plan, bridge_fault> judge(const bridge_line& line, int seat, int through,
                                                  overlay extra) const;
    std::string explain(const bridge_line& line, int seat, const bridge_fault& fault) const;
    bool dot_bridge_possible(int seat, int dot, color stone) const;
    std::string place_refusal(int seat, placement stone) const;
    void apply_plan(const bridge_plan& plan, int seat);
    void add_points(const bridge& made, int sign);
    void deal();
    void close_turn(bool passed);

    std::shared_ptr<const position> board_;
    int sets_ = 3;
    int to_move_ = 0;
    end_reason ended_ = end_reason::none;
    int passes_in_row_ = 0;
    int turns_played_ = 0;
    int placed_cell_ = -1;
    std::vector<std::int8_t> stones_; // color by cell index, -1 when empty
    std::vector<bridge> bridges_;
    std::array<stock, side_count> stocks_{};
    std::array<int, side_count> sets_dealt_{};
    std::array<score, side_count> scores_{};
    // Per seat and region: how many (uncut scoring bridge, inner stone) pairs claim the region.
    std::array<std::vector<int>, side_count> region_claims_;
};

// The score of a seat recomputed from the bridges alone (the check of the kept score).
score recompute_score(const game_state& state, int seat);

} // namespace plyroom::core::divided_loyalties
