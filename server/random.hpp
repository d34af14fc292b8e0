// Random numbers from the operating system: what secrets (lobby/secrets.hpp), rooms (seats
// drawn at random, the AI's choices) and random game options draw from. A layer of its own, so
// that a room does not depend on the lobby that holds it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <sys/types.h>

namespace plyroom::server {

// A source of random bytes with getrandom(2)'s contract: bytes written, or -1 and errno.
using random_source = ssize_t (*)(void* buffer, std::size_t size, unsigned int flags);

// The operating system's source, getrandom(2): what every function here draws from.
ssize_t system_random(void* buffer, std::size_t size, unsigned int flags);

// Fills `bytes` from `source`, retrying short reads and interrupted calls. Any other failure
// throws std::system_error naming the source's error: without randomness no secret can be
// made, and that must be loud rather than a silent spin.
void fill_random(std::span<unsigned char> bytes, random_source source = system_random);

// 64 random bits (seeds for random options, random seats, the AI).
std::uint64_t random_u64();

} // namespace plyroom::server
