// What the tests of real nodes share: a fresh PostgreSQL database, Redis (the run's shared one
// unless a test brings its own), nodes started as real plyroom-server processes on loopback,
// players who say hello, and queries on the database.
#pragma once

#include "../server/test_client.hpp"
#include "redis_process.hpp"
#include "support/free_port.hpp"
#include "support/server_process.hpp"
#include "support/temp_dir.hpp"
#include "support/test_database.hpp"
#include "support/wait.hpp"

#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace plyroom::test {

class live_nodes : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_EQ(db_.failure(), "");
        ASSERT_FALSE(shared_redis_url().empty()) << "run under scripts/with-redis";
    }

    // A node on the test's database and `redis` (the shared one by default); `more` flags.
    // Its port is fixed, so that a restart keeps it.
    std::unique_ptr<server_process> start_node(const std::string& name,
                                               std::vector<std::string> more = {},
                                               std::string redis = shared_redis_url()) {
        std::vector<std::string> flags{"--threads", "2", "--cluster", redis, "--node-id", name};
        flags.insert(flags.end(), more.begin(), more.end());
        auto node = std::make_unique<server_process>(db_.location(), std::move(flags), free_port());
        EXPECT_TRUE(node->running()) << "node " << name << " did not start";
        return node;
    }

    static std::unique_ptr<test_client> player(unsigned short port, const std::string& name,
                                               std::string* token = nullptr) {
        auto client = std::make_unique<test_client>(port);
        const json welcome = client->hello(name);
        EXPECT_EQ(welcome["type"], "welcome") << welcome;
        if (token != nullptr)
            *token = welcome.value("token", "");
        return client;
    }

    // A Connect Four room hosted by `host` in seat 0: its code, or "" with the failure
    // recorded.
    static std::string host_connect4(test_client& host) {
        const json room = host.request({{"type", "create_room"},
                                        {"game", "connect4"},
                                        {"options", json::object()},
                                        {"seat", 0}});
        EXPECT_EQ(room["type"], "room") << room;
        return room["type"] == "room" ? room["room"]["code"].get<std::string>() : std::string();
    }

    // `who` joins the room as "player" or "spectator"; false with the failure recorded.
    static bool join(test_client& who, const std::string& code, const std::string& as) {
        const json joined = who.request({{"type", "join_room"}, {"code", code}, {"as", as}});
        EXPECT_EQ(joined["type"], "room") << joined;
        return joined["type"] == "room";
    }

    static json move(test_client& c, const std::string& code, int ply, int column,
                     std::chrono::milliseconds timeout = 10s) {
        return c.request(
            {{"type", "move"}, {"code", code}, {"ply", ply}, {"move", {{"column", column}}}},
            timeout);
    }

    std::string query(const std::string& text) { return query_rows(db_.location(), text); }

    temp_dir dir_;
    test_database db_{dir_.path() + "/unused.db"};
};

} // namespace plyroom::test
