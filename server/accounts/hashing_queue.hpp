// Where password work runs: a fixed number of threads of its own, fed by a queue of bounded
// length, so that a storm of logins waits its turn and never grows memory nor stalls the I/O
// threads. A full queue refuses at once (the caller answers `busy`).
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace plyroom::server::accounts {

class hashing_queue {
public:
    // `threads` workers; at most `max_waiting` jobs wait beside the ones running.
    hashing_queue(unsigned threads, std::size_t max_waiting);
    hashing_queue(const hashing_queue&) = delete;
    hashing_queue& operator=(const hashing_queue&) = delete;
    // Runs what is queued, then joins the threads.
    ~hashing_queue() { stop(); }
    // The same, at a chosen moment (before what the jobs post to goes); idempotent.
    void stop();

    // Queues `job` to run on a worker; false (and `job` dropped) when the queue is full or
    // stopped.
    bool try_post(std::function<void()> job);

    std::size_t waiting() const;

private:
    void run();

    std::size_t max_waiting_;
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<std::function<void()>> jobs_;
    bool stopping_ = false;
    std::vector<std::thread> workers_;
};

} // namespace plyroom::server::accounts
