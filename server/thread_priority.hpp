// Scheduling for threads whose work must not delay the rooms (store reads): a higher nice
// value, so that the kernel gives the rooms' I/O threads, the writer and the AI most of a
// contended core. Linux only, as the server is: there each thread has a nice value of its own.
// Not SCHED_IDLE: such a thread starves behind any busy process on the machine, also while it
// holds the pool's lock or while the server waits for it to end at shutdown.
#pragma once

#include <sys/resource.h>
#include <unistd.h>

namespace plyroom::server {

// `steps` higher (10 higher: about a tenth of a contended core).
inline void lower_thread_priority(int steps) {
    const auto thread_id = static_cast<id_t>(::gettid());
    ::setpriority(PRIO_PROCESS, thread_id, ::getpriority(PRIO_PROCESS, thread_id) + steps);
}

} // namespace plyroom::server
