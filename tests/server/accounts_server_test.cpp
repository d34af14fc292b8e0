// Accounts over a real server (SQLite, or PostgreSQL in the `pg` variant): registering turns
// the anonymous player into the account, another device logs in to it, sessions end, and the
// answers carry no more than they must. The server hashes at the least cost (--password-*).
#include "fixture.hpp"

namespace plyroom::test {
namespace {

class accounts_server : public server_test {
protected:
    std::vector<std::string> server_args() const override {
        return {"--password-ops", "1", "--password-mem-kib", "8"};
    }

    static json register_as(test_client& c, const std::string& user_name,
                            const std::string& password = "correct horse") {
        return c.request({{"type", "register"},
                          {"user_name", user_name},
                          {"password", password},
                          {"device", "test browser"}});
    }
    static json login(test_client& c, const std::string& user_name,
                      const std::string& password = "correct horse") {
        return c.request({{"type", "login"},
                          {"user_name", user_name},
                          {"password", password},
                          {"device", "second browser"}});
    }
    // A new connection's welcome for `token`.
    json welcome_for(const std::string& token) {
        test_client c(port());
        return c.hello("anyone", token);
    }
};

TEST_F(accounts_server, RegisteringMakesTheAnonymousPlayerTheAccountWithItsGames) {
    json welcome;
    auto alice = player("alice", &welcome);
    EXPECT_EQ(welcome["account"], false);
    EXPECT_FALSE(welcome.contains("user_name"));
    const std::string code = create(*alice)["code"];

    const json made = register_as(*alice, "Alice");
    ASSERT_EQ(made["type"], "registered") << made;
    EXPECT_EQ(made["player"], welcome["player"]);
    EXPECT_EQ(made["user_name"], "Alice");
    EXPECT_EQ(made["recovery_codes"].size(), 10u);

    const json back = welcome_for(made["token"]);
    ASSERT_EQ(back["type"], "welcome") << back;
    EXPECT_EQ(back["player"], welcome["player"]);
    EXPECT_EQ(back["account"], true);
    EXPECT_EQ(back["user_name"], "Alice");
    EXPECT_EQ(back["name"], "Alice");
    EXPECT_EQ(back["rooms"], json::array({code}));
    // The anonymous token was retired: the account's sessions name the player now.
    const json old = welcome_for(welcome["token"]);
    EXPECT_EQ(old["type"], "error");
    EXPECT_EQ(old["code"], "unauthorized");
    EXPECT_EQ(register_as(*alice, "Alice2")["code"], "bad_request");
}

TEST_F(accounts_server, LoggingInOnADeviceWithAnotherIdentitySwitchesAndThatIdentityKeepsItsGames) {
    json alice_welcome;
    auto alice = player("alice", &alice_welcome);
    ASSERT_EQ(register_as(*alice, "Alice")["type"], "registered");

    json bob_welcome;
    auto device = player("bob", &bob_welcome);
    const std::string bobs_code = create(*device)["code"];
    const json in = login(*device, "ALICE");
    ASSERT_EQ(in["type"], "logged_in") << in;
    EXPECT_EQ(in["player"], alice_welcome["player"]);
    EXPECT_EQ(in["user_name"], "Alice");
    // The device is Alice now: its own rooms are hers (none), not Bob's.
    const json mine = device->request({{"type", "my_rooms"}});
    EXPECT_EQ(mine["rooms"], json::array()) << mine;
    // Bob's identity keeps its game.
    const json bob_again = welcome_for(bob_welcome["token"]);
    EXPECT_EQ(bob_again["account"], false);
    EXPECT_EQ(bob_again["rooms"], json::array({bobs_code}));
    EXPECT_EQ(welcome_for(in["token"])["user_name"], "Alice");
}

TEST_F(accounts_server, AWrongPasswordAndAnUnknownNameGetTheSameAnswer) {
    auto alice = player("alice");
    ASSERT_EQ(register_as(*alice, "Alice")["type"], "registered");
    auto other = player("mallory");
    const json wrong = login(*other, "Alice", "wrong horse");
    const json unknown = login(*other, "Nobody", "wrong horse");
    EXPECT_EQ(wrong["code"], "unauthorized") << wrong;
    EXPECT_EQ(wrong["code"], unknown["code"]);
    EXPECT_EQ(wrong["message"], unknown["message"]);
}

TEST_F(accounts_server, AccountMessagesNeedAHelloAndAnAccount) {
    test_client fresh(port());
    EXPECT_EQ(login(fresh, "Alice")["code"], "hello_required");
    auto anonymous = player("anon");
    EXPECT_EQ(anonymous->request({{"type", "sessions"}})["code"], "unauthorized");
    EXPECT_EQ(anonymous->request({{"type", "logout"}})["code"], "unauthorized");
    EXPECT_EQ(register_as(*anonymous, "admin")["code"], "bad_request");
    EXPECT_EQ(register_as(*anonymous, "Anon", "short")["code"], "bad_request");
    EXPECT_EQ(anonymous->request({{"type", "login"}, {"user_name", 7}})["code"], "bad_request");
}

TEST_F(accounts_server, SessionsAreListedRevokedAndEndedEverywhere) {
    auto alice = player("alice");
    const json made = register_as(*alice, "Alice");
    ASSERT_EQ(made["type"], "registered");
    auto phone = player("phone");
    const json on_phone = login(*phone, "alice");
    ASSERT_EQ(on_phone["type"], "logged_in");

    const json listed = alice->request({{"type", "sessions"}});
    ASSERT_EQ(listed["type"], "sessions") << listed;
    ASSERT_EQ(listed["sessions"].size(), 2u);
    json phones_session;
    for (const json& s : listed["sessions"]) {
        EXPECT_FALSE(s.contains("token"));
        if (s["device"] == "second browser") {
            EXPECT_EQ(s["current"], false);
            phones_session = s["session"];
        } else {
            EXPECT_EQ(s["current"], true);
        }
    }
    const json revoked = alice->request({{"type", "revoke_session"}, {"session", phones_session}});
    EXPECT_EQ(revoked["type"], "account_ok") << revoked;
    EXPECT_EQ(welcome_for(on_phone["token"])["code"], "unauthorized");

    const json everywhere = alice->request({{"type", "logout_everywhere"}});
    EXPECT_EQ(everywhere["action"], "logout_everywhere") << everywhere;
    EXPECT_EQ(welcome_for(made["token"])["code"], "unauthorized");
    // The connection is back to before its hello.
    EXPECT_EQ(alice->request({{"type", "my_rooms"}})["code"], "hello_required");
}

TEST_F(accounts_server, PasswordsChangeRecoveryCodesWorkOnceAndClosingKeepsTheGames) {
    json welcome;
    auto alice = player("alice", &welcome);
    const json game = create(*alice);
    const json made = register_as(*alice, "Alice");
    ASSERT_EQ(made["type"], "registered");
    EXPECT_EQ(alice->request({{"type", "change_password"},
                              {"password", "wrong horse"},
                              {"new_password", "battery staple"}})["code"],
              "unauthorized");
    EXPECT_EQ(alice->request({{"type", "change_password"},
                              {"password", "correct horse"},
                              {"new_password", "battery staple"}})["type"],
              "account_ok");
    auto other = player("other");
    EXPECT_EQ(login(*other, "Alice", "correct horse")["code"], "unauthorized");

    auto recover = [&](test_client& c) {
        return c.request({{"type", "recover"},
                          {"user_name", "alice"},
                          {"recovery_code", made["recovery_codes"][0]},
                          {"new_password", "new password"}});
    };
    const json recovered = recover(*other);
    ASSERT_EQ(recovered["type"], "logged_in") << recovered;
    EXPECT_EQ(recover(*player("third"))["code"], "unauthorized");
    EXPECT_EQ(welcome_for(made["token"])["code"], "unauthorized"); // every session ended

    EXPECT_EQ(other->request({{"type", "close_account"}, {"password", "new password"}})["type"],
              "account_ok");
    EXPECT_EQ(welcome_for(recovered["token"])["code"], "unauthorized");
    EXPECT_EQ(sql(db_path(), "SELECT name FROM players WHERE id = '" +
                                 welcome["player"].get<std::string>() + "'"),
              "closed account\n");
    EXPECT_EQ(sql(db_path(), "SELECT count(*) FROM seats WHERE game_id = " +
                                 std::to_string(game["game_id"].get<std::int64_t>())),
              "1\n");
}

} // namespace
} // namespace plyroom::test
