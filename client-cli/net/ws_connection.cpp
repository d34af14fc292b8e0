#include "net/ws_connection.hpp"

#include "protocol/printable.hpp"

#include <deque>
#include <fcntl.h>
#include <future>
#include <mutex>
#include <thread>
#include <unistd.h>

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

namespace plyroom::client {

namespace beast = boost::beast;
namespace net = boost::asio;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

// Everything the connection's thread touches. Members under `mutex_` are shared with the
// terminal thread; the rest belong to the I/O thread alone.
struct ws_connection::impl {
    impl(server_address where, std::chrono::milliseconds timeout)
        : address_(std::move(where)), timeout_(timeout) {
        if (pipe(wake_) == 0) {
            fcntl(wake_[0], F_SETFL, O_NONBLOCK);
            fcntl(wake_[1], F_SETFL, O_NONBLOCK);
        }
    }
    ~impl() {
        ::close(wake_[0]);
        ::close(wake_[1]);
    }

    void start();
    void on_resolve(beast::error_code ec, const tcp::resolver::results_type& results);
    void on_connect(beast::error_code ec);
    void on_handshake(beast::error_code ec);
    void do_read();
    void on_read(beast::error_code ec);
    void do_write();
    void on_write(beast::error_code ec);
    void do_close();
    void fail_open(beast::error_code ec, std::string_view what);
    void fail_open_with(std::string reason);
    void end(std::string reason);
    void wake() { [[maybe_unused]] auto written = ::write(wake_[1], "!", 1); }
    void settle_close();

    server_address address_;
    std::chrono::milliseconds timeout_;
    net::io_context ioc_;
    tcp::resolver resolver_{ioc_};
    websocket::stream<beast::tcp_stream> ws_{ioc_};
    websocket::response_type handshake_response_;
    beast::flat_buffer buffer_;
    std::deque<std::string> outbox_;
    bool closing_ = false;
    bool close_settled_ = false;
    std::promise<std::string> opened_; // "" once open, else why not
    bool open_settled_ = false;
    std::promise<void> closed_;
    std::thread thread_;
    int wake_[2] = {-1, -1};

    mutable std::mutex mutex_;
    std::deque<std::string> inbox_;
    bool ended_ = false;
    std::string reason_;
};

// Resolves the host; the rest follows in the handlers.
void ws_connection::impl::start() {
    resolver_.async_resolve(address_.host, address_.port,
                            [this](beast::error_code ec, tcp::resolver::results_type results) {
                                on_resolve(ec, results);
                            });
}

void ws_connection::impl::on_resolve(beast::error_code ec,
                                     const tcp::resolver::results_type& results) {
    if (ec)
        return fail_open(ec, "cannot find");
    beast::get_lowest_layer(ws_).expires_after(timeout_);
    beast::get_lowest_layer(ws_).async_connect(
        results, [this](beast::error_code error, const tcp::endpoint&) { on_connect(error); });
}

// Upgrades the TCP connection with bounded waits and keep-alive pings.
void ws_connection::impl::on_connect(beast::error_code ec) {
    if (ec)
        return fail_open(ec, "cannot connect to");
    beast::get_lowest_layer(ws_).expires_never();
    websocket::stream_base::timeout limits{};
    limits.handshake_timeout = timeout_;
    limits.idle_timeout = std::chrono::seconds(30);
    limits.keep_alive_pings = true;
    ws_.set_option(limits);
    ws_.set_option(websocket::stream_base::decorator([](websocket::request_type& request) {
        request.set(beast::http::field::user_agent, "plyroom 0.1.0");
    }));
    ws_.read_message_max(4U * 1024U * 1024U);
    ws_.async_handshake(handshake_response_, address_.host + ":" + address_.port, address_.path,
                        [this](beast::error_code error) { on_handshake(error); });
}

void ws_connection::impl::on_handshake(beast::error_code ec) {
    // A refusal with a reason (503 when the server is full) is shown in the server's words.
    // Told by the answer's status: the error code's category differs between Beast's
    // header-only and separately compiled parts.
    if (ec && handshake_response_.result_int() >= 400 && !handshake_response_.body().empty()) {
        std::string said = handshake_response_.body();
        while (!said.empty() && (said.back() == '\n' || said.back() == '\r'))
            said.pop_back();
        return fail_open_with("the server at " + address_.url() + " refused the connection (" +
                              std::to_string(handshake_response_.result_int()) +
                              "): " + protocol::printable(said, 200));
    }
    if (ec)
        return fail_open(ec, "no WebSocket at");
    ws_.text(true);
    open_settled_ = true;
    opened_.set_value("");
    do_read();
}

void ws_connection::impl::do_read() {
    ws_.async_read(buffer_, [this](beast::error_code ec, std::size_t) { on_read(ec); });
}

// Hands a frame to the terminal thread and reads the next.
void ws_connection::impl::on_read(beast::error_code ec) {
    if (ec) {
        if (ec == websocket::error::closed)
            return end("the server closed the connection");
        return end("connection lost: " + ec.message());
    }
    {
        const std::lock_guard lock(mutex_);
        inbox_.push_back(beast::buffers_to_string(buffer_.data()));
    }
    buffer_.consume(buffer_.size());
    wake();
    do_read();
}

void ws_connection::impl::do_write() {
    ws_.async_write(net::buffer(outbox_.front()),
                    [this](beast::error_code ec, std::size_t) { on_write(ec); });
}

// Writes the next queued frame; closes once the queue is empty if asked to.
void ws_connection::impl::on_write(beast::error_code ec) {
    if (ec)
        return end("connection lost: " + ec.message());
    outbox_.pop_front();
    if (!outbox_.empty())
        return do_write();
    if (closing_)
        do_close();
}

void ws_connection::impl::do_close() {
    {
        const std::lock_guard lock(mutex_);
        if (ended_)
            return settle_close();
    }
    ws_.async_close(websocket::close_code::normal, [this](beast::error_code) {
        end("closed");
        settle_close();
    });
}

void ws_connection::impl::settle_close() {
    if (close_settled_)
        return;
    close_settled_ = true;
    closed_.set_value();
}

// Reports a failed open in one line naming the server.
void ws_connection::impl::fail_open(beast::error_code ec, std::string_view what) {
    fail_open_with(std::string(what) + " " + address_.url() + ": " + ec.message());
}

void ws_connection::impl::fail_open_with(std::string reason) {
    end(reason);
    if (!open_settled_) {
        open_settled_ = true;
        opened_.set_value(std::move(reason));
    }
}

// Marks the connection ended (the first reason wins) and wakes the terminal thread.
void ws_connection::impl::end(std::string reason) {
    {
        const std::lock_guard lock(mutex_);
        if (ended_)
            return;
        ended_ = true;
        reason_ = std::move(reason);
    }
    wake();
    if (closing_)
        settle_close();
}

// Starts the I/O thread and waits for the handshake or its failure.
std::variant<std::unique_ptr<ws_connection>, std::string>
ws_connection::open(const server_address& address, std::chrono::milliseconds timeout) {
    auto state = std::make_shared<impl>(address, timeout);
    std::future<std::string> opened = state->opened_.get_future();
    state->start();
    state->thread_ = std::thread([state = state.get()] { state->ioc_.run(); });
    std::string failure;
    if (opened.wait_for(timeout + std::chrono::seconds(1)) != std::future_status::ready)
        failure = "cannot connect to " + address.url() + ": timed out";
    else
        failure = opened.get();
    if (!failure.empty()) {
        state->ioc_.stop();
        state->thread_.join();
        return failure;
    }
    return std::unique_ptr<ws_connection>(new ws_connection(std::move(state)));
}

ws_connection::ws_connection(std::shared_ptr<impl> state) : impl_(std::move(state)) {}

// Stops the I/O thread; frames not yet written are dropped (close() flushes them first).
ws_connection::~ws_connection() {
    impl_->ioc_.stop();
    if (impl_->thread_.joinable())
        impl_->thread_.join();
}

// Queues a frame on the I/O thread; one write is in flight at a time.
void ws_connection::send(std::string text) {
    net::post(impl_->ioc_, [state = impl_.get(), text = std::move(text)]() mutable {
        if (state->closing_)
            return;
        state->outbox_.push_back(std::move(text));
        if (state->outbox_.size() == 1)
            state->do_write();
    });
}

// Takes the next frame, emptying the wake pipe first so that no wake-up is lost.
std::optional<std::string> ws_connection::receive() {
    char drain[64];
    while (::read(impl_->wake_[0], drain, sizeof drain) > 0) {
    }
    const std::lock_guard lock(impl_->mutex_);
    if (impl_->inbox_.empty())
        return std::nullopt;
    std::string frame = std::move(impl_->inbox_.front());
    impl_->inbox_.pop_front();
    return frame;
}

bool ws_connection::closed() const {
    const std::lock_guard lock(impl_->mutex_);
    return impl_->ended_ && impl_->inbox_.empty();
}

std::string ws_connection::close_reason() const {
    const std::lock_guard lock(impl_->mutex_);
    return impl_->reason_;
}

int ws_connection::wake_fd() const {
    return impl_->wake_[0];
}

// Flushes the queue, sends a close frame, and waits for the server's answer or the timeout.
void ws_connection::close(std::chrono::milliseconds timeout) {
    if (!impl_->thread_.joinable())
        return;
    std::future<void> done = impl_->closed_.get_future();
    net::post(impl_->ioc_, [state = impl_.get()] {
        state->closing_ = true;
        if (state->outbox_.empty())
            state->do_close();
    });
    done.wait_for(timeout);
    impl_->ioc_.stop();
    if (impl_->thread_.joinable())
        impl_->thread_.join();
}

} // namespace plyroom::client
