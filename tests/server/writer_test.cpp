// The group-commit writer: every submission is answered once, good ones are stored even when
// a bad one shares their transaction, and nothing is taken after stop().
#include "fixture.hpp"
#include "store/migrations.hpp"
#include "store/writer.hpp"

#include <atomic>
#include <future>
#include <thread>

namespace plyroom::server::store {
namespace {

class writer_test : public ::testing::Test {
protected:
    void SetUp() override {
        database db;
        ASSERT_FALSE(db.open(path(), false));
        ASSERT_FALSE(migrate(db, embedded_migrations()));
        ASSERT_FALSE(db.exec("INSERT INTO players VALUES ('p_1', 'alice', 'h1', 0);"
                             "INSERT INTO games (id, code, game, options, seat_count, public, "
                             "status, created_by, created_at) VALUES "
                             "(1, 'K7QX2M', 'connect4', '{}', 2, 1, 'playing', 'p_1', 0);"));
    }

    std::string path() const { return dir_.path() + "/w.db"; }

    static rows one_move(std::int64_t game, int ply) {
        core::record_entry entry;
        entry.seq = ply + 1;
        entry.seat = ply % 2;
        entry.ply = ply;
        entry.body = core::json{{"column", 3}};
        return rows{record_row{game, std::move(entry)}};
    }

    test::temp_dir dir_;
};

TEST_F(writer_test, ABadSubmissionFailsAloneAndTheOthersAreStored) {
    writer w;
    ASSERT_FALSE(w.start(path(), true));
    // Many submissions at once so that they share transactions; one writes a move of a game
    // that does not exist (a foreign key failure), and one repeats a stored ply.
    constexpr int count = 300;
    std::vector<std::promise<bool>> answers(count);
    for (int i = 0; i < count; ++i) {
        rows batch = i == 100 ? one_move(999, 0) : i == 200 ? one_move(1, 5) : one_move(1, i);
        w.submit(std::move(batch), [&answers, i](bool ok) { answers[i].set_value(ok); });
    }
    for (int i = 0; i < count; ++i)
        EXPECT_EQ(answers[i].get_future().get(), i != 100 && i != 200) << "submission " << i;
    w.stop();
    EXPECT_EQ(test::sql(path(), "SELECT count(*) FROM moves"), std::to_string(count - 2) + "\n");
    EXPECT_EQ(test::sql(path(), "SELECT count(*) FROM moves WHERE game_id = 999"), "0\n");
}

TEST_F(writer_test, SubmissionsFromManyThreadsAreAllStored) {
    writer w;
    std::atomic<int> commits = 0;
    ASSERT_FALSE(w.start(path(), true,
                         [&](std::size_t, std::size_t, std::chrono::nanoseconds) { ++commits; }));
    std::atomic<int> stored = 0;
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&, t] {
            for (int i = 0; i < 100; ++i)
                w.submit(one_move(1, t * 100 + i), [&](bool ok) { stored += ok ? 1 : 0; });
        });
    for (auto& thread : threads)
        thread.join();
    w.stop(); // commits what is queued first
    EXPECT_EQ(stored, 400);
    EXPECT_GE(commits, 1);
    EXPECT_EQ(test::sql(path(), "SELECT count(*) FROM moves"), "400\n");
}

TEST_F(writer_test, AfterStopASubmissionIsRefusedAtOnce) {
    writer w;
    ASSERT_FALSE(w.start(path(), true));
    w.stop();
    std::optional<bool> answer;
    w.submit(one_move(1, 0), [&](bool ok) { answer = ok; });
    ASSERT_TRUE(answer.has_value());
    EXPECT_FALSE(*answer);
}

} // namespace
} // namespace plyroom::server::store
