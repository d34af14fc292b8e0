// The plain HTTP endpoints (/healthz, /metrics, /api/rooms, /api/games/{id}), free of Beast:
// a request line in, a status, content type and body out.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace plyroom::server::net {

class shared_state;

struct http_reply {
    int status = 200;
    std::string content_type = "text/plain; charset=utf-8";
    std::string body;
    std::vector<std::pair<std::string, std::string>> headers = {}; // extra response headers
};

http_reply route(std::string_view method, std::string_view target, shared_state& state);

} // namespace plyroom::server::net
