// Password hashes: Argon2id through libsodium (crypto_pwhash_str), whose text carries its own
// salt and cost, so a hash made at one cost still verifies after the setting changes. Slow on
// purpose: call these off the I/O threads (hashing_queue.hpp).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace plyroom::server::accounts {

// Argon2id's cost: passes over memory and the memory itself (bytes).
struct password_cost {
    unsigned long long opslimit = 0;
    std::size_t memlimit = 0;

    // libsodium's interactive limits: the default, and the least a server should use.
    static password_cost interactive();
    // The least libsodium allows: for tests only.
    static password_cost minimum();
};

// Longest password accepted, in bytes (hashing cost does not grow with it, but memory does).
inline constexpr std::size_t max_password_bytes = 256;
// Shortest password accepted, in bytes.
inline constexpr std::size_t min_password_bytes = 8;

// Why `password` cannot be a password, in words; nullopt when it can.
std::optional<std::string> password_problem(std::string_view password);

// The stored text of a new hash of `password`; nullopt when libsodium fails (out of memory).
std::optional<std::string> hash_password(std::string_view password, password_cost cost);

// Whether `password` matches `stored` (a hash_password text).
bool verify_password(const std::string& stored, std::string_view password);

} // namespace plyroom::server::accounts
