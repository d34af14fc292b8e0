// plyroom-player-pages-load: C concurrent keep-alive HTTP clients, each asking again as soon as
// the last answer came, for S seconds, for one kind of page: a random player's page
// (/api/players/playerN), a page of a random player's games (/api/players/playerN/games, the
// newest or those before a random game id), or a game's leaderboard (/api/leaderboard/GAME).
// With --rate R the clients together ask R times a second, each on its own schedule, instead.
// Prints the answers per second by status and each answer's time: p50, p99 and the longest.
//
//   plyroom-player-pages-load --port 8080 --kind history --clients 4 --seconds 10
//       --players 100000 --games 1000000 --game GAME
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <map>
#include <random>
#include <string>
#include <vector>

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
    std::string kind = "player"; // player, history or leaderboard
    int clients = 4;
    double seconds = 10;
    long long players = 100000; // named player1 .. playerN
    long long games = 1000000;  // game ids 1 .. N
    std::string game;           // the leaderboard's game
    double rate = 0;            // requests a second of all clients together; 0: no pause
};

struct totals {
    std::map<unsigned, std::uint64_t> by_status;
    std::vector<double> millis;
    std::uint64_t failures = 0;
    bool stopping = false;
};

// The next path of the kind asked for, at random.
std::string next_path(const settings& s, std::mt19937_64& random) {
    if (s.kind == "leaderboard")
        return "/api/leaderboard/" + s.game;
    const std::string player =
        "/api/players/player" +
        std::to_string(1 + random() % static_cast<unsigned long long>(s.players));
    if (s.kind == "player")
        return player;
    // Half the history pages are the newest, half go back to a random game id.
    if (random() % 2 == 0)
        return player + "/games";
    return player + "/games?before=" +
           std::to_string(1 + random() % static_cast<unsigned long long>(s.games));
}

asio::awaitable<void> client(const settings& s, totals& total, std::uint64_t seed) {
    auto executor = co_await asio::this_coro::executor;
    std::mt19937_64 random(seed);
    asio::steady_timer pause(executor);
    const auto every = std::chrono::duration_cast<std::chrono::steady_clock::duration>(
        std::chrono::duration<double>(s.rate > 0 ? s.clients / s.rate : 0));
    auto next = std::chrono::steady_clock::now() + every * static_cast<long>(seed % 16) / 16;
    while (!total.stopping) {
        try {
            beast::tcp_stream stream(executor);
            tcp::resolver resolver(executor);
            co_await stream.async_connect(
                co_await resolver.async_resolve("127.0.0.1", s.port, asio::use_awaitable),
                asio::use_awaitable);
            beast::flat_buffer buffer;
            while (!total.stopping) {
                http::request<http::empty_body> request(http::verb::get, next_path(s, random), 11);
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

double percentile(std::vector<double>& sorted, double p) {
    if (sorted.empty())
        return 0;
    const auto at = static_cast<std::size_t>(p * static_cast<double>(sorted.size() - 1));
    return sorted[at];
}

} // namespace

int main(int argc, char** argv) {
    settings s;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        const std::string value = argv[i + 1];
        if (flag == "--port")
            s.port = value;
        else if (flag == "--kind")
            s.kind = value;
        else if (flag == "--clients")
            s.clients = std::atoi(value.c_str());
        else if (flag == "--seconds")
            s.seconds = std::atof(value.c_str());
        else if (flag == "--players")
            s.players = std::atoll(value.c_str());
        else if (flag == "--games")
            s.games = std::atoll(value.c_str());
        else if (flag == "--game")
            s.game = value;
        else if (flag == "--rate")
            s.rate = std::atof(value.c_str());
        else {
            std::cerr << "usage: plyroom-player-pages-load --port P --kind player|history|"
                         "leaderboard --clients C --seconds S --players N --games N --game GAME "
                         "[--rate R]\n";
            return 2;
        }
    }
    if (s.players < 1 || s.games < 1 || (s.kind == "leaderboard" && s.game.empty())) {
        std::cerr << "plyroom-player-pages-load: --players and --games from 1; a leaderboard "
                     "needs --game\n";
        return 2;
    }
    asio::io_context ioc(1);
    totals total;
    for (int i = 0; i < s.clients; ++i)
        asio::co_spawn(ioc, client(s, total, static_cast<std::uint64_t>(i) + 1), asio::detached);
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
    std::sort(total.millis.begin(), total.millis.end());
    std::cout << std::fixed << std::setprecision(2) << s.kind << ": " << total.millis.size()
              << " answers, p50 " << percentile(total.millis, 0.50) << " ms, p99 "
              << percentile(total.millis, 0.99) << " ms, max "
              << (total.millis.empty() ? 0 : total.millis.back()) << " ms\n";
    std::cout << "connection failures: " << total.failures << "\n";
    return 0;
}
