#include "account_messages.hpp"

#include "json_depth.hpp"
#include "printable_text.hpp"

#include <array>
#include <utility>

namespace plyroom::protocol {

namespace {

constexpr std::array<std::pair<account_action, std::string_view>, 9> account_types{{
    {account_action::register_account, "register"},
    {account_action::login, "login"},
    {account_action::logout, "logout"},
    {account_action::logout_everywhere, "logout_everywhere"},
    {account_action::change_password, "change_password"},
    {account_action::recover, "recover"},
    {account_action::sessions, "sessions"},
    {account_action::revoke_session, "revoke_session"},
    {account_action::close_account, "close_account"},
}};

// Reads one required string field; false (and `problem` set) when absent or not a string.
bool read_text(const json& object, const char* key, std::string& out, std::string& problem) {
    const auto it = object.find(key);
    if (it == object.end() || !it->is_string()) {
        problem = std::string("\"") + key + "\" must be a string";
        return false;
    }
    out = it->get<std::string>();
    return true;
}

// The reply's text; `id` only when the request had one, as every reply.
std::string reply_text(json reply, const json& id) {
    if (!id.is_null())
        reply["id"] = id;
    return reply.dump();
}

} // namespace

std::string_view account_type_name(account_action action) {
    for (const auto& [each, name] : account_types)
        if (each == action)
            return name;
    return {};
}

bool is_account_type(std::string_view type) {
    for (const auto& entry : account_types)
        if (entry.second == type)
            return true;
    return false;
}

std::optional<std::variant<account_request, parse_error>>
parse_account_message(std::string_view text) {
    if (!within_depth(text))
        return std::nullopt;
    const json object = json::parse(text, nullptr, false);
    if (object.is_discarded() || !object.is_object())
        return std::nullopt;
    const auto type = object.find("type");
    if (type == object.end() || !type->is_string())
        return std::nullopt;
    std::optional<account_action> action;
    for (const auto& [each, name] : account_types)
        if (name == type->get<std::string>())
            action = each;
    if (!action)
        return std::nullopt;
    account_request out;
    out.action = *action;
    if (const auto it = object.find("id"); it != object.end()) {
        if (!it->is_null() && !it->is_string() && !it->is_number_integer())
            return parse_error{error_code::bad_request, "\"id\" must be a string or an integer",
                               nullptr};
        out.id = *it;
    }
    std::string problem;
    auto need = [&](const char* key, std::string& field) {
        return problem.empty() && read_text(object, key, field, problem);
    };
    switch (out.action) {
    case account_action::register_account:
    case account_action::login:
        need("user_name", out.user_name);
        need("password", out.password);
        break;
    case account_action::change_password:
        need("password", out.password);
        need("new_password", out.new_password);
        break;
    case account_action::recover:
        need("user_name", out.user_name);
        need("recovery_code", out.recovery_code);
        need("new_password", out.new_password);
        break;
    case account_action::revoke_session:
        need("session", out.session);
        break;
    case account_action::close_account:
        need("password", out.password);
        break;
    case account_action::logout:
    case account_action::logout_everywhere:
    case account_action::sessions:
        break;
    }
    if (const auto it = object.find("device");
        problem.empty() && it != object.end() && !it->is_null()) {
        const auto length =
            it->is_string() ? printable_length(it->get<std::string>()) : std::nullopt;
        if (!length || *length == 0 || *length > max_device_chars)
            problem = "\"device\" is 1 to 64 printable characters";
        else
            out.device = it->get<std::string>();
    }
    if (!problem.empty())
        return parse_error{error_code::bad_request, problem, out.id};
    return out;
}

std::string registered_reply(const json& id, const std::string& player,
                             const std::string& user_name, const std::string& token,
                             const std::vector<std::string>& recovery_codes) {
    return reply_text({{"type", "registered"},
                       {"player", player},
                       {"user_name", user_name},
                       {"token", token},
                       {"recovery_codes", recovery_codes}},
                      id);
}

std::string logged_in_reply(const json& id, const std::string& player, const std::string& user_name,
                            const std::string& token) {
    return reply_text(
        {{"type", "logged_in"}, {"player", player}, {"user_name", user_name}, {"token", token}},
        id);
}

std::string sessions_reply(const json& id, const std::vector<account_session>& sessions) {
    json list = json::array();
    for (const auto& each : sessions)
        list.push_back({{"session", each.session},
                        {"device", each.device},
                        {"created_at", each.created_at},
                        {"last_seen_at", each.last_seen_at},
                        {"current", each.current}});
    return reply_text({{"type", "sessions"}, {"sessions", std::move(list)}}, id);
}

std::string account_ok_reply(const json& id, account_action action) {
    return reply_text({{"type", "account_ok"}, {"action", account_type_name(action)}}, id);
}

std::string with_account_fields(std::string welcome, const std::optional<std::string>& user_name) {
    if (welcome.empty() || welcome.back() != '}')
        return welcome;
    welcome.pop_back();
    welcome += user_name ? ",\"account\":true,\"user_name\":" + json(*user_name).dump()
                         : std::string(",\"account\":false");
    welcome += '}';
    return welcome;
}

} // namespace plyroom::protocol
