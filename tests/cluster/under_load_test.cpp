// Several nodes under load (a few hundred Connect Four matches between players on different
// nodes): a rolling restart of every node, and Redis restarted. Whatever happens, every move a
// player was answered `moved` for is in the database, and every game is played to its end.
#include "live_nodes.hpp"
#include "match_driver.hpp"
#include "registry.hpp"

#include <atomic>
#include <random>
#include <set>
#include <thread>

namespace plyroom::test {
namespace {

// A whole game of Connect Four of `at_least` plies or more, from random legal moves.
std::vector<json> long_game(std::size_t at_least) {
    for (unsigned seed = 1; seed < 1000; ++seed) {
        auto created = core::create_match("connect4", json::object(), 0);
        auto m = std::move(std::get<std::unique_ptr<core::match>>(created));
        std::mt19937 rng(seed);
        std::vector<json> moves;
        while (!m->finished()) {
            const auto legal = m->legal_moves();
            const json chosen =
                legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
            if (m->apply(*m->to_move(), chosen))
                break;
            moves.push_back(chosen);
        }
        if (m->finished() && m->result()->winner && moves.size() >= at_least)
            return moves;
    }
    return {};
}

// Flags that let one test address make hundreds of players and connections.
const std::vector<std::string> load_flags{"--max-connections-per-ip",
                                          "0",
                                          "--new-players-per-hour",
                                          "100000000",
                                          "--rate",
                                          "1000",
                                          "--rate-burst",
                                          "1000"};

class under_load : public live_nodes {
protected:
    // Every acknowledged move is stored; every game finished with all its moves.
    void check_everything_stored(const match_driver& driver, std::size_t plies) {
        EXPECT_TRUE(driver.finished()) << "after " << driver.rounds() << " rounds";
        std::set<std::string> stored;
        const std::string rows = query("SELECT g.code || ' ' || m.ply || ' ' || m.move FROM "
                                       "moves m JOIN games g ON g.id = m.game_id");
        for (std::size_t at = 0, end = 0; at < rows.size(); at = end + 1) {
            end = rows.find('\n', at);
            if (end == std::string::npos)
                end = rows.size();
            stored.insert(rows.substr(at, end - at));
        }
        std::size_t missing = 0;
        for (const auto& ack : driver.acknowledged())
            if (!stored.contains(ack.code + " " + std::to_string(ack.ply) + " " + ack.move.dump()))
                ++missing;
        EXPECT_EQ(missing, 0u) << "of " << driver.acknowledged().size() << " acknowledged moves";
        EXPECT_EQ(query("SELECT count(*) FROM games WHERE status <> 'finished'"), "0\n");
        EXPECT_EQ(stored.size(), driver.codes().size() * plies);
    }
};

// Each node in turn is stopped (SIGTERM: its rooms handed over) and started again while the
// matches go on; players of a stopped node come back on another with their tokens.
TEST_F(under_load, ARollingRestartOfEveryNodeLosesNoAcknowledgedMove) {
    const auto moves = long_game(20);
    ASSERT_FALSE(moves.empty());
    std::vector<std::unique_ptr<server_process>> nodes;
    for (const char* name : {"a", "b", "c"})
        nodes.push_back(start_node(name, load_flags));
    match_driver driver({nodes[0]->port(), nodes[1]->port(), nodes[2]->port()}, 200, moves);
    ASSERT_EQ(driver.open(), "");

    // Node i restarts once i * 4 + 2 rounds are played; play gets at most two rounds past
    // that before the restart is over, so that all three happen while the matches go on.
    const auto begun_by = [](int round) {
        return round < 2 ? 0 : std::min(3, (round - 2) / 4 + 1);
    };
    std::atomic<int> rounds{0};
    std::atomic<int> restarted{0};
    std::thread restarts([&] {
        for (int i = 0; i < 3; ++i) {
            wait_until([&] { return begun_by(rounds.load()) > i; });
            nodes[static_cast<std::size_t>(i)]->restart();
            restarted = i + 1;
        }
    });
    bool playing = true;
    while (playing && driver.rounds() < 200) {
        playing = driver.round();
        rounds = driver.rounds();
        ASSERT_TRUE(wait_until([&] { return restarted.load() >= begun_by(driver.rounds() - 2); }));
    }
    rounds = 1000;
    restarts.join();
    EXPECT_EQ(restarted.load(), 3);
    for (const auto& node : nodes)
        EXPECT_TRUE(node->running());
    EXPECT_GT(driver.reconnects(), 0);
    check_everything_stored(driver, moves.size());
}

// Redis goes away in the middle of a round and comes back on the same port: the nodes connect
// again, the messages that could not travel are sent once it is back, and play goes on.
TEST_F(under_load, RedisRestartedLosesNoAcknowledgedMove) {
    const auto moves = long_game(12);
    ASSERT_FALSE(moves.empty());
    redis_process redis;
    ASSERT_TRUE(redis.running());
    std::vector<std::unique_ptr<server_process>> nodes;
    for (const char* name : {"a", "b", "c"})
        nodes.push_back(start_node(name, load_flags, redis.url()));
    match_driver driver({nodes[0]->port(), nodes[1]->port(), nodes[2]->port()}, 150, moves);
    ASSERT_EQ(driver.open(), "");
    for (int i = 0; i < 3; ++i)
        ASSERT_TRUE(driver.round());
    redis.stop();
    driver.send_moves();
    ASSERT_TRUE(redis.start());
    driver.collect(std::chrono::steady_clock::now() + 20s);
    while (driver.round() && driver.rounds() < 100) {
    }
    for (const auto& node : nodes)
        EXPECT_TRUE(node->running());
    check_everything_stored(driver, moves.size());
}

} // namespace
} // namespace plyroom::test
