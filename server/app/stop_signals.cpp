#include "stop_signals.hpp"

#include <csignal>
#include <pthread.h>

namespace plyroom::server::app {
namespace {

sigset_t stop_signal_set() {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    return set;
}

} // namespace

void block_stop_signals() {
    const sigset_t set = stop_signal_set();
    pthread_sigmask(SIG_BLOCK, &set, nullptr);
}

stop_signal_waiter::stop_signal_waiter(std::function<void(int)> stop)
    : waiting_([this, stop = std::move(stop)] {
          const sigset_t set = stop_signal_set();
          int signal = 0;
          while (sigwait(&set, &signal) != 0) {
          }
          if (!closing_.load())
              stop(signal);
      }) {}

stop_signal_waiter::~stop_signal_waiter() {
    closing_.store(true);
    // Directed at the waiting thread, where the signal is blocked: sigwait takes it.
    pthread_kill(waiting_.native_handle(), SIGTERM);
    waiting_.join();
}

} // namespace plyroom::server::app
