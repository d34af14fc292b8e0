#include "room_code.hpp"

#include <algorithm>

namespace plyroom::protocol {

// Upper-cases ASCII letters; everything else is kept as it is.
std::string normalize_room_code(std::string_view code) {
    std::string normalized(code);
    for (char& c : normalized)
        if (c >= 'a' && c <= 'z')
            c = static_cast<char>(c - 'a' + 'A');
    return normalized;
}

// True for exactly room_code_length characters of room_code_alphabet.
bool is_valid_room_code(std::string_view code) {
    return code.size() == room_code_length && std::all_of(code.begin(), code.end(), [](char c) {
               return room_code_alphabet.find(c) != std::string_view::npos;
           });
}

} // namespace plyroom::protocol
