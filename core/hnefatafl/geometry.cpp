#include "hnefatafl/geometry.hpp"

namespace plyroom::core::hnefatafl {

// The algebraic name of a board square, file letter then rank number.
std::string square_name(square s) {
    std::string name(1, static_cast<char>('a' + file_of(s)));
    name += std::to_string(rank_of(s) + 1);
    return name;
}

// Reads "f4": one file letter a..k (either case) and a rank 1..11 without leading zeros.
std::optional<square> parse_square(std::string_view text) {
    if (text.size() < 2 || text.size() > 3)
        return std::nullopt;
    const char letter =
        text[0] >= 'A' && text[0] <= 'Z' ? static_cast<char>(text[0] - 'A' + 'a') : text[0];
    if (letter < 'a' || letter >= 'a' + board_size)
        return std::nullopt;
    const std::string_view digits = text.substr(1);
    if (digits[0] == '0')
        return std::nullopt;
    int rank = 0;
    for (const char digit : digits) {
        if (digit < '0' || digit > '9')
            return std::nullopt;
        rank = rank * 10 + (digit - '0');
    }
    if (rank < 1 || rank > board_size)
        return std::nullopt;
    return make_square(letter - 'a', rank - 1);
}

} // namespace plyroom::core::hnefatafl
