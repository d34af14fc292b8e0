// plyroom-idle-load: N connections that say hello and then stay idle, to measure what an idle
// connection costs the server (scripts/bench-idle-memory reads the server's memory before and
// after). At most --in-flight connections shake hands at once, as a crowd arriving would not all
// at the same instant; once every one has been welcomed (or failed) it prints one line, then
// holds the connections for --hold seconds.
//
//   plyroom-idle-load --port 8080 --connections 10000 --hold 30
#include "net/ws_client.hpp"

#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <nlohmann/json.hpp>

namespace {

namespace asio = boost::asio;
using plyroom::client::ws_client;

struct settings {
    std::string host = "127.0.0.1";
    std::string port = "8080";
    int connections = 10000;
    int in_flight = 200;
    double hold = 30;
};

// The crowd: the connections, how many are opened, welcomed and failed.
struct crowd {
    asio::io_context& ioc;
    const settings& s;
    std::vector<std::unique_ptr<ws_client>> clients;
    int opened = 0;
    int welcomed = 0;
    int failed = 0;
    asio::steady_timer hold;
};

void open_next(crowd& c);

// One answered (welcomed or failed) connection lets the next one in; the last one starts the hold.
void on_answered(crowd& c) {
    if (c.welcomed + c.failed < c.s.connections) {
        open_next(c);
        return;
    }
    std::printf("%d connections welcomed, %d failed\n", c.welcomed, c.failed);
    std::fflush(stdout);
    c.hold.expires_after(std::chrono::duration_cast<std::chrono::steady_clock::duration>(
        std::chrono::duration<double>(c.s.hold)));
    c.hold.async_wait([&c](const boost::system::error_code&) { c.ioc.stop(); });
}

// Opens one more connection, which says hello once the handshake is done.
void open_next(crowd& c) {
    if (c.opened >= c.s.connections)
        return;
    const int index = c.opened++;
    auto answered = std::make_shared<bool>(false);
    plyroom::client::ws_events events;
    events.opened = [&c, index, answered](const std::string& failure) {
        if (failure.empty()) {
            c.clients[static_cast<std::size_t>(index)]->send(
                nlohmann::json{{"type", "hello"}, {"name", "idle" + std::to_string(index)}}.dump());
            return;
        }
        if (c.failed++ < 5)
            std::cerr << "connection " << index << ": " << failure << "\n";
        *answered = true;
        on_answered(c);
    };
    events.frame = [&c, answered](std::string_view frame) {
        if (*answered)
            return;
        *answered = true;
        const auto message = nlohmann::json::parse(frame, nullptr, false);
        if (message.is_object() && message.value("type", "") == "welcome")
            ++c.welcomed;
        else if (c.failed++ < 5)
            std::cerr << "instead of welcome: " << frame << "\n";
        on_answered(c);
    };
    events.ended = [](const std::string&, int) {};
    c.clients[static_cast<std::size_t>(index)] =
        std::make_unique<ws_client>(c.ioc, std::move(events));
    c.clients[static_cast<std::size_t>(index)]->open({c.s.host, c.s.port, "/ws"});
}

constexpr const char* usage =
    "usage: plyroom-idle-load [--host H] [--port P] [--connections N] [--in-flight K] [--hold S]\n"
    "Opens N connections to a running plyroom-server (at most K shaking hands at once, default\n"
    "200), each says hello; prints how many were welcomed, then keeps them idle S seconds\n"
    "(default 30). Defaults: 127.0.0.1:8080, 10000 connections.\n";

} // namespace

// Opens the crowd, --in-flight connections at a time, then holds it.
int main(int argc, char** argv) {
    settings s;
    for (int i = 1; i < argc; i += 2) {
        const std::string flag = argv[i];
        if (flag == "--help" || flag == "-h" || i + 1 >= argc) {
            std::cout << usage;
            return flag == "--help" || flag == "-h" ? 0 : 2;
        }
        const std::string value = argv[i + 1];
        try {
            if (flag == "--host")
                s.host = value;
            else if (flag == "--port")
                s.port = value;
            else if (flag == "--connections")
                s.connections = std::stoi(value);
            else if (flag == "--in-flight")
                s.in_flight = std::stoi(value);
            else if (flag == "--hold")
                s.hold = std::stod(value);
            else {
                std::cerr << "unknown flag " << flag << "\n" << usage;
                return 2;
            }
        } catch (const std::exception&) {
            std::cerr << "plyroom-idle-load: " << flag << " needs a number\n" << usage;
            return 2;
        }
    }
    if (s.connections <= 0 || s.in_flight <= 0 || s.hold < 0) {
        std::cerr << "plyroom-idle-load: --connections and --in-flight must be positive\n";
        return 2;
    }
    asio::io_context ioc(1);
    crowd c{ioc, s, {}, 0, 0, 0, asio::steady_timer(ioc)};
    c.clients.resize(static_cast<std::size_t>(s.connections));
    for (int i = 0; i < s.in_flight; ++i)
        open_next(c);
    ioc.run();
    return c.failed == 0 ? 0 : 1;
}
