// What the browser page may talk to: the WebSocket servers the host configured
// (--page-servers), never a server named by a link, and the Content-Security-Policy that
// holds the page to them; and which pages may open /ws at all (their Origin).
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

// The origin ("http://host:port") of the pages a server at `socket_url` (page_server_url)
// serves: ws:// pages are http://, wss:// ones https://.
std::string page_origin(std::string_view socket_url);

// Whether a WebSocket upgrade with this Origin header may proceed: none at all (a program, not
// a browser page), the page's own origin (its host and port are the request's Host), or one of
// `allowed` (page_origin of the configured servers, --allowed-origins). Any other site's page
// may not use its visitors' browsers (and their stored tokens) against this server.
bool origin_allowed(std::string_view origin, std::string_view host,
                    const std::vector<std::string>& allowed);

// An --allowed-origins entry as an origin in lower case ("https://play.example.org"), nullopt
// unless it is http:// or https:// and a host with an optional port.
std::optional<std::string> allowed_origin(std::string_view entry);

} // namespace plyroom::server::net
