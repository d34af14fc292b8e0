// Scheduling for threads whose work must not delay the rooms (store reads): the kernel runs
// the rooms' I/O threads, the writer and the AI first. Linux only, as the server is.
#pragma once

#include <pthread.h>
#include <sched.h>

namespace plyroom::server {

// SCHED_IDLE: the thread runs on what CPU is left, and a waking thread of ordinary priority
// preempts it at once (a nice value only shrinks its share; it may still finish its slice
// first, milliseconds on a busy core). No privilege is needed to lower a thread's policy.
inline bool run_when_idle() {
    const sched_param none{};
    return ::pthread_setschedparam(::pthread_self(), SCHED_IDLE, &none) == 0;
}

} // namespace plyroom::server
