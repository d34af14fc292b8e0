#include "secrets.hpp"

#include "protocol/room_code.hpp"
#include "sha256.hpp"

#include <array>
#include <cerrno>
#include <sys/random.h>
#include <system_error>

namespace plyroom::server::lobby {

ssize_t system_random(void* buffer, std::size_t size, unsigned int flags) {
    return ::getrandom(buffer, size, flags);
}

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

namespace {

std::string random_hex(std::size_t bytes) {
    static constexpr char digits[] = "0123456789abcdef";
    std::array<unsigned char, 64> buffer{};
    fill_random(std::span(buffer).first(bytes));
    std::string out;
    for (std::size_t i = 0; i < bytes; ++i) {
        out += digits[buffer[i] >> 4];
        out += digits[buffer[i] & 15];
    }
    return out;
}

} // namespace

std::string new_token() {
    return random_hex(32);
}

std::string hash_token(const std::string& token) {
    return sha256_hex(token);
}

std::string new_player_id() {
    return "p_" + random_hex(5);
}

// Draws each character uniformly (rejection sampling keeps the alphabet unbiased).
std::string new_room_code() {
    const auto& alphabet = protocol::room_code_alphabet;
    std::string code;
    while (code.size() < protocol::room_code_length) {
        unsigned char byte = 0;
        fill_random(std::span(&byte, 1));
        if (byte < 248) // 248 = 8 * 31
            code += alphabet[byte % alphabet.size()];
    }
    return code;
}

std::uint64_t random_u64() {
    std::array<unsigned char, sizeof(std::uint64_t)> bytes{};
    fill_random(bytes);
    std::uint64_t value = 0;
    for (const unsigned char byte : bytes)
        value = value << 8U | byte;
    return value;
}

} // namespace plyroom::server::lobby
