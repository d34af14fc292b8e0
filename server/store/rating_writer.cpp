#include "rating_writer.hpp"

#include "ratings/game_rating.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace plyroom::server::store {

namespace {

constexpr double millis_per_day = 24.0 * 3600 * 1000;

struct rated_seat {
    std::string player_id;
    std::string game;
    ratings::seat_before_game before;
};

// Writes a seat's rating row with the statement given (the fresh row, or the rating after the
// game): player, game, rating, deviation, volatility, as of `at`.
error write_rating(statement& insert, const rated_seat& seat, const ratings::rating& rating,
                   std::int64_t at) {
    return insert.bind(1, seat.player_id)
        .bind(2, seat.game)
        .bind_real(3, rating.value)
        .bind_real(4, rating.deviation)
        .bind_real(5, rating.volatility)
        .bind(6, at)
        .run();
}

} // namespace

error rating_writer::prepare(database& db) {
    error failed;
    already_rated_ = db.prepare("SELECT count(*) FROM rating_changes WHERE game_id = ?1", failed);
    seats_ = db.prepare("SELECT s.player_id, g.game, g.rated FROM seats s "
                        "JOIN games g ON g.id = s.game_id WHERE s.game_id = ?1 ORDER BY s.seat",
                        failed);
    // On PostgreSQL the rating rows stay locked until the commit, so that two nodes ending games
    // of the same player at once rate one after the other. A player without a rating yet gets
    // a row to lock first: the fresh rating, no game counted, as of this game's end (so no idle
    // days). A second node inserting it waits for the first's commit and then reads its result.
    fresh_ =
        db.prepare("INSERT INTO ratings(player_id, game, rating, deviation, volatility, games, "
                   "rated_at) VALUES(?1, ?2, ?3, ?4, ?5, 0, ?6) "
                   "ON CONFLICT(player_id, game) DO NOTHING",
                   failed);
    current_ = db.prepare(std::string("SELECT rating, deviation, volatility, rated_at FROM ratings "
                                      "WHERE player_id = ?1 AND game = ?2") +
                              (db.kind() == backend::postgresql ? " FOR UPDATE" : ""),
                          failed);
    store_rating_ = db.prepare(
        "INSERT INTO ratings(player_id, game, rating, deviation, volatility, games, rated_at) "
        "VALUES(?1, ?2, ?3, ?4, ?5, 1, ?6) ON CONFLICT(player_id, game) DO UPDATE SET "
        "rating = excluded.rating, deviation = excluded.deviation, "
        "volatility = excluded.volatility, games = ratings.games + 1, "
        "rated_at = excluded.rated_at",
        failed);
    store_change_ = db.prepare(
        "INSERT INTO rating_changes(game_id, seat, player_id, rating_before, deviation_before, "
        "volatility_before, rating_after, deviation_after, volatility_after, created_at) "
        "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
        failed);
    return failed;
}

error rating_writer::write(const game_rated_row& r) {
    const bool counted = already_rated_.bind(1, r.game_id).step();
    const std::int64_t changes = counted ? already_rated_.integer(0) : 0;
    error failed = already_rated_.failure();
    already_rated_.reset();
    if (failed)
        return failed;
    if (changes > 0)
        return std::nullopt;

    std::vector<rated_seat> seats;
    bool created_rated = true;
    seats_.bind(1, r.game_id);
    while (seats_.step()) {
        seats.push_back({seats_.text(0), seats_.text(1), {}});
        created_rated = created_rated && seats_.integer(2) == 1;
    }
    failed = seats_.failure();
    seats_.reset();
    if (failed)
        return failed;
    // Only a game created rated is rated, whatever asks.
    if (!created_rated)
        return std::nullopt;
    if (seats.size() != r.ranks.size() || seats.size() < 2)
        return "game " + std::to_string(r.game_id) + " has " + std::to_string(seats.size()) +
               " seats and " + std::to_string(r.ranks.size()) + " ranks: it cannot be rated";

    const ratings::rating fresh;
    for (rated_seat& seat : seats) {
        if ((failed = write_rating(fresh_, seat, fresh, r.at)))
            return failed;
        if (current_.bind(1, seat.player_id).bind(2, seat.game).step()) {
            seat.before.before = {current_.real(0), current_.real(1), current_.real(2)};
            const auto idle = static_cast<double>(r.at - current_.integer(3)) / millis_per_day;
            seat.before.idle_days = std::max(idle, 0.0);
        }
        failed = current_.failure();
        current_.reset();
        if (failed)
            return failed;
    }

    std::vector<ratings::seat_before_game> before;
    for (const rated_seat& seat : seats)
        before.push_back(seat.before);
    const std::vector<ratings::rating> after = ratings::rate_game(before, r.ranks);
    if (r.changes)
        r.changes->clear(); // a write retried after another row of the batch failed
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const ratings::rating& was = seats[i].before.before;
        const ratings::rating& now = after[i];
        if ((failed = write_rating(store_rating_, seats[i], now, r.at)))
            return failed;
        if ((failed = store_change_.bind(1, r.game_id)
                          .bind(2, static_cast<std::int64_t>(i))
                          .bind(3, seats[i].player_id)
                          .bind_real(4, was.value)
                          .bind_real(5, was.deviation)
                          .bind_real(6, was.volatility)
                          .bind_real(7, now.value)
                          .bind_real(8, now.deviation)
                          .bind_real(9, now.volatility)
                          .bind(10, r.at)
                          .run()))
            return failed;
        if (r.changes)
            r.changes->push_back({static_cast<int>(i), was.value, now.value, now.deviation});
    }
    return std::nullopt;
}

} // namespace plyroom::server::store
