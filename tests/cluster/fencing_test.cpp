// Leases with fencing numbers on a real PostgreSQL: two writers for one room, and the one
// whose lease was taken over can store nothing, in the transaction of its group commit.
#include "cluster/lease_store.hpp"
#include "store/migrations.hpp"
#include "store/writer.hpp"
#include "support/temp_dir.hpp"
#include "support/test_database.hpp"

#include <future>

#include <gtest/gtest.h>

namespace plyroom::server::cluster {
namespace {

using namespace std::chrono_literals;

class live_fencing : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_EQ(db_.failure(), "");
        store::database db;
        ASSERT_EQ(db.open(url(), false), std::nullopt);
        ASSERT_EQ(store::migrate(db, store::embedded_migrations(store::backend::postgresql)),
                  std::nullopt);
        ASSERT_EQ(a_.open(url()), std::nullopt);
        ASSERT_EQ(b_.open(url()), std::nullopt);
    }

    const std::string& url() const { return db_.location(); }
    std::string query(const std::string& text) { return test::query_rows(url(), text); }

    // Submits and waits for the writer's verdict.
    static bool store_rows(store::writer& writer, store::rows rows) {
        std::promise<bool> stored;
        writer.submit(std::move(rows), [&stored](bool ok) { stored.set_value(ok); });
        return stored.get_future().get();
    }

    static store::game_row game(std::int64_t id, const std::string& code) {
        return store::game_row{id, code, "connect4", "{}", 2, true, "ai_easy", 1, "{}", {}};
    }

    static store::record_row move(std::int64_t game_id, std::int64_t seq, int column) {
        core::record_entry entry;
        entry.seq = seq;
        entry.seat = static_cast<int>(seq - 1) % 2;
        entry.ply = static_cast<int>(seq - 1);
        entry.body = {{"column", column}};
        entry.at = 2;
        return store::record_row{game_id, entry};
    }

    test::temp_dir dir_;
    test::test_database db_{dir_.path() + "/unused.db"};
    lease_store a_;
    lease_store b_;
};

TEST_F(live_fencing, TheOldOwnersCommitIsRefusedAndNothingOfItIsStored) {
    store::error failed;
    const auto first = a_.reserve_room("FENCE1", "a", 10s, failed);
    ASSERT_EQ(failed, std::nullopt);
    ASSERT_TRUE(first);
    EXPECT_EQ(first->fencing, 1);
    // The code is taken among all nodes while the room lives.
    EXPECT_FALSE(b_.reserve_room("FENCE1", "b", 10s, failed));
    EXPECT_EQ(failed, std::nullopt);

    store::writer writer_a;
    store::writer writer_b;
    ASSERT_EQ(writer_a.start(url(), true), std::nullopt);
    ASSERT_EQ(writer_b.start(url(), true), std::nullopt);
    const std::int64_t id = first->game_id;
    ASSERT_TRUE(
        store_rows(writer_a, {store::fence_row{id, "a", 1}, game(id, "FENCE1"), move(id, 1, 3)}));

    // While a's lease lives, b cannot take the room.
    EXPECT_FALSE(b_.take(id, "FENCE1", "b", 10s, failed));
    EXPECT_EQ(failed, std::nullopt);
    // a stops renewing (paused, cut off); its lease runs out and b takes the room.
    EXPECT_EQ(query("UPDATE room_leases SET expires_at = 0 RETURNING fencing"), "1\n");
    const auto taken = b_.take(id, "FENCE1", "b", 10s, failed);
    ASSERT_EQ(failed, std::nullopt);
    ASSERT_TRUE(taken);
    EXPECT_EQ(taken->fencing, 2);

    // a comes back and tries to store the next ply: refused, and its chat with it.
    EXPECT_FALSE(store_rows(writer_a, {store::fence_row{id, "a", 1}, move(id, 2, 4),
                                       store::chat_row{id, "ai_easy", 0, "late", 3}}));
    EXPECT_EQ(query("SELECT seq, body FROM record WHERE game_id = " + std::to_string(id)),
              "1|{\"column\":3}\n");
    EXPECT_EQ(query("SELECT count(*) FROM chat"), "0\n");
    // b stores the same ply with its own number: one move for the ply, b's.
    EXPECT_TRUE(store_rows(writer_b, {store::fence_row{id, "b", 2}, move(id, 2, 5)}));
    EXPECT_EQ(query("SELECT seq, body FROM record WHERE game_id = " + std::to_string(id) +
                    " ORDER BY seq"),
              "1|{\"column\":3}\n2|{\"column\":5}\n");

    // a renews what it still holds: not the room it lost.
    const auto held = a_.renew_all("a", 10s, failed);
    EXPECT_EQ(failed, std::nullopt);
    EXPECT_TRUE(held.empty());
    const auto held_by_b = b_.renew_all("b", 10s, failed);
    ASSERT_EQ(held_by_b.size(), 1u);
    EXPECT_EQ(held_by_b[0].game_id, id);
    EXPECT_EQ(held_by_b[0].fencing, 2);
}

// In one group commit, the stale submission fails alone: another room's rows beside it are
// stored.
TEST_F(live_fencing, AStaleSubmissionFailsAloneInItsGroupCommit) {
    store::error failed;
    const auto lost = a_.reserve_room("LOST01", "a", 10s, failed);
    const auto kept = a_.reserve_room("KEPT01", "a", 10s, failed);
    ASSERT_TRUE(lost && kept);
    store::writer writer;
    ASSERT_EQ(writer.start(url(), true), std::nullopt);
    ASSERT_TRUE(store_rows(
        writer, {store::fence_row{lost->game_id, "a", 1}, game(lost->game_id, "LOST01")}));
    ASSERT_TRUE(store_rows(
        writer, {store::fence_row{kept->game_id, "a", 1}, game(kept->game_id, "KEPT01")}));
    query("UPDATE room_leases SET expires_at = 0 WHERE code = 'LOST01'");
    ASSERT_TRUE(b_.take(lost->game_id, "LOST01", "b", 10s, failed));

    std::promise<bool> stale;
    std::promise<bool> fresh;
    writer.submit({store::fence_row{lost->game_id, "a", 1}, move(lost->game_id, 1, 0)},
                  [&](bool ok) { stale.set_value(ok); });
    writer.submit({store::fence_row{kept->game_id, "a", 1}, move(kept->game_id, 1, 6)},
                  [&](bool ok) { fresh.set_value(ok); });
    EXPECT_FALSE(stale.get_future().get());
    EXPECT_TRUE(fresh.get_future().get());
    EXPECT_EQ(query("SELECT game_id = " + std::to_string(kept->game_id) + ", body FROM record"),
              "t|{\"column\":6}\n");
}

TEST_F(live_fencing, ANodeIdIsUniqueAmongLiveNodes) {
    const auto first = a_.register_node("node-1", 10s);
    ASSERT_TRUE(std::holds_alternative<std::int64_t>(first));
    const auto twice = b_.register_node("node-1", 10s);
    ASSERT_TRUE(std::holds_alternative<std::string>(twice));
    EXPECT_NE(std::get<std::string>(twice).find("another node named node-1 is running"),
              std::string::npos);
    // Once its heartbeat has run out (or it stopped in order), the id may start again.
    ASSERT_EQ(a_.drop_node("node-1"), std::nullopt);
    const auto again = b_.register_node("node-1", 10s);
    ASSERT_TRUE(std::holds_alternative<std::int64_t>(again));
    query("UPDATE cluster_nodes SET expires_at = 0");
    const auto after_expiry = a_.register_node("node-1", 10s);
    ASSERT_TRUE(std::holds_alternative<std::int64_t>(after_expiry));
    EXPECT_EQ(std::get<std::int64_t>(after_expiry), 2);
}

// Games stored before the cluster, or whose owner died, are found to be taken; a release
// (a stop in order) makes a room free at once.
TEST_F(live_fencing, OrphanedGamesAreFoundAndAReleaseFreesARoomAtOnce) {
    store::writer writer;
    ASSERT_EQ(writer.start(url(), true), std::nullopt);
    ASSERT_TRUE(store_rows(writer, {game(900, "OLD001")}));
    store::error failed;
    auto orphans = a_.orphaned(10, failed);
    ASSERT_EQ(orphans.size(), 1u);
    EXPECT_EQ(orphans[0].game_id, 900);
    EXPECT_EQ(orphans[0].code, "OLD001");
    const auto taken = a_.take(900, "OLD001", "a", 10s, failed);
    ASSERT_TRUE(taken);
    EXPECT_EQ(taken->fencing, 1);
    EXPECT_TRUE(b_.orphaned(10, failed).empty());
    ASSERT_EQ(a_.release(900, "a", 1), std::nullopt);
    orphans = b_.orphaned(10, failed);
    ASSERT_EQ(orphans.size(), 1u);
    const auto handed = b_.take(900, "OLD001", "b", 10s, failed);
    ASSERT_TRUE(handed);
    EXPECT_EQ(handed->fencing, 2);
    // Ids come from shared sequences, past the games already stored.
    const auto fresh = a_.reserve_room("NEW001", "a", 10s, failed);
    ASSERT_TRUE(fresh);
    EXPECT_GT(fresh->game_id, 0);
    const auto block = a_.offer_id_block(failed);
    const auto next_block = b_.offer_id_block(failed);
    ASSERT_TRUE(block && next_block);
    EXPECT_EQ(*next_block - *block, 1000);
}

} // namespace
} // namespace plyroom::server::cluster
