// One WebSocket client connection driven by an io_context that the caller runs: the one
// transport under the terminal client (ws_connection runs it on a thread of its own), the
// server tests' blocking test_client and the load generator's thousands of connections on
// one thread. What happens arrives through callbacks on the thread running the io_context.
// Boost.Beast stays inside ws_client.cpp.
#pragma once

#include "net/server_address.hpp"

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace boost::asio {
class io_context;
} // namespace boost::asio

namespace plyroom::client {

struct ws_options {
    // For the TCP connection and for the handshake, each; zero waits as long as the system does.
    std::chrono::milliseconds open_timeout{0};
    // Above zero: pings keep a quiet connection alive, and one silent this long is ended.
    std::chrono::milliseconds idle_timeout{0};
    std::size_t max_message = 4U * 1024U * 1024U;
    // Above zero: the socket's receive buffer in bytes, set before connecting (a slow reader).
    int receive_buffer = 0;
    // TCP_NODELAY: each frame leaves at once instead of waiting to be merged with the next.
    bool no_delay = false;
    std::string user_agent; // empty: Beast's own
};

struct ws_events {
    // Once: "" when the handshake is done, else a one-line reason naming the server.
    std::function<void(const std::string& failure)> opened;
    // Each text frame; the view is valid during the call only.
    std::function<void(std::string_view frame)> frame;
    // Once, after a successful open: why the connection ended and the peer's close code
    // (0 when it sent none).
    std::function<void(const std::string& reason, int close_code)> ended;
};

class ws_client {
public:
    ws_client(boost::asio::io_context& io, ws_events events, ws_options options = {});
    // Closes the socket at once; callbacks not yet run never run.
    ~ws_client();
    ws_client(const ws_client&) = delete;
    ws_client& operator=(const ws_client&) = delete;

    // Resolves, connects and shakes hands, then reads frames until the end.
    void open(const server_address& address);
    // Queues a text frame (one write is in flight at a time); dropped once closing or ended.
    // Call it on the io_context's thread, or while nobody runs the io_context.
    void send(std::string text);
    // Frames queued and not yet written.
    std::size_t queued() const;
    // Writes what is queued, then sends a close frame; `ended` follows.
    void close();

    struct impl;

private:
    std::shared_ptr<impl> impl_;
};

} // namespace plyroom::client
