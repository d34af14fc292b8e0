// Runs store reads (the record of a game for /api/games/{id}) on a few threads of their own,
// each with its own read-only connection, so that a slow or busy read never runs on the I/O
// threads that also run every room. A full queue refuses a read at once instead of letting
// requests pile up without bound. Its threads run at a lower priority than the I/O threads, so
// that many readers cannot slow the moves of live rooms.
#pragma once

#include "reader.hpp"

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace plyroom::server::store {

class read_pool {
public:
    // How much lower than the I/O threads a reader thread is scheduled (its nice value added).
    static constexpr int reader_niceness = 10;

    // Runs on a pool thread with that thread's connection, or with nullptr (and the reason)
    // when the connection could not be opened.
    using task = std::function<void(reader* connection, const error& unavailable)>;

    read_pool(std::string path, unsigned threads, std::size_t max_queued);
    read_pool(const read_pool&) = delete;
    read_pool& operator=(const read_pool&) = delete;
    ~read_pool();

    // Queues a read; false (and the task is dropped) when the queue is full or stopped.
    bool submit(task work);
    // Runs what is queued, then ends the threads. Idempotent.
    void stop();

private:
    void run();

    std::string path_;
    std::size_t max_queued_;
    std::mutex mutex_;
    std::condition_variable ready_;
    std::deque<task> queue_;
    bool stopping_ = false;
    std::vector<std::thread> threads_;
};

} // namespace plyroom::server::store
