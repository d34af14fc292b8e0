#include "http_load.hpp"

#include <algorithm>
#include <chrono>
#include <iomanip>
#include <iostream>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

namespace plyroom::bench {
namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

std::chrono::steady_clock::duration seconds_of(double seconds) {
    return std::chrono::duration_cast<std::chrono::steady_clock::duration>(
        std::chrono::duration<double>(seconds));
}

asio::awaitable<void> client(const http_load_settings& s, const next_path_fn& next_path,
                             http_load_totals& total, const bool& stopping, std::uint64_t seed) {
    auto executor = co_await asio::this_coro::executor;
    std::mt19937_64 random(seed);
    asio::steady_timer pause(executor);
    const auto every = seconds_of(s.rate > 0 ? s.clients / s.rate : 0);
    // The clients' schedules are spread over one period instead of starting together.
    auto next = std::chrono::steady_clock::now() + every * static_cast<long>(seed % 16) / 16;
    while (!stopping) {
        try {
            beast::tcp_stream stream(executor);
            tcp::resolver resolver(executor);
            co_await stream.async_connect(
                co_await resolver.async_resolve("127.0.0.1", s.port, asio::use_awaitable),
                asio::use_awaitable);
            beast::flat_buffer buffer;
            while (!stopping) {
                http::request<http::empty_body> request(http::verb::get, next_path(random), 11);
                request.set(http::field::host, "127.0.0.1");
                const auto sent = std::chrono::steady_clock::now();
                co_await http::async_write(stream, request, asio::use_awaitable);
                http::response<http::string_body> response;
                co_await http::async_read(stream, buffer, response, asio::use_awaitable);
                total.millis.push_back(std::chrono::duration<double, std::milli>(
                                           std::chrono::steady_clock::now() - sent)
                                           .count());
                ++total.by_status[response.result_int()];
                if (s.rate > 0) {
                    next += every;
                    pause.expires_at(next);
                    co_await pause.async_wait(asio::use_awaitable);
                }
            }
        } catch (const std::exception&) {
            ++total.failures;
        }
    }
}

double percentile(const std::vector<double>& sorted, double p) {
    if (sorted.empty())
        return 0;
    return sorted[static_cast<std::size_t>(p * static_cast<double>(sorted.size() - 1))];
}

} // namespace

http_load_totals run_http_load(const http_load_settings& settings, const next_path_fn& next_path) {
    asio::io_context ioc(1);
    http_load_totals total;
    bool stopping = false;
    for (int i = 0; i < settings.clients; ++i)
        asio::co_spawn(
            ioc, client(settings, next_path, total, stopping, static_cast<std::uint64_t>(i) + 1),
            asio::detached);
    asio::steady_timer timer(ioc);
    timer.expires_after(seconds_of(settings.seconds));
    timer.async_wait([&](beast::error_code) {
        stopping = true;
        ioc.stop();
    });
    ioc.run();
    return total;
}

void print_http_load(http_load_totals& total, double seconds, const std::string& label) {
    for (const auto& [status, count] : total.by_status)
        std::cout << "status " << status << ": " << static_cast<double>(count) / seconds
                  << " answers/s\n";
    std::sort(total.millis.begin(), total.millis.end());
    std::cout << std::fixed << std::setprecision(2) << label << ": " << total.millis.size()
              << " answers, p50 " << percentile(total.millis, 0.50) << " ms, p99 "
              << percentile(total.millis, 0.99) << " ms, max "
              << (total.millis.empty() ? 0 : total.millis.back()) << " ms\n";
    std::cout << "connection failures: " << total.failures << "\n";
}

} // namespace plyroom::bench
