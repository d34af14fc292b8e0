// The small parts that bound what one client or one failure can cost: the log limiter, the
// budget of new players per address, fitting connections under the descriptor limit, the
// descriptors kept spare for when the process runs out, the
// JSON nesting check, the text made printable for error messages, the store readers
// that yield the CPU to live rooms, and the short time slice of the threads that run them.
#include "app/fd_limit.hpp"
#include "lobby/new_player_budget.hpp"
#include "log_limiter.hpp"
#include "net/spare_descriptors.hpp"
#include "printable.hpp"
#include "protocol/client_message.hpp"
#include "protocol/json_depth.hpp"
#include "protocol/server_message.hpp"
#include "store/read_pool.hpp"
#include "thread_priority.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <fcntl.h>
#include <future>
#include <string>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <thread>
#include <unistd.h>
#include <vector>

#include <gtest/gtest.h>

namespace plyroom::server {
namespace {

using namespace std::chrono_literals;
using clock = std::chrono::steady_clock;

TEST(log_limiter, LetsOneLineThroughPerIntervalAndCountsTheRest) {
    log_limiter limiter(5s);
    const clock::time_point start{};
    EXPECT_EQ(limiter.allow(start), 0u);
    for (int i = 1; i <= 1000; ++i)
        EXPECT_FALSE(limiter.allow(start + std::chrono::milliseconds(i)));
    EXPECT_FALSE(limiter.allow(start + 4999ms));
    EXPECT_EQ(limiter.allow(start + 5s), 1001u);
    EXPECT_FALSE(limiter.allow(start + 6s));
    EXPECT_EQ(limiter.allow(start + 11s), 1u);
}

TEST(new_player_budget, AnAddressGetsItsBurstThenOnlyWhatRefills) {
    lobby::new_player_budget budget(60, 3); // one a minute, three at once
    const clock::time_point start{};
    for (int i = 0; i < 3; ++i)
        EXPECT_TRUE(budget.take("10.0.0.1", start)) << i;
    EXPECT_FALSE(budget.take("10.0.0.1", start));
    EXPECT_FALSE(budget.take("10.0.0.1", start + 59s));
    EXPECT_TRUE(budget.take("10.0.0.2", start)) << "another address has its own budget";
    EXPECT_TRUE(budget.take("10.0.0.1", start + 61s));
    EXPECT_FALSE(budget.take("10.0.0.1", start + 62s));
    // A long absence refills the burst, never more.
    for (int i = 0; i < 3; ++i)
        EXPECT_TRUE(budget.take("10.0.0.1", start + 10h)) << i;
    EXPECT_FALSE(budget.take("10.0.0.1", start + 10h));
}

TEST(fd_limit, ConnectionsThatFitAreKept) {
    const auto fit = app::fit_connections(1 << 20, 10000);
    EXPECT_EQ(fit.max_connections, 10000u);
    EXPECT_FALSE(fit.warning);
    EXPECT_FALSE(fit.refusal);
}

TEST(fd_limit, TooManyConnectionsAreLoweredUnderTheLimitWithAReserve) {
    const auto fit = app::fit_connections(1024, 10000, 128);
    EXPECT_EQ(fit.max_connections, 1024u - 128u);
    ASSERT_TRUE(fit.warning);
    EXPECT_NE(fit.warning->find("lowered to 896"), std::string::npos) << *fit.warning;
    EXPECT_FALSE(fit.refusal);
}

TEST(fd_limit, TooFewDescriptorsToServeAreRefused) {
    const auto fit = app::fit_connections(100, 10000, 128);
    ASSERT_TRUE(fit.refusal);
    EXPECT_NE(fit.refusal->find("only 100 file descriptors"), std::string::npos) << *fit.refusal;
}

TEST(spare_descriptors, AreLetGoWhenShortAndTakenBackOnlyOnceAllFitAgain) {
    net::spare_descriptors spares;
    ASSERT_TRUE(spares.held());
    rlimit before{};
    ASSERT_EQ(getrlimit(RLIMIT_NOFILE, &before), 0);
    rlimit tight = before;
    tight.rlim_cur = std::min<rlim_t>(256, before.rlim_max);
    ASSERT_EQ(setrlimit(RLIMIT_NOFILE, &tight), 0);

    // Something else takes every descriptor, then gives back fewer than the spares need.
    spares.release();
    EXPECT_FALSE(spares.held());
    std::vector<int> taken;
    for (int fd; (fd = ::open("/dev/null", O_RDONLY | O_CLOEXEC)) >= 0;)
        taken.push_back(fd);
    for (int i = 1; i < net::spare_descriptors::count && !taken.empty(); ++i) {
        ::close(taken.back());
        taken.pop_back();
    }
    // Checked after letting go again: with every descriptor in use, the sanitizers'
    // own checks could not run.
    const bool all_taken = spares.take();
    spares.release();
    EXPECT_FALSE(all_taken) << "every spare taken back with too few descriptors free";

    for (const int fd : taken)
        ::close(fd);
    EXPECT_TRUE(spares.take());
    ASSERT_EQ(setrlimit(RLIMIT_NOFILE, &before), 0);
}

TEST(json_depth, NestingBeyondTheLimitIsFoundWithoutParsing) {
    EXPECT_TRUE(protocol::within_depth(R"({"a":[[1],{"b":2}]})", 3));
    EXPECT_FALSE(protocol::within_depth(R"({"a":[[1],{"b":[2]}]})", 3));
    // Brackets inside strings, escaped quotes included, do not count.
    EXPECT_TRUE(protocol::within_depth(R"({"a":"[[[[\"[[[[","b":1})", 1));
    const std::string deep = std::string(20000, '[') + std::string(20000, ']');
    EXPECT_FALSE(protocol::within_depth(deep));
}

TEST(json_depth, ADeeplyNestedMoveIsRefusedWithAReason) {
    const std::string deep = R"({"type":"move","code":"K7QX2M","ply":0,"move":{"column":3,"x":)" +
                             std::string(20000, '[') + std::string(20000, ']') + "}}";
    const auto parsed = protocol::parse_client_message(deep);
    const auto* refused = std::get_if<protocol::parse_error>(&parsed);
    ASSERT_NE(refused, nullptr);
    EXPECT_EQ(refused->code, protocol::error_code::bad_request);
    EXPECT_NE(refused->message.find("nest at most 16 levels"), std::string::npos)
        << refused->message;
}

TEST(printable, ControlAndBidiCharactersAreEscaped) {
    EXPECT_EQ(core::printable("plain text, été"), "plain text, été");
    EXPECT_EQ(core::printable("\xE2\x80\xAE"
                              "evil"),
              "\\u202Eevil");                                                   // RLO
    EXPECT_EQ(core::printable("a\x1b[2Jb\n"), "a\\u001B[2Jb\\u000A");           // ESC, newline
    EXPECT_EQ(core::printable("\xE2\x81\xA6x\xE2\x81\xA9"), "\\u2066x\\u2069"); // isolates
    EXPECT_EQ(core::printable("\xC2\x85"), "\\u0085");                          // C1 NEL
    EXPECT_EQ(core::printable("bad \xFF\xC0\x80"), "bad \\xFF\\xC0\\x80");      // not UTF-8
    EXPECT_EQ(core::printable(std::string(1000, 'x'), 10), std::string(10, 'x') + "...");
}

TEST(printable, EveryErrorMessageIsMadePrintable) {
    const auto message = protocol::make_error(protocol::error_code::unknown_type,
                                              "unknown message type \"\xE2\x80\xAE"
                                              "evil\"");
    const auto& error = std::get<protocol::error_message>(message.body);
    EXPECT_EQ(error.message, "unknown message type \"\\u202Eevil\"");
}

// Many clients reading stored games must not slow the moves of live rooms: the reader
// threads are scheduled below the thread that made the pool (as the I/O threads are).
TEST(read_pool, ReaderThreadsRunAtALowerPriorityThanTheirCreator) {
    const int creator = ::getpriority(PRIO_PROCESS, static_cast<id_t>(::gettid()));
    store::read_pool reads("/nonexistent/folder/plyroom.db", 1, 4);
    std::promise<int> niceness;
    ASSERT_TRUE(reads.submit([&niceness](store::reader*, const store::error&) {
        niceness.set_value(::getpriority(PRIO_PROCESS, static_cast<id_t>(::gettid())));
    }));
    EXPECT_EQ(niceness.get_future().get(),
              std::min(creator + store::read_pool::reader_niceness, 19));
}

// Linux 6.12 and later grant a fair thread a slice of its own (sched_setattr's runtime).
bool kernel_grants_custom_slices() {
    utsname name{};
    int major = 0;
    int minor = 0;
    return ::uname(&name) == 0 && std::sscanf(name.release, "%d.%d", &major, &minor) == 2 &&
           (major > 6 || (major == 6 && minor >= 12));
}

// The slice the kernel reports for the calling thread, in nanoseconds (0 on older kernels).
std::uint64_t own_time_slice() {
    scheduling_attributes attributes;
    if (::syscall(SYS_sched_getattr, 0, &attributes, sizeof attributes, 0u) != 0)
        return 0;
    return attributes.sched_runtime;
}

// The rooms' I/O threads and the writer ask for a short slice so that, woken by a move, they
// preempt a busy HTTP or reader thread: the request must keep the thread's nice value.
TEST(thread_priority, AShortTimeSliceKeepsTheThreadsNiceValue) {
    std::thread([] {
        const auto thread_id = static_cast<id_t>(::gettid());
        lower_thread_priority(3);
        const int niceness = ::getpriority(PRIO_PROCESS, thread_id);
        const bool granted = request_short_time_slice();
        EXPECT_EQ(::getpriority(PRIO_PROCESS, thread_id), niceness);
        if (granted && kernel_grants_custom_slices()) {
            EXPECT_EQ(own_time_slice(), short_time_slice_ns);
        }
    }).join();
}

} // namespace
} // namespace plyroom::server
