// Accounts below the protocol: user names, Argon2id hashes, the bounded hashing queue, and the
// account service over a real database (SQLite, or PostgreSQL in the `pg` variant), its clocks
// injected so that sessions' expiry and the rate limits are driven, never waited for.
#include "accounts/account_service.hpp"
#include "accounts/hashing_queue.hpp"
#include "accounts/recovery_codes.hpp"
#include "accounts/user_name.hpp"
#include "fixture.hpp"
#include "lobby/secrets.hpp"
#include "store/migrations.hpp"

#include <future>

namespace plyroom::server::accounts {
namespace {

using protocol::error_code;
constexpr std::int64_t day_ms = std::int64_t{24} * 3600 * 1000;

// Waits for the answer of one asynchronous request.
template <typename T, typename Start>
T answer(Start start) {
    auto promise = std::make_shared<std::promise<T>>();
    auto future = promise->get_future();
    start([promise](T value) { promise->set_value(std::move(value)); });
    return future.get();
}

template <typename T>
error_code refused_with(const outcome<T>& result) {
    EXPECT_TRUE(std::holds_alternative<refusal>(result));
    return std::holds_alternative<refusal>(result) ? std::get<refusal>(result).code
                                                   : error_code::internal;
}

template <typename T> T accepted(const outcome<T>& result) {
    if (const auto* refused = std::get_if<refusal>(&result))
        ADD_FAILURE() << "refused: " << refused->message;
    return std::holds_alternative<T>(result) ? std::get<T>(result) : T{};
}

TEST(user_names, FoldCaseAndRefuseReservedUnprintableAndSpacedNames) {
    EXPECT_EQ(user_name_key("AliCe"), "alice");
    EXPECT_FALSE(user_name_problem("Alice"));
    EXPECT_FALSE(user_name_problem("ana maria"));
    EXPECT_FALSE(user_name_problem("Zoë"));
    for (const char* name :
         {"ADMIN", "root", "System", "plyroom", "AI_Bot", "ai_x", "Closed Account"})
        EXPECT_EQ(user_name_problem(name), "that user name is reserved") << name;
    EXPECT_TRUE(user_name_problem(""));
    EXPECT_TRUE(user_name_problem(std::string(33, 'a')));
    EXPECT_TRUE(user_name_problem("tab\there"));
    EXPECT_TRUE(user_name_problem("bidi\xE2\x80\xAE"));
    EXPECT_TRUE(user_name_problem(" alice"));
    EXPECT_TRUE(user_name_problem("alice "));
}

TEST(password_hashes, VerifyOnlyTheRightPasswordAndCarryArgon2id) {
    const auto hash = hash_password("correct horse", password_cost::minimum());
    ASSERT_TRUE(hash);
    EXPECT_TRUE(hash->starts_with("$argon2id$"));
    EXPECT_TRUE(verify_password(*hash, "correct horse"));
    EXPECT_FALSE(verify_password(*hash, "correct horsE"));
    EXPECT_NE(hash_password("correct horse", password_cost::minimum()), hash); // salted
}

TEST(password_hashes, TheInteractiveCostIsWhatTheHashCarries) {
    const auto cost = password_cost::interactive();
    const auto hash = hash_password("correct horse", cost);
    ASSERT_TRUE(hash);
    // libsodium writes memory in KiB and passes as t=.
    EXPECT_NE(hash->find("m=" + std::to_string(cost.memlimit / 1024) +
                         ",t=" + std::to_string(cost.opslimit)),
              std::string::npos)
        << *hash;
    EXPECT_TRUE(verify_password(*hash, "correct horse"));
}

TEST(hashing_queue, AFullQueueRefusesAtOnceAndRunsWhatItTook) {
    hashing_queue queue(1, 1);
    std::promise<void> release;
    std::shared_future<void> released = release.get_future().share();
    std::promise<void> started;
    std::atomic<int> ran{0};
    ASSERT_TRUE(queue.try_post([&, released] {
        started.set_value();
        released.wait();
        ++ran;
    }));
    started.get_future().wait(); // the worker holds the first job
    EXPECT_TRUE(queue.try_post([&] { ++ran; }));
    EXPECT_FALSE(queue.try_post([&] { ++ran; })); // one waits already: full
    EXPECT_EQ(queue.waiting(), 1u);
    release.set_value();
    std::promise<void> last;
    while (!queue.try_post([&] { last.set_value(); })) {
    }
    last.get_future().wait();
    EXPECT_EQ(ran.load(), 2);
}

TEST(recovery_codes, TenDistinctCodesEachHashedAsTyped) {
    const auto codes = new_recovery_codes();
    ASSERT_EQ(codes.size(), recovery_code_count);
    std::set<std::string> distinct(codes.begin(), codes.end());
    EXPECT_EQ(distinct.size(), codes.size());
    EXPECT_EQ(codes[0].size(), 19u);
    std::string typed = codes[0];
    std::erase(typed, '-');
    for (auto& c : typed)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    EXPECT_EQ(hash_recovery_code(typed), hash_recovery_code(codes[0]));
    EXPECT_NE(hash_recovery_code(codes[1]), hash_recovery_code(codes[0]));
}

class account_service_test : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_EQ(db_.failure(), "");
        store::database db;
        ASSERT_FALSE(db.open(db_.location(), false));
        ASSERT_FALSE(store::migrate(db, store::embedded_migrations(db.kind())));
        ASSERT_FALSE(db.exec("INSERT INTO players VALUES ('p_1', 'alice', 'anon1', 0);"
                             "INSERT INTO players VALUES ('p_2', 'bob', 'anon2', 0);"
                             "INSERT INTO games (id, code, game, options, seat_count, public, "
                             "status, created_by, created_at) VALUES "
                             "(1, 'K7QX2M', 'connect4', '{}', 2, 1, 'playing', 'p_1', 0);"
                             "INSERT INTO seats VALUES (1, 0, 'p_1', 0);"));
        ASSERT_FALSE(service_.open(db_.location()));
    }

    std::string sql(const std::string& query) const { return test::sql(db_.location(), query); }

    outcome<granted> register_as(const std::string& player, const std::string& name,
                                 const std::string& password = "correct horse") {
        return answer<outcome<granted>>([&](auto done) {
            service_.register_account(player, name, password, "test device", done);
        });
    }
    outcome<granted> login(const std::string& name, const std::string& password,
                           const std::string& address = "10.0.0.1") {
        return answer<outcome<granted>>(
            [&](auto done) { service_.login(name, password, "second device", address, done); });
    }
    outcome<account_row> resume(const std::string& token) {
        return answer<outcome<account_row>>([&](auto done) { service_.resume(token, done); });
    }

    static account_settings cheap() {
        account_settings settings;
        settings.cost = password_cost::minimum();
        return settings;
    }

    test::temp_dir dir_;
    test::test_database db_{dir_.path() + "/accounts.db"};
    std::int64_t now_ms_ = 1'000'000;
    account_service::clock::time_point steady_{};
    account_service service_{cheap(), [this] { return now_ms_; }, [this] { return steady_; }};
};

TEST_F(account_service_test, RegisteringMakesThePlayerTheAccountAndKeepsItsGames) {
    const auto made = accepted(register_as("p_1", "Alice"));
    EXPECT_EQ(made.player_id, "p_1");
    EXPECT_EQ(made.recovery_codes.size(), recovery_code_count);
    EXPECT_EQ(sql("SELECT user_name, name_key FROM accounts"), "Alice|alice\n");
    EXPECT_EQ(sql("SELECT player_id FROM seats WHERE game_id = 1"), "p_1\n");
    // The anonymous token no longer names the player: the account's sessions do.
    EXPECT_EQ(sql("SELECT count(*) FROM players WHERE token_hash = 'anon1'"), "0\n");
    EXPECT_EQ(sql("SELECT name FROM players WHERE id = 'p_1'"), "Alice\n");
    // Nothing secret is stored as it was handed out.
    EXPECT_EQ(sql("SELECT count(*) FROM account_sessions WHERE token_hash = '" + made.token + "'"),
              "0\n");
    EXPECT_EQ(sql("SELECT count(*) FROM account_recovery_codes WHERE code_hash = '" +
                  made.recovery_codes[0] + "'"),
              "0\n");
    EXPECT_EQ(accepted(resume(made.token)).user_name, "Alice");
}

TEST_F(account_service_test, UserNamesAreUniqueWithoutRegardToCaseAndAPlayerRegistersOnce) {
    accepted(register_as("p_1", "Alice"));
    EXPECT_EQ(refused_with(register_as("p_2", "aLICE")), error_code::bad_request);
    EXPECT_EQ(refused_with(register_as("p_1", "Alice2")), error_code::bad_request);
    EXPECT_EQ(refused_with(register_as("p_2", "admin")), error_code::bad_request);
    EXPECT_EQ(refused_with(register_as("p_2", "bob", "short")), error_code::bad_request);
    EXPECT_EQ(refused_with(register_as("p_9", "nobody")), error_code::unauthorized);
    EXPECT_EQ(sql("SELECT count(*) FROM accounts"), "1\n");
}

TEST_F(account_service_test, LoggingInFromAnotherDeviceGivesANewSessionOfTheSamePlayer) {
    const auto first = accepted(register_as("p_1", "Alice"));
    const auto second = accepted(login("ALICE", "correct horse"));
    EXPECT_EQ(second.player_id, "p_1");
    EXPECT_NE(second.token, first.token);
    EXPECT_EQ(accepted(resume(second.token)).player_id, "p_1");
    // The anonymous identity the second device held keeps its own games.
    EXPECT_EQ(sql("SELECT token_hash FROM players WHERE id = 'p_2'"), "anon2\n");
    const auto listed = answer<outcome<std::vector<session_row>>>(
        [&](auto done) { service_.sessions("p_1", done); });
    EXPECT_EQ(accepted(listed).size(), 2u);
}

TEST_F(account_service_test, AnUnknownNameGetsTheAnswerOfAWrongPassword) {
    accepted(register_as("p_1", "Alice"));
    const auto wrong = login("Alice", "wrong horse");
    const auto unknown = login("Nobody", "wrong horse");
    ASSERT_TRUE(std::holds_alternative<refusal>(wrong));
    ASSERT_TRUE(std::holds_alternative<refusal>(unknown));
    EXPECT_EQ(std::get<refusal>(wrong).code, error_code::unauthorized);
    EXPECT_EQ(std::get<refusal>(wrong).code, std::get<refusal>(unknown).code);
    EXPECT_EQ(std::get<refusal>(wrong).message, std::get<refusal>(unknown).message);
}

TEST_F(account_service_test, GuessesAreBoundedPerAccountAndPerAddress) {
    accepted(register_as("p_1", "Alice"));
    const auto settings = cheap();
    // Per account: from ever new addresses, the burst and no more.
    for (int i = 0; i < static_cast<int>(settings.attempt_burst_per_account); ++i)
        EXPECT_EQ(refused_with(login("alice", "guess" + std::to_string(i) + "xxx",
                                     "10.1.0." + std::to_string(i))),
                  error_code::unauthorized);
    EXPECT_EQ(refused_with(login("alice", "correct horse", "10.2.0.1")), error_code::rate_limited);
    // Time refills the bucket (the injected clock).
    steady_ += std::chrono::minutes(10);
    accepted(login("alice", "correct horse", "10.2.0.1"));
    // Per address: the same address across ever new names.
    for (int i = 0; i < static_cast<int>(settings.attempt_burst_per_address) - 1; ++i)
        EXPECT_EQ(refused_with(login("name" + std::to_string(i), "whatever1", "10.2.0.1")),
                  error_code::unauthorized);
    EXPECT_EQ(refused_with(login("other", "whatever1", "10.2.0.1")), error_code::rate_limited);
}

TEST_F(account_service_test, SessionsLapseAfterThirtyDaysUnusedAndUseSlidesTheExpiry) {
    const auto made = accepted(register_as("p_1", "Alice"));
    now_ms_ += 29 * day_ms;
    accepted(resume(made.token));
    now_ms_ += 29 * day_ms; // 58 days since registering, 29 since the last use
    accepted(resume(made.token));
    now_ms_ += 30 * day_ms + 1;
    EXPECT_EQ(refused_with(resume(made.token)), error_code::unauthorized);
    EXPECT_EQ(sql("SELECT count(*) FROM account_sessions"), "0\n");
}

TEST_F(account_service_test, LogOutEndsOneSessionAndLogOutEverywhereEndsAll) {
    const auto first = accepted(register_as("p_1", "Alice"));
    const auto second = accepted(login("alice", "correct horse"));
    const auto third = accepted(login("alice", "correct horse"));
    accepted(answer<outcome<done_ok>>(
        [&](auto done) { service_.logout(lobby::hash_token(first.token), done); }));
    EXPECT_EQ(refused_with(resume(first.token)), error_code::unauthorized);
    accepted(resume(second.token));
    // One revoked by its public id, as the account page does.
    const auto listed = accepted(answer<outcome<std::vector<session_row>>>(
        [&](auto done) { service_.sessions("p_1", done); }));
    ASSERT_EQ(listed.size(), 2u);
    accepted(answer<outcome<done_ok>>(
        [&](auto done) { service_.revoke_session("p_1", listed[0].id, done); }));
    EXPECT_EQ(refused_with(answer<outcome<done_ok>>(
                  [&](auto done) { service_.revoke_session("p_2", listed[1].id, done); })),
              error_code::bad_request); // not another player's
    accepted(answer<outcome<done_ok>>([&](auto done) { service_.logout_everywhere("p_1", done); }));
    EXPECT_EQ(refused_with(resume(second.token)), error_code::unauthorized);
    EXPECT_EQ(refused_with(resume(third.token)), error_code::unauthorized);
}

TEST_F(account_service_test, ChangingThePasswordNeedsTheOldOne) {
    accepted(register_as("p_1", "Alice"));
    auto change = [&](const std::string& old_password, const std::string& new_password) {
        return answer<outcome<done_ok>>(
            [&](auto done) { service_.change_password("p_1", old_password, new_password, done); });
    };
    EXPECT_EQ(refused_with(change("wrong horse", "battery staple")), error_code::unauthorized);
    accepted(change("correct horse", "battery staple"));
    EXPECT_EQ(refused_with(login("alice", "correct horse")), error_code::unauthorized);
    accepted(login("alice", "battery staple"));
}

TEST_F(account_service_test, ARecoveryCodeResetsThePasswordOnceAndEndsEverySession) {
    const auto made = accepted(register_as("p_1", "Alice"));
    auto recover = [&](const std::string& code, const std::string& password) {
        return answer<outcome<granted>>([&](auto done) {
            service_.recover("alice", code, password, "phone", "10.3.0.1", done);
        });
    };
    EXPECT_EQ(refused_with(recover("aaaa-bbbb-cccc-dddd", "new password")),
              error_code::unauthorized);
    const auto recovered = accepted(recover(made.recovery_codes[3], "new password"));
    EXPECT_EQ(recovered.player_id, "p_1");
    EXPECT_EQ(refused_with(resume(made.token)), error_code::unauthorized);
    accepted(resume(recovered.token));
    accepted(login("alice", "new password"));
    EXPECT_EQ(refused_with(recover(made.recovery_codes[3], "newer password")),
              error_code::unauthorized);
    EXPECT_EQ(sql("SELECT count(*) FROM account_recovery_codes"),
              std::to_string(recovery_code_count - 1) + "\n");
}

TEST_F(account_service_test, ClosingKeepsTheGamesUnderANeutralNameAndFreesTheUserName) {
    const auto made = accepted(register_as("p_1", "Alice"));
    auto close = [&](const std::string& password) {
        return answer<outcome<done_ok>>(
            [&](auto done) { service_.close_account("p_1", password, done); });
    };
    EXPECT_EQ(refused_with(close("wrong horse")), error_code::unauthorized);
    accepted(close("correct horse"));
    EXPECT_EQ(sql("SELECT name FROM players WHERE id = 'p_1'"), "closed account\n");
    EXPECT_EQ(sql("SELECT player_id FROM seats WHERE game_id = 1"), "p_1\n");
    EXPECT_EQ(sql("SELECT count(*) FROM accounts"), "0\n");
    EXPECT_EQ(refused_with(resume(made.token)), error_code::unauthorized);
    EXPECT_EQ(refused_with(login("alice", "correct horse")), error_code::unauthorized);
    EXPECT_EQ(accepted(register_as("p_2", "alice")).player_id, "p_2");
}

TEST(account_service_queue, AServiceWithNoRoomToWaitAnswersBusyAtOnce) {
    account_settings settings;
    settings.cost = password_cost::minimum();
    settings.max_waiting = 0;
    account_service service(
        settings, [] { return std::int64_t{0}; },
        [] { return account_service::clock::time_point{}; });
    const auto result = answer<outcome<granted>>(
        [&](auto done) { service.login("alice", "correct horse", "d", "10.0.0.1", done); });
    EXPECT_EQ(refused_with(result), error_code::busy);
}

} // namespace
} // namespace plyroom::server::accounts
