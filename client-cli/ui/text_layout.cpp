#include "ui/text_layout.hpp"

#include "ui/style.hpp"

#include <algorithm>
#include <optional>
#include <utility>

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

namespace plyroom::client {

namespace {

constexpr std::string_view replacement = "\xEF\xBF\xBD"; // U+FFFD

// The code point at `at` and its length in bytes; nullopt for malformed UTF-8.
std::optional<std::pair<char32_t, std::size_t>> decode(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[at + i]); };
    const unsigned char lead = byte(0);
    std::size_t length = 0;
    char32_t code = 0;
    if (lead < 0x80)
        return std::pair<char32_t, std::size_t>{lead, 1};
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        code = lead & 0x1FU;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        code = lead & 0x0FU;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        code = lead & 0x07U;
    } else {
        return std::nullopt;
    }
    if (at + length > text.size())
        return std::nullopt;
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(i) & 0xC0U) != 0x80U)
            return std::nullopt;
        code = (code << 6U) | (byte(i) & 0x3FU);
    }
    const char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < smallest[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
        return std::nullopt;
    return std::pair<char32_t, std::size_t>{code, length};
}

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
        const auto decoded = decode(text, at);
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
