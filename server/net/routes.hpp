// The plain HTTP endpoints (/healthz, /metrics, /api/rooms, /api/games/{id}), free of Beast:
// a request line in, a status, content type and body out.
#pragma once

#include <string>
#include <string_view>

namespace plyroom::server::net {

class shared_state;

struct http_reply {
    int status = 200;
    std::string content_type = "text/plain; charset=utf-8";
    std::string body;
};

http_reply route(std::string_view method, std::string_view target, shared_state& state);

} // namespace plyroom::server::net
