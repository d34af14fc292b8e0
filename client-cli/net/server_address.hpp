// Where the server is: host, port and WebSocket path, read from a ws:// URL.
#pragma once

#include <string>
#include <string_view>
#include <variant>

namespace plyroom::client {

struct server_address {
    std::string host;
    std::string port; // as text, as the resolver takes it
    std::string path = "/ws";

    // The canonical URL, ws://host:port/path: the key the saved identity is filed under.
    std::string url() const;
};

// Reads "ws://host:port[/path]" (also "host:port", "http://", IPv6 in brackets); the port
// defaults to 80 and the path to /ws. A one-line reason when it cannot be read.
std::variant<server_address, std::string> parse_server_address(std::string_view text);

} // namespace plyroom::client
