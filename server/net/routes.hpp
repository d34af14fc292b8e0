// The plain HTTP endpoints (/healthz, /readyz, /metrics, /api/rooms, /api/rooms/{code},
// /api/games/{id}, and the player pages' of player_routes.hpp), free of Beast: a request line
// in, a status, content type and body out.
#pragma once

#include <functional>
#include <optional>
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

// What a request says about who sends it, besides its method and target.
struct request_context {
    std::string_view authorization; // the Authorization header ("Bearer <token>"), or empty
    bool from_operator = false;     // sent from an address that may read /metrics and /readyz
    std::string_view address;       // the client, as its connections are counted
};

// Receives a reply that is made off the I/O threads; it may run on any thread.
using reply_later = std::function<void(http_reply)>;

// The reply at once, or nullopt when the request reads the store or asks another node: then
// the reply comes through `later`, from another thread.
std::optional<http_reply> route(std::string_view method, std::string_view target,
                                shared_state& state, reply_later later,
                                const request_context& context = {});

} // namespace plyroom::server::net
