// The server tests' WebSocket client: the client library's ws_client (net/ws_client.hpp) run
// on the test's own thread, with blocking calls and generous timeouts, an inbox that keeps
// messages in order, and helpers to wait for a reply or an event. The connection reads only
// while one of these calls waits, so a test plays a reader that stops just by not calling.
#pragma once

#include <chrono>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace plyroom::test {

using json = nlohmann::json;
using namespace std::chrono_literals;

class test_client {
public:
    // `receive_buffer` > 0 shrinks the socket's receive buffer (to play a slow reader).
    explicit test_client(unsigned short port, std::string target = "/ws", int receive_buffer = 0);
    ~test_client();
    test_client(const test_client&) = delete;
    test_client& operator=(const test_client&) = delete;

    bool connected() const;
    void send(const json& message);
    void send_text(const std::string& text);

    // The next message, or nullopt on timeout or close.
    std::optional<json> receive(std::chrono::milliseconds timeout = 10s);
    // Removes and returns the first message (inbox first, then new ones) that matches.
    std::optional<json> wait_for(const std::function<bool(const json&)>& match,
                                 std::chrono::milliseconds timeout = 10s);
    std::optional<json> wait_type(const std::string& type, std::chrono::milliseconds timeout = 10s);
    // Sends with a fresh id and waits for the message carrying that id.
    json request(json message, std::chrono::milliseconds timeout = 10s);
    // hello in protocol version `protocol`; returns the welcome.
    json hello(const std::string& name, std::optional<std::string> token = std::nullopt,
               int protocol = 1);

    // True once the server closed the connection; its close code.
    bool closed() const { return closed_; }
    int close_code() const { return close_code_; }
    // Waits until the server closes the connection.
    bool wait_closed(std::chrono::milliseconds timeout = 10s);
    // Messages received and not yet taken.
    std::deque<json>& inbox() { return inbox_; }

private:
    struct impl;
    std::unique_ptr<impl> impl_;
    std::deque<json> inbox_;
    bool closed_ = false;
    int close_code_ = 0;
    int next_id_ = 1000;
};

// One HTTP GET; returns {status, body}.
std::pair<int, std::string> http_get(unsigned short port, const std::string& target);

// One HTTP request with headers of the test's choosing, and the whole answer.
struct http_answer {
    int status = 0; // 0: no answer (the body says why)
    std::string body;
    std::map<std::string, std::string> headers; // names in lower case
};
http_answer http_request(unsigned short port, const std::string& target,
                         const std::vector<std::pair<std::string, std::string>>& headers = {},
                         const std::string& host = "127.0.0.1");

// The value of a counter or gauge in /metrics, or -1.
long long metric(unsigned short port, const std::string& name);

} // namespace plyroom::test
