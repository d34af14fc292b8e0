// plyroom-load: M concurrent Connect Four matches (two WebSocket clients each) playing random
// legal moves. With --rate the matches share a target of moves per second (each match moves
// at most every M/rate seconds, like players who take a moment), so latency is measured at a
// known load; without it they move as fast as the server answers (throughput at saturation,
// where latency is mostly queueing). Latency runs from a move's send to the opponent's receipt
// of `moved`, which the server sends only after the move is committed.
//
//   plyroom-load --port 8080 --matches 1000 --rate 20000 --seconds 20 --warmup 3
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <nlohmann/json.hpp>

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using json = nlohmann::json;
using clock_type = std::chrono::steady_clock;

struct settings {
    std::string host = "127.0.0.1";
    std::string port = "8080";
    int matches = 1000;
    double seconds = 20;
    double warmup = 3;
    double rate = 0; // target moves per second over all matches; 0: as fast as possible
};

struct totals {
    std::uint64_t moves = 0;
    std::uint64_t games = 0;
    std::uint64_t errors = 0;
    std::uint64_t errors_shown = 0;
    std::vector<std::uint32_t> latencies_us;
    bool measuring = false;
    bool stopping = false;
};

struct player;

// One match: two players, the local column heights, and when the last move was sent.
struct match {
    explicit match(asio::io_context& ioc) : pace(ioc) {}
    std::shared_ptr<player> players[2];
    std::string code;
    int heights[7] = {};
    int ply = 0;
    clock_type::time_point sent;
    clock_type::time_point next_due; // with --rate: the earliest time of the next move
    clock_type::duration interval{}; // with --rate: the time between this match's moves
    asio::steady_timer pace;
    std::mt19937 rng;
};

struct player {
    explicit player(asio::io_context& ioc) : ws(ioc) {}
    websocket::stream<beast::tcp_stream> ws;
    beast::flat_buffer buffer;
    match* game = nullptr;
    int seat = 0;
};

asio::awaitable<void> write(player& p, const json& message) {
    const std::string text = message.dump();
    co_await p.ws.async_write(asio::buffer(text), asio::use_awaitable);
}

// The mover waits for its pace (with --rate), picks a random column that is not full and
// sends it.
asio::awaitable<void> play_move(player& p) {
    match& m = *p.game;
    if (m.interval.count() > 0) {
        const auto now = clock_type::now();
        // The first move lands at a random point of one interval, so matches that connected
        // together do not move together; later moves keep to their own slots.
        if (m.next_due == clock_type::time_point{})
            m.next_due = now + std::uniform_int_distribution<clock_type::rep>(
                                   0, m.interval.count() - 1)(m.rng) *
                                   clock_type::duration(1);
        else if (m.next_due < now - m.interval)
            m.next_due = now; // fell behind: do not try to catch up in a burst
        if (m.next_due > now) {
            m.pace.expires_at(m.next_due);
            beast::error_code ec;
            co_await m.pace.async_wait(asio::redirect_error(asio::use_awaitable, ec));
        }
        m.next_due += m.interval;
    }
    std::array<int, 7> columns{};
    int count = 0;
    for (int c = 0; c < 7; ++c)
        if (m.heights[c] < 6)
            columns[count++] = c;
    if (count == 0)
        co_return;
    const int column = columns[std::uniform_int_distribution<int>(0, count - 1)(m.rng)];
    m.sent = clock_type::now();
    {
        // Built before co_await: GCC 12 cannot keep a braced list alive across a suspension.
        const json message = json(
            {{"type", "move"}, {"code", m.code}, {"ply", m.ply}, {"move", {{"column", column}}}});
        co_await write(p, message);
    };
}

asio::awaitable<void> new_game(match& m) {
    m.code.clear();
    m.ply = 0;
    std::fill(std::begin(m.heights), std::end(m.heights), 0);
    {
        // Built before co_await: GCC 12 cannot keep a braced list alive across a suspension.
        const json message = json({{"type", "create_room"},
                                   {"game", "connect4"},
                                   {"seat", 0},
                                   {"public", false},
                                   {"id", "create"}});
        co_await write(*m.players[0], message);
    };
}

// Reads one player's messages and reacts: join after create, move on its turn, new game at the end.
asio::awaitable<void> run_player(std::shared_ptr<player> self, totals& total) {
    player& p = *self;
    for (;;) {
        beast::error_code ec;
        p.buffer.consume(p.buffer.size());
        co_await p.ws.async_read(p.buffer, asio::redirect_error(asio::use_awaitable, ec));
        if (ec)
            co_return;
        const json message = json::parse(beast::buffers_to_string(p.buffer.data()), nullptr, false);
        const std::string type = message.value("type", "");
        match& m = *p.game;
        if (type == "error") {
            ++total.errors;
            if (total.errors_shown++ < 5)
                std::cerr << "error from the server: " << message.dump() << "\n";
            continue;
        }
        if (total.stopping)
            continue;
        if (type == "room" && message.value("id", json()) == "create") {
            m.code = message["room"]["code"];
            {
                // Built before co_await: GCC 12 cannot keep a braced list alive across a
                // suspension.
                const json join = json({{"type", "join_room"}, {"code", m.code}, {"as", "player"}});
                co_await write(*m.players[1], join);
            };
        } else if (type == "state" && p.seat == 0 && message["state"]["ply"] == 0) {
            co_await play_move(p);
        } else if (type == "moved") {
            if (message.value("code", "") != m.code)
                continue; // a late event of the match's previous game
            const int seat = message["seat"];
            if (seat == p.seat)
                continue; // the mover's own confirmation
            const auto now = clock_type::now();
            ++m.ply;
            ++m.heights[message["move"]["column"].get<int>()];
            if (total.measuring) {
                ++total.moves;
                total.latencies_us.push_back(static_cast<std::uint32_t>(
                    std::chrono::duration_cast<std::chrono::microseconds>(now - m.sent).count()));
            }
            if (message["state"]["result"].is_null())
                co_await play_move(p);
        } else if (type == "game_over" && p.seat == 0 && message.value("code", "") == m.code) {
            if (total.measuring)
                ++total.games;
            co_await new_game(m);
        }
    }
}

asio::awaitable<void> connect_player(player& p, const settings& s, const std::string& name) {
    tcp::resolver resolver(p.ws.get_executor());
    auto endpoints = co_await resolver.async_resolve(s.host, s.port, asio::use_awaitable);
    co_await beast::get_lowest_layer(p.ws).async_connect(endpoints, asio::use_awaitable);
    beast::get_lowest_layer(p.ws).socket().set_option(tcp::no_delay(true));
    co_await p.ws.async_handshake(s.host, "/ws", asio::use_awaitable);
    p.ws.text(true);
    {
        // Built before co_await: GCC 12 cannot keep a braced list alive across a suspension.
        const json message = json({{"type", "hello"}, {"name", name}, {"id", "hello"}});
        co_await write(p, message);
    };
    p.buffer.consume(p.buffer.size());
    co_await p.ws.async_read(p.buffer, asio::use_awaitable); // welcome
}

asio::awaitable<void> start_match(std::shared_ptr<match> m, const settings& s, totals& total,
                                  int index) {
    try {
        for (int seat = 0; seat < 2; ++seat)
            co_await connect_player(*m->players[seat], s,
                                    "load" + std::to_string(index * 2 + seat));
    } catch (const std::exception& e) {
        ++total.errors;
        std::cerr << "match " << index << ": " << e.what() << "\n";
        co_return;
    }
    auto executor = co_await asio::this_coro::executor;
    for (int seat = 0; seat < 2; ++seat)
        asio::co_spawn(executor, run_player(m->players[seat], total), asio::detached);
    co_await new_game(*m);
}

std::uint32_t percentile(std::vector<std::uint32_t>& sorted, double q) {
    if (sorted.empty())
        return 0;
    const auto index = static_cast<std::size_t>(q * static_cast<double>(sorted.size() - 1));
    return sorted[index];
}

constexpr const char* usage =
    "usage: plyroom-load [--host H] [--port P] [--matches M] [--rate MOVES_PER_S] [--seconds S]\n"
    "                    [--warmup W]\n"
    "Plays M Connect Four matches (2 connections each) against a running plyroom-server.\n"
    "  --host, --port   the server (default 127.0.0.1:8080)\n"
    "  --matches M      concurrent matches (default 1000)\n"
    "  --rate R         target moves per second over all matches; each match moves at most\n"
    "                   every M/R seconds (default 0: as fast as the server answers)\n"
    "  --seconds S      measuring time (default 20), after --warmup W seconds (default 3)\n"
    "Prints persisted moves per second and the latency from a move's send to the opponent's\n"
    "receipt of it (p50, p99, p99.9, max).\n";

settings parse(int argc, char** argv) {
    settings s;
    for (int i = 1; i < argc; i += 2) {
        const std::string flag = argv[i];
        if (flag == "--help" || flag == "-h") {
            std::cout << usage;
            std::exit(0);
        }
        if (i + 1 >= argc) {
            std::cerr << flag << " needs a value\n" << usage;
            std::exit(2);
        }
        const std::string value = argv[i + 1];
        if (flag == "--host")
            s.host = value;
        else if (flag == "--port")
            s.port = value;
        else if (flag == "--matches")
            s.matches = std::stoi(value);
        else if (flag == "--seconds")
            s.seconds = std::stod(value);
        else if (flag == "--warmup")
            s.warmup = std::stod(value);
        else if (flag == "--rate")
            s.rate = std::stod(value);
        else {
            std::cerr << "unknown flag " << flag << "\n" << usage;
            std::exit(2);
        }
    }
    return s;
}

} // namespace

// Connects every match, plays through the warm-up, measures, then prints the figures.
int main(int argc, char** argv) {
    settings s;
    try {
        s = parse(argc, argv);
    } catch (const std::exception&) {
        std::cerr << "plyroom-load: a flag has a value that is not a number\n" << usage;
        return 2;
    }
    if (s.matches <= 0 || s.seconds <= 0 || s.warmup < 0 || s.rate < 0) {
        std::cerr << "plyroom-load: --matches and --seconds must be positive, --warmup and "
                     "--rate not negative\n";
        return 2;
    }
    asio::io_context ioc(1);
    totals total;
    std::vector<std::shared_ptr<match>> matches;
    for (int i = 0; i < s.matches; ++i) {
        auto m = std::make_shared<match>(ioc);
        m->rng.seed(static_cast<unsigned>(i));
        if (s.rate > 0) {
            m->interval = std::chrono::duration_cast<clock_type::duration>(
                std::chrono::duration<double>(s.matches / s.rate));
        }
        for (int seat = 0; seat < 2; ++seat) {
            m->players[seat] = std::make_shared<player>(ioc);
            m->players[seat]->game = m.get();
            m->players[seat]->seat = seat;
        }
        matches.push_back(m);
        asio::co_spawn(ioc, start_match(m, s, total, i), asio::detached);
    }
    asio::steady_timer timer(ioc);
    clock_type::time_point measure_start;
    timer.expires_after(
        std::chrono::duration_cast<clock_type::duration>(std::chrono::duration<double>(s.warmup)));
    timer.async_wait([&](beast::error_code) {
        total.measuring = true;
        measure_start = clock_type::now();
        timer.expires_after(std::chrono::duration_cast<clock_type::duration>(
            std::chrono::duration<double>(s.seconds)));
        timer.async_wait([&](beast::error_code) {
            total.measuring = false;
            total.stopping = true;
            ioc.stop();
        });
    });
    ioc.run();
    const double elapsed = std::chrono::duration<double>(clock_type::now() - measure_start).count();
    std::sort(total.latencies_us.begin(), total.latencies_us.end());
    if (s.rate > 0)
        std::printf("target %.0f moves/s\n", s.rate);
    std::printf("matches %d, measured %.1f s: %llu persisted moves, %.0f moves/s, %llu games, "
                "%llu errors\n",
                s.matches, elapsed, static_cast<unsigned long long>(total.moves),
                static_cast<double>(total.moves) / elapsed,
                static_cast<unsigned long long>(total.games),
                static_cast<unsigned long long>(total.errors));
    std::printf("latency send->opponent receipt: p50 %.2f ms, p99 %.2f ms, p99.9 %.2f ms, max "
                "%.2f ms\n",
                percentile(total.latencies_us, 0.50) / 1000.0,
                percentile(total.latencies_us, 0.99) / 1000.0,
                percentile(total.latencies_us, 0.999) / 1000.0,
                total.latencies_us.empty() ? 0.0 : total.latencies_us.back() / 1000.0);
    return 0;
}
