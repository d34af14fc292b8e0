// One WebSocket connection to the server, run on its own thread so that the terminal loop
// only polls: frames arrive in a queue, and a pipe becomes readable whenever something came
// (a frame, or the end of the connection). Boost.Beast stays inside ws_connection.cpp.
#pragma once

#include "net/server_address.hpp"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <variant>

namespace plyroom::client {

class ws_connection {
public:
    // Connects and completes the WebSocket handshake within `timeout`; a one-line reason if not.
    static std::variant<std::unique_ptr<ws_connection>, std::string>
    open(const server_address& address, std::chrono::milliseconds timeout);

    ~ws_connection();
    ws_connection(const ws_connection&) = delete;
    ws_connection& operator=(const ws_connection&) = delete;

    // Queues a text frame. Safe from any thread; ignored once closed.
    void send(std::string text);
    // The next received frame, or nullopt when none is waiting.
    std::optional<std::string> receive();
    // Whether the connection has ended (after the frames already received are taken).
    bool closed() const;
    // Why it ended, in words.
    std::string close_reason() const;
    // A descriptor that is readable while frames or the end are waiting to be noticed.
    int wake_fd() const;
    // Sends what is queued, closes politely, and waits at most `timeout` for that.
    void close(std::chrono::milliseconds timeout);

    struct impl;

private:
    explicit ws_connection(std::shared_ptr<impl> state);
    std::shared_ptr<impl> impl_;
};

} // namespace plyroom::client
