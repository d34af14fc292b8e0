// Process-wide counters for /metrics (Prometheus text format). Plain atomics: any thread may
// bump them; rendering reads them without locks.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>

namespace plyroom::server {

// A histogram with fixed buckets (upper bounds), Prometheus style.
template <std::size_t N>
struct histogram {
    std::array<double, N> bounds;
    std::array<std::atomic<std::uint64_t>, N> buckets{};
    std::atomic<std::uint64_t> count{0};
    std::atomic<double> sum{0};

    void observe(double value) {
        for (std::size_t i = 0; i < N; ++i)
            if (value <= bounds[i])
                buckets[i].fetch_add(1, std::memory_order_relaxed);
        count.fetch_add(1, std::memory_order_relaxed);
        double old = sum.load(std::memory_order_relaxed);
        while (!sum.compare_exchange_weak(old, old + value, std::memory_order_relaxed)) {
        }
    }
};

// The REASON names of protocol/README.md: /metrics counts games ended by each.
inline constexpr std::array<const char*, 17> ending_reasons{
    "four_in_a_row",    "board_full",  "king_escaped", "king_captured", "no_legal_moves",
    "no_capture_limit", "encircled",   "repetition",   "all_passed",    "all_placed",
    "agreement",        "resignation", "aborted",      "timeout",       "no_first_move",
    "abandoned",        "other"};

struct metrics {
    std::atomic<std::int64_t> connections_open{0};
    std::atomic<std::uint64_t> connections_total{0};
    std::atomic<std::uint64_t> connections_refused{0};
    std::atomic<std::uint64_t> slow_readers_dropped{0};
    std::atomic<std::uint64_t> accept_pauses{0};
    std::atomic<std::int64_t> rooms_open{0};
    std::atomic<std::uint64_t> rooms_created{0};
    std::atomic<std::uint64_t> moves_total{0};
    std::atomic<std::uint64_t> messages_in{0};
    std::atomic<std::uint64_t> errors_sent{0};
    std::atomic<std::uint64_t> commits_total{0};
    std::atomic<std::uint64_t> commit_failures{0};
    // Games replayed to answer /api/games/{id}?positions=1 (a cached finished game is not).
    std::atomic<std::uint64_t> record_replays{0};
    histogram<8> commit_batch_submissions{{1, 2, 5, 10, 50, 100, 500, 1000}};
    histogram<9> commit_seconds{{0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 1}};
    std::atomic<std::uint64_t> ai_actions{0};
    std::atomic<std::uint64_t> ai_fallbacks{0};
    histogram<8> ai_think_seconds{{0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2}};
    std::array<std::atomic<std::uint64_t>, ending_reasons.size()> games_ended{};
    // Several nodes (--cluster): rooms whose lease this node holds, messages it relayed to or
    // from other nodes over Redis, and rooms it took over from a node that died or stopped.
    std::atomic<std::int64_t> cluster_owned_rooms{0};
    std::atomic<std::uint64_t> cluster_forwarded_messages{0};
    std::atomic<std::uint64_t> cluster_lease_takeovers{0};

    // A game ended for `reason` (a REASON name; any other counts as "other").
    void count_ending(std::string_view reason);
    void on_commit(std::size_t submissions, std::size_t rows, std::chrono::nanoseconds took);
    // The Prometheus exposition text.
    std::string render() const;
};

} // namespace plyroom::server
