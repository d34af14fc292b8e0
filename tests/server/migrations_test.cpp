#include "server_process.hpp"
#include "store/migrations.hpp"
#include "store/reader.hpp"

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

} // namespace
} // namespace plyroom::server::store
