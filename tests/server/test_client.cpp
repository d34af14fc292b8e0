#include "test_client.hpp"

#include "../support/schema_check.hpp"
#include "net/ws_client.hpp"

#include <algorithm>
#include <cctype>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

namespace plyroom::test {

namespace {
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = boost::asio::ip::tcp;
} // namespace

struct test_client::impl {
    boost::asio::io_context ioc;
    std::unique_ptr<client::ws_client> ws;
    std::deque<std::string> frames; // received and not yet taken by receive()
    std::optional<std::string> opened;
    bool ended = false;
    int close_code = 0;

    // Runs the connection on this thread until `done` holds or the deadline passes.
    template <class Condition>
    bool run_until(Condition done, std::chrono::steady_clock::time_point deadline) {
        while (!done() && std::chrono::steady_clock::now() < deadline) {
            ioc.restart();
            ioc.run_one_for(deadline - std::chrono::steady_clock::now());
        }
        return done();
    }
};

// Connects and upgrades, blocking.
test_client::test_client(unsigned short port, std::string target, int receive_buffer)
    : impl_(std::make_unique<impl>()) {
    impl& state = *impl_;
    client::ws_events events;
    events.opened = [&state](const std::string& failure) { state.opened = failure; };
    events.frame = [&state](std::string_view frame) { state.frames.emplace_back(frame); };
    events.ended = [&state](const std::string&, int code) {
        state.ended = true;
        state.close_code = code;
    };
    client::ws_options options;
    options.receive_buffer = receive_buffer;
    options.max_message = 16U * 1024U * 1024U; // Beast's default, what the tests always had
    state.ws = std::make_unique<client::ws_client>(state.ioc, std::move(events), options);
    state.ws->open(client::server_address{"127.0.0.1", std::to_string(port), std::move(target)});
    state.run_until([&] { return state.opened.has_value(); },
                    std::chrono::steady_clock::now() + 30s);
}

test_client::~test_client() {
    schema::connection_ended(this, closed_);
}

bool test_client::connected() const {
    return impl_->opened && impl_->opened->empty() && !closed_;
}

void test_client::send(const json& message) {
    send_text(message.dump());
}

// Blocks until the frame is written, so that what a test sent is on its way when it goes on.
void test_client::send_text(const std::string& text) {
    schema::client_sent(this, text);
    if (!connected())
        return;
    impl_->ws->send(text);
    impl_->run_until([&] { return impl_->ws->queued() == 0 || impl_->ended; },
                     std::chrono::steady_clock::now() + 30s);
}

// The next frame: one already received, or the first to arrive before the timeout.
std::optional<json> test_client::receive(std::chrono::milliseconds timeout) {
    if (closed_ || !connected())
        return std::nullopt;
    impl_->run_until([&] { return !impl_->frames.empty() || impl_->ended; },
                     std::chrono::steady_clock::now() + timeout);
    if (impl_->frames.empty()) {
        if (impl_->ended) {
            closed_ = true;
            close_code_ = impl_->close_code;
        }
        return std::nullopt;
    }
    std::string text = std::move(impl_->frames.front());
    impl_->frames.pop_front();
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

json test_client::hello(const std::string& name, std::optional<std::string> token, int protocol) {
    return request({{"type", "hello"},
                    {"name", name},
                    {"token", token ? json(*token) : json(nullptr)},
                    {"protocol", protocol}});
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
    schema::http_answered(target, static_cast<int>(response.result_int()),
                          response[http::field::content_type], response.body());
    return {static_cast<int>(response.result_int()), response.body()};
}

http_answer http_request(unsigned short port, const std::string& target,
                         const std::vector<std::pair<std::string, std::string>>& headers,
                         const std::string& host) {
    boost::asio::io_context ioc;
    beast::tcp_stream stream(ioc);
    beast::error_code ec;
    tcp::resolver resolver(ioc);
    stream.connect(resolver.resolve(host, std::to_string(port), ec), ec);
    if (ec)
        return {0, ec.message(), {}};
    http::request<http::empty_body> request{http::verb::get, target, 11};
    request.set(http::field::host, host);
    for (const auto& [name, value] : headers)
        request.set(name, value);
    http::write(stream, request, ec);
    beast::flat_buffer buffer;
    http::response<http::string_body> response;
    http::read(stream, buffer, response, ec);
    if (ec)
        return {0, ec.message(), {}};
    http_answer answer{static_cast<int>(response.result_int()), response.body(), {}};
    for (const auto& field : response) {
        std::string name(field.name_string());
        std::transform(name.begin(), name.end(), name.begin(), [](char c) {
            return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        });
        answer.headers[name] = std::string(field.value());
    }
    schema::http_answered(target, answer.status, answer.headers["content-type"], answer.body);
    return answer;
}

long long metric(unsigned short port, const std::string& name) {
    const auto [status, body] = http_get(port, "/metrics");
    const auto at = body.find("\n" + name + " ");
    if (status != 200 || at == std::string::npos)
        return -1;
    return std::stoll(body.substr(at + name.size() + 2));
}

} // namespace plyroom::test
