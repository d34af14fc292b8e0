#include "net/ws_client.hpp"

#include "printable.hpp"

#include <deque>

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

namespace plyroom::client {

namespace beast = boost::beast;
namespace net = boost::asio;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

// The connection's state. Every handler holds it alive and does nothing once the owner has
// gone (`detached_`).
struct ws_client::impl : std::enable_shared_from_this<impl> {
    impl(net::io_context& io, ws_events events, ws_options options)
        : resolver_(io), ws_(io), events_(std::move(events)), options_(std::move(options)) {}

    void on_resolve(beast::error_code ec, const tcp::resolver::results_type& results);
    void on_connect(beast::error_code ec);
    void on_handshake(beast::error_code ec);
    void do_read();
    void on_read(beast::error_code ec);
    void do_write();
    void on_write(beast::error_code ec);
    void do_close();
    void fail_open(beast::error_code ec, std::string_view what);
    void end(const std::string& reason);

    tcp::resolver resolver_;
    websocket::stream<beast::tcp_stream> ws_;
    websocket::response_type handshake_response_;
    beast::flat_buffer buffer_;
    std::deque<std::string> outbox_;
    server_address address_;
    ws_events events_;
    ws_options options_;
    bool open_ = false;
    bool closing_ = false;
    bool ended_ = false;
    bool detached_ = false;
};

ws_client::ws_client(net::io_context& io, ws_events events, ws_options options)
    : impl_(std::make_shared<impl>(io, std::move(events), std::move(options))) {}

ws_client::~ws_client() {
    impl_->detached_ = true;
    impl_->resolver_.cancel();
    beast::error_code ignored;
    beast::get_lowest_layer(impl_->ws_).socket().close(ignored);
}

void ws_client::open(const server_address& address) {
    impl_->address_ = address;
    impl_->resolver_.async_resolve(
        address.host, address.port,
        [self = impl_](beast::error_code ec, const tcp::resolver::results_type& results) {
            self->on_resolve(ec, results);
        });
}

// Connects to the first address that answers. A receive buffer has to be set on the socket
// before the connection exists, so then only the first address is tried.
void ws_client::impl::on_resolve(beast::error_code ec, const tcp::resolver::results_type& results) {
    if (detached_)
        return;
    if (ec)
        return fail_open(ec, "cannot find");
    beast::tcp_stream& stream = beast::get_lowest_layer(ws_);
    if (options_.open_timeout.count() > 0)
        stream.expires_after(options_.open_timeout);
    auto connected = [self = shared_from_this()](beast::error_code error) {
        self->on_connect(error);
    };
    if (options_.receive_buffer <= 0)
        return stream.async_connect(
            results, [connected](beast::error_code error, const tcp::endpoint&) mutable {
                connected(error);
            });
    const tcp::endpoint first = *results.begin();
    stream.socket().open(first.protocol(), ec);
    if (!ec)
        stream.socket().set_option(net::socket_base::receive_buffer_size(options_.receive_buffer),
                                   ec);
    if (ec)
        return fail_open(ec, "cannot connect to");
    stream.async_connect(first, connected);
}

// Upgrades the TCP connection with the options' waits, pings and limits.
void ws_client::impl::on_connect(beast::error_code ec) {
    if (detached_)
        return;
    if (ec)
        return fail_open(ec, "cannot connect to");
    beast::tcp_stream& stream = beast::get_lowest_layer(ws_);
    stream.expires_never();
    if (options_.no_delay)
        stream.socket().set_option(tcp::no_delay(true), ec);
    websocket::stream_base::timeout limits{};
    limits.handshake_timeout = options_.open_timeout.count() > 0
                                   ? websocket::stream_base::duration(options_.open_timeout)
                                   : websocket::stream_base::none();
    limits.idle_timeout = options_.idle_timeout.count() > 0
                              ? websocket::stream_base::duration(options_.idle_timeout)
                              : websocket::stream_base::none();
    limits.keep_alive_pings = options_.idle_timeout.count() > 0;
    ws_.set_option(limits);
    if (!options_.user_agent.empty())
        ws_.set_option(websocket::stream_base::decorator(
            [agent = options_.user_agent](websocket::request_type& request) {
                request.set(beast::http::field::user_agent, agent);
            }));
    ws_.read_message_max(options_.max_message);
    ws_.async_handshake(
        handshake_response_, address_.host + ":" + address_.port, address_.path,
        [self = shared_from_this()](beast::error_code error) { self->on_handshake(error); });
}

void ws_client::impl::on_handshake(beast::error_code ec) {
    if (detached_)
        return;
    // A refusal with a reason (503 when the server is full) is shown in the server's words.
    // Told by the answer's status: the error code's category differs between Beast's
    // header-only and separately compiled parts.
    if (ec && handshake_response_.result_int() >= 400 && !handshake_response_.body().empty()) {
        std::string said = handshake_response_.body();
        while (!said.empty() && (said.back() == '\n' || said.back() == '\r'))
            said.pop_back();
        ended_ = true;
        return events_.opened("the server at " + address_.url() + " refused the connection (" +
                              std::to_string(handshake_response_.result_int()) +
                              "): " + core::printable(said, 200));
    }
    if (ec)
        return fail_open(ec, "no WebSocket at");
    ws_.text(true);
    open_ = true;
    events_.opened("");
    do_read();
    if (!outbox_.empty())
        do_write();
}

void ws_client::impl::do_read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
        self->on_read(ec);
    });
}

// Hands the frame over and reads the next.
void ws_client::impl::on_read(beast::error_code ec) {
    if (detached_)
        return;
    if (ec) {
        if (ec == websocket::error::closed)
            return end("the server closed the connection");
        return end("connection lost: " + ec.message());
    }
    const auto data = buffer_.cdata();
    events_.frame(std::string_view(static_cast<const char*>(data.data()), data.size()));
    if (detached_)
        return; // the callback let go of the connection
    buffer_.consume(buffer_.size());
    do_read();
}

void ws_client::send(std::string text) {
    if (impl_->closing_ || impl_->ended_)
        return;
    impl_->outbox_.push_back(std::move(text));
    if (impl_->open_ && impl_->outbox_.size() == 1)
        impl_->do_write();
}

std::size_t ws_client::queued() const {
    return impl_->outbox_.size();
}

void ws_client::impl::do_write() {
    ws_.async_write(
        net::buffer(outbox_.front()),
        [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_write(ec); });
}

// Writes the next queued frame; closes once the queue is empty if asked to.
void ws_client::impl::on_write(beast::error_code ec) {
    if (detached_)
        return;
    if (ec) {
        // The read that is always pending fails too and reports the end, with the close code
        // if the server sent one before it went (as it does for a frame too large).
        outbox_.clear();
        return;
    }
    outbox_.pop_front();
    if (!outbox_.empty())
        return do_write();
    if (closing_)
        do_close();
}

void ws_client::close() {
    if (impl_->closing_ || impl_->ended_)
        return;
    impl_->closing_ = true;
    if (!impl_->open_) {
        beast::error_code ignored;
        impl_->resolver_.cancel();
        beast::get_lowest_layer(impl_->ws_).socket().close(ignored);
        return;
    }
    if (impl_->outbox_.empty())
        impl_->do_close();
}

void ws_client::impl::do_close() {
    ws_.async_close(websocket::close_code::normal, [self = shared_from_this()](beast::error_code) {
        if (!self->detached_)
            self->end("closed");
    });
}

// Reports a failed open in one line naming the server.
void ws_client::impl::fail_open(beast::error_code ec, std::string_view what) {
    ended_ = true;
    events_.opened(std::string(what) + " " + address_.url() + ": " + ec.message());
}

// Reports the end once, whichever of reading, writing or closing saw it first.
void ws_client::impl::end(const std::string& reason) {
    if (ended_)
        return;
    ended_ = true;
    outbox_.clear();
    events_.ended(reason, ws_.reason().code);
}

} // namespace plyroom::client
