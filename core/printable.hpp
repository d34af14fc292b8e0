// Text from a client (or any input) made safe to show to a person inside a sentence: control characters
// and the invisible marks that reorder text (bidirectional overrides and isolates) are
// written as \uXXXX, malformed UTF-8 as \xNN, and very long text is cut short. Error
// messages that quote what a client sent pass through it, so that an error can never
// rewrite the terminal or the line it is shown on.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace plyroom::core {

std::string printable(std::string_view text, std::size_t max_bytes = 512);

} // namespace plyroom::core
