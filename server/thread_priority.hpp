// Scheduling hints for the server's threads. Linux only, as the server is: there each thread
// has a nice value and a time slice of its own.
// - Store reads must not delay the rooms: a higher nice value, so that the kernel gives the
//   rooms' I/O threads, the writer and the AI most of a contended core. Not SCHED_IDLE: such a
//   thread starves behind any busy process on the machine, also while it holds the pool's lock
//   or while the server waits for it to end at shutdown.
// - The rooms' I/O threads and the writer wake for short bursts of work: they ask the kernel
//   for a short time slice, so that on waking they preempt a busy HTTP or reader thread at
//   once instead of waiting out its slice (EEVDF, Linux 6.12 and later; older kernels ignore
//   the request).
#pragma once

#include <cstdint>
#include <sched.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace plyroom::server {

// `steps` higher (10 higher: about a tenth of a contended core).
inline void lower_thread_priority(int steps) {
    const auto thread_id = static_cast<id_t>(::gettid());
    ::setpriority(PRIO_PROCESS, thread_id, ::getpriority(PRIO_PROCESS, thread_id) + steps);
}

// The calling thread keeps its policy and nice value and asks for a 0.1 ms slice. Best effort:
// a kernel (or a sandbox) that refuses it leaves the thread as it was; false then.
inline bool request_short_time_slice() {
    // The first version of the kernel's struct sched_attr (its header clashes with <sched.h>).
    struct {
        std::uint32_t size;
        std::uint32_t sched_policy;
        std::uint64_t sched_flags;
        std::int32_t sched_nice;
        std::uint32_t sched_priority;
        std::uint64_t sched_runtime;
        std::uint64_t sched_deadline;
        std::uint64_t sched_period;
    } attributes{};
    const auto thread_id = static_cast<id_t>(::gettid());
    attributes.size = sizeof attributes;
    attributes.sched_policy = SCHED_OTHER;
    attributes.sched_nice = ::getpriority(PRIO_PROCESS, thread_id);
    attributes.sched_runtime = 100'000; // nanoseconds: the shortest slice the kernel grants
    return ::syscall(SYS_sched_setattr, 0, &attributes, 0u) == 0;
}

} // namespace plyroom::server
