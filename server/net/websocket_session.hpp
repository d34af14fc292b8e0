// One WebSocket connection: owns the stream, the read buffer and the outgoing queue; lives as
// long as a pending handler holds it. The protocol work is done by its lobby::client.
#pragma once

#include "beast.hpp"
#include "lobby/client.hpp"
#include "match/connection.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace plyroom::server::net {

class shared_state;

class websocket_session : public match::connection,
                          public std::enable_shared_from_this<websocket_session> {
public:
    websocket_session(tcp::socket&& socket, shared_state& state, std::string address);
    ~websocket_session() override;

    // Accepts the upgrade request on the session's strand.
    void run(http::request<http::string_body> request);

    std::uint64_t id() const override { return id_; }
    void send(std::shared_ptr<const std::string> frame) override;
    void post(std::function<void()> task) override;
    void entered_room(const std::string& code) override;
    // Closes the connection with a code once the queued frames are written.
    void close(websocket::close_code code);

private:
    void on_accept(beast::error_code ec);
    void do_read();
    void on_read(beast::error_code ec, std::size_t bytes);
    void on_send(std::shared_ptr<const std::string> frame);
    void do_write();
    std::size_t queued() const { return queue_.size() - head_; }
    void on_write(beast::error_code ec, std::size_t bytes);
    void do_close(websocket::close_code code);
    void fail(beast::error_code ec, const char* what);

    using strand_type = net::strand<net::io_context::executor_type>;
    // The socket on its strand's concrete type: every read and write operation then carries and
    // dispatches through the strand itself, not a type-erased executor (smaller and quicker).
    using socket_type = net::basic_stream_socket<tcp, strand_type>;
    // The connection's strand, also the socket's executor. Kept with its concrete type so that
    // posting a frame from a room skips the type-erased executor of the stream.
    static strand_type strand_of(tcp::socket& socket);
    // The accepted socket moved onto the strand's type (closed if that fails: the handshake
    // then fails and the session ends).
    static socket_type on_strand(strand_type strand, tcp::socket&& socket);

    strand_type strand_;
    // On the socket itself: the WebSocket stream's own timer keeps the handshake, idle and
    // ping timeouts, so a tcp_stream's two timers and its layer around every read and write
    // would only cost memory and time. Compression is never offered.
    websocket::stream<socket_type, false> ws_;
    // The message being read. A read asks for little until the message proves longer, so an
    // idle connection waits with first_read_bytes, not a frame's worth.
    beast::flat_buffer buffer_;
    static constexpr std::size_t first_read_bytes = 128;
    // Frames to write, queue_[head_] in flight: a vector, which holds no memory when empty
    // (a deque keeps a 512-byte block); the written front is dropped when it drains or
    // outgrows the rest.
    std::vector<std::shared_ptr<const std::string>> queue_;
    std::size_t head_ = 0;
    std::size_t queued_bytes_ = 0;
    shared_state& state_;
    std::string address_;
    std::uint64_t id_;
    std::unique_ptr<lobby::client> client_;
    std::optional<websocket::close_code> close_after_write_;
    bool accepted_ = false;
    bool closing_ = false;
};

} // namespace plyroom::server::net
