#include "read_pool.hpp"

#include "thread_priority.hpp"

#include <optional>

namespace plyroom::server::store {

read_pool::read_pool(std::string path, unsigned threads, std::size_t max_queued)
    : path_(std::move(path)), max_queued_(max_queued) {
    for (unsigned i = 0; i < threads; ++i)
        threads_.emplace_back([this] { run(); });
}

read_pool::~read_pool() {
    stop();
}

bool read_pool::submit(task work) {
    std::lock_guard lock(mutex_);
    if (stopping_ || threads_.empty() || queue_.size() >= max_queued_)
        return false;
    queue_.push_back(std::move(work));
    ready_.notify_one();
    return true;
}

void read_pool::stop() {
    {
        std::lock_guard lock(mutex_);
        if (stopping_)
            return;
        stopping_ = true;
        ready_.notify_all();
    }
    for (auto& thread : threads_)
        thread.join();
}

// Each thread opens its connection on first use, and again after a failed open. Readers of
// stored games yield the CPU to the I/O threads that run live rooms.
void read_pool::run() {
    lower_thread_priority(reader_niceness);
    std::optional<reader> connection;
    for (;;) {
        task work;
        {
            std::unique_lock lock(mutex_);
            ready_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
            if (queue_.empty())
                return;
            work = std::move(queue_.front());
            queue_.pop_front();
        }
        error unavailable;
        if (!connection) {
            connection.emplace();
            if ((unavailable = connection->open(path_)))
                connection.reset();
        }
        work(connection ? &*connection : nullptr, unavailable);
    }
}

} // namespace plyroom::server::store
