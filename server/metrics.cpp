#include "metrics.hpp"

#include <fmt/format.h>

namespace plyroom::server {

namespace {

template <class T>
void counter(std::string& out, const char* name, const char* help, const char* type,
             const T& value) {
    out += fmt::format("# HELP {} {}\n# TYPE {} {}\n{} {}\n", name, help, name, type, name,
                       value.load(std::memory_order_relaxed));
}

template <std::size_t N>
void render_histogram(std::string& out, const char* name, const char* help, const histogram<N>& h) {
    out += fmt::format("# HELP {} {}\n# TYPE {} histogram\n", name, help, name);
    for (std::size_t i = 0; i < N; ++i)
        out += fmt::format("{}_bucket{{le=\"{}\"}} {}\n", name, h.bounds[i],
                           h.buckets[i].load(std::memory_order_relaxed));
    const auto count = h.count.load(std::memory_order_relaxed);
    out += fmt::format("{}_bucket{{le=\"+Inf\"}} {}\n{}_sum {}\n{}_count {}\n", name, count, name,
                       h.sum.load(std::memory_order_relaxed), name, count);
}

} // namespace

void metrics::count_ending(std::string_view reason) {
    std::size_t i = 0;
    while (i + 1 < ending_reasons.size() && reason != ending_reasons[i])
        ++i;
    games_ended[i].fetch_add(1, std::memory_order_relaxed);
}

// Records one group commit.
void metrics::on_commit(std::size_t submissions, std::size_t /*rows*/,
                        std::chrono::nanoseconds took) {
    commits_total.fetch_add(1, std::memory_order_relaxed);
    commit_batch_submissions.observe(static_cast<double>(submissions));
    commit_seconds.observe(std::chrono::duration<double>(took).count());
}

// Writes every metric in the Prometheus text format.
std::string metrics::render() const {
    std::string out;
    counter(out, "plyroom_connections_open", "WebSocket connections open now.", "gauge",
            connections_open);
    counter(out, "plyroom_connections_total", "WebSocket connections accepted.", "counter",
            connections_total);
    counter(out, "plyroom_connections_refused_total",
            "Connections refused by the per-IP or total limit.", "counter", connections_refused);
    counter(out, "plyroom_slow_readers_dropped_total",
            "Connections closed because their outgoing queue overflowed.", "counter",
            slow_readers_dropped);
    counter(out, "plyroom_accept_pauses_total",
            "Pauses in accepting because file descriptors or memory ran out.", "counter",
            accept_pauses);
    counter(out, "plyroom_rooms_open", "Rooms held in memory.", "gauge", rooms_open);
    counter(out, "plyroom_rooms_created_total", "Rooms created.", "counter", rooms_created);
    counter(out, "plyroom_moves_total", "Moves applied and stored.", "counter", moves_total);
    counter(out, "plyroom_messages_in_total", "Client messages received.", "counter", messages_in);
    counter(out, "plyroom_errors_sent_total", "Error replies sent.", "counter", errors_sent);
    counter(out, "plyroom_commits_total", "Group commits (transactions).", "counter",
            commits_total);
    counter(out, "plyroom_commit_failures_total", "Submissions whose rows failed to store.",
            "counter", commit_failures);
    counter(out, "plyroom_record_replays_total",
            "Games replayed to give their positions (?positions=1) for want of a cached copy.",
            "counter", record_replays);
    out += "# HELP plyroom_games_ended_total Games ended, by the reason of their result.\n"
           "# TYPE plyroom_games_ended_total counter\n";
    for (std::size_t i = 0; i < ending_reasons.size(); ++i)
        out += fmt::format("plyroom_games_ended_total{{reason=\"{}\"}} {}\n", ending_reasons[i],
                           games_ended[i].load(std::memory_order_relaxed));
    render_histogram(out, "plyroom_commit_batch_submissions", "Room submissions per group commit.",
                     commit_batch_submissions);
    render_histogram(out, "plyroom_commit_seconds", "Time to write and commit one group.",
                     commit_seconds);
    counter(out, "plyroom_ai_actions_total", "Moves and calls chosen by the server's AI.",
            "counter", ai_actions);
    counter(out, "plyroom_ai_fallbacks_total",
            "AI turns that fell back to a random legal move after a refusal.", "counter",
            ai_fallbacks);
    render_histogram(out, "plyroom_ai_think_seconds", "Time the AI took to choose.",
                     ai_think_seconds);
    counter(out, "plyroom_cluster_owned_rooms", "Rooms whose lease this node holds (--cluster).",
            "gauge", cluster_owned_rooms);
    counter(out, "plyroom_cluster_forwarded_messages_total",
            "Messages relayed to or from other nodes over Redis.", "counter",
            cluster_forwarded_messages);
    counter(out, "plyroom_cluster_lease_takeovers_total",
            "Rooms taken over from another node whose lease ran out or was released.", "counter",
            cluster_lease_takeovers);
    return out;
}

} // namespace plyroom::server
