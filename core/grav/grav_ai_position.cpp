#include "grav_ai_position.hpp"

#include "placement_rules.hpp"

#include <cstdlib>

namespace plyroom::core::grav {

// Copies what every player can see of the game.
ai_position ai_position::of(const grav_game& game) {
    ai_position pos;
    pos.rules = game.rules();
    pos.board = game.board();
    pos.last = game.last();
    pos.to_move = game.to_move();
    pos.bonus_turn = game.kind() == turn_kind::bonus;
    for (int seat = 0; seat < pos.rules.players; ++seat)
        if (!game.resigned(seat))
            pos.in_game |= 1U << seat;
    pos.skips_owed = game.skips_owed();
    pos.stones = game.stone_counts();
    return pos;
}

// Puts the stone on, judges it as the server would, and takes it off.
bool placement_keeps_rules(grid& scratch, point p, const ai_position& pos) {
    scratch.put(p, pos.to_move);
    const bool breaks = breaks_a_rule(scratch, p, pos.last, pos.rules);
    scratch.clear(p);
    return !breaks;
}

namespace {

// Calls visit(p) for every empty point the distance rule allows; stops when it returns true.
template <typename Visit>
bool any_candidate(const ai_position& pos, Visit visit) {
    const int n = pos.board.size();
    if (!pos.last) {
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x)
                if (pos.board.empty(point{x, y}) && visit(point{x, y}))
                    return true;
        return false;
    }
    const point from = *pos.last;
    const int reach = pos.rules.e;
    for (int y = std::max(0, from.y - reach); y <= std::min(n - 1, from.y + reach); ++y) {
        const int rest = reach - std::abs(y - from.y);
        for (int x = std::max(0, from.x - rest); x <= std::min(n - 1, from.x + rest); ++x) {
            const int distance = std::abs(x - from.x) + std::abs(y - from.y);
            if (distance >= pos.rules.d && pos.board.empty(point{x, y}) && visit(point{x, y}))
                return true;
        }
    }
    return false;
}

} // namespace

// Scans the points within reach of the latest stone (the whole board when there is none).
std::vector<point> rule_keeping_placements(const ai_position& pos) {
    std::vector<point> found;
    grid scratch = pos.board;
    any_candidate(pos, [&](point p) {
        if (placement_keeps_rules(scratch, p, pos))
            found.push_back(p);
        return false;
    });
    return found;
}

// Stops at the first placement that keeps the rules.
bool any_rule_keeping_placement(const ai_position& pos) {
    grid scratch = pos.board;
    return any_candidate(pos, [&](point p) { return placement_keeps_rules(scratch, p, pos); });
}

// The next seat still in the game, skipping seats that owe skipped turns.
int next_seat(ai_position& pos, int seat) {
    const int players = pos.rules.players;
    const auto following = [&](int from) {
        for (int k = 1; k <= players; ++k) {
            const int next = (from + k) % players;
            if ((pos.in_game >> next & 1U) != 0)
                return next;
        }
        return from;
    };
    int next = following(seat);
    while (pos.skips_owed[static_cast<std::size_t>(next)] > 0) {
        --pos.skips_owed[static_cast<std::size_t>(next)];
        next = following(next);
    }
    return next;
}

// Places the stone, then either keeps the turn for a bonus placement or hands it on.
bool play_placement(ai_position& pos, point p) {
    const int seat = pos.to_move;
    pos.board.put(p, seat);
    ++pos.stones[static_cast<std::size_t>(seat)];
    pos.last = p;
    if (symmetry_bonus(pos.board, p) > 0 && any_rule_keeping_placement(pos)) {
        pos.bonus_turn = true;
        return true;
    }
    pos.bonus_turn = false;
    pos.to_move = next_seat(pos, seat);
    return false;
}

// Most stones among the seats still in the game; the later seat wins a tie.
int leader(const ai_position& pos) {
    int best = -1;
    for (int seat = 0; seat < pos.rules.players; ++seat)
        if ((pos.in_game >> seat & 1U) != 0 &&
            (best < 0 || pos.stones[static_cast<std::size_t>(seat)] >=
                             pos.stones[static_cast<std::size_t>(best)]))
            best = seat;
    return best;
}

} // namespace plyroom::core::grav
