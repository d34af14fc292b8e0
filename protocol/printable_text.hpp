// What text a person may show to others (a name, a line of chat): no control characters and
// no bidirectional overrides, which could make it look like something else on another screen.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace plyroom::protocol {

// Counts UTF-8 code points and refuses control characters (C0, DEL, C1) and bidirectional
// overrides; nullopt when not printable.
std::optional<std::size_t> printable_length(std::string_view text);

} // namespace plyroom::protocol
