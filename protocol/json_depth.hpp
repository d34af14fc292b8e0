// The nesting depth of a JSON text, checked before it is parsed into a tree: a message of a
// few kilobytes nested twenty thousand levels deep would otherwise become a tree of twenty
// thousand nodes (and a deep recursion) before anything could refuse it.
#pragma once

#include <cstddef>
#include <string_view>

namespace plyroom::protocol {

// No message of the protocol nests deeper than this (the deepest MOVE of the games so far: 5).
constexpr std::size_t max_json_depth = 16;

// False when arrays and objects nest deeper than `limit` anywhere in `text` (strings are
// skipped; whether the text is valid JSON is left to the parser).
bool within_depth(std::string_view text, std::size_t limit = max_json_depth);

} // namespace plyroom::protocol
