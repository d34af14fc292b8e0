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

// The first version of the kernel's struct sched_attr, for sched_setattr and sched_getattr
// (the kernel's header clashes with <sched.h>).
struct scheduling_attributes {
    std::uint32_t size = sizeof(scheduling_attributes);
    std::uint32_t sched_policy = SCHED_OTHER;
    std::uint64_t sched_flags = 0;
    std::int32_t sched_nice = 0;
    std::uint32_t sched_priority = 0;
    std::uint64_t sched_runtime = 0; // a fair thread's slice, in nanoseconds
    std::uint64_t sched_deadline = 0;
    std::uint64_t sched_period = 0;
};

// The shortest slice the kernel grants, in nanoseconds.
inline constexpr std::uint64_t short_time_slice_ns = 100'000;

// The calling thread keeps its policy and nice value and asks for a 0.1 ms slice. Best effort:
// a kernel (or a sandbox) that refuses it leaves the thread as it was; false then.
inline bool request_short_time_slice() {
    scheduling_attributes attributes;
    attributes.sched_nice = ::getpriority(PRIO_PROCESS, static_cast<id_t>(::gettid()));
    attributes.sched_runtime = short_time_slice_ns;
    return ::syscall(SYS_sched_setattr, 0, &attributes, 0u) == 0;
}

} // namespace plyroom::server
