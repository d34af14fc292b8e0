// One plain HTTP connection, on the HTTP threads: serves the routes, or hands the socket to a
// websocket_session on the rooms' I/O threads when a client upgrades on /ws.
#pragma once

#include "beast.hpp"

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace plyroom::server::net {

class shared_state;

class http_session : public std::enable_shared_from_this<http_session> {
public:
    // `address`: the client's key for the per-address limits (client_key), already counted
    // by shared_state::admit_http; the session gives it back when it ends.
    http_session(tcp::socket&& socket, shared_state& state, std::string address);
    ~http_session();
    http_session(const http_session&) = delete;
    http_session& operator=(const http_session&) = delete;

    void run();

private:
    void do_read();
    void on_read(beast::error_code ec, std::size_t bytes);
    void on_write(bool keep_alive, beast::error_code ec, std::size_t bytes);
    void refuse(beast::error_code ec);
    void upgrade();
    std::optional<tcp::socket> onto_games(tcp::socket socket);
    void respond(http::status status, std::string content_type, std::string body,
                 const std::vector<std::pair<std::string, std::string>>& headers = {});
    void fail(beast::error_code ec, const char* what);

    beast::tcp_stream stream_;
    beast::flat_buffer buffer_;
    shared_state& state_;
    std::optional<http::request_parser<http::string_body>> parser_;
    std::string address_;
    net::ip::address peer_; // unspecified when unknown
};

} // namespace plyroom::server::net
