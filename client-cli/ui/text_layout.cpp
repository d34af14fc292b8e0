#include "ui/text_layout.hpp"

#include "ui/style.hpp"

#include <algorithm>

namespace plyroom::client {

namespace {

// Whether a byte starts a character (is not a UTF-8 continuation byte).
bool starts_character(char c) {
    return (static_cast<unsigned char>(c) & 0xC0U) != 0x80U;
}

// The bytes of `line` that show its first `width` columns, with the escape sequences among them.
std::size_t prefix_bytes(std::string_view line, std::size_t width) {
    std::size_t columns = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (line[i] == '\x1b' && i + 1 < line.size() && line[i + 1] == '[') {
            i += 2;
            while (i < line.size() && (line[i] < 0x40 || line[i] > 0x7E))
                ++i;
            continue;
        }
        if (starts_character(line[i])) {
            if (columns == width)
                return i;
            ++columns;
        }
    }
    return line.size();
}

} // namespace

// Fills lines word by word after the lead; a word that fits no line is cut into pieces.
std::vector<std::string> wrap_after(std::string_view lead, std::string_view text, std::size_t width,
                                    std::size_t indent) {
    const std::size_t lead_width = visible_width(lead);
    width = std::max<std::size_t>(width, indent + 1);
    std::vector<std::string> lines{std::string(lead)};
    std::size_t used = lead_width; // columns of the last line
    while (!text.empty()) {
        const std::size_t end = text.find(' ');
        std::string_view word = text.substr(0, end);
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        if (word.empty())
            continue;
        std::size_t size = visible_width(word);
        const bool line_has_words = used > (lines.size() > 1 ? indent : lead_width);
        if (line_has_words && used + 1 + size > width) {
            lines.emplace_back(indent, ' ');
            used = indent;
        } else if (line_has_words) {
            lines.back() += ' ';
            ++used;
        }
        while (used + size > width && used < width) {
            const std::size_t bytes = std::max<std::size_t>(prefix_bytes(word, width - used), 1);
            lines.back() += word.substr(0, bytes);
            word.remove_prefix(bytes);
            lines.emplace_back(indent, ' ');
            used = indent;
            size = visible_width(word);
        }
        lines.back() += word;
        used += size;
    }
    return lines;
}

// Leading blanks indent the first line, and the others at least as much.
std::vector<std::string> wrap_words(std::string_view text, std::size_t width, std::size_t indent) {
    if (visible_width(text) <= width)
        return {std::string(text)}; // as it is, its own spacing kept
    std::size_t lead = 0;
    while (lead < text.size() && text[lead] == ' ')
        ++lead;
    return wrap_after(text.substr(0, lead), text.substr(lead), width, std::max(indent, lead));
}

// Cuts after `width` columns; a cut coloured line ends with a reset.
std::string fit_width(std::string_view line, std::size_t width) {
    if (visible_width(line) <= width)
        return std::string(line);
    std::string out(line.substr(0, prefix_bytes(line, width)));
    if (out.find('\x1b') != std::string::npos)
        out += "\x1b[0m";
    return out;
}

std::string pad_to(std::string line, std::size_t width) {
    const std::size_t used = visible_width(line);
    if (used < width)
        line.append(width - used, ' ');
    return line;
}

} // namespace plyroom::client
