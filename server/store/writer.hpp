// The single writer: one thread that owns the write connection and commits the rows of many
// rooms in one transaction (group commit). Each submission's callback runs on the writer
// thread after the transaction holding it is durable (ok) or has failed (not ok).
#pragma once

#include "database.hpp"
#include "rows.hpp"

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace plyroom::server::store {

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

    // Opens the write connection on an already migrated database and starts the thread.
    error start(const std::string& path, bool synchronous_full, commit_observer observer = {});

    // Queues rows; `done` runs once they are committed or have failed. After stop(), `done`
    // runs at once with false.
    void submit(rows batch, done_handler done);

    // Commits everything queued, then ends the thread. Idempotent.
    void stop();

private:
    struct job {
        rows batch;
        done_handler done;
    };

    void run();
    void commit(std::vector<job>& jobs);
    bool write_all(const std::vector<job>& jobs, std::vector<char>& ok, bool isolate);

    database db_;
    std::mutex mutex_;
    std::condition_variable ready_;
    std::vector<job> queue_;
    bool stopping_ = false;
    bool running_ = false;
    commit_observer observer_;
    std::thread thread_;
    struct statements;
    std::unique_ptr<statements> statements_;
};

} // namespace plyroom::server::store
