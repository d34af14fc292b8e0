#include "resp.hpp"

#include <charconv>

namespace plyroom::server::cluster {

std::string encode_command(const std::vector<std::string>& parts) {
    std::string out = "*" + std::to_string(parts.size()) + "\r\n";
    for (const std::string& part : parts) {
        out += "$" + std::to_string(part.size()) + "\r\n";
        out += part;
        out += "\r\n";
    }
    return out;
}

std::optional<resp_value> resp_parser::next() {
    if (failure_)
        return std::nullopt;
    std::size_t at = 0;
    auto value = parse(at, 0);
    if (!value)
        return std::nullopt;
    buffer_.erase(0, at);
    return value;
}

// The text of the line at `at` without its CRLF, moving `at` past it; nullopt if incomplete.
std::optional<std::string_view> resp_parser::line(std::size_t& at) {
    const auto end = buffer_.find("\r\n", at);
    if (end == std::string::npos) {
        // A line longer than any length or status Redis sends is no RESP.
        if (buffer_.size() - at > 64 * 1024)
            failure_ = "a RESP line longer than 64 KiB";
        return std::nullopt;
    }
    std::string_view text(buffer_.data() + at, end - at);
    at = end + 2;
    return text;
}

std::optional<std::int64_t> resp_parser::number(std::string_view text) {
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty()) {
        failure_ = "a RESP length or integer that is not a number: \"" + std::string(text) + "\"";
        return std::nullopt;
    }
    return value;
}

std::optional<resp_value> resp_parser::parse(std::size_t& at, int depth) {
    if (depth > 8) {
        failure_ = "RESP arrays nested deeper than 8";
        return std::nullopt;
    }
    std::size_t cursor = at;
    if (cursor >= buffer_.size())
        return std::nullopt;
    const char marker = buffer_[cursor++];
    const auto head = line(cursor);
    if (!head)
        return std::nullopt;
    resp_value value;
    switch (marker) {
    case '+':
        value.kind = resp_value::type::simple;
        value.text = *head;
        break;
    case '-':
        value.kind = resp_value::type::error;
        value.text = *head;
        break;
    case ':': {
        const auto n = number(*head);
        if (!n)
            return std::nullopt;
        value.kind = resp_value::type::integer;
        value.integer = *n;
        break;
    }
    case '$': {
        const auto length = number(*head);
        if (!length)
            return std::nullopt;
        if (*length == -1) {
            value.kind = resp_value::type::nil;
            break;
        }
        if (*length < 0 || static_cast<std::size_t>(*length) > max_bulk_) {
            failure_ = "a RESP bulk string of " + std::to_string(*length) + " bytes";
            return std::nullopt;
        }
        const auto size = static_cast<std::size_t>(*length);
        if (buffer_.size() < cursor + size + 2)
            return std::nullopt;
        if (buffer_.compare(cursor + size, 2, "\r\n") != 0) {
            failure_ = "a RESP bulk string not ended by CRLF";
            return std::nullopt;
        }
        value.kind = resp_value::type::bulk;
        value.text = buffer_.substr(cursor, size);
        cursor += size + 2;
        break;
    }
    case '*': {
        const auto count = number(*head);
        if (!count)
            return std::nullopt;
        if (*count == -1) {
            value.kind = resp_value::type::nil;
            break;
        }
        if (*count < 0 || static_cast<std::size_t>(*count) > max_elements_) {
            failure_ = "a RESP array of " + std::to_string(*count) + " elements";
            return std::nullopt;
        }
        value.kind = resp_value::type::array;
        value.elements.reserve(static_cast<std::size_t>(std::min<std::int64_t>(*count, 1024)));
        for (std::int64_t i = 0; i < *count; ++i) {
            auto element = parse(cursor, depth + 1);
            if (!element)
                return std::nullopt;
            value.elements.push_back(std::move(*element));
        }
        break;
    }
    default:
        failure_ = "a RESP value of unknown type '" + std::string(1, marker) + "'";
        return std::nullopt;
    }
    at = cursor;
    return value;
}

} // namespace plyroom::server::cluster
