// A preloaded counter of heap allocations, for scripts/bench-move-profile: every malloc,
// calloc, realloc, aligned allocation and operator new of the process (every thread, C and
// C++), passed on to the allocator underneath. SIGUSR2 writes the count so far to stderr as
// one line, "allocations N". Built by the script: gcc -O2 -shared -fPIC ... -ldl.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static atomic_long allocations;

static void report(int signal_number) {
    (void)signal_number;
    char line[64];
    const int length = snprintf(line, sizeof line, "allocations %ld\n", atomic_load(&allocations));
    (void)!write(STDERR_FILENO, line, (size_t)length);
}

__attribute__((constructor)) static void install(void) { signal(SIGUSR2, report); }

// dlsym itself may allocate before the real functions are known: those few come from here.
static char early[1 << 16];
static size_t early_used;

static void* early_block(size_t size) {
    void* block = early + early_used;
    early_used += (size + 15) & ~(size_t)15;
    return early_used <= sizeof early ? block : NULL;
}

typedef void* (*sized_fn)(size_t);
typedef void* (*aligned_fn)(size_t, size_t);
typedef void* (*resize_fn)(void*, size_t);
typedef void (*free_fn)(void*);
typedef int (*memalign_fn)(void**, size_t, size_t);

// The next definition of NAME (the allocator underneath), looked up once into REAL.
#define NEXT(type, real, name)                 \
    static type real;                          \
    if (!real)                                 \
    real = (type)dlsym(RTLD_NEXT, name)

void* malloc(size_t size) {
    static void* (*real)(size_t);
    if (!real && !(real = (void* (*)(size_t))dlsym(RTLD_NEXT, "malloc")))
        return early_block(size);
    atomic_fetch_add(&allocations, 1);
    return real(size);
}

void* calloc(size_t count, size_t size) {
    static void* (*real)(size_t, size_t);
    if (!real && !(real = (void* (*)(size_t, size_t))dlsym(RTLD_NEXT, "calloc"))) {
        void* block = early_block(count * size);
        if (block)
            memset(block, 0, count * size);
        return block;
    }
    atomic_fetch_add(&allocations, 1);
    return real(count, size);
}

void free(void* block) {
    if ((char*)block >= early && (char*)block < early + sizeof early)
        return;
    NEXT(free_fn, real, "free");
    real(block);
}

void* realloc(void* block, size_t size) {
    NEXT(resize_fn, real, "realloc");
    atomic_fetch_add(&allocations, 1);
    return real(block, size);
}

void* aligned_alloc(size_t alignment, size_t size) {
    NEXT(aligned_fn, real, "aligned_alloc");
    atomic_fetch_add(&allocations, 1);
    return real(alignment, size);
}

int posix_memalign(void** out, size_t alignment, size_t size) {
    NEXT(memalign_fn, real, "posix_memalign");
    atomic_fetch_add(&allocations, 1);
    return real(out, alignment, size);
}

// operator new and new[], plain and aligned (a C++ allocator may define them apart from malloc).
void* _Znwm(size_t size) {
    NEXT(sized_fn, real, "_Znwm");
    atomic_fetch_add(&allocations, 1);
    return real(size);
}

void* _Znam(size_t size) {
    NEXT(sized_fn, real, "_Znam");
    atomic_fetch_add(&allocations, 1);
    return real(size);
}

void* _ZnwmSt11align_val_t(size_t size, size_t alignment) {
    NEXT(aligned_fn, real, "_ZnwmSt11align_val_t");
    atomic_fetch_add(&allocations, 1);
    return real(size, alignment);
}

void* _ZnamSt11align_val_t(size_t size, size_t alignment) {
    NEXT(aligned_fn, real, "_ZnamSt11align_val_t");
    atomic_fetch_add(&allocations, 1);
    return real(size, alignment);
}
