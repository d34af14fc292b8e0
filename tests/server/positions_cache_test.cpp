// /api/games/{id}?positions=1 replays a game once: a finished game's positions are kept, so
// that a second request is not replayed again (plyroom_record_replays_total), while an
// unfinished game, which may still move, is replayed each time. The cache keeps within its
// bytes, dropping the least recently read game first.
#include "fixture.hpp"
#include "store/positions_cache.hpp"

namespace plyroom::test {
namespace {

class positions_replays : public server_test {};

TEST_F(positions_replays, ASecondReadOfAFinishedGameIsNotReplayed) {
    auto alice = player("alice");
    auto bob = player("bob");
    const std::string code = create(*alice)["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    for (int ply = 0; ply < 4; ++ply)
        ASSERT_EQ(move(ply % 2 == 0 ? *alice : *bob, code, ply, column(ply))["type"], "moved");
    const std::string target = "/api/games/1?positions=1";
    const std::string replays = "plyroom_record_replays_total";
    ASSERT_EQ(metric(port(), replays), 0);
    EXPECT_EQ(http_get(port(), target).first, 200);
    EXPECT_EQ(http_get(port(), target).first, 200);
    EXPECT_EQ(metric(port(), replays), 2) << "a game still played is replayed each time";

    ASSERT_EQ(bob->request({{"type", "resign"}, {"code", code}})["type"], "game_over");
    const auto [status, first] = http_get(port(), target);
    ASSERT_EQ(status, 200) << first;
    EXPECT_EQ(metric(port(), replays), 3);
    const auto [again_status, again] = http_get(port(), target);
    ASSERT_EQ(again_status, 200) << again;
    EXPECT_EQ(metric(port(), replays), 3) << "the finished game's positions were kept";
    EXPECT_EQ(again, first);
    // The positions as the record without them would be replayed: before each of the four
    // moves, then the end; and the rest of the record as without ?positions=1.
    json record = json::parse(first);
    ASSERT_EQ(record["positions"].size(), 5u) << first;
    EXPECT_EQ(record["positions"][4]["ply"], 4);
    record.erase("positions");
    EXPECT_EQ(record, json::parse(http_get(port(), "/api/games/1").second));
}

using server::store::positions_cache;

positions_cache::text text_of(std::size_t bytes) {
    return std::make_shared<const std::string>(bytes, 'x');
}

TEST(positions_cache, KeepsWithinItsBytesDroppingTheLeastRecentlyRead) {
    std::atomic<std::uint64_t> replays = 0;
    positions_cache cache(1000, replays);
    cache.keep(1, 10, text_of(400));
    cache.keep(2, 10, text_of(400));
    ASSERT_NE(cache.find(1, 10), nullptr); // game 1 is now the more recently read
    cache.keep(3, 10, text_of(400));
    EXPECT_LE(cache.bytes(), 1000u);
    EXPECT_NE(cache.find(1, 10), nullptr);
    EXPECT_EQ(cache.find(2, 10), nullptr) << "the least recently read went";
    EXPECT_NE(cache.find(3, 10), nullptr);
    for (std::int64_t game = 4; game < 100; ++game) {
        cache.keep(game, 10, text_of(static_cast<std::size_t>(game) * 7 % 500));
        EXPECT_LE(cache.bytes(), 1000u) << "after game " << game;
    }
    cache.keep(100, 10, text_of(1001));
    EXPECT_EQ(cache.find(100, 10), nullptr) << "a text larger than the cache is not kept";
    EXPECT_LE(cache.bytes(), 1000u);
}

TEST(positions_cache, ARecordOfAnotherLengthIsNotServedFromTheCache) {
    std::atomic<std::uint64_t> replays = 0;
    positions_cache cache(1000, replays);
    cache.keep(1, 10, text_of(100));
    EXPECT_EQ(cache.find(1, 11), nullptr);
    cache.keep(1, 11, text_of(200));
    EXPECT_EQ(cache.bytes(), 200u) << "the older text was replaced, not kept beside";
    EXPECT_EQ(cache.find(1, 11)->size(), 200u);
}

} // namespace
} // namespace plyroom::test
