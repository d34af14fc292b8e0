// Rated games in the store, on the backend of this run (SQLite, or PostgreSQL in the `pg`
// variant): a rated game's end stores each seat's new rating and its change in the same
// commit, once however often it is submitted, and from the ratings stored before it.
#include "fixture.hpp"
#include "ratings/game_rating.hpp"
#include "store/migrations.hpp"
#include "store/writer.hpp"

#include <future>
#include <vector>

namespace plyroom::server::store {
namespace {

constexpr millis day_ms = std::int64_t{24} * 3600 * 1000;
constexpr millis first_end = 1'700'000'000'000;

class rating_store_test : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_FALSE(dir_.path().empty());
        ASSERT_EQ(db_.failure(), "");
        database db;
        ASSERT_FALSE(db.open(location(), false));
        ASSERT_FALSE(migrate(db, embedded_migrations(db.kind())));
        ASSERT_FALSE(db.exec("INSERT INTO players VALUES ('p_1', 'alice', 'h1', 0);"
                             "INSERT INTO players VALUES ('p_2', 'bob', 'h2', 0);"
                             "INSERT INTO players VALUES ('p_3', 'carol', 'h3', 0);"));
        ASSERT_FALSE(w_.start(location(), true));
    }
    void TearDown() override { w_.stop(); }

    const std::string& location() const { return db_.location(); }

    // A rated game in play between `players`, in seat order.
    void add_game(std::int64_t id, const std::string& game, const std::vector<std::string>& players,
                  bool rated = true) {
        rows batch{game_row{id, "CODE" + std::to_string(id), game, "{}",
                            static_cast<int>(players.size()), true, players[0], 0, "{}",
                            std::nullopt, rated}};
        for (std::size_t seat = 0; seat < players.size(); ++seat)
            batch.push_back(seat_row{id, static_cast<int>(seat), players[seat], 0});
        batch.push_back(game_started_row{id, 0});
        ASSERT_TRUE(submit(std::move(batch)));
    }

    using changes = std::shared_ptr<std::vector<seat_rating_change>>;
    static rows rated_end(std::int64_t id, std::vector<int> ranks, millis at,
                          changes told = nullptr) {
        return rows{game_finished_row{id, "{}", at},
                    game_rated_row{id, std::move(ranks), at, std::move(told)}};
    }

    bool submit(rows batch) {
        std::promise<bool> answer;
        w_.submit(std::move(batch), [&answer](bool ok) { answer.set_value(ok); });
        return answer.get_future().get();
    }

    // The stored rating of a player in a game, read back exactly; nullopt when none.
    std::optional<ratings::rating> stored_rating(const std::string& player,
                                                 const std::string& game) const {
        database db;
        EXPECT_FALSE(db.open(location(), true));
        error failed;
        statement read = db.prepare("SELECT rating, deviation, volatility FROM ratings "
                                    "WHERE player_id = ?1 AND game = ?2",
                                    failed);
        EXPECT_FALSE(failed) << *failed;
        if (!read.bind(1, player).bind(2, game).step())
            return std::nullopt;
        return ratings::rating{read.real(0), read.real(1), read.real(2)};
    }

    std::string sql(const std::string& query) const { return test::sql(location(), query); }

    test::temp_dir dir_;
    test::test_database db_{dir_.path() + "/ratings.db"};
    writer w_;
};

TEST_F(rating_store_test, ARatedEndStoresEachSeatsNewRatingAndChange) {
    add_game(1, "connect4", {"p_1", "p_2"});
    const auto told = std::make_shared<std::vector<seat_rating_change>>();
    ASSERT_TRUE(submit(rated_end(1, {1, 0}, first_end, told)));
    const std::vector<ratings::seat_before_game> fresh(2);
    const auto expected = ratings::rate_game(fresh, std::vector<int>{1, 0});
    EXPECT_EQ(stored_rating("p_1", "connect4"), expected[0]);
    EXPECT_EQ(stored_rating("p_2", "connect4"), expected[1]);
    // What the game's end tells its players is what was stored.
    ASSERT_EQ(told->size(), 2u);
    EXPECT_EQ((*told)[1].seat, 1);
    EXPECT_EQ((*told)[1].before, 1500);
    EXPECT_EQ((*told)[1].after, expected[1].value);
    EXPECT_EQ((*told)[1].deviation_after, expected[1].deviation);
    EXPECT_EQ(sql("SELECT seat, player_id, CAST(rating_before AS INTEGER), games, rated_at "
                  "FROM rating_changes c JOIN ratings r USING (player_id) "
                  "WHERE c.game_id = 1 ORDER BY seat"),
              "0|p_1|1500|1|" + std::to_string(first_end) + "\n1|p_2|1500|1|" +
                  std::to_string(first_end) + "\n");
    EXPECT_EQ(sql("SELECT rated FROM games WHERE id = 1"), "1\n");
}

// Two nodes end games of a player who has no rating yet at the same moment: the second waits
// for the first's commit and rates from the rating it stored. (PostgreSQL: SQLite has one
// writer.) Another node's transaction is played here by hand: it has stored Alice's first
// rating and not yet committed when this node rates her other game.
TEST_F(rating_store_test, TwoEndsAtOnceOfANewPlayersGamesRateOneAfterTheOther) {
    if (location().rfind("postgresql://", 0) != 0)
        GTEST_SKIP() << "PostgreSQL only: one SQLite writer rates one game after the other";
    add_game(1, "connect4", {"p_1", "p_2"});
    database other_node;
    ASSERT_FALSE(other_node.open(location(), false));
    ASSERT_FALSE(other_node.exec("BEGIN; INSERT INTO ratings VALUES "
                                 "('p_1', 'connect4', 1600, 200, 0.06, 1, 1700000000000)"));
    std::promise<bool> answer;
    auto stored = answer.get_future();
    w_.submit(rated_end(1, {1, 0}, first_end + day_ms),
              [&answer](bool ok) { answer.set_value(ok); });
    // This node's writer waits on Alice's row (PostgreSQL shows it waiting for a lock) ...
    EXPECT_TRUE(test::wait_until(
        [&] {
            return sql("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                       "AND wait_event_type = 'Lock'") == "1\n";
        },
        std::chrono::seconds(20), std::chrono::milliseconds(20)));
    // ... until the other node commits; then it rates from the rating the other node stored.
    ASSERT_FALSE(other_node.exec("COMMIT"));
    ASSERT_TRUE(stored.get());
    EXPECT_EQ(sql("SELECT CAST(rating_before AS INTEGER), CAST(deviation_before AS INTEGER) "
                  "FROM rating_changes WHERE game_id = 1 AND seat = 0"),
              "1600|200\n");
    EXPECT_EQ(sql("SELECT games FROM ratings WHERE player_id = 'p_1'"), "2\n");
}

TEST_F(rating_store_test, AGameIsRatedOnceHoweverOftenItsEndIsSubmitted) {
    add_game(1, "connect4", {"p_1", "p_2"});
    ASSERT_TRUE(submit(rated_end(1, {0, 1}, first_end)));
    const auto after_first = stored_rating("p_1", "connect4");
    // A restart or a take-over submitting the same end again changes nothing.
    const auto told = std::make_shared<std::vector<seat_rating_change>>();
    ASSERT_TRUE(submit(rated_end(1, {0, 1}, first_end + 1000, told)));
    EXPECT_TRUE(told->empty()) << "a game already rated tells no change";
    ASSERT_TRUE(submit(rows{game_rated_row{1, {1, 0}, first_end + 2000}}));
    EXPECT_EQ(stored_rating("p_1", "connect4"), after_first);
    EXPECT_EQ(sql("SELECT count(*), max(created_at) FROM rating_changes WHERE game_id = 1"),
              "2|" + std::to_string(first_end) + "\n");
    EXPECT_EQ(sql("SELECT games FROM ratings WHERE player_id = 'p_2'"), "1\n");
}

TEST_F(rating_store_test, TheNextGameStartsFromTheStoredRatingWidenedByIdleDays) {
    add_game(1, "connect4", {"p_1", "p_2"});
    add_game(2, "connect4", {"p_2", "p_1"});
    ASSERT_TRUE(submit(rated_end(1, {0, 1}, first_end)));
    const auto alice = stored_rating("p_1", "connect4");
    const auto bob = stored_rating("p_2", "connect4");
    ASSERT_TRUE(alice && bob);
    ASSERT_TRUE(submit(rated_end(2, {0, 0}, first_end + 30 * day_ms)));
    const std::vector<ratings::seat_before_game> before = {{*bob, 30}, {*alice, 30}};
    const auto expected = ratings::rate_game(before, std::vector<int>{0, 0});
    EXPECT_EQ(stored_rating("p_2", "connect4"), expected[0]);
    EXPECT_EQ(stored_rating("p_1", "connect4"), expected[1]);
    EXPECT_EQ(sql("SELECT games FROM ratings WHERE player_id = 'p_1'"), "2\n");
}

TEST_F(rating_store_test, EachGameHasItsOwnRatingAndThreeSeatsArePairwise) {
    add_game(1, "connect4", {"p_1", "p_2"});
    add_game(2, "grav", {"p_1", "p_2", "p_3"});
    ASSERT_TRUE(submit(rated_end(1, {0, 1}, first_end)));
    ASSERT_TRUE(submit(rated_end(2, {1, 1, 0}, first_end)));
    const std::vector<ratings::seat_before_game> fresh(3);
    const auto expected = ratings::rate_game(fresh, std::vector<int>{1, 1, 0});
    EXPECT_EQ(stored_rating("p_1", "grav"), expected[0]);
    EXPECT_EQ(stored_rating("p_3", "grav"), expected[2]);
    EXPECT_NE(stored_rating("p_1", "connect4"), stored_rating("p_1", "grav"));
    EXPECT_EQ(stored_rating("p_3", "connect4"), std::nullopt);
}

TEST_F(rating_store_test, AGameNotCreatedRatedIsNotRated) {
    add_game(1, "connect4", {"p_1", "p_2"}, false);
    ASSERT_TRUE(submit(rated_end(1, {0, 1}, first_end)));
    EXPECT_EQ(stored_rating("p_1", "connect4"), std::nullopt);
    EXPECT_EQ(sql("SELECT count(*) FROM rating_changes"), "0\n");
    EXPECT_EQ(sql("SELECT status, rated FROM games WHERE id = 1"), "finished|0\n");
}

TEST_F(rating_store_test, AnEndThatFailsToCommitRatesNothing) {
    add_game(1, "connect4", {"p_1", "p_2"});
    // The rows after the rating fail (a seat of a game that does not exist): nothing of the
    // submission is stored, the rating neither.
    rows batch = rated_end(1, {0, 1}, first_end);
    batch.push_back(seat_row{999, 0, "p_1", first_end});
    EXPECT_FALSE(submit(std::move(batch)));
    EXPECT_EQ(stored_rating("p_1", "connect4"), std::nullopt);
    EXPECT_EQ(sql("SELECT count(*) FROM rating_changes"), "0\n");
    EXPECT_EQ(sql("SELECT status FROM games WHERE id = 1"), "playing\n");
}

} // namespace
} // namespace plyroom::server::store
