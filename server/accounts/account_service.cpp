#include "account_service.hpp"

#include "lobby/secrets.hpp"
#include "protocol/printable_text.hpp"
#include "recovery_codes.hpp"
#include "user_name.hpp"

namespace plyroom::server::accounts {

namespace {

using protocol::error_code;

constexpr std::size_t max_device_chars = 64;

refusal busy() {
    return {error_code::busy, "the server is busy checking passwords; try again in a moment"};
}

refusal store_failed() {
    return {error_code::internal, "the server could not reach its accounts; try again later"};
}

refusal wrong_credentials() {
    return {error_code::unauthorized, "unknown user name or wrong password"};
}

refusal wrong_password() {
    return {error_code::unauthorized, "wrong password"};
}

// What a client calls itself, kept printable and short; "unnamed device" otherwise.
std::string device_label(const std::string& device) {
    const auto length = protocol::printable_length(device);
    if (!length || *length == 0 || *length > max_device_chars)
        return "unnamed device";
    return device;
}

} // namespace

account_service::account_service(account_settings settings, std::function<std::int64_t()> now_ms,
                                 std::function<clock::time_point()> steady_now)
    : settings_(settings), now_ms_(std::move(now_ms)), steady_now_(std::move(steady_now)),
      account_attempts_(settings.attempts_per_hour_per_account, settings.attempt_burst_per_account),
      address_attempts_(settings.attempts_per_hour_per_address, settings.attempt_burst_per_address),
      queue_(settings.hashing_threads, settings.max_waiting) {}

store::error account_service::open(const std::string& location) {
    // A hash of a password nobody knows, at the server's cost: what an unknown name is
    // checked against.
    auto decoy = hash_password(lobby::new_token(), settings_.cost);
    if (!decoy)
        return "libsodium could not hash at the configured cost (not enough memory?)";
    decoy_hash_ = std::move(*decoy);
    return store_.open(location);
}

bool account_service::post(std::function<void(account_store&)> job) {
    return queue_.try_post([this, job = std::move(job)] { job(store_); });
}

bool account_service::may_guess(const std::string& user_name, const std::string& address) {
    const auto now = steady_now_();
    // Both buckets are taken from, so that neither a name nor an address is spared.
    const bool by_address = address_attempts_.take(address, now);
    const bool by_account = account_attempts_.take(user_name_key(user_name), now);
    return by_address && by_account;
}

std::optional<account_row> account_service::check(account_store& store,
                                                  const std::string& user_name,
                                                  const std::string& password) {
    auto account = store.by_name(user_name);
    const bool matches = verify_password(account ? account->password_hash : decoy_hash_, password);
    if (!account || !matches)
        return std::nullopt;
    return account;
}

session_row account_service::new_session(const std::string& token,
                                         const std::string& device) const {
    const std::int64_t now = now_ms_();
    return {lobby::hash_token(token), "s_" + lobby::new_token().substr(0, 16), device_label(device),
            now, now};
}

void account_service::register_account(std::string player_id, std::string user_name,
                                       std::string password, std::string device,
                                       std::function<void(outcome<granted>)> done) {
    if (auto problem = user_name_problem(user_name))
        return done(refusal{error_code::bad_request, *problem});
    if (auto problem = password_problem(password))
        return done(refusal{error_code::bad_request, *problem});
    auto job = [this, player_id, user_name, password, device, done](account_store& store) {
        auto hash = hash_password(password, settings_.cost);
        if (!hash)
            return done(busy());
        granted out{player_id, user_name, lobby::new_token(), new_recovery_codes()};
        new_account account{player_id,
                            user_name,
                            *hash,
                            {},
                            new_session(out.token, device),
                            lobby::hash_token(lobby::new_token()),
                            now_ms_()};
        for (const auto& code : out.recovery_codes)
            account.recovery_code_hashes.push_back(hash_recovery_code(code));
        switch (store.create(account)) {
        case store_result::ok:
            return done(std::move(out));
        case store_result::name_taken:
            return done(refusal{error_code::bad_request, "that user name is taken"});
        case store_result::already_account:
            return done(refusal{error_code::bad_request, "you are registered already"});
        case store_result::not_found:
            return done(refusal{error_code::unauthorized, "say hello before registering"});
        case store_result::failed:
            break;
        }
        done(store_failed());
    };
    if (!post(std::move(job)))
        done(busy());
}

void account_service::login(std::string user_name, std::string password, std::string device,
                            std::string address, std::function<void(outcome<granted>)> done) {
    if (password.size() > max_password_bytes || !protocol::printable_length(user_name))
        return done(wrong_credentials());
    if (!may_guess(user_name, address))
        return done(refusal{error_code::rate_limited,
                            "too many login attempts; wait a few minutes before trying again"});
    auto job = [this, user_name, password, device, done](account_store& store) {
        auto account = check(store, user_name, password);
        if (!account)
            return done(wrong_credentials());
        granted out{account->player_id, account->user_name, lobby::new_token(), {}};
        if (store.add_session(account->player_id, new_session(out.token, device)) !=
            store_result::ok)
            return done(store_failed());
        done(std::move(out));
    };
    if (!post(std::move(job)))
        done(busy());
}

void account_service::resume(std::string token, std::function<void(outcome<account_row>)> done) {
    auto job = [this, token, done](account_store& store) {
        auto player_id =
            store.resume_session(lobby::hash_token(token), now_ms_(), settings_.session_idle_ms);
        auto account = player_id ? store.by_player(*player_id) : std::nullopt;
        if (!account)
            return done(refusal{error_code::unauthorized, "that session has ended; log in again"});
        done(std::move(*account));
    };
    if (!post(std::move(job)))
        done(busy());
}

void account_service::logout(std::string token_hash, std::function<void(outcome<done_ok>)> done) {
    auto job = [token_hash, done](account_store& store) {
        if (store.delete_session(token_hash) != store_result::ok)
            return done(store_failed());
        done(done_ok{});
    };
    if (!post(std::move(job)))
        done(busy());
}

void account_service::logout_everywhere(std::string player_id,
                                        std::function<void(outcome<done_ok>)> done) {
    auto job = [player_id, done](account_store& store) {
        if (store.revoke_all_sessions(player_id) != store_result::ok)
            return done(store_failed());
        done(done_ok{});
    };
    if (!post(std::move(job)))
        done(busy());
}

void account_service::change_password(std::string player_id, std::string old_password,
                                      std::string new_password,
                                      std::function<void(outcome<done_ok>)> done) {
    if (auto problem = password_problem(new_password))
        return done(refusal{error_code::bad_request, *problem});
    auto job = [this, player_id, old_password, new_password, done](account_store& store) {
        auto account = store.by_player(player_id);
        if (!account)
            return done(refusal{error_code::unauthorized, "you are not logged in to an account"});
        if (!verify_password(account->password_hash, old_password))
            return done(wrong_password());
        auto hash = hash_password(new_password, settings_.cost);
        if (!hash)
            return done(busy());
        if (store.set_password(player_id, *hash) != store_result::ok)
            return done(store_failed());
        done(done_ok{});
    };
    if (!post(std::move(job)))
        done(busy());
}

void account_service::recover(std::string user_name, std::string code, std::string new_password,
                              std::string device, std::string address,
                              std::function<void(outcome<granted>)> done) {
    if (auto problem = password_problem(new_password))
        return done(refusal{error_code::bad_request, *problem});
    if (!may_guess(user_name, address))
        return done(refusal{error_code::rate_limited,
                            "too many recovery attempts; wait a few minutes before trying again"});
    auto job = [this, user_name, code, new_password, device, done](account_store& store) {
        // The new password is hashed whether or not the name is known: the same work either way.
        auto hash = hash_password(new_password, settings_.cost);
        if (!hash)
            return done(busy());
        auto account = store.by_name(user_name);
        const refusal wrong{error_code::unauthorized, "unknown user name or recovery code"};
        if (!account)
            return done(wrong);
        granted out{account->player_id, account->user_name, lobby::new_token(), {}};
        switch (store.recover(account->player_id, hash_recovery_code(code), *hash,
                              new_session(out.token, device))) {
        case store_result::ok:
            return done(std::move(out));
        case store_result::not_found:
            return done(wrong);
        default:
            return done(store_failed());
        }
    };
    if (!post(std::move(job)))
        done(busy());
}

void account_service::sessions(std::string player_id,
                               std::function<void(outcome<std::vector<session_row>>)> done) {
    auto job = [this, player_id, done](account_store& store) {
        done(store.sessions(player_id, now_ms_(), settings_.session_idle_ms));
    };
    if (!post(std::move(job)))
        done(busy());
}

void account_service::revoke_session(std::string player_id, std::string session_id,
                                     std::function<void(outcome<done_ok>)> done) {
    auto job = [player_id, session_id, done](account_store& store) {
        switch (store.revoke_session(player_id, session_id)) {
        case store_result::ok:
            return done(done_ok{});
        case store_result::not_found:
            return done(refusal{error_code::bad_request, "no such session"});
        default:
            return done(store_failed());
        }
    };
    if (!post(std::move(job)))
        done(busy());
}

void account_service::close_account(std::string player_id, std::string password,
                                    std::function<void(outcome<done_ok>)> done) {
    auto job = [player_id, password, done](account_store& store) {
        auto account = store.by_player(player_id);
        if (!account)
            return done(refusal{error_code::unauthorized, "you are not logged in to an account"});
        if (!verify_password(account->password_hash, password))
            return done(wrong_password());
        if (store.close(player_id, lobby::hash_token(lobby::new_token())) != store_result::ok)
            return done(store_failed());
        done(done_ok{});
    };
    if (!post(std::move(job)))
        done(busy());
}

} // namespace plyroom::server::accounts
