// Fitting text to the terminal: word wrapping, clipping and padding that measure what shows on
// screen (escape sequences take no columns, a UTF-8 character one).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace plyroom::client {

// Text from a server made harmless for a terminal: control characters (C0 but tab and newline,
// DEL, C1, so every escape sequence) and bidirectional overrides and isolates become U+FFFD,
// so that a server cannot move the cursor, retitle the window, clear the screen or reorder
// what is shown. Malformed UTF-8 bytes become U+FFFD as well.
std::string terminal_safe(std::string_view text);

// Every string in `value` made terminal_safe (object keys are never shown as they are).
void make_terminal_safe(nlohmann::json& value);

// `text` broken at blanks into lines of at most `width` columns; lines after the first start
// with `indent` blanks (or as many as the text starts with). A word longer than a line is cut.
// A text that fits is returned as it is. Never returns an empty list.
std::vector<std::string> wrap_words(std::string_view text, std::size_t width,
                                    std::size_t indent = 0);
// `text` broken at blanks after `lead`, which stays as it is and takes the first line's first
// columns (a label, a flag's name padded to its column); lines after the first start with
// `indent` blanks. A word longer than a line is cut.
std::vector<std::string> wrap_after(std::string_view lead, std::string_view text, std::size_t width,
                                    std::size_t indent);

// The line cut to `width` columns, its escape sequences kept (and colour reset when cut).
std::string fit_width(std::string_view line, std::size_t width);

// The line with blanks added up to `width` columns.
std::string pad_to(std::string line, std::size_t width);

} // namespace plyroom::client
