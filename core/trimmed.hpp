// Text read from files and headers, without the spaces and tabs around it.
#pragma once

#include <string_view>

namespace plyroom::core {

constexpr std::string_view trimmed(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

} // namespace plyroom::core
