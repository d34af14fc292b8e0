#include "random.hpp"

#include <array>
#include <cerrno>
#include <sys/random.h>
#include <system_error>

namespace plyroom::server {

// getrandom(2), blocking only until the kernel's pool is first initialised.
ssize_t system_random(void* buffer, std::size_t size, unsigned int flags) {
    return ::getrandom(buffer, size, flags);
}

// Reads until `bytes` is full; a source that fails or gives nothing throws.
void fill_random(std::span<unsigned char> bytes, random_source source) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        errno = 0;
        const ssize_t got = source(bytes.data() + done, bytes.size() - done, 0);
        if (got > 0) {
            done += static_cast<std::size_t>(got);
            continue;
        }
        if (got < 0 && errno == EINTR)
            continue;
        // A source that gives nothing without an error would spin as surely as one that fails.
        throw std::system_error(got < 0 && errno != 0 ? errno : EIO, std::generic_category(),
                                "cannot read random bytes for tokens and room codes");
    }
}

// Eight bytes of the system's source, big-endian.
std::uint64_t random_u64() {
    std::array<unsigned char, sizeof(std::uint64_t)> bytes{};
    fill_random(bytes);
    std::uint64_t value = 0;
    for (const unsigned char byte : bytes)
        value = value << 8U | byte;
    return value;
}

} // namespace plyroom::server
