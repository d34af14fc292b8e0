#include "printable.hpp"

#include <cstdint>
#include <cstdio>

namespace plyroom::core {

namespace {

// Code points shown escaped: C0 and C1 controls, DEL, and the marks that change the
// direction or the lines of the text around them.
bool hidden(std::uint32_t c) {
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x061C || c == 0x200E || c == 0x200F ||
           (c >= 0x2028 && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0xFEFF;
}

// The length of the UTF-8 sequence at `i` and its code point, or 0 when it is malformed.
std::size_t decode(std::string_view text, std::size_t i, std::uint32_t& c) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
    const unsigned char b0 = byte(0);
    std::size_t length = b0 < 0x80           ? 1
                         : (b0 >> 5) == 0x6  ? 2
                         : (b0 >> 4) == 0xE  ? 3
                         : (b0 >> 3) == 0x1E ? 4
                                             : 0;
    if (length == 0 || i + length > text.size())
        return 0;
    c = length == 1 ? b0 : b0 & (0x7F >> length);
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(k) & 0xC0) != 0x80)
            return 0;
        c = (c << 6) | (byte(k) & 0x3F);
    }
    constexpr std::uint32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (c < smallest[length] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
        return 0;
    return length;
}

} // namespace

std::string printable(std::string_view text, std::size_t max_bytes) {
    std::string out;
    out.reserve(text.size() < max_bytes ? text.size() : max_bytes);
    char escaped[12];
    for (std::size_t i = 0; i < text.size();) {
        if (out.size() >= max_bytes) {
            out += "...";
            break;
        }
        std::uint32_t c = 0;
        const std::size_t length = decode(text, i, c);
        if (length == 0) {
            std::snprintf(escaped, sizeof escaped, "\\x%02X", static_cast<unsigned char>(text[i]));
            out += escaped;
            ++i;
            continue;
        }
        if (hidden(c)) {
            std::snprintf(escaped, sizeof escaped, "\\u%04X", static_cast<unsigned>(c));
            out += escaped;
        } else {
            out.append(text.substr(i, length));
        }
        i += length;
    }
    return out;
}

} // namespace plyroom::core
