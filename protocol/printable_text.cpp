#include "printable_text.hpp"

namespace plyroom::protocol {

namespace {

// Whether the UTF-8 sequence at `at` is a C1 control (U+0080-U+009F) or a bidirectional
// override or isolate (U+202A-U+202E, U+2066-U+2069): both can make a name or a line of chat
// show as something else on another player's screen.
bool is_hidden_control(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) {
        return at + i < text.size() ? static_cast<unsigned char>(text[at + i]) : 0;
    };
    if (byte(0) == 0xC2)
        return byte(1) >= 0x80 && byte(1) <= 0x9F;
    if (byte(0) == 0xE2 && byte(1) == 0x80)
        return byte(2) >= 0xAA && byte(2) <= 0xAE;
    if (byte(0) == 0xE2 && byte(1) == 0x81)
        return byte(2) >= 0xA6 && byte(2) <= 0xA9;
    return false;
}

} // namespace

// Counts UTF-8 code points and refuses control characters (C0, DEL, C1) and bidirectional
// overrides; nullopt when not printable.
std::optional<std::size_t> printable_length(std::string_view text) {
    std::size_t count = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c == 0x7f || is_hidden_control(text, i))
            return std::nullopt;
        if ((c & 0xc0) != 0x80)
            ++count;
    }
    return count;
}

} // namespace plyroom::protocol
