// The rules of an account's user name: printable as a player's name is (protocol), no space
// at either end, unique without regard to case, and not one of the reserved names.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace plyroom::server::accounts {

// Why `name` cannot be a user name, in words a person understands; nullopt when it can.
std::optional<std::string> user_name_problem(std::string_view name);

// The form user names are compared in: ASCII letters folded to lower case (other letters are
// compared as written).
std::string user_name_key(std::string_view name);

// Whether a folded name is kept back: the AI's names (`ai_*`), the names an operator or the
// server itself would speak under, and the neutral name a closed account's games show.
bool is_reserved_user_name(std::string_view key);

// The name a closed account's games stay under.
inline constexpr std::string_view closed_account_name = "closed account";

} // namespace plyroom::server::accounts
