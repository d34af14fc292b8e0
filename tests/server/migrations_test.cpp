#include "store/migrations.hpp"
#include "store/reader.hpp"
#include "support/temp_dir.hpp"

#include <gtest/gtest.h>

namespace plyroom::server::store {
namespace {

TEST(Migrations, EmbeddedInOrderAndApplied) {
    const auto all = embedded_migrations();
    ASSERT_FALSE(all.empty());
    for (std::size_t i = 0; i < all.size(); ++i)
        EXPECT_EQ(all[i].version, static_cast<int>(i) + 1) << all[i].name;
    test::temp_dir dir;
    database db;
    ASSERT_FALSE(db.open(dir.path() + "/m.db", false));
    ASSERT_FALSE(migrate(db, all));
    EXPECT_EQ(db.user_version(), all.back().version);
    // Applying again is a no-op.
    ASSERT_FALSE(migrate(db, all));
    reader r;
    ASSERT_FALSE(r.open(dir.path() + "/m.db"));
    error failed;
    EXPECT_TRUE(r.unfinished_games(failed).empty());
    EXPECT_FALSE(failed);
    EXPECT_EQ(r.ids(failed).game, 1);
}

TEST(Migrations, NewerDatabaseIsRefusedWithAClearMessage) {
    test::temp_dir dir;
    database db;
    ASSERT_FALSE(db.open(dir.path() + "/m.db", false));
    ASSERT_FALSE(db.exec("PRAGMA user_version = 999;"));
    error failed = migrate(db, embedded_migrations());
    ASSERT_TRUE(failed);
    EXPECT_NE(failed->find("newer"), std::string::npos) << *failed;
}

TEST(Migrations, AFailingStepIsRolledBack) {
    test::temp_dir dir;
    database db;
    ASSERT_FALSE(db.open(dir.path() + "/m.db", false));
    const migration broken[] = {{1, "0001_ok.sql", "CREATE TABLE a(x);"},
                                {2, "0002_bad.sql", "CREATE TABLE b(x); NOT SQL;"}};
    EXPECT_TRUE(migrate(db, broken));
    EXPECT_EQ(db.user_version(), 1);
    EXPECT_TRUE(db.exec("SELECT * FROM b;")); // table b was rolled back
}

// A database stopped at version 2 keeps its moves through the rebuild of the moves table, and
// the game still reads back in record order.
TEST(Migrations, MovesSurviveTheRebuildOfTheirTable) {
    const auto all = embedded_migrations();
    ASSERT_GE(all.size(), 3u);
    test::temp_dir dir;
    database db;
    ASSERT_FALSE(db.open(dir.path() + "/m.db", false));
    ASSERT_FALSE(migrate(db, all.first(2)));
    ASSERT_FALSE(db.exec(
        "INSERT INTO players VALUES ('p_1', 'alice', 'h1', 0), ('p_2', 'bob', 'h2', 0);"
        "INSERT INTO games (id, code, game, options, seat_count, public, status, created_by, "
        "created_at) VALUES (7, 'K7QX2M', 'connect4', '{}', 2, 1, 'playing', 'p_1', 0);"
        "INSERT INTO seats VALUES (7, 0, 'p_1', 0), (7, 1, 'p_2', 0);"
        "INSERT INTO moves VALUES (7, 2, 1, 1, '{\"column\":4}', 2),"
        "                         (7, 1, 0, 0, '{\"column\":3}', 1);"));
    ASSERT_FALSE(migrate(db, all));
    EXPECT_EQ(db.user_version(), all.back().version);
    EXPECT_TRUE(db.exec("SELECT rowid FROM record;")) << "the record should have no rowid";
    EXPECT_TRUE(db.exec("INSERT INTO moves VALUES (7, 9, 1, 0, '{}', 3);")) << "(game, ply) is "
                                                                               "the key";
    reader r;
    ASSERT_FALSE(r.open(dir.path() + "/m.db"));
    error failed;
    const auto games = r.unfinished_games(failed);
    ASSERT_FALSE(failed) << *failed;
    ASSERT_EQ(games.size(), 1u);
    ASSERT_EQ(games[0].record.size(), 2u);
    EXPECT_EQ(games[0].record[0].seq, 1);
    EXPECT_EQ(games[0].record[0].body["column"], 3);
    EXPECT_EQ(games[0].record[1].body["column"], 4);
}

// A database stopped at version 4 keeps its calls, resignations and aborts: migration 5 puts
// them in the one record, in order, with each call's outcome, and the old tables read as before.
TEST(Migrations, CallsResignationsAndAbortsMoveIntoTheOneRecord) {
    const auto all = embedded_migrations();
    ASSERT_GE(all.size(), 5u);
    test::temp_dir dir;
    database db;
    ASSERT_FALSE(db.open(dir.path() + "/m.db", false));
    ASSERT_FALSE(migrate(db, all.first(4)));
    ASSERT_FALSE(db.exec(
        "INSERT INTO players VALUES ('p_1', 'alice', 'h1', 0), ('p_2', 'bob', 'h2', 0),"
        "                           ('p_3', 'carol', 'h3', 0);"
        "INSERT INTO games (id, code, game, options, seat_count, public, status, created_by, "
        "created_at) VALUES (7, 'K7QX2M', 'grav', '{}', 3, 1, 'playing', 'p_1', 0),"
        "                   (8, 'Q3WXYZ', 'connect4', '{}', 2, 1, 'finished', 'p_1', 0);"
        "INSERT INTO moves VALUES (7, 1, 0, 0, '{\"place\":[3,3]}', 10),"
        "                         (7, 3, 1, 2, '{\"pass\":true}', 30);"
        "INSERT INTO challenges VALUES (7, 2, 1, 0, 0, 1, 1, '[\"too close\"]', 20);"
        "INSERT INTO resignations VALUES (7, 4, 1, 2, 40);"
        "INSERT INTO aborts VALUES (8, 0, 0, 50);"));
    ASSERT_FALSE(migrate(db, all));
    reader r;
    ASSERT_FALSE(r.open(dir.path() + "/m.db"));
    error failed;
    const auto games = r.unfinished_games(failed);
    ASSERT_FALSE(failed) << *failed;
    ASSERT_EQ(games.size(), 1u);
    const core::match_record& record = games[0].record;
    ASSERT_EQ(record.size(), 4u);
    EXPECT_EQ(record[0].kind, "move");
    EXPECT_EQ(record[1].kind, "challenge");
    EXPECT_EQ(record[1].seat, 1);
    EXPECT_EQ(record[1].body, (core::json{{"action", {{"ply", 0}}},
                                          {"called_ply", 0},
                                          {"correct", true},
                                          {"against", 0},
                                          {"violations", {"too close"}}}));
    EXPECT_EQ(record[2].kind, "move");
    EXPECT_EQ(record[3].kind, "resign");
    EXPECT_EQ(record[3].at, 40);
    const core::json stored = r.game_record(8, failed);
    ASSERT_EQ(stored["aborts"].size(), 1u);
    EXPECT_EQ(stored["record"][0]["kind"], "abort");
    EXPECT_EQ(stored["record"][0]["seq"], 1);
    const core::json grav = r.game_record(7, failed);
    ASSERT_EQ(grav["challenges"].size(), 1u);
    EXPECT_EQ(grav["challenges"][0]["called_ply"], 0);
    EXPECT_EQ(grav["challenges"][0]["correct"], true);
}

} // namespace
} // namespace plyroom::server::store
