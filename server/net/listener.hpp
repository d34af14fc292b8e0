// Accepts TCP connections and starts an http_session for each, on its own strand. When the
// process runs out of file descriptors (or memory) it pauses accepting for a moment instead
// of retrying at once, so that the connections it has keep being served; a few spare
// descriptors are let go for the pause and taken back before accepting again.
#pragma once

#include "beast.hpp"
#include "log_limiter.hpp"
#include "spare_descriptors.hpp"

#include <memory>
#include <string>

#include <boost/asio/steady_timer.hpp>

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
    // Waits before accepting again, longer each time in a row (up to a second).
    void back_off(const beast::error_code& ec);
    void refuse(tcp::socket& socket);
    void pause();

    net::io_context& ioc_;
    tcp::acceptor acceptor_;
    shared_state& state_;
    net::steady_timer pause_;
    std::chrono::milliseconds next_pause_{10};
    log_limiter accept_log_;
    spare_descriptors spares_;
};

} // namespace plyroom::server::net
