// The store on the backend of this run (SQLite, or PostgreSQL in the `pg` variant): what
// migrations_test and writer_test check on a SQLite file, checked through the store's own
// interface so that both backends must show it: migrations numbered, applied once and in
// transactions, a newer database refused; group commit answering each submission once, after
// its commit, a bad submission failing alone.
#include "fixture.hpp"
#include "store/migrations.hpp"
#include "store/postgres/pg_connection.hpp"
#include "store/reader.hpp"
#include "store/writer.hpp"

#include <future>
#include <thread>
#include <vector>

namespace plyroom::server::store {
namespace {

class store_backend_test : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_FALSE(dir_.path().empty());
        ASSERT_EQ(db_.failure(), "");
        ASSERT_EQ(backend_of(location()),
                  test::testing_postgresql() ? backend::postgresql : backend::sqlite);
    }

    const std::string& location() const { return db_.location(); }

    // A migrated database with one player and one game in play.
    void prepare_game() {
        database db;
        ASSERT_FALSE(db.open(location(), false));
        ASSERT_FALSE(migrate(db, embedded_migrations(db.kind())));
        ASSERT_FALSE(db.exec("INSERT INTO players VALUES ('p_1', 'alice', 'h1', 0);"
                             "INSERT INTO games (id, code, game, options, seat_count, public, "
                             "status, created_by, created_at) VALUES "
                             "(1, 'K7QX2M', 'connect4', '{}', 2, 1, 'playing', 'p_1', 0);"));
    }

    static rows one_move(std::int64_t game, int ply) {
        core::record_entry entry;
        entry.seq = ply + 1;
        entry.kind = core::move_kind;
        entry.seat = ply % 2;
        entry.ply = ply;
        entry.body = core::json{{"column", 3}};
        return rows{record_row{game, std::move(entry)}};
    }

    std::string count_moves(const std::string& where = "") const {
        return test::sql(location(), "SELECT count(*) FROM moves" + where);
    }

    test::temp_dir dir_;
    test::test_database db_{dir_.path() + "/store.db"};
};

TEST_F(store_backend_test, MigrationsApplyOnceInOrder) {
    database db;
    ASSERT_FALSE(db.open(location(), false));
    const auto all = embedded_migrations(db.kind());
    ASSERT_FALSE(all.empty());
    for (std::size_t i = 0; i < all.size(); ++i)
        EXPECT_EQ(all[i].version, static_cast<int>(i) + 1) << all[i].name;
    EXPECT_EQ(db.user_version(), 0);
    ASSERT_FALSE(migrate(db, all));
    EXPECT_EQ(db.user_version(), all.back().version);
    ASSERT_FALSE(migrate(db, all)); // a no-op the second time
    EXPECT_EQ(db.user_version(), all.back().version);
    reader r;
    ASSERT_FALSE(r.open(location()));
    error failed;
    EXPECT_TRUE(r.unfinished_games(failed).empty());
    EXPECT_FALSE(failed);
    EXPECT_EQ(r.ids(failed).game, 1);
    EXPECT_EQ(r.players(failed).size(), 3u) << "the three AI players";
}

// Nodes of a cluster started together on a new database: each migrates under the engine's
// lock, so every one starts and the schema is applied once.
TEST_F(store_backend_test, ServersMigratingANewDatabaseTogetherAllSucceed) {
    if (!test::testing_postgresql())
        GTEST_SKIP() << "PostgreSQL only: one server at a time uses a SQLite file";
    std::vector<database> servers(4);
    for (database& db : servers)
        ASSERT_FALSE(db.open(location(), false));
    std::vector<std::future<error>> runs;
    for (database& db : servers)
        runs.push_back(std::async(std::launch::async,
                                  [&db] { return migrate(db, embedded_migrations(db.kind())); }));
    for (auto& run : runs)
        EXPECT_EQ(run.get(), std::nullopt);
    EXPECT_EQ(servers.front().user_version(),
              embedded_migrations(servers.front().kind()).back().version);
}

TEST_F(store_backend_test, ANewerDatabaseIsRefusedWithAClearMessage) {
    database db;
    ASSERT_FALSE(db.open(location(), false));
    ASSERT_FALSE(migrate(db, embedded_migrations(db.kind())));
    ASSERT_FALSE(db.exec(db.set_user_version_sql(999)));
    const error failed = migrate(db, embedded_migrations(db.kind()));
    ASSERT_TRUE(failed);
    EXPECT_NE(failed->find("schema version 999"), std::string::npos) << *failed;
    EXPECT_NE(failed->find("newer plyroom-server"), std::string::npos) << *failed;
    EXPECT_EQ(db.user_version(), 999) << "a refused database is left as it was";
}

TEST_F(store_backend_test, AFailingMigrationIsRolledBackWhole) {
    database db;
    ASSERT_FALSE(db.open(location(), false));
    const migration steps[] = {{1, "0001_ok.sql", "CREATE TABLE a(x INTEGER);"},
                               {2, "0002_bad.sql", "CREATE TABLE b(x INTEGER); NOT SQL;"}};
    const error failed = migrate(db, steps);
    ASSERT_TRUE(failed);
    EXPECT_NE(failed->find("migration 0002_bad.sql failed"), std::string::npos) << *failed;
    EXPECT_EQ(db.user_version(), 1);
    EXPECT_FALSE(db.exec("SELECT * FROM a;"));
    EXPECT_TRUE(db.exec("SELECT * FROM b;")) << "table b was rolled back";
}

TEST_F(store_backend_test, ABadSubmissionFailsAloneAndTheOthersAreStored) {
    prepare_game();
    writer w;
    ASSERT_FALSE(w.start(location(), true));
    // Many submissions at once so that they share transactions; one writes a move of a game
    // that does not exist (a foreign key), and one repeats a stored ply.
    constexpr int count = 300;
    std::vector<std::promise<bool>> answers(count);
    for (int i = 0; i < count; ++i) {
        rows batch = i == 100 ? one_move(999, 0) : i == 200 ? one_move(1, 5) : one_move(1, i);
        w.submit(std::move(batch), [&answers, i](bool ok) { answers[i].set_value(ok); });
    }
    for (int i = 0; i < count; ++i)
        EXPECT_EQ(answers[i].get_future().get(), i != 100 && i != 200) << "submission " << i;
    w.stop();
    EXPECT_EQ(count_moves(), std::to_string(count - 2) + "\n");
    EXPECT_EQ(count_moves(" WHERE game_id = 999"), "0\n");
}

// "A move is acknowledged only after its commit": when a submission's answer runs, another
// connection already sees its rows.
TEST_F(store_backend_test, AnAnswerComesOnlyAfterTheCommit) {
    prepare_game();
    database other;
    ASSERT_FALSE(other.open(location(), true));
    error failed;
    statement stored =
        other.prepare("SELECT count(*) FROM record WHERE game_id = 1 AND seq = ?1", failed);
    ASSERT_FALSE(failed) << *failed;
    writer w;
    ASSERT_FALSE(w.start(location(), true));
    constexpr int count = 50;
    std::vector<std::promise<std::int64_t>> seen(count);
    for (int i = 0; i < count; ++i)
        w.submit(one_move(1, i), [&, i](bool ok) {
            std::int64_t rows = -1;
            if (ok && stored.bind(1, std::int64_t{i + 1}).step())
                rows = stored.integer(0);
            stored.reset();
            seen[i].set_value(rows);
        });
    for (int i = 0; i < count; ++i)
        EXPECT_EQ(seen[i].get_future().get(), 1) << "submission " << i;
    w.stop();
}

TEST_F(store_backend_test, SubmissionsFromManyThreadsAreAllStored) {
    prepare_game();
    writer w;
    std::atomic<int> commits = 0;
    ASSERT_FALSE(w.start(location(), true,
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
    w.stop();
    EXPECT_EQ(stored, 400);
    EXPECT_GE(commits, 1);
    EXPECT_LT(commits, 400) << "submissions waiting together share a commit";
    EXPECT_EQ(count_moves(), "400\n");
}

// PostgreSQL only: a session the server ends (a restart, an administrator) costs the
// submission in flight, and the next one is stored on a new session.
TEST_F(store_backend_test, AnEndedPostgresSessionIsOpenedAgain) {
    if (!test::testing_postgresql())
        GTEST_SKIP() << "a PostgreSQL session; SQLite has none";
    prepare_game();
    writer w;
    ASSERT_FALSE(w.start(location(), true));
    const auto store = [&w](rows batch) {
        std::promise<bool> answer;
        w.submit(std::move(batch), [&](bool ok) { answer.set_value(ok); });
        return answer.get_future().get();
    };
    ASSERT_TRUE(store(one_move(1, 0)));
    EXPECT_EQ(test::sql(location(),
                        "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE "
                        "datname = current_database() AND application_name = 'plyroom-server'"),
              "t\n");
    EXPECT_FALSE(store(one_move(1, 1))) << "the session it was sent on had ended";
    EXPECT_TRUE(store(one_move(1, 1)));
    EXPECT_TRUE(store(one_move(1, 2)));
    w.stop();
    EXPECT_EQ(count_moves(), "3\n");
}

TEST(store_backend, SqliteParametersBecomePostgresParameters) {
    int count = 0;
    EXPECT_EQ(postgres_parameters("INSERT INTO t VALUES(?1, ?2, '?3', ?2)", count),
              "INSERT INTO t VALUES($1, $2, '?3', $2)");
    EXPECT_EQ(count, 2);
    EXPECT_EQ(postgres_parameters("SELECT ? , \"a?\", 'it''s ?', ?", count),
              "SELECT $1 , \"a?\", 'it''s ?', $2");
    EXPECT_EQ(count, 2);
    EXPECT_EQ(postgres_parameters("COMMIT", count), "COMMIT");
    EXPECT_EQ(count, 0);
}

TEST(store_backend, ALocationIsLoggedWithoutItsPassword) {
    EXPECT_EQ(backend_of("postgresql://u@h/db"), backend::postgresql);
    EXPECT_EQ(backend_of("postgres://u@h/db"), backend::postgresql);
    EXPECT_EQ(backend_of("./plyroom.db"), backend::sqlite);
    EXPECT_EQ(printable_location("postgresql://alice:s3cret@db.example:5432/plyroom"),
              "postgresql://alice@db.example:5432/plyroom");
    EXPECT_EQ(printable_location("postgresql://alice@db.example:5432/plyroom"),
              "postgresql://alice@db.example:5432/plyroom");
    EXPECT_EQ(printable_location("postgresql://alice@db.example/plyroom?password=s3cret"),
              "postgresql://alice@db.example/plyroom");
    EXPECT_EQ(printable_location("/data/plyroom.db"), "/data/plyroom.db");
}

// A password with a raw '@' (or '/') is left out whole, not cut at its first '@'.
TEST(store_backend, APasswordHoldingARawAtSignIsLeftOutWhole) {
    EXPECT_EQ(printable_location("postgresql://alice:p@ss@db.example:5432/plyroom"),
              "postgresql://alice@db.example:5432/plyroom");
    EXPECT_EQ(printable_location("postgresql://alice:a@b/c@@db.example/plyroom?sslmode=require"),
              "postgresql://alice@db.example/plyroom");
    EXPECT_EQ(printable_location("postgresql://alice@db.example/plyroom?options=x@y"),
              "postgresql://alice@db.example/plyroom");
}

} // namespace
} // namespace plyroom::server::store
