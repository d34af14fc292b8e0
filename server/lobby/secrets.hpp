// Random identifiers: secret tokens, public player ids and room codes, all from the
// operating system's random source.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <sys/types.h>

namespace plyroom::server::lobby {

// 256 random bits as 64 hex digits: the secret a player resumes with.
std::string new_token();

// The stored form of a token.
std::string hash_token(const std::string& token);

// A public player id: "p_" and 10 random hex digits.
std::string new_player_id();

// A random room code of protocol/README.md's alphabet.
std::string new_room_code();

// 64 random bits (seeds for random options, random seats).
std::uint64_t random_u64();

// A source of random bytes with getrandom(2)'s contract: bytes written, or -1 and errno.
using random_source = ssize_t (*)(void* buffer, std::size_t size, unsigned int flags);

// The operating system's source, getrandom(2): what every function above draws from.
ssize_t system_random(void* buffer, std::size_t size, unsigned int flags);

// Fills `bytes` from `source`, retrying short reads and interrupted calls. Any other failure
// throws std::system_error naming the source's error: without randomness no secret can be
// made, and that must be loud rather than a silent spin.
void fill_random(std::span<unsigned char> bytes, random_source source = system_random);

} // namespace plyroom::server::lobby
