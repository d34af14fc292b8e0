#include "json_writer.hpp"

#include <array>
#include <charconv>

namespace plyroom::core {

namespace {

constexpr std::string_view replacement = "\xEF\xBF\xBD"; // U+FFFD

// The length of the valid UTF-8 sequence that starts at text[at] (a byte >= 0x80), or 0.
std::size_t utf8_length(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(at);
    std::size_t length = 0;
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0)
            low = 0xA0; // no overlong forms
        if (lead == 0xED)
            high = 0x9F; // no surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0)
            low = 0x90;
        if (lead == 0xF4)
            high = 0x8F; // nothing above U+10FFFF
    } else {
        return 0;
    }
    if (at + length > text.size())
        return 0;
    if (byte(at + 1) < low || byte(at + 1) > high)
        return 0;
    for (std::size_t i = 2; i < length; ++i)
        if (byte(at + i) < 0x80 || byte(at + i) > 0xBF)
            return 0;
    return length;
}

// The escape for an ASCII byte, or an empty view when it stands for itself.
std::string_view ascii_escape(unsigned char c, std::array<char, 7>& scratch) {
    switch (c) {
    case '"':
        return "\\\"";
    case '\\':
        return "\\\\";
    case '\b':
        return "\\b";
    case '\f':
        return "\\f";
    case '\n':
        return "\\n";
    case '\r':
        return "\\r";
    case '\t':
        return "\\t";
    default:
        break;
    }
    if (c >= 0x20)
        return {};
    constexpr std::string_view hex = "0123456789abcdef";
    scratch = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 0xF], 0};
    return {scratch.data(), 6};
}

} // namespace

void append_json_string(std::string& out, std::string_view text) {
    out += '"';
    std::size_t plain_from = 0; // start of the bytes not yet copied
    std::array<char, 7> scratch{};
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            const std::string_view escape = ascii_escape(c, scratch);
            if (!escape.empty()) {
                out.append(text, plain_from, i - plain_from);
                out += escape;
                plain_from = i + 1;
            }
            ++i;
            continue;
        }
        if (const std::size_t length = utf8_length(text, i)) {
            i += length;
            continue;
        }
        out.append(text, plain_from, i - plain_from);
        out += replacement;
        plain_from = ++i;
    }
    out.append(text, plain_from);
    out += '"';
}

void json_writer::separate() {
    if (after_item_)
        out_ += ',';
}

json_writer& json_writer::open(char bracket) {
    separate();
    out_ += bracket;
    after_item_ = false;
    return *this;
}

json_writer& json_writer::close(char bracket) {
    out_ += bracket;
    after_item_ = true;
    return *this;
}

template <class Write>
json_writer& json_writer::item(Write&& write) {
    separate();
    write();
    after_item_ = true;
    return *this;
}

json_writer& json_writer::begin_object() {
    return open('{');
}

json_writer& json_writer::end_object() {
    return close('}');
}

json_writer& json_writer::begin_array() {
    return open('[');
}

json_writer& json_writer::end_array() {
    return close(']');
}

json_writer& json_writer::key(std::string_view name) {
    separate();
    append_json_string(out_, name);
    out_ += ':';
    after_item_ = false; // the value that follows takes no comma
    return *this;
}

json_writer& json_writer::string(std::string_view text) {
    return item([&] { append_json_string(out_, text); });
}

json_writer& json_writer::number(std::int64_t value) {
    return item([&] {
        std::array<char, 24> digits{};
        const auto end = std::to_chars(digits.data(), digits.data() + digits.size(), value).ptr;
        out_.append(digits.data(), end);
    });
}

json_writer& json_writer::boolean(bool value) {
    return item([&] { out_ += value ? "true" : "false"; });
}

json_writer& json_writer::null() {
    return item([&] { out_ += "null"; });
}

json_writer& json_writer::text(std::string_view json_value) {
    return item([&] { out_ += json_value; });
}

json_writer& json_writer::members(std::string_view json_text) {
    if (json_text.empty())
        return *this;
    return item([&] { out_ += json_text; });
}

// Scalars are written here; containers by nlohmann's serializer straight into the text, with
// no string of their own.
json_writer& json_writer::value(const nlohmann::json& value) {
    switch (value.type()) {
    case nlohmann::json::value_t::null:
        return null();
    case nlohmann::json::value_t::boolean:
        return boolean(value.get<bool>());
    case nlohmann::json::value_t::number_integer:
        return number(value.get<std::int64_t>());
    case nlohmann::json::value_t::string:
        return string(value.get_ref<const std::string&>());
    default:
        break;
    }
    return item([&] {
        nlohmann::detail::serializer<nlohmann::json> serializer(
            nlohmann::detail::output_adapter<char>(out_), ' ',
            nlohmann::json::error_handler_t::replace);
        serializer.dump(value, false, false, 0);
    });
}

} // namespace plyroom::core
