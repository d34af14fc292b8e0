// Random identifiers: secret tokens, public player ids and room codes, all from the
// operating system's random source (random.hpp).
#pragma once

#include <string>

namespace plyroom::server::lobby {

// 256 random bits as 64 hex digits: the secret a player resumes with.
std::string new_token();

// The stored form of a token.
std::string hash_token(const std::string& token);

// A public player id: "p_" and 10 random hex digits.
std::string new_player_id();

// A random room code of protocol/README.md's alphabet.
std::string new_room_code();

} // namespace plyroom::server::lobby
