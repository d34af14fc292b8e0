// What the browser page may talk to: the WebSocket servers the host configured
// (--page-servers), never a server named by a link, and the Content-Security-Policy that
// holds the page to them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace plyroom::server::net {

// A --page-servers entry as the WebSocket URL the page connects to: ws:// or wss://, a host
// (a name, an IPv4 address or an [IPv6] one) with an optional port, and a path (/ws when left
// out), host in lower case; nullopt for anything else (user info, a query, odd characters).
std::optional<std::string> page_server_url(std::string_view entry);

// The Content-Security-Policy of every page: connect-src is the page's own origin and exactly
// the configured servers.
std::string content_security_policy(const std::vector<std::string>& page_servers);

} // namespace plyroom::server::net
