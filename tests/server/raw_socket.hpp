// A plain TCP connection to the test server for what a WebSocket client cannot send:
// malformed HTTP, a TLS hello, a request head dribbled a byte at a time, or a socket that
// just stays open.
#pragma once

#include <chrono>
#include <optional>
#include <string>

namespace plyroom::test {

class raw_socket {
public:
    explicit raw_socket(unsigned short port);
    ~raw_socket();
    raw_socket(const raw_socket&) = delete;
    raw_socket& operator=(const raw_socket&) = delete;
    raw_socket(raw_socket&& other) noexcept;

    bool connected() const { return fd_ >= 0; }
    // False when the peer has closed or the write failed.
    bool send(const std::string& bytes);
    // Everything until the peer closes, or what came before `timeout`.
    std::string read_all(std::chrono::milliseconds timeout);
    // True once the peer has closed the connection (a read returns end of file or reset),
    // waiting up to `timeout`.
    bool closed_by_peer(std::chrono::milliseconds timeout);

private:
    int fd_ = -1;
};

} // namespace plyroom::test
