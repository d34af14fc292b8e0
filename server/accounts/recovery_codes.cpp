#include "recovery_codes.hpp"

#include "lobby/sha256.hpp"
#include "random.hpp"

#include <array>

namespace plyroom::server::accounts {

namespace {

// 32 letters and digits without i, l, o and u (each random byte's low 5 bits pick one).
constexpr std::string_view code_alphabet = "abcdefghjkmnpqrstvwxyz0123456789";
constexpr std::size_t code_groups = 4;
constexpr std::size_t group_length = 4;

} // namespace

std::vector<std::string> new_recovery_codes() {
    std::vector<std::string> codes;
    for (std::size_t i = 0; i < recovery_code_count; ++i) {
        std::array<unsigned char, code_groups * group_length> bytes{};
        fill_random(bytes);
        std::string code;
        for (std::size_t j = 0; j < bytes.size(); ++j) {
            if (j > 0 && j % group_length == 0)
                code += '-';
            code += code_alphabet[bytes[j] % code_alphabet.size()];
        }
        codes.push_back(std::move(code));
    }
    return codes;
}

std::string hash_recovery_code(std::string_view typed) {
    std::string normal;
    for (char c : typed) {
        if (c == '-' || c == ' ')
            continue;
        normal += c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    }
    return lobby::sha256_hex(normal);
}

} // namespace plyroom::server::accounts
