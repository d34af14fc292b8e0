// The writer's part for rated games: inside the transaction that stores a game's end, it reads
// the seats' ratings, rates the game (ratings/game_rating.hpp) and stores the new ratings and
// each seat's change. The changes are keyed by (game, seat), and a game already rated is left
// alone, so a game is rated once whatever is submitted again after a restart or a take-over.
#pragma once

#include "database.hpp"
#include "rows.hpp"

namespace plyroom::server::store {

class rating_writer {
public:
    // Prepares the statements on the writer's connection; the first error if any.
    error prepare(database& db);
    // Runs inside the caller's transaction.
    error write(const game_rated_row& r);

private:
    statement already_rated_, seats_, fresh_, current_, store_rating_, store_change_;
};

} // namespace plyroom::server::store
