// Room codes: 6 characters from an alphabet without look-alikes, case-insensitive on input.
#pragma once

#include <string>
#include <string_view>

namespace plyroom::protocol {

inline constexpr std::string_view room_code_alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
inline constexpr std::size_t room_code_length = 6;

// The code in upper case, as rooms are keyed.
std::string normalize_room_code(std::string_view code);

// Whether a (normalized) code has the right length and only alphabet characters.
bool is_valid_room_code(std::string_view code);

} // namespace plyroom::protocol
