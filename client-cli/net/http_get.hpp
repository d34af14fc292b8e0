// A small HTTP GET against the server's plain HTTP side (GET /api/games/{id}).
#pragma once

#include "net/server_address.hpp"

#include <chrono>
#include <optional>
#include <string>

namespace plyroom::client {

// The body of a 200 answer to GET `target`, or nullopt on any failure or other status. A
// `token` is sent as the player's identity (Authorization: Bearer), which a private game's
// record asks for.
std::optional<std::string> http_get(const server_address& address, const std::string& target,
                                    std::chrono::milliseconds timeout,
                                    const std::string& token = {});

} // namespace plyroom::client
