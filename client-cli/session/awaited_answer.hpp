// Waiting on one connection for the answer to one request, for the commands that send a
// request or two and exit (register, login, logout, history).
#pragma once

#include "net/ws_connection.hpp"

#include <chrono>
#include <optional>

#include <nlohmann/json.hpp>

namespace plyroom::client {

// The frame answering request `id`, or nullopt when the connection ended or `timeout` ran out.
std::optional<nlohmann::json> answer_to(ws_connection& connection, int id,
                                        std::chrono::milliseconds timeout);

} // namespace plyroom::client
