// A room code no node here knows costs a look-up in PostgreSQL, and those look-ups are bounded:
// they run on a thread and connection of their own, so that they are answered while the
// node's lease renewal waits on the database (and renewal never waits behind them); one
// connection has at most four under way, one more is answered rate_limited at once; and a code
// found unknown is remembered, so that asking it again costs no query. Real nodes on loopback,
// one real PostgreSQL and Redis.
#include "live_nodes.hpp"
#include "store/database.hpp"

namespace plyroom::test {
namespace {

json join_unknown(test_client& who, const std::string& code, std::chrono::milliseconds timeout) {
    return who.request({{"type", "join_room"}, {"code", code}, {"as", "player"}}, timeout);
}

// With room_leases locked against writes, node a's lease renewal waits for the lock; a code
// nobody knows is still looked up and answered meanwhile.
TEST_F(live_nodes, UnknownCodesAreAnsweredWhileLeaseRenewalWaits) {
    auto a = start_node("a");
    auto alice = player(a->port(), "alice");
    server::store::database locker;
    ASSERT_EQ(locker.open(db_.location(), false), std::nullopt);
    ASSERT_EQ(locker.exec("BEGIN"), std::nullopt);
    // Reads go on; the renewal's UPDATE (and its FOR UPDATE) waits.
    ASSERT_EQ(locker.exec("LOCK TABLE room_leases IN EXCLUSIVE MODE"), std::nullopt);
    const auto renewal_waits = [&] {
        return query("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND "
                     "query LIKE 'UPDATE room_leases SET expires_at%'") == "1\n";
    };
    ASSERT_TRUE(wait_until(renewal_waits, 10s)) << "node a's renewal never came to the lock";
    const json answer = join_unknown(*alice, "ZZZZZ2", 3s);
    EXPECT_TRUE(renewal_waits()) << "the lock held all along";
    ASSERT_EQ(locker.exec("COMMIT"), std::nullopt);
    EXPECT_EQ(answer["code"], "room_not_found") << answer;
}

TEST_F(live_nodes, LookUpsAreBoundedPerConnectionAndAnUnknownCodeIsRemembered) {
    auto a = start_node("a");
    auto alice = player(a->port(), "alice");
    ASSERT_EQ(join_unknown(*alice, "ZZZZZ2", 10s)["code"], "room_not_found");

    // Nothing can be read from room_leases now: only what the node remembers is answered.
    server::store::database locker;
    ASSERT_EQ(locker.open(db_.location(), false), std::nullopt);
    ASSERT_EQ(locker.exec("BEGIN"), std::nullopt);
    ASSERT_EQ(locker.exec("LOCK TABLE room_leases IN ACCESS EXCLUSIVE MODE"), std::nullopt);
    const json again = join_unknown(*alice, "ZZZZZ2", 2s);
    const std::vector<std::string> fresh{"ZZZZZ3", "ZZZZZ4", "ZZZZZ5",
                                         "ZZZZZ6", "ZZZZZ7", "ZZZZZ8"};
    for (std::size_t i = 0; i < fresh.size(); ++i)
        alice->send({{"type", "join_room"}, {"id", i}, {"code", fresh[i]}, {"as", "player"}});
    const auto answer_to = [&](std::size_t i, std::chrono::milliseconds timeout) {
        return alice->wait_for([i](const json& m) { return m.contains("id") && m["id"] == i; },
                               timeout);
    };
    // The fifth and sixth are answered at once, while the four before them wait.
    const auto fifth = answer_to(4, 2s);
    const auto sixth = answer_to(5, 2s);
    const auto first = answer_to(0, 100ms);
    ASSERT_EQ(locker.exec("COMMIT"), std::nullopt);

    EXPECT_EQ(again["code"], "room_not_found") << again << " (a code found unknown is remembered)";
    ASSERT_TRUE(fifth) << "a fifth look-up of one connection was not answered at once";
    EXPECT_EQ((*fifth)["code"], "rate_limited") << *fifth;
    ASSERT_TRUE(sixth);
    EXPECT_EQ((*sixth)["code"], "rate_limited") << *sixth;
    EXPECT_FALSE(first) << "the first four wait for the database";
    for (std::size_t i = 0; i < 4; ++i) {
        const auto answered = answer_to(i, 10s);
        ASSERT_TRUE(answered) << "look-up " << i;
        EXPECT_EQ((*answered)["code"], "room_not_found") << *answered;
    }
}

} // namespace
} // namespace plyroom::test
