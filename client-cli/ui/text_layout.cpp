#include "ui/text_layout.hpp"

#include "ui/display_width.hpp"
#include "ui/style.hpp"

#include <algorithm>
#include <optional>
#include <utility>

namespace plyroom::client {

namespace {

// The bytes of `line` that show its first `width` columns, with the escape sequences among them;
// a wide character that would cross the edge stays out, and marks that combine with the last
// character kept stay with it.
std::size_t prefix_bytes(std::string_view line, std::size_t width) {
    std::size_t columns = 0;
    for (std::size_t i = 0; i < line.size();) {
        if (line[i] == '\x1b' && i + 1 < line.size() && line[i + 1] == '[') {
            i += 2;
            while (i < line.size() && (line[i] < 0x40 || line[i] > 0x7E))
                ++i;
            ++i;
            continue;
        }
        const auto decoded = decode_utf8(line, i);
        const std::size_t size = decoded ? character_columns(decoded->first) : 1;
        if (columns + size > width)
            return i;
        columns += size;
        i += decoded ? decoded->second : 1;
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
            std::size_t bytes = prefix_bytes(word, width - used);
            if (bytes == 0 && used > indent) { // a wide character goes whole to the next line
                lines.emplace_back(indent, ' ');
                used = indent;
                continue;
            }
            if (bytes == 0) { // a line narrower than one wide character still shows it
                const auto first = decode_utf8(word, 0);
                bytes = first ? first->second : 1;
            }
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

namespace plyroom::client {

namespace {

constexpr std::string_view replacement = "\xEF\xBF\xBD"; // U+FFFD

bool acts_on_terminal(char32_t code) {
    if (code == '\t' || code == '\n')
        return false;
    return code < 0x20 || (code >= 0x7F && code <= 0x9F) || (code >= 0x202A && code <= 0x202E) ||
           (code >= 0x2066 && code <= 0x2069);
}

} // namespace

std::string terminal_safe(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        const auto decoded = decode_utf8(text, at);
        if (!decoded || acts_on_terminal(decoded->first)) {
            out += replacement;
            at += decoded ? decoded->second : 1;
            continue;
        }
        out += text.substr(at, decoded->second);
        at += decoded->second;
    }
    return out;
}

void make_terminal_safe(nlohmann::json& value) {
    if (value.is_string()) {
        value = terminal_safe(value.get_ref<const std::string&>());
        return;
    }
    if (value.is_structured())
        for (auto& item : value)
            make_terminal_safe(item);
}

} // namespace plyroom::client
