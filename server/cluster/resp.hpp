// RESP, the Redis wire protocol (version 2): commands encoded as arrays of bulk strings, and
// an incremental parser for replies and pushed pub/sub messages. Pure: no sockets here, so it
// is tested byte by byte (redis_client.hpp does the I/O).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace plyroom::server::cluster {

// One RESP value.
struct resp_value {
    enum class type { simple, error, integer, bulk, nil, array };
    type kind = type::nil;
    std::string text; // simple, error, bulk
    std::int64_t integer = 0;
    std::vector<resp_value> elements; // array

    bool is_error() const { return kind == type::error; }
};

// A command as RESP: an array of bulk strings.
std::string encode_command(const std::vector<std::string>& parts);

// Takes bytes as they arrive and hands out whole values. A malformed stream or one past the
// size limits is an error for good (the connection is to be dropped).
class resp_parser {
public:
    // Bulk strings up to `max_bulk` bytes, arrays up to `max_elements`, nested up to 8 deep.
    explicit resp_parser(std::size_t max_bulk = 16 * 1024 * 1024,
                         std::size_t max_elements = 1024 * 1024)
        : max_bulk_(max_bulk), max_elements_(max_elements) {}

    void feed(std::string_view bytes) { buffer_.append(bytes); }

    // The next whole value, or nullopt when more bytes are needed (or on an error: then
    // failure() says what was wrong).
    std::optional<resp_value> next();

    const std::optional<std::string>& failure() const { return failure_; }

private:
    // Parses one value at `at`; nullopt if incomplete (at unchanged) or malformed.
    std::optional<resp_value> parse(std::size_t& at, int depth);
    std::optional<std::string_view> line(std::size_t& at);
    std::optional<std::int64_t> number(std::string_view text);

    std::string buffer_;
    std::size_t max_bulk_;
    std::size_t max_elements_;
    std::optional<std::string> failure_;
};

} // namespace plyroom::server::cluster
