#include "account_store.hpp"

#include "user_name.hpp"

namespace plyroom::server::accounts {

namespace {

bool is_unique_violation(const std::string& reason) {
    // SQLite: "UNIQUE constraint failed"; PostgreSQL: "duplicate key value".
    return reason.find("UNIQUE") != std::string::npos ||
           reason.find("duplicate key") != std::string::npos;
}

} // namespace

store::error account_store::open(const std::string& location) {
    std::lock_guard lock(mutex_);
    return db_.open(location, false);
}

store_result account_store::fail(const store::error& failure) {
    last_error_ = failure.value_or("unknown failure");
    return store_result::failed;
}

std::optional<store::statement> account_store::bound(std::string_view sql,
                                                     std::initializer_list<parameter> parameters) {
    store::error failure;
    store::statement statement = db_.prepare(sql, failure);
    if (failure || !statement) {
        fail(failure);
        return std::nullopt;
    }
    int index = 1;
    for (const auto& value : parameters) {
        if (const auto* number = std::get_if<std::int64_t>(&value))
            statement.bind(index++, *number);
        else
            statement.bind(index++, std::get<std::string_view>(value));
    }
    return statement;
}

store_result account_store::run(std::string_view sql, std::initializer_list<parameter> parameters) {
    auto statement = bound(sql, parameters);
    if (!statement)
        return store_result::failed;
    if (auto failure = statement->run())
        return fail(failure);
    return store_result::ok;
}

template <typename Body>
store_result account_store::in_transaction(Body body) {
    if (auto failure = db_.exec(db_.begin_write_sql()))
        return fail(failure);
    const store_result result = body();
    if (result != store_result::ok) {
        (void)db_.exec("ROLLBACK");
        return result;
    }
    if (auto failure = db_.exec("COMMIT")) {
        (void)db_.exec("ROLLBACK");
        return fail(failure);
    }
    return store_result::ok;
}

std::optional<account_row> account_store::one_account(std::string_view where,
                                                      const std::string& value) {
    auto query = bound(std::string("SELECT player_id, user_name, password_hash FROM accounts "
                                   "WHERE ") +
                           std::string(where) + " = ?1",
                       {std::string_view(value)});
    if (!query || !query->step())
        return std::nullopt;
    account_row row{query->text(0), query->text(1), query->text(2)};
    query->reset();
    return row;
}

std::optional<account_row> account_store::by_name(const std::string& user_name) {
    std::lock_guard lock(mutex_);
    return one_account("name_key", user_name_key(user_name));
}

std::optional<account_row> account_store::by_player(const std::string& player_id) {
    std::lock_guard lock(mutex_);
    return one_account("player_id", player_id);
}

store_result account_store::create(const new_account& account) {
    std::lock_guard lock(mutex_);
    return in_transaction([&] {
        auto player = bound("SELECT 1 FROM players WHERE id = ?1", {account.player_id});
        if (!player)
            return store_result::failed;
        if (!player->step())
            return player->failure() ? fail(player->failure()) : store_result::not_found;
        player->reset();
        if (by_player(account.player_id))
            return store_result::already_account;
        const std::string key = user_name_key(account.user_name);
        auto inserted =
            run("INSERT INTO accounts (player_id, user_name, name_key, password_hash, "
                "created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
                {account.player_id, account.user_name, key, account.password_hash, account.now});
        if (inserted == store_result::failed)
            return is_unique_violation(last_error_) ? store_result::name_taken
                                                    : store_result::failed;
        for (const auto& code_hash : account.recovery_code_hashes)
            if (run("INSERT INTO account_recovery_codes (player_id, code_hash) VALUES (?1, ?2)",
                    {account.player_id, code_hash}) != store_result::ok)
                return store_result::failed;
        if (run("UPDATE players SET name = ?2, token_hash = ?3 WHERE id = ?1",
                {account.player_id, account.user_name, account.retired_token_hash}) !=
            store_result::ok)
            return store_result::failed;
        return add_session(account.player_id, account.session);
    });
}

store_result account_store::add_session(const std::string& player_id, const session_row& session) {
    std::lock_guard lock(mutex_);
    return run("INSERT INTO account_sessions (token_hash, id, player_id, device, created_at, "
               "last_seen_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
               {session.token_hash, session.id, player_id, session.device, session.created_at,
                session.last_seen_at});
}

std::optional<std::string> account_store::resume_session(const std::string& token_hash,
                                                         std::int64_t now,
                                                         std::int64_t max_idle_ms) {
    std::lock_guard lock(mutex_);
    auto query = bound("SELECT player_id, last_seen_at FROM account_sessions WHERE token_hash = ?1",
                       {token_hash});
    if (!query || !query->step())
        return std::nullopt;
    const std::string player_id = query->text(0);
    const std::int64_t last_seen = query->integer(1);
    query->reset();
    if (now - last_seen > max_idle_ms) {
        (void)delete_session(token_hash);
        return std::nullopt;
    }
    if (run("UPDATE account_sessions SET last_seen_at = ?2 WHERE token_hash = ?1",
            {token_hash, now}) != store_result::ok)
        return std::nullopt;
    return player_id;
}

std::vector<session_row> account_store::sessions(const std::string& player_id, std::int64_t now,
                                                 std::int64_t max_idle_ms) {
    std::lock_guard lock(mutex_);
    std::vector<session_row> out;
    auto query = bound("SELECT token_hash, id, device, created_at, last_seen_at "
                       "FROM account_sessions WHERE player_id = ?1 AND last_seen_at >= ?2 "
                       "ORDER BY last_seen_at DESC, id",
                       {player_id, now - max_idle_ms});
    if (!query)
        return out;
    while (query->step())
        out.push_back(
            {query->text(0), query->text(1), query->text(2), query->integer(3), query->integer(4)});
    query->reset();
    return out;
}

store_result account_store::delete_session(const std::string& token_hash) {
    std::lock_guard lock(mutex_);
    return run("DELETE FROM account_sessions WHERE token_hash = ?1", {token_hash});
}

store_result account_store::revoke_session(const std::string& player_id,
                                           const std::string& session_id) {
    std::lock_guard lock(mutex_);
    auto query = bound("SELECT 1 FROM account_sessions WHERE player_id = ?1 AND id = ?2",
                       {player_id, session_id});
    if (!query)
        return store_result::failed;
    const bool found = query->step();
    query->reset();
    if (!found)
        return store_result::not_found;
    return run("DELETE FROM account_sessions WHERE player_id = ?1 AND id = ?2",
               {player_id, session_id});
}

store_result account_store::revoke_all_sessions(const std::string& player_id) {
    std::lock_guard lock(mutex_);
    return run("DELETE FROM account_sessions WHERE player_id = ?1", {player_id});
}

store_result account_store::set_password(const std::string& player_id,
                                         const std::string& password_hash) {
    std::lock_guard lock(mutex_);
    return run("UPDATE accounts SET password_hash = ?2 WHERE player_id = ?1",
               {player_id, password_hash});
}

store_result account_store::recover(const std::string& player_id, const std::string& code_hash,
                                    const std::string& password_hash, const session_row& session) {
    std::lock_guard lock(mutex_);
    return in_transaction([&] {
        auto code = bound("SELECT 1 FROM account_recovery_codes "
                          "WHERE player_id = ?1 AND code_hash = ?2",
                          {player_id, code_hash});
        if (!code)
            return store_result::failed;
        const bool found = code->step();
        code->reset();
        if (!found)
            return store_result::not_found;
        for (auto [sql, value] :
             {std::pair<std::string_view, std::string_view>{
                  "DELETE FROM account_recovery_codes WHERE player_id = ?1 AND code_hash = ?2",
                  code_hash},
              {"UPDATE accounts SET password_hash = ?2 WHERE player_id = ?1", password_hash}})
            if (run(sql, {player_id, value}) != store_result::ok)
                return store_result::failed;
        if (revoke_all_sessions(player_id) != store_result::ok)
            return store_result::failed;
        return add_session(player_id, session);
    });
}

std::int64_t account_store::unused_recovery_codes(const std::string& player_id) {
    std::lock_guard lock(mutex_);
    auto query =
        bound("SELECT count(*) FROM account_recovery_codes WHERE player_id = ?1", {player_id});
    if (!query || !query->step())
        return 0;
    const std::int64_t count = query->integer(0);
    query->reset();
    return count;
}

store_result account_store::close(const std::string& player_id,
                                  const std::string& retired_token_hash) {
    std::lock_guard lock(mutex_);
    return in_transaction([&] {
        if (!by_player(player_id))
            return store_result::not_found;
        for (std::string_view sql : {"DELETE FROM account_sessions WHERE player_id = ?1",
                                     "DELETE FROM account_recovery_codes WHERE player_id = ?1",
                                     "DELETE FROM accounts WHERE player_id = ?1"})
            if (run(sql, {player_id}) != store_result::ok)
                return store_result::failed;
        return run("UPDATE players SET name = ?2, token_hash = ?3 WHERE id = ?1",
                   {player_id, closed_account_name, retired_token_hash});
    });
}

} // namespace plyroom::server::accounts
