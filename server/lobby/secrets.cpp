#include "secrets.hpp"

#include "protocol/room_code.hpp"
#include "random.hpp"
#include "sha256.hpp"

#include <array>

namespace plyroom::server::lobby {

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

} // namespace plyroom::server::lobby
