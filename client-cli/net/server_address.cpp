#include "net/server_address.hpp"

#include <algorithm>
#include <cctype>

namespace plyroom::client {

// ws://host:port/path.
std::string server_address::url() const {
    const bool ipv6 = host.find(':') != std::string::npos;
    return "ws://" + (ipv6 ? "[" + host + "]" : host) + ":" + port + path;
}

// Splits the URL into scheme, host, port and path, checking each.
std::variant<server_address, std::string> parse_server_address(std::string_view text) {
    const std::string original(text);
    for (std::string_view scheme : {"ws://", "http://"})
        if (text.starts_with(scheme))
            text.remove_prefix(scheme.size());
    if (text.starts_with("wss://") || text.starts_with("https://"))
        return "secure WebSocket (wss://) is not supported yet: " + original;
    if (text.find("://") != std::string_view::npos)
        return "the server URL must start with ws:// (got " + original + ")";
    server_address address;
    const auto slash = text.find('/');
    if (slash != std::string_view::npos) {
        address.path = std::string(text.substr(slash));
        text = text.substr(0, slash);
        if (address.path == "/")
            address.path = "/ws";
    }
    std::string_view port = "80";
    if (text.starts_with("[")) {
        const auto close = text.find(']');
        if (close == std::string_view::npos)
            return "unclosed [ in the server URL " + original;
        address.host = std::string(text.substr(1, close - 1));
        text.remove_prefix(close + 1);
        if (text.starts_with(":"))
            port = text.substr(1);
        else if (!text.empty())
            return "cannot read the server URL " + original;
    } else {
        const auto colon = text.rfind(':');
        address.host = std::string(text.substr(0, colon));
        if (colon != std::string_view::npos)
            port = text.substr(colon + 1);
    }
    const bool digits =
        !port.empty() && port.size() <= 5 && std::all_of(port.begin(), port.end(), [](char c) {
            return std::isdigit(static_cast<unsigned char>(c));
        });
    if (address.host.empty() || !digits || std::stoi(std::string(port)) > 65535)
        return "cannot read the server URL " + original + " (expected ws://HOST:PORT)";
    address.port = std::string(port);
    return address;
}

} // namespace plyroom::client
