// SIGINT and SIGTERM, taken by one thread with sigwait instead of a handler.
//
// Blocked from the start of run_server, before any thread exists, so every thread the server
// starts inherits the block: a stop signal sent at any moment (the moment the port is
// announced included) stays pending until the waiting thread takes it, and is never delivered
// to a thread that is still starting or one that cannot run a handler at once.
#pragma once

#include <atomic>
#include <functional>
#include <thread>

namespace plyroom::server::app {

// Blocks SIGINT and SIGTERM in the calling thread and so in every thread it starts afterwards.
void block_stop_signals();

class stop_signal_waiter {
public:
    // Calls `stop` with the signal's number, on the waiting thread, when one arrives.
    explicit stop_signal_waiter(std::function<void(int)> stop);
    // Wakes the waiting thread if no signal came, and joins it.
    ~stop_signal_waiter();

    stop_signal_waiter(const stop_signal_waiter&) = delete;
    stop_signal_waiter& operator=(const stop_signal_waiter&) = delete;

private:
    // Set before the destructor wakes the waiting thread with a signal of its own.
    std::atomic<bool> closing_{false};
    std::thread waiting_;
};

} // namespace plyroom::server::app
