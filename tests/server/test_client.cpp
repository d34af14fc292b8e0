#include "test_client.hpp"

#include "../support/schema_check.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

namespace plyroom::test {

namespace {
namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace http = beast::http;
using tcp = boost::asio::ip::tcp;
} // namespace

struct test_client::impl {
    boost::asio::io_context ioc;
    websocket::stream<tcp::socket> ws{ioc};
    beast::flat_buffer buffer;
    bool reading = false;
    bool done = false;
    beast::error_code error;
    bool ok = false;
};

// Connects and upgrades, blocking.
test_client::test_client(unsigned short port, std::string target, int receive_buffer)
    : impl_(std::make_unique<impl>()) {
    beast::error_code ec;
    tcp::socket& socket = impl_->ws.next_layer();
    const tcp::endpoint server(boost::asio::ip::make_address("127.0.0.1"), port);
    socket.open(server.protocol(), ec);
    if (!ec && receive_buffer > 0)
        socket.set_option(boost::asio::socket_base::receive_buffer_size(receive_buffer), ec);
    if (!ec)
        socket.connect(server, ec);
    if (!ec)
        impl_->ws.handshake("127.0.0.1:" + std::to_string(port), target, ec);
    impl_->ok = !ec;
    impl_->ws.text(true);
}

test_client::~test_client() {
    schema::connection_ended(this, closed_);
    beast::error_code ec;
    impl_->ws.next_layer().close(ec);
}

bool test_client::connected() const {
    return impl_->ok && !closed_;
}

void test_client::send(const json& message) {
    send_text(message.dump());
}

void test_client::send_text(const std::string& text) {
    schema::client_sent(this, text);
    beast::error_code ec;
    impl_->ws.write(boost::asio::buffer(text), ec);
}

// Starts one read (if none pends) and runs the context until it completes or time is up.
std::optional<json> test_client::receive(std::chrono::milliseconds timeout) {
    if (closed_ || !impl_->ok)
        return std::nullopt;
    if (!impl_->reading) {
        impl_->reading = true;
        impl_->done = false;
        impl_->ws.async_read(impl_->buffer, [this](beast::error_code ec, std::size_t) {
            impl_->done = true;
            impl_->error = ec;
        });
    }
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (!impl_->done && std::chrono::steady_clock::now() < deadline) {
        impl_->ioc.restart();
        impl_->ioc.run_one_for(deadline - std::chrono::steady_clock::now());
    }
    if (!impl_->done)
        return std::nullopt;
    impl_->reading = false;
    if (impl_->error) {
        closed_ = true;
        close_code_ = impl_->ws.reason().code;
        return std::nullopt;
    }
    std::string text = beast::buffers_to_string(impl_->buffer.data());
    impl_->buffer.consume(impl_->buffer.size());
    schema::server_sent(this, text);
    return json::parse(text, nullptr, false);
}

std::optional<json> test_client::wait_for(const std::function<bool(const json&)>& match,
                                          std::chrono::milliseconds timeout) {
    for (auto it = inbox_.begin(); it != inbox_.end(); ++it)
        if (match(*it)) {
            json found = *it;
            inbox_.erase(it);
            return found;
        }
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < deadline) {
        auto next = receive(std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now()));
        if (!next)
            return std::nullopt;
        if (match(*next))
            return next;
        inbox_.push_back(std::move(*next));
    }
    return std::nullopt;
}

std::optional<json> test_client::wait_type(const std::string& type,
                                           std::chrono::milliseconds timeout) {
    return wait_for([&](const json& m) { return m.value("type", "") == type; }, timeout);
}

json test_client::request(json message, std::chrono::milliseconds timeout) {
    const int id = ++next_id_;
    message["id"] = id;
    send(message);
    auto reply =
        wait_for([&](const json& m) { return m.contains("id") && m["id"] == id; }, timeout);
    return reply ? *reply : json{{"type", "timeout"}};
}

json test_client::hello(const std::string& name, std::optional<std::string> token) {
    return request({{"type", "hello"},
                    {"name", name},
                    {"token", token ? json(*token) : json(nullptr)},
                    {"protocol", 1}});
}

bool test_client::wait_closed(std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (!closed_ && std::chrono::steady_clock::now() < deadline) {
        auto next = receive(std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now()));
        if (next)
            inbox_.push_back(std::move(*next));
    }
    return closed_;
}

std::pair<int, std::string> http_get(unsigned short port, const std::string& target) {
    boost::asio::io_context ioc;
    beast::tcp_stream stream(ioc);
    beast::error_code ec;
    tcp::resolver resolver(ioc);
    stream.connect(resolver.resolve("127.0.0.1", std::to_string(port), ec), ec);
    if (ec)
        return {0, ec.message()};
    http::request<http::empty_body> request{http::verb::get, target, 11};
    request.set(http::field::host, "127.0.0.1");
    http::write(stream, request, ec);
    beast::flat_buffer buffer;
    http::response<http::string_body> response;
    http::read(stream, buffer, response, ec);
    if (ec)
        return {0, ec.message()};
    return {static_cast<int>(response.result_int()), response.body()};
}

} // namespace plyroom::test
