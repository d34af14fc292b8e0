// plyroom-load: M concurrent Connect Four matches (two WebSocket clients each) playing random
// legal moves. With --rate the matches share a target of moves per second (each match moves
// at most every M/rate seconds, like players who take a moment), so latency is measured at a
// known load; without it they move as fast as the server answers (throughput at saturation,
// where latency is mostly queueing). Latency runs from a move's send to the opponent's receipt
// of `moved`, which the server sends only after the move is committed. A request the server
// could not store (`internal`: nothing changed) is counted as an error and sent again, as a
// player would, so a failed commit costs latency but does not stop the match.
//
//   plyroom-load --port 8080 --matches 1000 --rate 20000 --seconds 20 --warmup 3
// With --second-port (and --second-host) the player who joins each match connects to another
// server, a second node of a cluster, so every move crosses between nodes.
#include "net/ws_client.hpp"
#include "thread_priority.hpp"

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

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <nlohmann/json.hpp>

namespace {

namespace asio = boost::asio;
using json = nlohmann::json;
using clock_type = std::chrono::steady_clock;
using plyroom::client::ws_client;

struct settings {
    std::string host = "127.0.0.1";
    std::string port = "8080";
    std::string second_host; // the joining player's server; empty: the same as host
    std::string second_port;
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

struct match;

// What a player last asked of the server, to ask again if it could not be stored.
enum class request { none, create, join, move };

// One connection of a match and its seat.
struct player {
    std::unique_ptr<ws_client> ws;
    match* game = nullptr;
    int seat = 0;
    bool welcomed = false;
    request last = request::none;
};

// One match: two players, the local column heights, and when the last move was sent.
struct match {
    match(asio::io_context& ioc, totals& counted) : pace(ioc), total(counted) {}
    player players[2];
    std::string code;
    int heights[7] = {};
    int ply = 0;
    int index = 0;
    clock_type::time_point sent;
    clock_type::time_point next_due; // with --rate: the earliest time of the next move
    clock_type::duration interval{}; // with --rate: the time between this match's moves
    asio::steady_timer pace;
    std::mt19937 rng;
    totals& total;
};

void send(player& p, const json& message) {
    p.ws->send(message.dump());
}

// Picks a random column that is not full and sends it; a retry keeps the first send's time.
void send_move(player& p, bool retry = false) {
    match& m = *p.game;
    std::array<int, 7> columns{};
    int count = 0;
    for (int c = 0; c < 7; ++c)
        if (m.heights[c] < 6)
            columns[count++] = c;
    if (count == 0)
        return;
    const int column = columns[std::uniform_int_distribution<int>(0, count - 1)(m.rng)];
    if (!retry)
        m.sent = clock_type::now();
    p.last = request::move;
    send(p, {{"type", "move"}, {"code", m.code}, {"ply", m.ply}, {"move", {{"column", column}}}});
}

// The mover waits for its pace (with --rate), then moves.
void play_move(player& p) {
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
        const auto due = m.next_due;
        m.next_due += m.interval;
        if (due > now) {
            m.pace.expires_at(due);
            m.pace.async_wait([&p](const boost::system::error_code& ec) {
                if (!ec)
                    send_move(p);
            });
            return;
        }
    }
    send_move(p);
}

void send_join(player& p) {
    p.last = request::join;
    send(p, {{"type", "join_room"}, {"code", p.game->code}, {"as", "player"}});
}

void new_game(match& m) {
    m.code.clear();
    m.ply = 0;
    std::fill(std::begin(m.heights), std::end(m.heights), 0);
    m.players[0].last = request::create;
    send(m.players[0], {{"type", "create_room"},
                        {"game", "connect4"},
                        {"seat", 0},
                        {"public", false},
                        {"id", "create"}});
}

// Sends again what the server could not store. Other refusals would be refused again, so
// their match stops.
void retry(player& p) {
    switch (p.last) {
    case request::create:
        return new_game(*p.game);
    case request::join:
        return send_join(p);
    case request::move:
        return send_move(p, true);
    case request::none:
        return;
    }
}

// One player's message: join after create, move on its turn, new game at the end.
void on_message(player& p, std::string_view frame) {
    match& m = *p.game;
    totals& total = m.total;
    const json message = json::parse(frame, nullptr, false);
    const std::string type = message.value("type", "");
    if (type == "error") {
        ++total.errors;
        if (total.errors_shown++ < 5)
            std::cerr << "error from the server: " << message.dump() << "\n";
        if (message.value("code", "") == "internal" && !total.stopping)
            retry(p);
        return;
    }
    if (!p.welcomed) {
        if (type != "welcome")
            return;
        p.welcomed = true;
        // Both seats connected: the match starts its first game.
        if (m.players[0].welcomed && m.players[1].welcomed)
            new_game(m);
        return;
    }
    if (total.stopping)
        return;
    if (type == "room" && message.value("id", json()) == "create") {
        m.code = message["room"]["code"];
        send_join(m.players[1]);
    } else if (type == "state" && p.seat == 0 && message["state"]["ply"] == 0) {
        play_move(p);
    } else if (type == "moved") {
        if (message.value("code", "") != m.code)
            return; // a late event of the match's previous game
        const int seat = message["seat"];
        if (seat == p.seat)
            return; // the mover's own confirmation
        const auto now = clock_type::now();
        ++m.ply;
        ++m.heights[message["move"]["column"].get<int>()];
        if (total.measuring) {
            ++total.moves;
            total.latencies_us.push_back(static_cast<std::uint32_t>(
                std::chrono::duration_cast<std::chrono::microseconds>(now - m.sent).count()));
        }
        if (message["state"]["result"].is_null())
            play_move(p);
    } else if (type == "game_over" && p.seat == 0 && message.value("code", "") == m.code) {
        if (total.measuring)
            ++total.games;
        new_game(m);
    }
}

// Connects one seat of a match; it says hello once the handshake is done.
void connect_player(asio::io_context& ioc, match& m, int seat, const settings& s) {
    player& p = m.players[seat];
    p.game = &m;
    p.seat = seat;
    plyroom::client::ws_events events;
    events.opened = [&p, &m, seat](const std::string& failure) {
        if (!failure.empty()) {
            ++m.total.errors;
            std::cerr << "match " << m.index << ": " << failure << "\n";
            return;
        }
        send(p, {{"type", "hello"},
                 {"name", "load" + std::to_string(m.index * 2 + seat)},
                 {"id", "hello"}});
    };
    events.frame = [&p](std::string_view frame) { on_message(p, frame); };
    events.ended = [](const std::string&, int) {};
    plyroom::client::ws_options options;
    options.no_delay = true;
    p.ws = std::make_unique<ws_client>(ioc, std::move(events), options);
    // The creator (seat 0) connects to the first server, the joiner to the second if given.
    const bool joiner = seat == 1;
    const std::string& host = joiner && !s.second_host.empty() ? s.second_host : s.host;
    const std::string& port = joiner && !s.second_port.empty() ? s.second_port : s.port;
    p.ws->open({host, port, "/ws"});
}

std::uint32_t percentile(std::vector<std::uint32_t>& sorted, double q) {
    if (sorted.empty())
        return 0;
    const auto index = static_cast<std::size_t>(q * static_cast<double>(sorted.size() - 1));
    return sorted[index];
}

constexpr const char* usage =
    "usage: plyroom-load [--host H] [--port P] [--matches M] [--rate MOVES_PER_S] [--seconds S]\n"
    "                    [--warmup W] [--second-host H2] [--second-port P2]\n"
    "Plays M Connect Four matches (2 connections each) against a running plyroom-server.\n"
    "  --host, --port   the server (default 127.0.0.1:8080)\n"
    "  --second-host, --second-port\n"
    "                   the server of each match's second player, who joins the room the\n"
    "                   first made (another node of a cluster; default: the same server;\n"
    "                   --second-host alone keeps --port)\n"
    "  --matches M      concurrent matches (default 1000)\n"
    "  --rate R         target moves per second over all matches; each match moves at most\n"
    "                   every M/R seconds (default 0: as fast as the server answers)\n"
    "  --seconds S      measuring time (default 20), after --warmup W seconds (default 3)\n"
    "Prints persisted moves per second and the latency from a move's send to the opponent's\n"
    "receipt of it (p50, p99, p99.9, max). Errors are counted; a request the server could\n"
    "not store (`internal`) is sent again.\n";

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
        else if (flag == "--second-host")
            s.second_host = value;
        else if (flag == "--second-port")
            s.second_port = value;
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
    std::vector<std::unique_ptr<match>> matches;
    for (int i = 0; i < s.matches; ++i) {
        auto m = std::make_unique<match>(ioc, total);
        m->index = i;
        m->rng.seed(static_cast<unsigned>(i));
        if (s.rate > 0) {
            m->interval = std::chrono::duration_cast<clock_type::duration>(
                std::chrono::duration<double>(s.matches / s.rate));
        }
        for (int seat = 0; seat < 2; ++seat)
            connect_player(ioc, *m, seat, s);
        matches.push_back(std::move(m));
    }
    asio::steady_timer timer(ioc);
    clock_type::time_point measure_start;
    timer.expires_after(
        std::chrono::duration_cast<clock_type::duration>(std::chrono::duration<double>(s.warmup)));
    timer.async_wait([&](const boost::system::error_code&) {
        total.measuring = true;
        measure_start = clock_type::now();
        timer.expires_after(std::chrono::duration_cast<clock_type::duration>(
            std::chrono::duration<double>(s.seconds)));
        timer.async_wait([&](const boost::system::error_code&) {
            total.measuring = false;
            total.stopping = true;
            ioc.stop();
        });
    });
    // Receipts are timed here: on waking, take the core from whatever else runs on it (another
    // load generator) at once, so that the figures are the server's latency, not this core's.
    plyroom::server::request_short_time_slice();
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
