// The shared fixture of the server tests: a real plyroom-server child process on a free port
// with its database in a temporary folder (or a fresh PostgreSQL database in the `pg` variant,
// support/test_database.hpp), and helpers that speak the protocol.
#pragma once

#include "support/server_process.hpp"
#include "support/temp_dir.hpp"
#include "support/test_database.hpp"
#include "support/wait.hpp"
#include "test_client.hpp"

#include <memory>
#include <string>

#include <gtest/gtest.h>

namespace plyroom::test {

class server_test : public ::testing::Test {
protected:
    // Extra flags for the server, overridable per suite.
    virtual std::vector<std::string> server_args() const { return {}; }
    // The server binary; empty: plyroom-server. A suite may run one built with a game of its own.
    virtual std::string server_binary() const { return {}; }

    void SetUp() override {
        ASSERT_FALSE(dir_.path().empty());
        ASSERT_EQ(db_.failure(), "");
        std::vector<std::string> flags{"--threads", "2"};
        for (std::string& flag : server_args())
            flags.push_back(std::move(flag));
        server_ = std::make_unique<server_process>(db_path(), std::move(flags), 0, server_binary());
        ASSERT_TRUE(server_->running()) << "plyroom-server did not start";
    }

    // The server's --db: a SQLite file, or a postgresql:// URL in the `pg` variant.
    const std::string& db_path() const { return db_.location(); }
    unsigned short port() const { return server_->port(); }
    server_process& server() { return *server_; }

    // A connected client that has said hello; its welcome is in `welcome`.
    std::unique_ptr<test_client> player(const std::string& name, json* welcome = nullptr) {
        auto client = std::make_unique<test_client>(port());
        EXPECT_TRUE(client->connected());
        json reply = client->hello(name);
        EXPECT_EQ(reply["type"], "welcome") << reply;
        if (welcome != nullptr)
            *welcome = reply;
        return client;
    }

    // Creates a room and returns ROOM.
    static json create(test_client& c, const std::string& game = "connect4", json seat = 0,
                       bool is_public = true) {
        json reply = c.request({{"type", "create_room"},
                                {"game", game},
                                {"options", json::object()},
                                {"seat", seat},
                                {"public", is_public}});
        EXPECT_EQ(reply["type"], "room") << reply;
        return reply["room"];
    }

    static json join(test_client& c, const std::string& code, const std::string& as = "player") {
        return c.request({{"type", "join_room"}, {"code", code}, {"as", as}});
    }

    static json move(test_client& c, const std::string& code, int ply, const json& m) {
        return c.request({{"type", "move"}, {"code", code}, {"ply", ply}, {"move", m}});
    }

    static json column(int c) { return json{{"column", c}}; }

    // A stored game's draw offers as /api/games/{id} serves them (null if it serves none); the
    // room's code shows a private game while it is unfinished.
    json draw_offers(std::int64_t game_id, const std::string& code = "") const {
        const auto [status, body] = http_get(port(), "/api/games/" + std::to_string(game_id) +
                                                         (code.empty() ? "" : "?code=" + code));
        EXPECT_EQ(status, 200) << body;
        const json game = json::parse(body, nullptr, false);
        return game.is_object() ? game.value("draw_offers", json()) : json();
    }

    temp_dir dir_;
    test_database db_{dir_.path() + "/plyroom.db"};
    std::unique_ptr<server_process> server_;
};

// Waits for a pushed event of a type (skipping others, which stay in the inbox).
// A server whose passwords hash cheaply, and players with accounts on it.
class account_server_test : public server_test {
protected:
    std::vector<std::string> server_args() const override {
        return {"--password-ops", "1", "--password-mem-kib", "8"};
    }

    // A player with an account of that user name; its session token in `token`.
    std::unique_ptr<test_client> account(const std::string& user_name,
                                         std::string* token = nullptr) {
        auto c = player(user_name);
        const json made = c->request({{"type", "register"},
                                      {"user_name", user_name},
                                      {"password", "correct horse"},
                                      {"device", "test"}});
        EXPECT_EQ(made["type"], "registered") << made;
        if (token != nullptr)
            *token = made.value("token", "");
        return c;
    }
};

inline json event(test_client& c, const std::string& type) {
    auto found = c.wait_type(type);
    return found ? *found : json{{"type", "timeout"}, {"wanted", type}};
}

// Runs a query on a test database (db_path(): the sqlite3 or psql shell); rows come back one
// per line with '|' between columns.
inline std::string sql(const std::string& db, const std::string& query) {
    return query_rows(db, query);
}

// One line per draw offer: by|ply|status|resolved_by|time > 0|resolved_at >= time (1 or 0).
inline std::string offer_lines(const json& offers) {
    std::string out;
    for (const json& o : offers)
        out += o["by"].dump() + "|" + o["ply"].dump() + "|" + o["status"].get<std::string>() + "|" +
               (o["resolved_by"].is_null() ? "" : o["resolved_by"].dump()) + "|" +
               (o["time"].get<std::int64_t>() > 0 ? "1" : "0") + "|" +
               (!o["resolved_at"].is_null() && o["resolved_at"] >= o["time"] ? "1" : "0") + "\n";
    return out;
}

// One line per answer to any of the offers, in the order they came: seat|response.
inline std::string response_lines(const json& offers) {
    std::string out;
    for (const json& o : offers)
        for (const json& r : o["responses"])
            out += r["seat"].dump() + "|" + r["response"].get<std::string>() + "\n";
    return out;
}

} // namespace plyroom::test
