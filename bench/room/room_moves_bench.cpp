// Heap allocations and time per Connect Four move along the server's own action path, from a
// frame's text to the frames out: lobby::client decodes it, the room handles it, the writer
// thread commits it to a real SQLite database, the room writes its events and hands them to
// each member's connection. Only the sockets and Beast are left out (scripts/bench-load
// measures those); each connection here keeps the last frame it was given.
//
// A counting global operator new counts every C++ allocation on every thread (SQLite's own
// mallocs are not C++ allocations and are not counted). Reported per move: over whole games
// (creating the room, joining it and the end included) and for a move in mid-game alone.
#include "lobby/client.hpp"
#include "lobby/lobby.hpp"
#include "metrics.hpp"
#include "store/database.hpp"
#include "store/migrations.hpp"
#include "store/writer.hpp"

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <new>
#include <random>
#include <stdexcept>
#include <string>
#include <unistd.h>
#include <vector>

#include <benchmark/benchmark.h>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <nlohmann/json.hpp>

namespace {

std::atomic<bool> counting{false};
std::atomic<std::uint64_t> allocations{0};

void* allocate(std::size_t size) {
    if (counting.load(std::memory_order_relaxed))
        allocations.fetch_add(1, std::memory_order_relaxed);
    if (void* p = std::malloc(size == 0 ? 1 : size))
        return p;
    throw std::bad_alloc();
}

void* allocate_aligned(std::size_t size, std::align_val_t align) {
    if (counting.load(std::memory_order_relaxed))
        allocations.fetch_add(1, std::memory_order_relaxed);
    const auto alignment = static_cast<std::size_t>(align);
    if (void* p = std::aligned_alloc(alignment, (size + alignment - 1) / alignment * alignment))
        return p;
    throw std::bad_alloc();
}

} // namespace

void* operator new(std::size_t size) {
    return allocate(size);
}
void* operator new[](std::size_t size) {
    return allocate(size);
}
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    try {
        return allocate(size);
    } catch (const std::bad_alloc&) {
        return nullptr;
    }
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
    try {
        return allocate(size);
    } catch (const std::bad_alloc&) {
        return nullptr;
    }
}
void* operator new(std::size_t size, std::align_val_t align) {
    return allocate_aligned(size, align);
}
void* operator new[](std::size_t size, std::align_val_t align) {
    return allocate_aligned(size, align);
}
void operator delete(void* p) noexcept {
    std::free(p);
}
void operator delete[](void* p) noexcept {
    std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
    std::free(p);
}
void operator delete[](void* p, std::size_t) noexcept {
    std::free(p);
}
void operator delete(void* p, std::align_val_t) noexcept {
    std::free(p);
}
void operator delete[](void* p, std::align_val_t) noexcept {
    std::free(p);
}
void operator delete(void* p, std::size_t, std::align_val_t) noexcept {
    std::free(p);
}
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept {
    std::free(p);
}

namespace {

namespace asio = boost::asio;
namespace match = plyroom::server::match;
namespace lobby = plyroom::server::lobby;
namespace store = plyroom::server::store;
using json = nlohmann::json;

// A member's connection without a socket: it keeps the last frame and counts them.
class sink final : public match::connection {
public:
    sink(asio::io_context& ioc, std::uint64_t id) : ioc_(ioc), id_(id) {}
    std::uint64_t id() const override { return id_; }
    void send(std::shared_ptr<const std::string> frame) override {
        last_ = std::move(frame);
        frames_.fetch_add(1, std::memory_order_release);
    }
    void post(std::function<void()> task) override { asio::post(ioc_, std::move(task)); }
    void entered_room(const std::string&) override {}

    std::uint64_t frames() const { return frames_.load(std::memory_order_acquire); }
    json last() const { return json::parse(*last_); }

private:
    asio::io_context& ioc_;
    std::uint64_t id_;
    std::atomic<std::uint64_t> frames_{0};
    std::shared_ptr<const std::string> last_;
};

struct player {
    std::shared_ptr<sink> connection;
    std::unique_ptr<lobby::client> client;
};

// One server without sockets: a fresh database, its writer, the lobby and two players.
class server_path {
public:
    server_path()
        : dir_(std::filesystem::temp_directory_path() /
               ("plyroom-bench-" + std::to_string(::getpid()))),
          guard_(asio::make_work_guard(ioc_)) {
        std::filesystem::create_directories(dir_);
        const std::string db_path = (dir_ / "bench.db").string();
        store::database db;
        if (db.open(db_path, false) ||
            plyroom::server::store::migrate(db, store::embedded_migrations()))
            throw std::runtime_error("the bench database does not open");
        // A move is acknowledged after its commit, as in the server; synchronous=NORMAL keeps
        // the disk's fsync time out of a CPU figure.
        if (writer_.start(db_path, false))
            throw std::runtime_error("the writer does not start");
        lobby_ = std::make_unique<lobby::lobby>(ioc_, writer_, metrics_, lobby::room_limits{});
        for (int seat = 0; seat < 2; ++seat) {
            player& p = players_[seat];
            p.connection = std::make_shared<sink>(ioc_, static_cast<std::uint64_t>(seat + 1));
            p.client = std::make_unique<lobby::client>(*lobby_, lobby::rate_limit{1e9, 1e9},
                                                       p.connection, seat + 1, "127.0.0.1", [] {});
            const auto before = p.connection->frames();
            p.client->on_frame(
                json{{"type", "hello"}, {"name", "p" + std::to_string(seat)}}.dump());
            wait_for(*p.connection, before + 1);
        }
    }

    ~server_path() {
        lobby_->clear_rooms();
        writer_.stop();
        guard_.reset();
        ioc_.run();
        std::filesystem::remove_all(dir_);
    }

    // Plays one game of the given columns; adds the allocations of all of it and of its
    // mid-game moves to the totals.
    void play(const std::vector<int>& columns, std::uint64_t& whole, std::uint64_t& mid_game,
              std::uint64_t& mid_game_moves) {
        const std::uint64_t start = allocations.load();
        std::string code;
        {
            const auto before = players_[0].connection->frames();
            send(0, R"({"type":"create_room","game":"connect4","seat":0,"public":false,"id":1})");
            wait_for(*players_[0].connection, before + 1);
            counting = false;
            code = players_[0].connection->last()["room"]["code"];
            counting = true;
        }
        {
            const auto before = players_[1].connection->frames();
            send(1, R"({"type":"join_room","as":"player","code":")" + code + "\"}");
            wait_for(*players_[1].connection, before + 2); // ROOM, then STATE
        }
        for (std::size_t ply = 0; ply < columns.size(); ++ply) {
            const int seat = static_cast<int>(ply % 2);
            counting = false;
            const std::string frame = json{{"type", "move"},
                                           {"code", code},
                                           {"ply", ply},
                                           {"move", {{"column", columns[ply]}}}}
                                          .dump();
            const auto before = players_[1 - seat].connection->frames();
            const bool last = ply + 1 == columns.size();
            const std::uint64_t move_start = allocations.load();
            counting = true;
            send(seat, frame);
            wait_for(*players_[1 - seat].connection, before + (last ? 2 : 1)); // and game_over
            if (ply >= 4 && !last) {
                mid_game += allocations.load() - move_start;
                ++mid_game_moves;
            }
        }
        whole += allocations.load() - start;
    }

private:
    void send(int seat, const std::string& frame) { players_[seat].client->on_frame(frame); }

    // Runs the room's and the writer's handlers until the connection has `frames` frames.
    void wait_for(const sink& connection, std::uint64_t frames) {
        while (connection.frames() < frames)
            ioc_.run_one();
    }

    std::filesystem::path dir_;
    asio::io_context ioc_;
    asio::executor_work_guard<asio::io_context::executor_type> guard_;
    plyroom::server::metrics metrics_;
    store::writer writer_;
    std::unique_ptr<lobby::lobby> lobby_;
    player players_[2];
};

// Random games of Connect Four to the end, as the load generator plays them.
std::vector<std::vector<int>> random_games(int count) {
    std::vector<std::vector<int>> games;
    std::mt19937 rng(3);
    for (int g = 0; g < count; ++g) {
        int heights[7] = {};
        int cells[7][6] = {};
        std::vector<int> columns;
        for (int ply = 0; ply < 42; ++ply) {
            std::vector<int> open;
            for (int c = 0; c < 7; ++c)
                if (heights[c] < 6)
                    open.push_back(c);
            const int c = open[std::uniform_int_distribution<std::size_t>(0, open.size() - 1)(rng)];
            const int row = heights[c]++;
            cells[c][row] = ply % 2 + 1;
            columns.push_back(c);
            // Four in a row through the new disc ends the game.
            const int who = ply % 2 + 1;
            bool won = false;
            for (const auto& [dc, dr] : {std::pair{1, 0}, {0, 1}, {1, 1}, {1, -1}}) {
                int run = 1;
                for (const int sign : {1, -1})
                    for (int k = 1; k < 4; ++k) {
                        const int x = c + sign * k * dc;
                        const int y = row + sign * k * dr;
                        if (x < 0 || x >= 7 || y < 0 || y >= 6 || cells[x][y] != who)
                            break;
                        ++run;
                    }
                won = won || run >= 4;
            }
            if (won)
                break;
        }
        games.push_back(std::move(columns));
    }
    return games;
}

void BM_ConnectFourMovesThroughTheServer(benchmark::State& state) {
    const auto games = random_games(64);
    server_path server;
    std::uint64_t whole = 0;
    std::uint64_t mid_game = 0;
    std::uint64_t mid_game_moves = 0;
    std::uint64_t moves = 0;
    std::size_t next = 0;
    counting = true;
    for (auto _ : state) {
        const auto& columns = games[next++ % games.size()];
        server.play(columns, whole, mid_game, mid_game_moves);
        moves += columns.size();
    }
    counting = false;
    state.SetItemsProcessed(static_cast<std::int64_t>(moves));
    state.counters["moves"] = static_cast<double>(moves);
    state.counters["allocs_per_move"] = static_cast<double>(whole) / static_cast<double>(moves);
    state.counters["allocs_per_mid_game_move"] =
        static_cast<double>(mid_game) / static_cast<double>(mid_game_moves);
}
BENCHMARK(BM_ConnectFourMovesThroughTheServer)->Unit(benchmark::kMillisecond)->MinTime(3.0);

} // namespace

BENCHMARK_MAIN();
