// Accounts: registering the player one is, logging in and out, sessions, passwords, recovery
// and closing. Every request runs on the hashing queue (password work and the account rows
// both stay off the I/O threads); a full queue answers `busy` at once. `done` runs on a
// hashing thread, or on the caller's when refused at once. Guessing is bounded: login and
// recovery attempts are counted per account and per address, and an unknown user name costs
// the same hashing work and gets the same answer as a wrong password.
#pragma once

#include "account_store.hpp"
#include "hashing_queue.hpp"
#include "lobby/new_player_budget.hpp"
#include "password_hash.hpp"
#include "protocol/error_codes.hpp"

#include <chrono>
#include <functional>
#include <string>
#include <variant>
#include <vector>

namespace plyroom::server::accounts {

struct account_settings {
    password_cost cost = password_cost::interactive();
    unsigned hashing_threads = 1;
    std::size_t max_waiting = 32; // requests waiting for a hashing thread
    std::int64_t session_idle_ms = std::int64_t{30} * 24 * 3600 * 1000;
    // Login and recovery attempts, a bucket per user name and per address.
    double attempts_per_hour_per_account = 30;
    double attempt_burst_per_account = 6;
    double attempts_per_hour_per_address = 120;
    double attempt_burst_per_address = 20;
};

// A refusal: a protocol error code and words a person understands.
struct refusal {
    protocol::error_code code;
    std::string message;
};

// A session handed out: the token goes to the client once, only its hash is kept.
struct granted {
    std::string player_id;
    std::string user_name;
    std::string token;
    std::vector<std::string> recovery_codes; // on registration only: shown once
};

template <typename T>
using outcome = std::variant<T, refusal>;
struct done_ok {};

class account_service {
public:
    using clock = std::chrono::steady_clock;
    // `now_ms` is the wall clock (sessions' expiry), `steady_now` the rate limits' clock; both
    // injectable for tests.
    account_service(account_settings settings, std::function<std::int64_t()> now_ms,
                    std::function<clock::time_point()> steady_now);

    // Opens the account rows of the database at `location` (already migrated).
    store::error open(const std::string& location);
    // Answers what waits, then stops the hashing threads (before the I/O context goes).
    void stop() { queue_.stop(); }

    // The player `player_id` (anonymous so far) becomes an account.
    void register_account(std::string player_id, std::string user_name, std::string password,
                          std::string device, std::function<void(outcome<granted>)> done);
    // A new session of the account for this device.
    void login(std::string user_name, std::string password, std::string device, std::string address,
               std::function<void(outcome<granted>)> done);
    // The account of a session token that has not lapsed (its last use moves to now); a
    // refusal `unauthorized` when the token names no live session.
    void resume(std::string token, std::function<void(outcome<account_row>)> done);
    // Ends the session whose token has this hash (lobby::hash_token).
    void logout(std::string token_hash, std::function<void(outcome<done_ok>)> done);
    void logout_everywhere(std::string player_id, std::function<void(outcome<done_ok>)> done);
    // Other sessions stay: the password proves the asker.
    void change_password(std::string player_id, std::string old_password, std::string new_password,
                         std::function<void(outcome<done_ok>)> done);
    // Spends a recovery code: a new password, every session revoked and a new one for this
    // device.
    void recover(std::string user_name, std::string code, std::string new_password,
                 std::string device, std::string address,
                 std::function<void(outcome<granted>)> done);
    void sessions(std::string player_id,
                  std::function<void(outcome<std::vector<session_row>>)> done);
    void revoke_session(std::string player_id, std::string session_id,
                        std::function<void(outcome<done_ok>)> done);
    // Closes the account (the password proves the asker); its games stay under a neutral name.
    void close_account(std::string player_id, std::string password,
                       std::function<void(outcome<done_ok>)> done);

private:
    // Runs `job` on the hashing queue; false when the queue is full.
    bool post(std::function<void(account_store&)> job);
    // Whether `address` and `user_name` may make one more guess now (each attempt counts).
    bool may_guess(const std::string& user_name, const std::string& address);
    // The account if `password` is its password; an unknown name verifies against a decoy
    // hash, so that it costs the same work.
    std::optional<account_row> check(account_store& store, const std::string& user_name,
                                     const std::string& password);
    session_row new_session(const std::string& token, const std::string& device) const;

    account_settings settings_;
    std::function<std::int64_t()> now_ms_;
    std::function<clock::time_point()> steady_now_;
    std::string decoy_hash_;
    account_store store_;
    lobby::new_player_budget account_attempts_;
    lobby::new_player_budget address_attempts_;
    hashing_queue queue_; // last: its threads stop before the rest goes
};

} // namespace plyroom::server::accounts
