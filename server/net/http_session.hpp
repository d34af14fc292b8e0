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
    // `address`: the client's key for the per-address limits (client_key); when `counted`,
    // admitted by shared_state::admit_http, and given back when the session ends.
    http_session(tcp::socket&& socket, shared_state& state, std::string address, bool counted);
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
    void identify_client();

    std::string address_; // the client's key (client_key): the peer's, or the one its proxy names
    bool counted_;
    net::ip::address peer_;   // unspecified when unknown
    net::ip::address client_; // the peer, or the client a trusted proxy names for this request
};

} // namespace plyroom::server::net
