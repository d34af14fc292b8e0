#include "secrets.hpp"

#include "protocol/room_code.hpp"
#include "sha256.hpp"

#include <array>
#include <cstring>
#include <sys/random.h>

namespace plyroom::server::lobby {

namespace {

// Fills a buffer from getrandom(2), retrying short reads.
void fill_random(void* out, std::size_t size) {
    auto* bytes = static_cast<unsigned char*>(out);
    std::size_t done = 0;
    while (done < size) {
        const ssize_t got = getrandom(bytes + done, size - done, 0);
        if (got > 0)
            done += static_cast<std::size_t>(got);
    }
}

std::string random_hex(std::size_t bytes) {
    static constexpr char digits[] = "0123456789abcdef";
    std::array<unsigned char, 64> buffer{};
    fill_random(buffer.data(), bytes);
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
        fill_random(&byte, 1);
        if (byte < 248) // 248 = 8 * 31
            code += alphabet[byte % alphabet.size()];
    }
    return code;
}

std::uint64_t random_u64() {
    std::uint64_t value = 0;
    fill_random(&value, sizeof value);
    return value;
}

} // namespace plyroom::server::lobby
