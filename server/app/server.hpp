// The whole server put together: storage, lobby, network, threads and an orderly stop.
#pragma once

#include "config.hpp"

namespace plyroom::server::app {

// Runs until SIGINT or SIGTERM; returns the process exit code.
int run_server(const config& settings);

} // namespace plyroom::server::app
