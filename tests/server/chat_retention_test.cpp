// The chat of finished games is deleted once they are older than --chat-retention-days, by the
// writer in the background and a bounded batch at a time, on either backend; the chat of games
// finished since, or still played, stays, and so does every game's record.
#include "fixture.hpp"
#include "store/chat_retention.hpp"
#include "store/migrations.hpp"
#include "store/writer.hpp"

#include <atomic>
#include <future>

namespace plyroom::server::store {
namespace {

constexpr std::int64_t day_ms = 86'400'000;
constexpr std::int64_t finished = 1'700'000'000'000; // when game 1 ended (Unix ms)

class chat_retention_test : public ::testing::Test {
protected:
    // Game 1 finished at `finished`, game 2 two days later, game 3 still played; each has
    // `lines` lines of chat.
    void SetUp() override {
        ASSERT_FALSE(dir_.path().empty());
        ASSERT_EQ(db_.failure(), "");
        ASSERT_FALSE(db.open(db_.location(), false));
        ASSERT_FALSE(migrate(db, embedded_migrations(db.kind())));
        std::string setup = "INSERT INTO players VALUES ('p_1', 'alice', 'h1', 0);"
                            "INSERT INTO games (id, code, game, options, seat_count, public, "
                            "status, created_by, created_at, finished_at) VALUES "
                            "(1, 'AAAAAA', 'connect4', '{}', 2, 1, 'finished', 'p_1', 0, " +
                            std::to_string(finished) +
                            "), (2, 'BBBBBB', 'connect4', '{}', 2, 1, 'finished', 'p_1', 0, " +
                            std::to_string(finished + 2 * day_ms) +
                            "), (3, 'CCCCCC', 'connect4', '{}', 2, 1, 'playing', 'p_1', 0, NULL);";
        for (int game = 1; game <= 3; ++game)
            for (int line = 0; line < lines; ++line)
                setup += "INSERT INTO chat(game_id, player_id, seat, text, created_at) VALUES (" +
                         std::to_string(game) + ", 'p_1', 0, 'gg', 0);";
        ASSERT_FALSE(db.exec(setup));
    }

    std::string chat_of(int game) const {
        return test::sql(db_.location(),
                         "SELECT count(*) FROM chat WHERE game_id = " + std::to_string(game));
    }

    static constexpr int lines = 5;
    test::temp_dir dir_;
    test::test_database db_{dir_.path() + "/store.db"};
    database db;
};

// Through the writer's clock: 29 days after game 1 ended its chat is all there; once 30 have
// passed the writer's sweeps delete it in the background, and only it.
TEST_F(chat_retention_test, TheWriterDeletesTheChatOfGamesFinishedLongerAgoThanTheRetention) {
    std::atomic<std::int64_t> now = finished + 29 * day_ms;
    writer w;
    ASSERT_FALSE(w.start(db_.location(), true, {},
                         chat_retention{.keep_ms = 30 * day_ms,
                                        .batch = 2,
                                        .every = std::chrono::milliseconds(5),
                                        .catch_up = std::chrono::milliseconds(5),
                                        .now = [&now] { return now.load(); }}));
    // The first sweep comes before the first commit: once an empty submission is answered, a
    // sweep at day 29 has run.
    std::promise<bool> answered;
    w.submit({}, [&answered](bool ok) { answered.set_value(ok); });
    ASSERT_TRUE(answered.get_future().get());
    EXPECT_EQ(chat_of(1), "5\n") << "29 days after the game, its chat is kept";

    now = finished + 30 * day_ms + 1;
    EXPECT_TRUE(test::wait_until([&] { return chat_of(1) == "0\n"; })) << chat_of(1);
    w.stop();
    EXPECT_EQ(chat_of(2), "5\n") << "a game finished 28 days ago keeps its chat";
    EXPECT_EQ(chat_of(3), "5\n") << "a game still played keeps its chat";
    EXPECT_EQ(test::sql(db_.location(), "SELECT status FROM games WHERE id = 1"), "finished\n");
}

// One sweep deletes a batch at most, so that it is one short statement between two commits;
// a game that finished exactly at the cutoff is not yet older than the retention.
TEST_F(chat_retention_test, ASweepDeletesOneBatchAtMost) {
    chat_sweeper sweeper;
    ASSERT_FALSE(sweeper.prepare(db, 2));
    error failed;
    EXPECT_EQ(sweeper.sweep(finished, failed), 0) << "game 1 ended at the cutoff, not before";
    for (const std::int64_t expected : {2, 2, 1, 0}) {
        EXPECT_EQ(sweeper.sweep(finished + 1, failed), expected);
        EXPECT_FALSE(failed) << *failed;
    }
    EXPECT_EQ(chat_of(1), "0\n");
    EXPECT_EQ(chat_of(2), "5\n");
    // The next sweeps look only at games finished since, and find game 2's in turn.
    for (const std::int64_t expected : {2, 2, 1, 0})
        EXPECT_EQ(sweeper.sweep(finished + 3 * day_ms, failed), expected);
    EXPECT_EQ(chat_of(2), "0\n");
    EXPECT_EQ(chat_of(3), "5\n");
}

} // namespace
} // namespace plyroom::server::store
