#include "user_name.hpp"

#include "protocol/client_message.hpp"
#include "protocol/printable_text.hpp"

#include <algorithm>
#include <array>

namespace plyroom::server::accounts {

std::optional<std::string> user_name_problem(std::string_view name) {
    const auto length = protocol::printable_length(name);
    if (!length || *length == 0 || *length > protocol::max_name_chars)
        return "a user name is 1 to 32 printable characters";
    if (name.front() == ' ' || name.back() == ' ')
        return "a user name neither begins nor ends with a space";
    if (is_reserved_user_name(user_name_key(name)))
        return "that user name is reserved";
    return std::nullopt;
}

std::string user_name_key(std::string_view name) {
    std::string key(name);
    std::transform(key.begin(), key.end(), key.begin(), [](char c) {
        return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    });
    return key;
}

bool is_reserved_user_name(std::string_view key) {
    static constexpr std::array<std::string_view, 12> reserved = {
        "admin",     "administrator", "root",      "system", "plyroom",  "server",
        "moderator", "support",       "anonymous", "ai",     "operator", closed_account_name};
    return key.starts_with("ai_") ||
           std::find(reserved.begin(), reserved.end(), key) != reserved.end();
}

} // namespace plyroom::server::accounts
