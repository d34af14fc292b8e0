// How many terminal columns text takes: the one measure every layout of the client uses.
// East Asian Wide and Fullwidth characters (Hangul, CJK, fullwidth forms) take two columns,
// combining marks and zero-width characters none, every other character one (the ambiguous
// ones too, as a terminal in a Western or Korean locale draws "●" and "▶" one column wide).
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace plyroom::client {

// The code point that starts at byte `at` and its length in bytes; nullopt for malformed UTF-8.
std::optional<std::pair<char32_t, std::size_t>> decode_utf8(std::string_view text, std::size_t at);

// Columns one character takes: 0, 1 or 2.
std::size_t character_columns(char32_t code);

// Columns of plain text (no escape sequences); a malformed byte counts one column, as the
// replacement character a terminal draws for it.
std::size_t display_width(std::string_view text);

} // namespace plyroom::client
