// The single writer: one thread that owns the write connection and commits the rows of many
// rooms in one transaction (group commit). Each submission's callback runs on the writer
// thread after the transaction holding it is durable (ok) or has failed (not ok). Failures
// are logged (rate-limited, with SQLite's reason), and health() tells a readiness check
// whether the writer is stalled or failing. Between commits it deletes old chat
// (chat_retention.hpp), a bounded batch at a time.
#pragma once

#include "chat_retention.hpp"
#include "database.hpp"
#include "log_limiter.hpp"
#include "rows.hpp"

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace plyroom::server::store {

// What a readiness check needs to know about the writer.
struct writer_health {
    // How long the oldest submission not yet answered has waited (zero when none waits).
    std::chrono::steady_clock::duration oldest_wait{};
    // The last transaction failed and none has succeeded since: SQLite's reason.
    std::optional<std::string> failing;
};

class writer {
public:
    using done_handler = std::function<void(bool ok)>;
    // Told after each commit: how many submissions and rows it held, and how long it took.
    using commit_observer =
        std::function<void(std::size_t submissions, std::size_t rows, std::chrono::nanoseconds)>;

    writer();
    writer(const writer&) = delete;
    writer& operator=(const writer&) = delete;
    ~writer();

    // Opens the write connection on an already migrated database and starts the thread. With
    // `retention`, the thread also sweeps away the chat of games finished longer ago.
    error start(const std::string& path, bool synchronous_full, commit_observer observer = {},
                std::optional<chat_retention> retention = std::nullopt);

    // Queues rows; `done` runs once they are committed or have failed. After stop(), `done`
    // runs at once with false.
    void submit(rows batch, done_handler done);

    // Commits everything queued, then ends the thread. Idempotent.
    void stop();

    // Any thread. `now` is the steady clock's present (injectable for tests).
    writer_health health(std::chrono::steady_clock::time_point now) const;
    // Queues a probe (a write that changes nothing) unless one is already waiting, so that a
    // writer that failed and has nothing to write finds out when the store works again.
    void probe();

private:
    struct job {
        rows batch;
        done_handler done;
    };

    // How a transaction ended: committed, a row failed (retry with savepoints), or the
    // transaction itself could not begin or commit (a lock held elsewhere, a full disk).
    enum class outcome { committed, row_failed, transaction_failed };

    void run();
    // Deletes one batch of old chat; when the next sweep is due.
    std::chrono::steady_clock::time_point sweep_chat();
    void commit(std::vector<job>& jobs);
    static std::vector<std::size_t> lock_order(const std::vector<job>& jobs);
    outcome write_all(const std::vector<job>& jobs, std::vector<char>& ok, bool isolate,
                      std::string& reason);
    void log_failure(std::size_t failed, std::size_t submissions, const std::string& reason);

    database db_;
    mutable std::mutex mutex_;
    std::condition_variable ready_;
    std::vector<job> queue_;
    bool stopping_ = false;
    bool running_ = false;
    bool probe_queued_ = false;
    // When the oldest submission in queue_ arrived, and the oldest in the commit under way.
    std::optional<std::chrono::steady_clock::time_point> queued_since_;
    std::optional<std::chrono::steady_clock::time_point> committing_since_;
    std::optional<std::string> failing_;
    log_limiter failure_log_; // writer thread only
    commit_observer observer_;
    std::optional<chat_retention> retention_;
    chat_sweeper chat_sweeper_; // writer thread only
    std::thread thread_;
    struct statements;
    std::unique_ptr<statements> statements_;
};

} // namespace plyroom::server::store
