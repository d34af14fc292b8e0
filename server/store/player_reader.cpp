#include "player_reader.hpp"

#include "ratings/glicko2.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace plyroom::server::store {

namespace {

using json = nlohmann::json;

constexpr double idle_day_ms = 24.0 * 3600 * 1000;

// A stored JSON column as JSON, or null when it is NULL or no longer parses.
json parsed_or_null(const std::optional<std::string>& text) {
    if (!text)
        return nullptr;
    json value = json::parse(*text, nullptr, false);
    return value.is_discarded() ? json(nullptr) : value;
}

// A rating as pages show it: a whole number.
std::int64_t rounded(double value) {
    return std::llround(value);
}

// A stored rating as of `now`: its deviation grown by the days since its last rated game.
ratings::rating today(const statement& query, int first_column, std::int64_t rated_at,
                      std::int64_t now) {
    const ratings::rating stored{query.real(first_column), query.real(first_column + 1),
                                 query.real(first_column + 2)};
    const double idle = static_cast<double>(now - rated_at) / idle_day_ms;
    return ratings::after_idle_days(stored, std::max(idle, 0.0));
}

// Steps `query` to its end, handing each row to `each`; the query's failure if any.
template <typename Each>
error each_row(statement& query, Each each) {
    while (query.step())
        each(query);
    error failed = query.failure();
    query.reset();
    return failed;
}

// A listed game from a row of games_, its seats still to come.
json game_entry(const statement& found_row) {
    json change = nullptr;
    if (found_row.optional_text(9))
        change = {{"before", rounded(found_row.real(9))}, {"after", rounded(found_row.real(10))}};
    const auto finished_at = found_row.optional_integer(8);
    return {{"game_id", found_row.integer(0)},
            {"game", found_row.text(1)},
            {"status", found_row.text(2)},
            {"public", found_row.integer(3) != 0},
            {"rated", found_row.integer(4) != 0},
            {"seat", found_row.integer(5)},
            {"result", parsed_or_null(found_row.optional_text(6))},
            {"created_at", found_row.integer(7)},
            {"finished_at", finished_at ? json(*finished_at) : json(nullptr)},
            {"rating_change", std::move(change)},
            {"seats", json::array()}};
}

} // namespace

error player_reader::prepare(database& db) {
    error failed;
    account_ = db.prepare(
        "SELECT player_id, user_name, created_at FROM accounts WHERE name_key = ?1", failed);
    ratings_ = db.prepare("SELECT game, rating, deviation, volatility, rated_at, games "
                          "FROM ratings WHERE player_id = ?1 AND games > 0",
                          failed);
    results_ = db.prepare(
        "SELECT game, games, wins, draws, losses FROM player_results WHERE player_id = ?1", failed);
    history_ = db.prepare("SELECT g.game, c.game_id, c.created_at, c.rating_after "
                          "FROM rating_changes c JOIN games g ON g.id = c.game_id "
                          "WHERE c.player_id = ?1 ORDER BY c.created_at DESC LIMIT " +
                              std::to_string(history_points),
                          failed);
    asker_ = db.prepare("SELECT id FROM players WHERE token_hash = ?1 UNION ALL "
                        "SELECT player_id FROM account_sessions WHERE token_hash = ?1",
                        failed);
    // One range of seats_player, newest first (a private game only for whoever holds a seat in
    // it; ?3: the asker's player id, or none), then every seat of those games: one row per
    // seat, a game's rows together.
    games_ = db.prepare(
        "SELECT g.id, g.game, g.status, g.public, g.rated, page.seat, g.result, g.created_at, "
        "g.finished_at, c.rating_before, c.rating_after, o.seat, p.name, a.user_name FROM "
        "(SELECT s.game_id, s.seat FROM seats s JOIN games g ON g.id = s.game_id "
        "WHERE s.player_id = ?1 AND s.game_id < ?2 AND (g.public = 1 OR EXISTS "
        "(SELECT 1 FROM seats v WHERE v.game_id = s.game_id AND v.player_id = ?3)) "
        "ORDER BY s.game_id DESC LIMIT ?4) page "
        "JOIN games g ON g.id = page.game_id "
        "JOIN seats o ON o.game_id = page.game_id "
        "JOIN players p ON p.id = o.player_id "
        "LEFT JOIN accounts a ON a.player_id = o.player_id "
        "LEFT JOIN rating_changes c ON c.game_id = page.game_id AND c.seat = page.seat "
        "ORDER BY page.game_id DESC, o.seat",
        failed);
    // From the top of ratings_leaderboard down; the deviation stored is a lower bound of
    // today's, so the rows past the bound are skipped here and the rest aged in leaderboard().
    leaders_ = db.prepare("SELECT a.user_name, r.rating, r.deviation, r.volatility, r.rated_at, "
                          "r.games FROM ratings r JOIN accounts a ON a.player_id = r.player_id "
                          "WHERE r.game = ?1 AND r.deviation < ?2 AND r.rated_at >= ?3 "
                          "ORDER BY r.rating DESC",
                          failed);
    // ?3, ?4: a new player's rating and deviation, for an account with no rated game of `game`.
    rating_ = db.prepare("SELECT COALESCE(r.rating, ?3), COALESCE(r.deviation, ?4) FROM accounts a "
                         "LEFT JOIN ratings r ON r.player_id = a.player_id AND r.game = ?2 "
                         "WHERE a.player_id = ?1",
                         failed);
    return failed;
}

std::optional<player_reader::account> player_reader::find_account(const std::string& name_key,
                                                                  error& failed) {
    std::optional<account> found;
    failed = each_row(account_.bind(1, name_key), [&](const statement& found_row) {
        found = account{found_row.text(0), found_row.text(1), found_row.integer(2)};
    });
    return failed ? std::nullopt : found;
}

json player_reader::player(const std::string& name_key, std::int64_t now, error& failed) {
    const std::optional<account> found = find_account(name_key, failed);
    if (!found)
        return nullptr;
    // One entry per game the player has counts or a rating in, in the games' id order.
    std::map<std::string, json> per_game;
    const auto entry = [&](const std::string& game) -> json& {
        json& e = per_game[game];
        if (e.is_null())
            e = {{"game", game}, {"games", 0},  {"wins", 0},
                 {"draws", 0},   {"losses", 0}, {"rating", nullptr}};
        return e;
    };
    failed = each_row(results_.bind(1, found->player_id), [&](const statement& found_row) {
        json& e = entry(found_row.text(0));
        e["games"] = found_row.integer(1);
        e["wins"] = found_row.integer(2);
        e["draws"] = found_row.integer(3);
        e["losses"] = found_row.integer(4);
    });
    if (failed)
        return nullptr;
    failed = each_row(ratings_.bind(1, found->player_id), [&](const statement& found_row) {
        const ratings::rating now_rating = today(found_row, 1, found_row.integer(4), now);
        entry(found_row.text(0))["rating"] = {{"rating", rounded(now_rating.value)},
                                              {"deviation", rounded(now_rating.deviation)},
                                              {"provisional", ratings::is_provisional(now_rating)},
                                              {"rated_games", found_row.integer(5)}};
    });
    if (failed)
        return nullptr;
    json history = json::array();
    failed = each_row(history_.bind(1, found->player_id), [&](const statement& found_row) {
        history.push_back({{"game", found_row.text(0)},
                           {"game_id", found_row.integer(1)},
                           {"at", found_row.integer(2)},
                           {"rating", rounded(found_row.real(3))}});
    });
    if (failed)
        return nullptr;
    std::reverse(history.begin(), history.end()); // oldest first, as a chart draws them
    json games = json::array();
    for (auto& [game, e] : per_game)
        games.push_back(std::move(e));
    return {{"user_name", found->user_name},
            {"created_at", found->created_at},
            {"games", std::move(games)},
            {"rating_history", std::move(history)}};
}

std::string player_reader::asker_id(const player_page_asker& asker, error& failed) {
    std::string id;
    if (asker.token_hash)
        failed = each_row(asker_.bind(1, *asker.token_hash),
                          [&](const statement& found_row) { id = found_row.text(0); });
    return id;
}

json player_reader::games(const std::string& name_key, std::optional<std::int64_t> before,
                          int page_size, const player_page_asker& asker, error& failed) {
    const std::optional<account> found = find_account(name_key, failed);
    if (!found)
        return nullptr;
    const std::string asking = asker_id(asker, failed);
    if (failed)
        return nullptr;
    page_size = std::clamp(page_size, 1, max_page_size);
    json listed = json::array();
    // One more than the page, to say whether another follows.
    failed = each_row(
        games_.bind(1, found->player_id)
            .bind(2, before.value_or(std::numeric_limits<std::int64_t>::max()))
            .bind(3, asking)
            .bind(4, std::int64_t{page_size + 1}),
        [&](const statement& found_row) {
            const std::int64_t id = found_row.integer(0);
            if (listed.empty() || listed.back()["game_id"] != id)
                listed.push_back(game_entry(found_row));
            listed.back()["seats"].push_back(
                {{"seat", found_row.integer(11)},
                 {"name", found_row.text(12)},
                 {"user_name", found_row.optional_text(13) ? json(*found_row.optional_text(13))
                                                           : json(nullptr)}});
        });
    if (failed)
        return nullptr;
    json next = nullptr;
    if (listed.size() > static_cast<std::size_t>(page_size)) {
        listed.erase(listed.end() - 1);
        next = listed.back()["game_id"];
    }
    return {{"user_name", found->user_name}, {"games", std::move(listed)}, {"next_before", next}};
}

json player_reader::leaderboard(const std::string& game, std::int64_t now, error& failed) {
    json players = json::array();
    leaders_.bind(1, game)
        .bind_real(2, ratings::provisional_deviation)
        .bind(3, now - leaderboard_window_ms);
    while (players.size() < static_cast<std::size_t>(leaderboard_size) && leaders_.step()) {
        const ratings::rating now_rating = today(leaders_, 1, leaders_.integer(4), now);
        if (ratings::is_provisional(now_rating))
            continue;
        players.push_back({{"rank", players.size() + 1},
                           {"user_name", leaders_.text(0)},
                           {"rating", rounded(now_rating.value)},
                           {"deviation", rounded(now_rating.deviation)},
                           {"rated_games", leaders_.integer(5)}});
    }
    failed = leaders_.failure();
    leaders_.reset();
    if (failed)
        return nullptr;
    return {{"game", game}, {"players", std::move(players)}};
}

std::optional<account_rating> player_reader::rating_of(const std::string& player_id,
                                                       const std::string& game, error& failed) {
    const ratings::rating fresh;
    rating_.bind(1, player_id)
        .bind(2, game)
        .bind_real(3, fresh.value)
        .bind_real(4, fresh.deviation);
    std::optional<account_rating> found;
    if (rating_.step())
        found = account_rating{rating_.real(0), rating_.real(1)};
    if (rating_.failure())
        failed = rating_.failure();
    rating_.reset();
    return found;
}

} // namespace plyroom::server::store
