#include "listener.hpp"

#include "http_session.hpp"
#include "shared_state.hpp"

#include <spdlog/spdlog.h>

namespace plyroom::server::net {

listener::listener(net::io_context& ioc, shared_state& state)
    : ioc_(ioc), acceptor_(net::make_strand(ioc)), state_(state) {}

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
    if (ec)
        spdlog::warn("accept: {}", ec.message());
    else {
        beast::error_code ignored;
        socket.set_option(tcp::no_delay(true), ignored);
        // A fixed kernel send buffer bounds the memory a connection that stops reading can
        // hold in the kernel; the outgoing queue bounds the rest.
        if (state_.config().send_buffer > 0)
            socket.set_option(
                net::socket_base::send_buffer_size(static_cast<int>(state_.config().send_buffer)),
                ignored);
        std::make_shared<http_session>(std::move(socket), state_)->run();
    }
    do_accept();
}

} // namespace plyroom::server::net
