// The JSON answers every HTTP endpoint shares: a body with its status, and the refusals.
#pragma once

#include "routes.hpp"

#include <nlohmann/json.hpp>

namespace plyroom::server::net {

inline http_reply json_reply(int status, const nlohmann::json& body) {
    return {status, "application/json",
            body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)};
}

inline http_reply not_found() {
    return json_reply(404, {{"error", "not_found"}});
}

inline http_reply bad_request(std::string message) {
    return json_reply(400, {{"error", "bad_request"}, {"message", std::move(message)}});
}

inline http_reply store_failed() {
    return json_reply(500,
                      {{"error", "internal"}, {"message", "the store failed; try again later"}});
}

} // namespace plyroom::server::net
