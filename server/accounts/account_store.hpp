// The accounts' rows (migrations/*/..._accounts.sql) on a connection of their own, written and
// read synchronously: called from the hashing queue's threads, never from the I/O threads.
// Each change is one transaction. Thread-safe: one call at a time on the one connection, so
// that the hashing threads wait for each other only here, never while they hash.
#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <initializer_list>
#include <mutex>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace plyroom::server::accounts {

struct account_row {
    std::string player_id;
    std::string user_name;
    std::string password_hash;
};

// A session token's stored form and what the account page shows of it.
struct session_row {
    std::string token_hash;
    std::string id; // public: names the session to revoke it
    std::string device;
    std::int64_t created_at = 0;
    std::int64_t last_seen_at = 0;
};

struct new_account {
    std::string player_id; // the anonymous player that becomes the account
    std::string user_name;
    std::string password_hash;
    std::vector<std::string> recovery_code_hashes;
    session_row session;
    // Replaces the player's anonymous token hash, so that the anonymous token stops working
    // (the account's session tokens take over).
    std::string retired_token_hash;
    std::int64_t now = 0;
};

enum class store_result {
    ok,
    name_taken,      // another account has that user name (without regard to case)
    already_account, // the player is an account already
    not_found,       // no such player, account, session or unused recovery code
    failed,          // the database failed: last_error() says why
};

class account_store {
public:
    store::error open(const std::string& location);

    store_result create(const new_account& account);
    std::optional<account_row> by_name(const std::string& user_name);
    std::optional<account_row> by_player(const std::string& player_id);

    store_result add_session(const std::string& player_id, const session_row& session);
    // The player a session token hash belongs to, if it was used within `max_idle_ms`; its
    // last use moves to `now` (a sliding expiry). A lapsed session is deleted.
    std::optional<std::string> resume_session(const std::string& token_hash, std::int64_t now,
                                              std::int64_t max_idle_ms);
    // The account's sessions still alive at `now`, most recently used first.
    std::vector<session_row> sessions(const std::string& player_id, std::int64_t now,
                                      std::int64_t max_idle_ms);
    store_result delete_session(const std::string& token_hash);
    store_result revoke_session(const std::string& player_id, const std::string& session_id);
    store_result revoke_all_sessions(const std::string& player_id);

    store_result set_password(const std::string& player_id, const std::string& password_hash);
    // Spends one recovery code: sets the password and revokes every session, then adds
    // `session`; not_found when the code is not one of the account's unused codes.
    store_result recover(const std::string& player_id, const std::string& code_hash,
                         const std::string& password_hash, const session_row& session);
    std::int64_t unused_recovery_codes(const std::string& player_id);

    // Deletes the account, its sessions and codes; the player (and its games) stays, under
    // the neutral name, with its token hash replaced by `retired_token_hash`.
    store_result close(const std::string& player_id, const std::string& retired_token_hash);

    const std::string& last_error() const { return last_error_; }

private:
    using parameter = std::variant<std::int64_t, std::string_view>;
    // A statement with its parameters bound (?1, ?2, ...); nullopt when it does not prepare.
    std::optional<store::statement> bound(std::string_view sql,
                                          std::initializer_list<parameter> parameters);
    // Runs a statement that returns no rows; how many rows it changed is not needed.
    store_result run(std::string_view sql, std::initializer_list<parameter> parameters);
    // Runs `body` in a write transaction: committed when it returns ok, else rolled back.
    template <typename Body>
    store_result in_transaction(Body body);
    store_result fail(const store::error& failure);
    std::optional<account_row> one_account(std::string_view where, const std::string& value);

    std::recursive_mutex mutex_; // a change reads through the public calls too
    store::database db_;
    std::string last_error_;
};

} // namespace plyroom::server::accounts
