#include "listener.hpp"

#include "address_prefix.hpp"
#include "http_session.hpp"
#include "shared_state.hpp"

#include <spdlog/spdlog.h>

namespace plyroom::server::net {

listener::listener(net::io_context& ioc, shared_state& state)
    : ioc_(ioc), acceptor_(net::make_strand(ioc)), state_(state), pause_(acceptor_.get_executor()) {
}

// Each step checked with the error_code overloads.
std::optional<std::string> listener::open(const tcp::endpoint& endpoint) {
    beast::error_code ec;
    acceptor_.open(endpoint.protocol(), ec);
    if (!ec)
        acceptor_.set_option(net::socket_base::reuse_address(true), ec);
    if (!ec)
        acceptor_.bind(endpoint, ec);
    if (!ec)
        acceptor_.listen(net::socket_base::max_listen_connections, ec);
    if (ec)
        return "cannot listen on " + endpoint.address().to_string() + ":" +
               std::to_string(endpoint.port()) + ": " + ec.message();
    return std::nullopt;
}

unsigned short listener::port() const {
    beast::error_code ec;
    return acceptor_.local_endpoint(ec).port();
}

void listener::run() {
    do_accept();
}

void listener::stop() {
    net::post(acceptor_.get_executor(), [self = shared_from_this()] {
        beast::error_code ec;
        self->acceptor_.close(ec);
        self->pause_.cancel();
    });
}

// The new connection gets its own strand.
void listener::do_accept() {
    acceptor_.async_accept(net::make_strand(ioc_),
                           beast::bind_front_handler(&listener::on_accept, shared_from_this()));
}

void listener::on_accept(beast::error_code ec, tcp::socket socket) {
    if (ec == net::error::operation_aborted || !acceptor_.is_open())
        return;
    if (ec == net::error::no_descriptors || ec.value() == ENFILE ||
        ec == net::error::no_buffer_space || ec == net::error::no_memory)
        return back_off(ec);
    if (ec) {
        // Other failures concern one connection (aborted by its peer before it was taken).
        if (const auto held_back = accept_log_.allow(std::chrono::steady_clock::now()))
            spdlog::warn("accept: {} ({} lines held back)", ec.message(), *held_back);
    } else {
        next_pause_ = std::chrono::milliseconds(10);
        beast::error_code ignored;
        socket.set_option(tcp::no_delay(true), ignored);
        // A fixed kernel send buffer bounds the memory a connection that stops reading can
        // hold in the kernel; the outgoing queue bounds the rest.
        if (state_.config().send_buffer > 0)
            socket.set_option(
                net::socket_base::send_buffer_size(static_cast<int>(state_.config().send_buffer)),
                ignored);
        beast::error_code unknown;
        const auto remote = socket.remote_endpoint(unknown);
        std::string address = unknown ? "unknown" : client_key(remote.address());
        // Behind a trusted proxy all clients share its address: they are counted by the
        // address it names, per request (http_session), not here.
        const bool via_proxy =
            !unknown && any_contains(state_.config().trusted_proxies, remote.address());
        if (!via_proxy && !state_.admit_http(address))
            refuse(socket);
        else
            std::make_shared<http_session>(std::move(socket), state_, std::move(address),
                                           !via_proxy)
                ->run();
    }
    do_accept();
}

// One address holds --max-http-connections-per-ip connections already: a short answer, sent
// without waiting (a new socket's buffer takes it), then the connection is closed.
void listener::refuse(tcp::socket& socket) {
    state_.metrics().connections_refused.fetch_add(1, std::memory_order_relaxed);
    static const std::string body = "too many connections from your address; try again later\n";
    static const std::string answer =
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
        "Connection: close\r\nContent-Length: " +
        std::to_string(body.size()) + "\r\n\r\n" + body;
    beast::error_code ignored;
    socket.non_blocking(true, ignored);
    socket.send(net::buffer(answer), 0, ignored);
    socket.shutdown(tcp::socket::shutdown_both, ignored);
    socket.close(ignored);
}

void listener::back_off(const beast::error_code& ec) {
    // Let the spares go first: what follows (logging, and the rooms meanwhile) may need them.
    spares_.release();
    state_.metrics().accept_pauses.fetch_add(1, std::memory_order_relaxed);
    if (const auto held_back = accept_log_.allow(std::chrono::steady_clock::now()))
        spdlog::error("accept: {}; pausing new connections for {} ms ({} lines held back)",
                      ec.message(), next_pause_.count(), *held_back);
    pause();
}

// Accepting resumes only once the spares are held again: until then the process is still
// short of descriptors, and a new connection would take the last ones.
void listener::pause() {
    pause_.expires_after(next_pause_);
    next_pause_ = std::min(next_pause_ * 2, std::chrono::milliseconds(1000));
    pause_.async_wait([self = shared_from_this()](const beast::error_code& error) {
        if (error || !self->acceptor_.is_open())
            return;
        if (!self->spares_.take()) {
            self->spares_.release();
            return self->pause();
        }
        self->do_accept();
    });
}

} // namespace plyroom::server::net
