#include "net/http_get.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

namespace plyroom::client {

namespace beast = boost::beast;
namespace http = beast::http;
namespace net = boost::asio;
using tcp = net::ip::tcp;

// Connects, sends the request and reads the answer, all within one deadline.
std::optional<std::string> http_get(const server_address& address, const std::string& target,
                                    std::chrono::milliseconds timeout, const std::string& token) {
    net::io_context ioc;
    tcp::resolver resolver(ioc);
    beast::tcp_stream stream(ioc);
    http::request<http::empty_body> request{http::verb::get, target, 11};
    request.set(http::field::host, address.host + ":" + address.port);
    request.set(http::field::user_agent, "plyroom 0.1.0");
    if (!token.empty())
        request.set(http::field::authorization, "Bearer " + token);
    http::response<http::string_body> response;
    beast::flat_buffer buffer;
    bool ok = false;

    stream.expires_after(timeout);
    resolver.async_resolve(
        address.host, address.port, [&](beast::error_code ec, tcp::resolver::results_type found) {
            if (ec)
                return;
            stream.async_connect(found, [&](beast::error_code error, const tcp::endpoint&) {
                if (error)
                    return;
                http::async_write(stream, request, [&](beast::error_code sent, std::size_t) {
                    if (sent)
                        return;
                    http::async_read(stream, buffer, response,
                                     [&](beast::error_code read, std::size_t) { ok = !read; });
                });
            });
        });
    ioc.run_for(timeout + std::chrono::milliseconds(100));
    beast::error_code ignored;
    stream.socket().shutdown(tcp::socket::shutdown_both, ignored);
    if (!ok || response.result() != http::status::ok)
        return std::nullopt;
    return response.body();
}

} // namespace plyroom::client
