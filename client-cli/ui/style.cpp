#include "ui/style.hpp"

#include "ui/display_width.hpp"

#include <unistd.h>

namespace plyroom::client {

// Colour for a terminal that has not asked for none.
style detect_style(int fd, const env_reader& env) {
    if (isatty(fd) == 0)
        return style{false};
    if (auto no_colour = env("NO_COLOR"); no_colour && !no_colour->empty())
        return style{false};
    if (auto term = env("TERM"); term && *term == "dumb")
        return style{false};
    return style{true};
}

// Wraps text in an SGR sequence and a reset.
std::string paint(const style& look, std::string_view codes, std::string_view text) {
    if (!look.colour)
        return std::string(text);
    std::string out = "\x1b[";
    out += codes;
    out += 'm';
    out += text;
    out += "\x1b[0m";
    return out;
}

std::size_t visible_width(std::string_view text) {
    return display_width(strip_ansi(text));
}

// Drops CSI sequences (ESC [ ... final byte) and OSC sequences (ESC ] ... BEL or ESC \).
std::string strip_ansi(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\x1b') {
            out.push_back(text[i]);
            continue;
        }
        if (i + 1 >= text.size())
            break;
        if (text[i + 1] == '[') {
            i += 2;
            while (i < text.size() && (text[i] < 0x40 || text[i] > 0x7E))
                ++i;
        } else if (text[i + 1] == ']') {
            i += 2;
            while (i < text.size() && text[i] != '\a' &&
                   !(text[i] == '\x1b' && i + 1 < text.size() && text[i + 1] == '\\'))
                ++i;
            if (i < text.size() && text[i] == '\x1b')
                ++i;
        } else {
            ++i; // a two-byte escape such as ESC =
        }
    }
    return out;
}

} // namespace plyroom::client
