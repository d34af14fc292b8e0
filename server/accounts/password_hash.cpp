#include "password_hash.hpp"

#include <sodium.h>
#include <stdexcept>

namespace plyroom::server::accounts {

namespace {

// sodium_init is safe to call more than once, from any thread.
void ensure_sodium() {
    if (sodium_init() < 0)
        throw std::runtime_error("libsodium could not start");
}

} // namespace

password_cost password_cost::interactive() {
    return {crypto_pwhash_OPSLIMIT_INTERACTIVE, crypto_pwhash_MEMLIMIT_INTERACTIVE};
}

password_cost password_cost::minimum() {
    return {crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN};
}

std::optional<std::string> password_problem(std::string_view password) {
    if (password.size() < min_password_bytes || password.size() > max_password_bytes)
        return "a password is 8 to 256 bytes";
    return std::nullopt;
}

std::optional<std::string> hash_password(std::string_view password, password_cost cost) {
    ensure_sodium();
    char out[crypto_pwhash_STRBYTES];
    if (crypto_pwhash_str_alg(out, password.data(), password.size(), cost.opslimit, cost.memlimit,
                              crypto_pwhash_ALG_ARGON2ID13) != 0)
        return std::nullopt;
    return std::string(out);
}

bool verify_password(const std::string& stored, std::string_view password) {
    ensure_sodium();
    return crypto_pwhash_str_verify(stored.c_str(), password.data(), password.size()) == 0;
}

} // namespace plyroom::server::accounts
