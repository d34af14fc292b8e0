// plyroom-records-load: C concurrent keep-alive HTTP clients, each asking for
// /api/games/{id} again as soon as the last answer came, for S seconds; prints the answers
// per second by status. --path asks for another path instead (/healthz: what HTTP alone
// costs, without the store).
//
//   plyroom-records-load --port 8080 --clients 200 --game 1 --seconds 10
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <map>
#include <string>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

struct settings {
    std::string port = "8080";
    int clients = 200;
    long long game = 1;
    double seconds = 10;
    std::string path; // empty: /api/games/{game}
};

struct totals {
    std::map<unsigned, std::uint64_t> by_status;
    std::uint64_t failures = 0;
    bool stopping = false;
};

asio::awaitable<void> client(const settings& s, totals& total) {
    auto executor = co_await asio::this_coro::executor;
    while (!total.stopping) {
        try {
            beast::tcp_stream stream(executor);
            tcp::resolver resolver(executor);
            co_await stream.async_connect(
                co_await resolver.async_resolve("127.0.0.1", s.port, asio::use_awaitable),
                asio::use_awaitable);
            http::request<http::empty_body> request(
                http::verb::get, s.path.empty() ? "/api/games/" + std::to_string(s.game) : s.path,
                11);
            request.set(http::field::host, "127.0.0.1");
            beast::flat_buffer buffer;
            while (!total.stopping) {
                co_await http::async_write(stream, request, asio::use_awaitable);
                http::response<http::string_body> response;
                co_await http::async_read(stream, buffer, response, asio::use_awaitable);
                ++total.by_status[response.result_int()];
            }
        } catch (const std::exception&) {
            ++total.failures;
        }
    }
}

} // namespace

int main(int argc, char** argv) {
    settings s;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        const std::string value = argv[i + 1];
        if (flag == "--port")
            s.port = value;
        else if (flag == "--clients")
            s.clients = std::atoi(value.c_str());
        else if (flag == "--game")
            s.game = std::atoll(value.c_str());
        else if (flag == "--seconds")
            s.seconds = std::atof(value.c_str());
        else if (flag == "--path")
            s.path = value;
        else {
            std::cerr << "usage: plyroom-records-load --port P --clients C --game ID --seconds S "
                         "[--path /other]\n";
            return 2;
        }
    }
    asio::io_context ioc(1);
    totals total;
    for (int i = 0; i < s.clients; ++i)
        asio::co_spawn(ioc, client(s, total), asio::detached);
    asio::steady_timer timer(ioc);
    timer.expires_after(std::chrono::duration_cast<std::chrono::steady_clock::duration>(
        std::chrono::duration<double>(s.seconds)));
    timer.async_wait([&](beast::error_code) {
        total.stopping = true;
        ioc.stop();
    });
    ioc.run();
    for (const auto& [status, count] : total.by_status)
        std::cout << "status " << status << ": " << static_cast<double>(count) / s.seconds
                  << " answers/s\n";
    std::cout << "connection failures: " << total.failures << "\n";
    return 0;
}
