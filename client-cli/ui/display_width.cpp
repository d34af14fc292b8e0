#include "ui/display_width.hpp"

#include <algorithm>
#include <array>

namespace plyroom::client {

namespace {

struct code_range {
    char32_t first;
    char32_t last;
};

// Unicode's combining marks (general category Mn, Me) in the scripts a player is likely to
// type, the Hangul jamo that join a syllable, and the zero-width characters: no columns.
constexpr std::array<code_range, 22> zero_width{{
    {0x0300, 0x036F},   {0x0483, 0x0489},   {0x0591, 0x05BD}, {0x0610, 0x061A}, {0x064B, 0x065F},
    {0x0E31, 0x0E31},   {0x0E34, 0x0E3A},   {0x0E47, 0x0E4E}, {0x1160, 0x11FF}, {0x1AB0, 0x1AFF},
    {0x1DC0, 0x1DFF},   {0x200B, 0x200F},   {0x2060, 0x2064}, {0x20D0, 0x20FF}, {0x302A, 0x302D},
    {0x3099, 0x309A},   {0xD7B0, 0xD7FF},   {0xFE00, 0xFE0F}, {0xFE20, 0xFE2F}, {0xFEFF, 0xFEFF},
    {0x1F3FB, 0x1F3FF}, {0xE0000, 0xE01EF},
}};

// East Asian Width W and F (Unicode's EastAsianWidth.txt), merged into ranges.
constexpr std::array<code_range, 27> double_width{{
    {0x1100, 0x115F},   {0x231A, 0x231B},   {0x2329, 0x232A},   {0x23E9, 0x23EC},
    {0x23F0, 0x23F0},   {0x23F3, 0x23F3},   {0x25FD, 0x25FE},   {0x2614, 0x2615},
    {0x2E80, 0x3029},   {0x302E, 0x303E},   {0x3041, 0x3096},   {0x309B, 0x33FF},
    {0x3400, 0x4DBF},   {0x4E00, 0xA4CF},   {0xA960, 0xA97F},   {0xAC00, 0xD7A3},
    {0xF900, 0xFAFF},   {0xFE10, 0xFE19},   {0xFE30, 0xFE6F},   {0xFF00, 0xFF60},
    {0xFFE0, 0xFFE6},   {0x16FE0, 0x18CFF}, {0x1B000, 0x1B2FF}, {0x1F300, 0x1F64F},
    {0x1F680, 0x1F6FF}, {0x1F900, 0x1F9FF}, {0x20000, 0x3FFFD},
}};

template <std::size_t count>
bool in_ranges(const std::array<code_range, count>& ranges, char32_t code) {
    const auto after =
        std::upper_bound(ranges.begin(), ranges.end(), code,
                         [](char32_t c, const code_range& r) { return c < r.first; });
    return after != ranges.begin() && code <= std::prev(after)->last;
}

} // namespace

std::optional<std::pair<char32_t, std::size_t>> decode_utf8(std::string_view text, std::size_t at) {
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

std::size_t character_columns(char32_t code) {
    if (in_ranges(zero_width, code))
        return 0;
    return in_ranges(double_width, code) ? 2 : 1;
}

std::size_t display_width(std::string_view text) {
    std::size_t columns = 0;
    for (std::size_t at = 0; at < text.size();) {
        const auto decoded = decode_utf8(text, at);
        columns += decoded ? character_columns(decoded->first) : 1;
        at += decoded ? decoded->second : 1;
    }
    return columns;
}

} // namespace plyroom::client
