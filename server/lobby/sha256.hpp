// SHA-256 (FIPS 180-4), used to store player tokens only as hashes.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace plyroom::server::lobby {

std::array<std::uint8_t, 32> sha256(std::string_view data);

// The digest as 64 lower-case hex digits.
std::string sha256_hex(std::string_view data);

} // namespace plyroom::server::lobby
