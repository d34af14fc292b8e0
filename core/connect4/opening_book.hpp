// The opening book: the column the hard player takes in each position it can meet early in a
// game, computed by the project's own solver (bench/connect4/book_tool.cpp) and built into the
// library from core/connect4/opening_book.txt.
//
// Text format: '#' starts a comment; every other line is "<moves> <column>": the moves that
// lead to the position as column digits 1..7 from the empty board ("-" for the empty board
// itself) and the column to play there, also 1..7. A position and its mirror image share one
// entry, so a book need only list one of them.
#pragma once

#include "connect4/search_position.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <variant>

namespace plyroom::core::connect4 {

class opening_book {
public:
    // The book built into the library (parsed once, on first use).
    static const opening_book& builtin();
    // A book from its text, or why the text is no book ("line 12: column 9 is off the board").
    static std::variant<opening_book, std::string> parse(std::string_view text);

    // The book's column (0..6) for a position, or nullopt when the book does not have it.
    std::optional<int> column(const search_position& position) const;
    // Positions the book answers (a position and its mirror image count once).
    std::size_t size() const { return columns_.size(); }
    // The most discs on the board in any position of the book.
    int deepest() const { return deepest_; }

private:
    opening_book() = default;
    // Adds the lines of a book's text, or says why the text is no book.
    std::optional<std::string> load(std::string_view text);

    std::unordered_map<std::uint64_t, std::uint8_t> columns_; // canonical key -> column
    int deepest_ = 0;
};

// The text of the built-in book (generated from opening_book.txt at configure time).
std::string_view builtin_book_text();

} // namespace plyroom::core::connect4
