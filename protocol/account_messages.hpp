// The account messages of protocol/README.md ("Accounts"): what a client sends to register,
// log in and out and look after its account, and the server's replies. Apart from
// client_message.hpp so that the rooms, which never see them, do not depend on them.
#pragma once

#include "client_message.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace plyroom::protocol {

enum class account_action {
    register_account, // "register"
    login,
    logout,
    logout_everywhere,
    change_password,
    recover,
    sessions,
    revoke_session,
    close_account,
};

// Longest device label, in characters.
inline constexpr std::size_t max_device_chars = 64;

// One account message; the fields its type does not use stay empty.
struct account_request {
    account_action action = account_action::login;
    json id;
    std::string user_name;     // register, login, recover
    std::string password;      // register, login, change_password (the current one), close_account
    std::string new_password;  // change_password, recover
    std::string recovery_code; // recover
    std::string session;       // revoke_session: a session's public id
    std::string device;        // register, login, recover: what the client calls itself
};

// The wire type of an action ("register").
std::string_view account_type_name(account_action action);

// Whether `type` names an account message.
bool is_account_type(std::string_view type);

// Parses a frame whose type is an account message; a parse_error when its fields are out of
// shape, nullopt when it is no account message at all.
std::optional<std::variant<account_request, parse_error>>
parse_account_message(std::string_view text);

// A session as the account page lists it.
struct account_session {
    std::string session; // public id
    std::string device;
    std::int64_t created_at = 0;
    std::int64_t last_seen_at = 0;
    bool current = false; // the session this connection said hello with
};

// The replies, as frame text: `registered` (recovery codes only there), `logged_in` (login
// and recover), `sessions`, and `account_ok` for the rest (its `action` names the request).
std::string registered_reply(const json& id, const std::string& player,
                             const std::string& user_name, const std::string& token,
                             const std::vector<std::string>& recovery_codes);
std::string logged_in_reply(const json& id, const std::string& player, const std::string& user_name,
                            const std::string& token);
std::string sessions_reply(const json& id, const std::vector<account_session>& sessions);
std::string account_ok_reply(const json& id, account_action action);

// A welcome's frame text with its added fields: `account`, and `user_name` for an account.
std::string with_account_fields(std::string welcome, const std::optional<std::string>& user_name);

} // namespace plyroom::protocol
