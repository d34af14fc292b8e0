// The browser client: the files of web/ built into the binary (so a bare binary and the
// Docker image both serve it), or read from --web-root while developing the page.
#pragma once

#include "routes.hpp"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace plyroom::server::net {

struct embedded_file {
    std::string_view path; // relative to web/, e.g. "app.js"
    std::string_view body;
};

// Defined by the file server/net/embed_web.cmake generates.
std::span<const embedded_file> embedded_web_files();

// Serves from `directory` when it is not empty, else from the built-in copy. Called once at
// start-up, before any request is served.
void set_web_root(std::string directory);

// The WebSocket URLs (page_server_url) of the servers the page may connect to, besides the
// one that served it; empty: that one alone. Called once at start-up, like set_web_root.
void set_page_servers(std::vector<std::string> urls);

// The reply for a GET of `path` (no query string): page paths (/, /r/CODE, /g/ID) get
// index.html, /r/ with another spelling of a code redirects to /r/CODE, a file of web/ gets
// its content with its type; nullopt when the path names none of them.
std::optional<http_reply> static_file(std::string_view path);

} // namespace plyroom::server::net
