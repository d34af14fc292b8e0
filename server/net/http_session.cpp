#include "http_session.hpp"

#include "routes.hpp"
#include "shared_state.hpp"
#include "web_policy.hpp"
#include "websocket_session.hpp"

#include <unistd.h>

#include <spdlog/spdlog.h>

namespace plyroom::server::net {

namespace {

// On every answer: no type sniffing (a JSON body is never run as a script), and no Referer
// (room codes are in page addresses, and a page must not hand them to the sites it links to).
void set_common_headers(http::response<http::string_body>& response) {
    response.set("X-Content-Type-Options", "nosniff");
    response.set("Referrer-Policy", "no-referrer");
}

} // namespace

http_session::http_session(tcp::socket&& socket, shared_state& state, std::string address,
                           bool counted)
    : stream_(std::move(socket)), state_(state), address_(std::move(address)), counted_(counted) {
    beast::error_code ec;
    const auto remote = stream_.socket().remote_endpoint(ec);
    if (!ec)
        peer_ = remote.address();
    client_ = peer_;
}

http_session::~http_session() {
    if (counted_)
        state_.release_http(address_);
}

// From a trusted proxy, the client is the one its headers name (else the proxy itself); from
// anyone else the headers are the client's own words and count for nothing.
void http_session::identify_client() {
    if (counted_ || peer_.is_unspecified())
        return;
    const auto& request = parser_->get();
    client_ = forwarded_client(request["X-Forwarded-For"], request["Forwarded"],
                               state_.config().trusted_proxies)
                  .value_or(peer_);
    address_ = client_key(client_);
}

// Starts reading on the connection's strand.
void http_session::run() {
    net::dispatch(stream_.get_executor(),
                  beast::bind_front_handler(&http_session::do_read, shared_from_this()));
}

// A fresh parser per request, with a small body limit and a deadline for the whole request
// (a client that sends its head a byte at a time is cut off at it).
void http_session::do_read() {
    parser_.emplace();
    parser_->body_limit(10000);
    stream_.expires_after(state_.config().header_timeout);
    http::async_read(stream_, buffer_, *parser_,
                     beast::bind_front_handler(&http_session::on_read, shared_from_this()));
}

void http_session::on_read(beast::error_code ec, std::size_t /*bytes*/) {
    if (ec == http::error::end_of_stream) {
        stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
        return;
    }
    if (ec && ec.category() == beast::http::make_error_code(http::error::bad_method).category() &&
        ec != http::error::partial_message)
        return refuse(ec);
    if (ec)
        return fail(ec, "read");
    identify_client();
    if (websocket::is_upgrade(parser_->get()))
        return upgrade();
    const auto& request = parser_->get();
    // A reply made on a store reader thread comes back onto this connection's strand.
    auto later = [self = shared_from_this(), executor = stream_.get_executor()](http_reply reply) {
        net::post(executor, [self, reply = std::move(reply)]() mutable {
            self->respond(static_cast<http::status>(reply.status), std::move(reply.content_type),
                          std::move(reply.body), reply.headers);
        });
    };
    const request_context context{request[http::field::authorization],
                                  !client_.is_unspecified() &&
                                      any_contains(state_.config().operators, client_),
                                  address_};
    std::optional<http_reply> reply =
        route(request.method_string(), request.target(), state_, std::move(later), context);
    if (reply)
        respond(static_cast<http::status>(reply->status), std::move(reply->content_type),
                std::move(reply->body), reply->headers);
}

// A request that cannot be parsed gets a status and a sentence, then the connection closes:
// 431 for a head over the limit, 413 for a body over it, 400 for anything malformed
// (a TLS hello on this plain port included).
void http_session::refuse(beast::error_code ec) {
    http::status status = http::status::bad_request;
    std::string body = "malformed HTTP request: " + ec.message() + "\n";
    if (ec == http::error::header_limit) {
        status = http::status::request_header_fields_too_large;
        body = "the request head is larger than 8 KB\n";
    } else if (ec == http::error::body_limit) {
        status = http::status::payload_too_large;
        body = "the request body is larger than 10000 bytes\n";
    } else if (buffer_.size() > 0 && static_cast<const unsigned char*>(buffer_.data().data())[0] ==
                                         0x16) { // a TLS record: handshake
        body = "this port speaks plain HTTP and WebSocket (ws://), not TLS\n";
    }
    buffer_.consume(buffer_.size());
    auto response = std::make_shared<http::response<http::string_body>>(status, 11);
    response->set(http::field::server, "plyroom 0.1.0");
    response->set(http::field::content_type, "text/plain; charset=utf-8");
    set_common_headers(*response);
    response->keep_alive(false);
    response->body() = std::move(body);
    response->prepare_payload();
    http::async_write(stream_, *response,
                      [self = shared_from_this(), response](beast::error_code error, std::size_t) {
                          self->on_write(false, error, 0);
                      });
}

// Hands the socket over on /ws when the connection limits allow it.
void http_session::upgrade() {
    const auto& request = parser_->get();
    const std::string_view target = request.target();
    if (target.substr(0, target.find('?')) != "/ws")
        return respond(http::status::not_found, "text/plain", "WebSocket is served on /ws");
    if (!origin_allowed(request[http::field::origin], request[http::field::host],
                        state_.config().allowed_origins))
        return respond(http::status::forbidden, "text/plain; charset=utf-8",
                       "this server accepts WebSocket connections only from its own pages and "
                       "those of --allowed-origins and --page-servers\n");
    if (!state_.admit(address_)) {
        state_.metrics().connections_refused.fetch_add(1, std::memory_order_relaxed);
        return respond(http::status::service_unavailable, "text/plain",
                       "too many connections; try again later");
    }
    stream_.expires_never();
    auto socket = onto_games(stream_.release_socket());
    if (!socket) {
        state_.release(address_);
        return;
    }
    std::make_shared<websocket_session>(std::move(*socket), state_, address_)
        ->run(parser_->release());
}

// The socket moved from the HTTP threads onto a strand of the rooms' I/O threads, so that a
// burst of HTTP requests never queues ahead of a move. Empty (the socket closed) on failure.
std::optional<tcp::socket> http_session::onto_games(tcp::socket socket) {
    beast::error_code ec;
    const auto protocol = socket.local_endpoint(ec).protocol();
    const auto descriptor = ec ? -1 : socket.release(ec);
    if (ec) {
        fail(ec, "upgrade");
        return std::nullopt;
    }
    tcp::socket moved(net::make_strand(state_.games()));
    moved.assign(protocol, descriptor, ec);
    if (ec) {
        ::close(descriptor);
        fail(ec, "upgrade");
        return std::nullopt;
    }
    return moved;
}

void http_session::respond(http::status status, std::string content_type, std::string body,
                           const std::vector<std::pair<std::string, std::string>>& headers) {
    const auto& request = parser_->get();
    for (const auto& [name, value] : headers)
        if (name == "ETag" && request[http::field::if_none_match] == value) {
            status = http::status::not_modified; // the browser's copy is current
            body.clear();
        }
    auto response = std::make_shared<http::response<http::string_body>>(status, request.version());
    response->set(http::field::server, "plyroom 0.1.0");
    response->set(http::field::content_type, content_type);
    set_common_headers(*response);
    for (const auto& [name, value] : headers)
        response->set(name, value);
    response->keep_alive(request.keep_alive());
    if (request.method() != http::verb::head)
        response->body() = std::move(body);
    response->prepare_payload();
    const bool keep_alive = response->keep_alive();
    http::async_write(
        stream_, *response,
        [self = shared_from_this(), response, keep_alive](beast::error_code ec, std::size_t bytes) {
            self->on_write(keep_alive, ec, bytes);
        });
}

void http_session::on_write(bool keep_alive, beast::error_code ec, std::size_t /*bytes*/) {
    if (ec)
        return fail(ec, "write");
    if (!keep_alive) {
        stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
        return;
    }
    do_read();
}

void http_session::fail(beast::error_code ec, const char* what) {
    if (ec == net::error::operation_aborted || ec == beast::error::timeout ||
        ec == net::error::connection_reset)
        return;
    spdlog::debug("http {}: {}: {}", address_, what, ec.message());
}

} // namespace plyroom::server::net
