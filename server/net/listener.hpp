// Accepts TCP connections and starts an http_session for each, on its own strand.
#pragma once

#include "beast.hpp"

#include <memory>
#include <string>

namespace plyroom::server::net {

class shared_state;

class listener : public std::enable_shared_from_this<listener> {
public:
    listener(net::io_context& ioc, shared_state& state);

    // Opens, binds and listens; an error sentence on failure.
    std::optional<std::string> open(const tcp::endpoint& endpoint);
    // The bound port (useful with port 0).
    unsigned short port() const;
    void run();
    // Stops accepting new connections. Any thread.
    void stop();

private:
    void do_accept();
    void on_accept(beast::error_code ec, tcp::socket socket);

    net::io_context& ioc_;
    tcp::acceptor acceptor_;
    shared_state& state_;
};

} // namespace plyroom::server::net
