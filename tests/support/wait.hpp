// Waiting in the tests: for a condition, never for a fixed time. A condition is checked again
// and again until it holds or a generous deadline passes (the machine is shared and the
// sanitizer build is slow, so deadlines are long and only a failing test ever reaches one).
#pragma once

#include <chrono>
#include <thread>

namespace plyroom::test {

using namespace std::chrono_literals;

// The deadline of every wait for something that is bound to happen.
inline constexpr std::chrono::milliseconds patience = 60s;

// Checks `done` until it holds (true) or `timeout` passes (false). Between checks it yields
// for `interval`: conditions seen from outside a process (a file, a counter in /metrics) give
// no event to wait on. A check that is itself a message to the server keeps under its rate.
template <class Condition>
bool wait_until(Condition done, std::chrono::milliseconds timeout = patience,
                std::chrono::milliseconds interval = 10ms) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        if (done())
            return true;
        if (std::chrono::steady_clock::now() >= deadline)
            return false;
        std::this_thread::sleep_for(interval);
    }
}

} // namespace plyroom::test
