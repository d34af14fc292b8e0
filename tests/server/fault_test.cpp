// Faults an operator meets: the database locked by another process, a full disk, no file
// descriptors left, slowloris clients. Each test checks that the fault is seen (an error to
// the player in bounded time, /readyz, the log), that what does not need the store goes on,
// that no acknowledged move is lost, and that the server serves again once the fault ends.
#include "fixture.hpp"
#include "raw_socket.hpp"

#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <sys/resource.h>
#include <thread>
#include <unistd.h>

#include <sqlite3.h>

namespace plyroom::test {
namespace {

using steady = std::chrono::steady_clock;

// Reads the server's stderr (its log) through a pipe: a pipe, unlike a file, still takes
// lines while the server may not grow any file.
class fault : public server_test {
protected:
    void SetUp() override {
        int ends[2];
        ASSERT_EQ(::pipe2(ends, O_CLOEXEC), 0);
        const int saved = ::dup(2);
        ::dup2(ends[1], 2); // the child inherits it as its stderr
        server_test::SetUp();
        ::dup2(saved, 2);
        ::close(saved);
        ::close(ends[1]);
        log_reader_ = std::thread([this, from = ends[0]] {
            char buffer[4096];
            for (ssize_t n; (n = ::read(from, buffer, sizeof buffer)) > 0;) {
                std::lock_guard lock(log_mutex_);
                log_.append(buffer, static_cast<std::size_t>(n));
            }
            ::close(from);
        });
    }

    void TearDown() override {
        server_.reset(); // ends the server, and so the pipe
        if (log_reader_.joinable())
            log_reader_.join();
    }

    std::string log() {
        std::lock_guard lock(log_mutex_);
        return log_;
    }

    // A game of Connect Four with `moves` acknowledged moves; its game id.
    long long game_with_moves(test_client& a, test_client& b, std::string& code, int moves) {
        const json room = create(a);
        code = room["code"];
        EXPECT_EQ(join(b, code)["type"], "room");
        for (int ply = 0; ply < moves; ++ply)
            EXPECT_EQ(move(ply % 2 == 0 ? a : b, code, ply, column(ply % 7))["type"], "moved");
        return room["game_id"].get<long long>();
    }

    // Polls /readyz until its status is `status`; false after `timeout`.
    bool ready_becomes(int status, std::chrono::milliseconds timeout) {
        const auto deadline = steady::now() + timeout;
        while (steady::now() < deadline) {
            const auto [answered, body] = http_get(port(), "/readyz");
            last_ready_body_ = body;
            if (answered == status)
                return true;
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        return false;
    }

    std::size_t stored_moves(long long game_id) {
        const auto [status, body] = http_get(port(), "/api/games/" + std::to_string(game_id));
        EXPECT_EQ(status, 200) << body;
        return status == 200 ? json::parse(body)["moves"].size() : 0;
    }

    std::string last_ready_body_;
    std::thread log_reader_;
    std::mutex log_mutex_;
    std::string log_;
};

// The server's CPU time (user + system) so far, from /proc.
std::chrono::milliseconds cpu_time(pid_t pid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::istringstream fields(text.substr(text.rfind(')') + 2));
    std::string field;
    long long ticks = 0;
    for (int i = 3; i <= 15 && fields >> field; ++i)
        if (i == 14 || i == 15)
            ticks += std::stoll(field);
    return std::chrono::milliseconds(ticks * 1000 / sysconf(_SC_CLK_TCK));
}

TEST_F(fault, ADatabaseLockedElsewhereFailsMovesInBoundedTimeAndTheRestGoesOn) {
    auto alice = player("alice");
    auto bob = player("bob");
    std::string code;
    const long long game_id = game_with_moves(*alice, *bob, code, 2);

    sqlite3* other = nullptr;
    ASSERT_EQ(sqlite3_open(db_path().c_str(), &other), SQLITE_OK);
    sqlite3_busy_timeout(other, 10000);
    ASSERT_EQ(sqlite3_exec(other, "BEGIN EXCLUSIVE", nullptr, nullptr, nullptr), SQLITE_OK);

    const auto sent = steady::now();
    alice->send(
        {{"type", "move"}, {"id", "stalled"}, {"code", code}, {"ply", 2}, {"move", column(4)}});
    // What needs no store is answered while the move waits.
    json rooms = bob->request({{"type", "list_rooms"}}, std::chrono::seconds(2));
    EXPECT_EQ(rooms["type"], "rooms") << rooms;
    EXPECT_EQ(http_get(port(), "/healthz").first, 200);
    EXPECT_TRUE(ready_becomes(503, std::chrono::seconds(5))) << "/readyz stayed ready";
    const auto failed = alice->wait_for(
        [](const json& m) { return m.value("id", json()) == "stalled"; }, std::chrono::seconds(15));
    const auto waited = steady::now() - sent;
    ASSERT_TRUE(failed);
    EXPECT_EQ((*failed)["type"], "error") << *failed;
    EXPECT_EQ((*failed)["code"], "internal") << *failed;
    // One busy wait of the store (5 s), not one per retry.
    EXPECT_LT(waited, std::chrono::seconds(8));
    // The reason is in the log; anyone who may read /readyz learns no more than "not ready".
    EXPECT_TRUE(ready_becomes(503, std::chrono::seconds(1)));
    EXPECT_EQ(last_ready_body_, "not ready: the store fails\n");

    ASSERT_EQ(sqlite3_exec(other, "ROLLBACK", nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(other);
    EXPECT_TRUE(ready_becomes(200, std::chrono::seconds(10))) << "/readyz stayed failing";
    EXPECT_EQ(move(*alice, code, 2, column(4))["type"], "moved");
    EXPECT_NE(log().find("database is locked"), std::string::npos) << log();

    server().restart();
    EXPECT_EQ(stored_moves(game_id), 3u);
}

TEST_F(fault, AFullDiskFailsMovesAndTheServerWritesAgainOnceThereIsRoom) {
    auto alice = player("alice");
    auto bob = player("bob");
    std::string code;
    const long long game_id = game_with_moves(*alice, *bob, code, 2);

    // No file of the server may grow past its first byte: every write of the store fails.
    rlimit before{};
    ASSERT_EQ(prlimit(server().pid(), RLIMIT_FSIZE, nullptr, &before), 0);
    rlimit full = before;
    full.rlim_cur = 1;
    ASSERT_EQ(prlimit(server().pid(), RLIMIT_FSIZE, &full, nullptr), 0);
    json refused = move(*alice, code, 2, column(4));
    EXPECT_EQ(refused["type"], "error") << refused;
    EXPECT_EQ(refused["code"], "internal") << refused;
    EXPECT_TRUE(ready_becomes(503, std::chrono::seconds(5))) << "/readyz stayed ready";
    EXPECT_EQ(http_get(port(), "/healthz").first, 200);

    ASSERT_EQ(prlimit(server().pid(), RLIMIT_FSIZE, &before, nullptr), 0);
    EXPECT_TRUE(ready_becomes(200, std::chrono::seconds(10))) << "/readyz stayed failing";
    EXPECT_EQ(move(*alice, code, 2, column(4))["type"], "moved");
    EXPECT_NE(log().find("store: "), std::string::npos) << log();

    server().restart();
    EXPECT_EQ(stored_moves(game_id), 3u);
}

TEST_F(fault, OutOfFileDescriptorsTheServerPausesAcceptingAndServesAfter) {
    auto alice = player("alice");
    auto bob = player("bob");
    std::string code;
    const long long game_id = game_with_moves(*alice, *bob, code, 1);

    // Room for a few more descriptors than the server has open now.
    std::size_t open_now = 0;
    for ([[maybe_unused]] const auto& entry :
         std::filesystem::directory_iterator("/proc/" + std::to_string(server().pid()) + "/fd"))
        ++open_now;
    const rlimit tight{open_now + 8, open_now + 8};
    ASSERT_EQ(prlimit(server().pid(), RLIMIT_NOFILE, &tight, nullptr), 0);
    std::vector<raw_socket> crowd;
    for (int i = 0; i < 40; ++i)
        crowd.emplace_back(port());
    std::this_thread::sleep_for(std::chrono::milliseconds(300));

    // Out of descriptors, the server waits instead of spinning on accept.
    const auto cpu_before = cpu_time(server().pid());
    std::this_thread::sleep_for(std::chrono::seconds(1));
    EXPECT_LT(cpu_time(server().pid()) - cpu_before, std::chrono::milliseconds(300));
    // The players it already has play on.
    EXPECT_EQ(move(*bob, code, 1, column(2))["type"], "moved");

    crowd.clear();
    EXPECT_TRUE(ready_becomes(200, std::chrono::seconds(10)));
    EXPECT_GT(metric(port(), "plyroom_accept_pauses_total"), 0);
    EXPECT_EQ(move(*alice, code, 2, column(3))["type"], "moved");
    std::size_t accept_lines = 0;
    for (std::size_t at = log().find("accept:"); at != std::string::npos;
         at = log().find("accept:", at + 1))
        ++accept_lines;
    EXPECT_LT(accept_lines, 20u) << log().substr(0, 2000);
    EXPECT_EQ(stored_moves(game_id), 3u);
}

// The header timeout alone: these slow clients and the others share one address here, so the
// per-address bound of HTTP connections (exposure_test) is lifted.
class fault_slowloris : public fault {
protected:
    std::vector<std::string> server_args() const override {
        return {"--header-timeout", "1", "--max-http-connections-per-ip", "0"};
    }
};

TEST_F(fault_slowloris, RequestHeadsSentAByteAtATimeAreCutOffAndOthersAreServed) {
    std::vector<raw_socket> slow;
    for (int i = 0; i < 100; ++i) {
        slow.emplace_back(port());
        ASSERT_TRUE(slow.back().send("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: "));
    }
    auto alice = player("alice");
    auto bob = player("bob");
    std::string code;
    const long long game_id = game_with_moves(*alice, *bob, code, 2);
    // A byte every 200 ms keeps every socket busy but never finishes a head.
    const auto started = steady::now();
    std::size_t still_open = slow.size();
    while (still_open > 0 && steady::now() - started < std::chrono::seconds(6)) {
        still_open = 0;
        for (auto& s : slow)
            still_open += s.send("a") ? 1 : 0;
        EXPECT_EQ(http_get(port(), "/healthz").first, 200);
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }
    EXPECT_EQ(still_open, 0u);
    for (auto& s : slow)
        EXPECT_TRUE(s.closed_by_peer(std::chrono::seconds(1)));
    EXPECT_EQ(move(*alice, code, 2, column(5))["type"], "moved");
    EXPECT_EQ(stored_moves(game_id), 3u);
}

// The server's resident memory in KiB, from /proc.
long long resident_kib(pid_t pid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/status");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("VmRSS:", 0) == 0)
            return std::stoll(line.substr(6));
    return -1;
}

class fault_idle : public fault {
protected:
    std::vector<std::string> server_args() const override {
        return {"--max-connections-per-ip", "0", "--max-connections", "20000"};
    }
};

TEST_F(fault_idle, TenThousandIdleConnectionsAreHeldInBoundedMemoryAndPlayGoesOn) {
    // This process holds one end of every connection.
    rlimit files{};
    ASSERT_EQ(getrlimit(RLIMIT_NOFILE, &files), 0);
    files.rlim_cur = files.rlim_max;
    ASSERT_EQ(setrlimit(RLIMIT_NOFILE, &files), 0);
    constexpr std::size_t count = 10000;
    ASSERT_GE(files.rlim_cur, count + 200) << "the hard file limit is too low for this test";

    auto alice = player("alice");
    auto bob = player("bob");
    std::string code;
    const long long game_id = game_with_moves(*alice, *bob, code, 1);
    const long long before = resident_kib(server().pid());
    const std::string upgrade = "GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                                "Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                                "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n";
    std::vector<raw_socket> idle;
    idle.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        idle.emplace_back(port());
        ASSERT_TRUE(idle.back().send(upgrade)) << i;
    }
    ASSERT_TRUE([&] {
        for (int tries = 0; tries < 600; ++tries) {
            if (metric(port(), "plyroom_connections_open") >= static_cast<long long>(count + 2))
                return true;
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
        return false;
    }()) << metric(port(), "plyroom_connections_open");
    const long long after = resident_kib(server().pid());
    const double per_connection = static_cast<double>(after - before) * 1024 / count;
    RecordProperty("bytes_per_idle_connection", std::to_string(per_connection));
    std::printf("server memory per idle connection: %.0f bytes\n", per_connection);
    // The sanitizers' shadow memory and quarantine multiply what every allocation costs.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    constexpr double bound = 1024 * 1024;
#else
    constexpr double bound = 64 * 1024;
#endif
    EXPECT_LT(per_connection, bound);
    // The room plays on while they wait.
    EXPECT_EQ(move(*bob, code, 1, column(2))["type"], "moved");
    idle.clear();
    EXPECT_TRUE([&] {
        for (int tries = 0; tries < 600; ++tries) {
            if (metric(port(), "plyroom_connections_open") == 2)
                return true;
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
        return false;
    }());
    EXPECT_EQ(move(*alice, code, 2, column(3))["type"], "moved");
    EXPECT_EQ(stored_moves(game_id), 3u);
}

} // namespace
} // namespace plyroom::test
