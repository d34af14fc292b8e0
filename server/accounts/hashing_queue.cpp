#include "hashing_queue.hpp"

namespace plyroom::server::accounts {

hashing_queue::hashing_queue(unsigned threads, std::size_t max_waiting)
    : max_waiting_(max_waiting) {
    for (unsigned i = 0; i < threads; ++i)
        workers_.emplace_back([this] { run(); });
}

void hashing_queue::stop() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    for (auto& worker : workers_)
        if (worker.joinable())
            worker.join();
}

bool hashing_queue::try_post(std::function<void()> job) {
    {
        std::lock_guard lock(mutex_);
        if (stopping_ || jobs_.size() >= max_waiting_)
            return false;
        jobs_.push_back(std::move(job));
    }
    wake_.notify_one();
    return true;
}

std::size_t hashing_queue::waiting() const {
    std::lock_guard lock(mutex_);
    return jobs_.size();
}

void hashing_queue::run() {
    for (;;) {
        std::function<void()> job;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
            if (jobs_.empty())
                return;
            job = std::move(jobs_.front());
            jobs_.pop_front();
        }
        job();
    }
}

} // namespace plyroom::server::accounts
