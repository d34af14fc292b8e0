// The static evaluation of a Fetlar Hnefatafl position, for the AI's searches.
//
// Terms, each from the attackers' point of view (positive favours the attackers):
// - material: an ordinary defender is worth more than an attacker (fewer, and armed with the
//   king's help);
// - the king's escape: corners it reaches in one move (open lines), corners it reaches in two
//   moves through an edge square, edge squares from which it escapes next move whatever the
//   attackers do (it cannot be captured there), its moves in all, the edge squares among them
//   and whether it stands on an edge already, and its distance to the nearest corner;
// - the king's danger: attackers (and the empty throne) on its four sides, unless it stands
//   on an edge, where it cannot be captured;
// - the corner blockade: attackers on the three squares that seal each corner.
#pragma once

#include "hnefatafl/position.hpp"

namespace plyroom::core::hnefatafl {

// What the evaluation found out about the king's escape routes.
struct king_routes {
    int open_corners = 0;     // corners the king reaches in one move
    int two_move_corners = 0; // further corners reached through an edge square in two moves
    // Edge squares the king reaches in one move and escapes from whatever the attackers do:
    // two corners open from there, or one right beside it.
    int forks = 0;
    int moves = 0;        // the king's legal moves
    int edge_squares = 0; // edge squares among them (corners not counted)
    bool on_edge = false; // the king stands on an edge square, where it cannot be captured
};

// The king's routes to the corners (all zero once the king has been captured).
king_routes find_king_routes(const position& pos);

// The evaluation for the attackers (see above), given the king's routes in `pos`.
int evaluate_for_attackers(const position& pos, const king_routes& routes);

// The evaluation for the side to move.
inline int evaluate(const position& pos, const king_routes& routes) {
    const int value = evaluate_for_attackers(pos, routes);
    return pos.side_to_move() == side::attackers ? value : -value;
}
inline int evaluate(const position& pos) {
    return evaluate(pos, find_king_routes(pos));
}

} // namespace plyroom::core::hnefatafl
