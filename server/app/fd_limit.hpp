// File descriptors at start-up: the soft limit is raised to the hard one, and the connection
// limit is fitted under it with a reserve for the database files and plain HTTP requests, so
// that a full server refuses a WebSocket with 503 instead of running out of descriptors.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace plyroom::server::app {

// Descriptors kept apart from WebSocket connections: the database and its WAL files on
// every connection, the listening socket, logs, and HTTP requests in flight.
constexpr std::size_t fd_reserve = 128;

// Raises the soft RLIMIT_NOFILE to the hard limit; returns the soft limit now in force.
std::size_t raise_fd_limit();

struct connection_fit {
    std::size_t max_connections = 0;
    std::optional<std::string> warning; // the limit was lowered
    std::optional<std::string> refusal; // too few descriptors to run at all
};

// Fits `wanted` connections under `fd_limit` descriptors, keeping `reserve` apart.
connection_fit fit_connections(std::size_t fd_limit, std::size_t wanted,
                               std::size_t reserve = fd_reserve);

} // namespace plyroom::server::app
