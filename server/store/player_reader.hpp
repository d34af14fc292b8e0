// What a player's page, their games and a game's leaderboard read (docs/players.md), as the
// JSON that /api/players/{name}, /api/players/{name}/games and /api/leaderboard/{game} answer.
// Each answer is a few index lookups and ranges, bounded in size: the counts come from
// player_results (kept in the commit of each game's end), a page of games is one range of
// seats(player_id, game_id), a leaderboard one range of ratings(game, rating).
#pragma once

#include "database.hpp"

#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace plyroom::server::store {

// Who asks: the stored form of the token the request carried (a player's or an account
// session's), which decides whether a private game is listed.
struct player_page_asker {
    std::optional<std::string> token_hash;
};

// An account's rating in one game.
struct account_rating {
    double value = 0;
    double deviation = 0;
};

class player_reader {
public:
    // Most games one page lists, and the newest rating changes a player's page charts.
    static constexpr int max_page_size = 50;
    static constexpr int history_points = 500;
    // Leaderboard: its length, who is on it (the deviation today below the provisional bound),
    // and how recent their last rated game is.
    static constexpr int leaderboard_size = 100;
    static constexpr std::int64_t leaderboard_window_ms = 30LL * 24 * 3600 * 1000;

    // Prepares the statements on `db` (a reader's connection, which must outlive this).
    error prepare(database& db);

    // The account of that folded user name (accounts::user_name_key): its ratings and counts per
    // game and its newest rating changes; null when no account has it. `now` ages each RD.
    nlohmann::json player(const std::string& name_key, std::int64_t now, error& failed);
    // That account's games whose id is below `before` (none: from the newest), newest first, at
    // most `page_size` of them; a private game only when the asker holds a seat in it. Null
    // when no account has the name.
    nlohmann::json games(const std::string& name_key, std::optional<std::int64_t> before,
                         int page_size, const player_page_asker& asker, error& failed);
    // The best `leaderboard_size` players of `game` who are not provisional and played a rated
    // game in the window before `now`.
    nlohmann::json leaderboard(const std::string& game, std::int64_t now, error& failed);
    // The rating of the account `player_id` in `game`, a new player's when it has played no rated
    // game of it yet (docs/ratings.md); nullopt for a player without an account.
    std::optional<account_rating> rating_of(const std::string& player_id, const std::string& game,
                                            error& failed);

private:
    struct account {
        std::string player_id;
        std::string user_name;
        std::int64_t created_at = 0;
    };
    std::optional<account> find_account(const std::string& name_key, error& failed);
    std::string asker_id(const player_page_asker& asker, error& failed);

    statement account_, ratings_, results_, history_, asker_, games_, leaders_, rating_;
};

} // namespace plyroom::server::store
