// Recovery codes: shown once at registration, each resets a forgotten password once. 80 random
// bits each, so that, like tokens, a fast hash (SHA-256) is enough to store them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace plyroom::server::accounts {

inline constexpr std::size_t recovery_code_count = 10;

// `recovery_code_count` new codes, as "abcd-efgh-jkmn-pqrs" (no look-alike letters).
std::vector<std::string> new_recovery_codes();

// The stored form of a code as a person may type it back: dashes, spaces and case ignored.
std::string hash_recovery_code(std::string_view typed);

} // namespace plyroom::server::accounts
