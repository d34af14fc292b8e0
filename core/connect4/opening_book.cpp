#include "connect4/opening_book.hpp"

#include "trimmed.hpp"

#include <stdexcept>

namespace plyroom::core::connect4 {

namespace {

// The next line of `text` from `at` (without its end of line), moving `at` past it.
std::string_view next_line(std::string_view text, std::size_t& at) {
    const std::size_t end = text.find('\n', at);
    const std::size_t stop = end == std::string_view::npos ? text.size() : end;
    std::string_view line = text.substr(at, stop - at);
    at = stop == text.size() ? stop : stop + 1;
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    return line;
}

} // namespace

// A fresh book loaded from the text.
std::variant<opening_book, std::string> opening_book::parse(std::string_view text) {
    opening_book book;
    if (auto error = book.load(text))
        return *std::move(error);
    return book;
}

// Replays each line's moves, refusing full columns and finished games, and files the column
// under the position's canonical key.
std::optional<std::string> opening_book::load(std::string_view text) {
    opening_book& book = *this;
    std::size_t at = 0;
    int line_number = 0;
    while (at < text.size()) {
        ++line_number;
        std::string_view line = next_line(text, at);
        if (const std::size_t hash = line.find('#'); hash != std::string_view::npos)
            line = line.substr(0, hash);
        line = trimmed(line);
        if (line.empty())
            continue;
        const std::string where = "line " + std::to_string(line_number) + ": ";
        const std::size_t space = line.find_first_of(" \t");
        if (space == std::string_view::npos)
            return where + "expected \"<moves> <column>\"";
        const std::string_view moves = line.substr(0, space);
        const std::string_view answer = trimmed(line.substr(space));
        if (answer.size() != 1 || answer[0] < '1' || answer[0] > '7')
            return where + "the column must be one digit 1..7";

        bitboard board;
        if (moves != "-") {
            for (const char digit : moves) {
                if (digit < '1' || digit > '7')
                    return where + "moves are column digits 1..7";
                const int column = digit - '1';
                if (!board.can_play(column))
                    return where + "column " + std::string(1, digit) + " is already full";
                board.play(column);
                if (board.last_mover_won())
                    return where + "the game is already won";
            }
        }
        if (board.full())
            return where + "the board is full";
        const int column = answer[0] - '1';
        if (!board.can_play(column))
            return where + "column " + std::string(answer) + " is full there";

        const canonical_key key(search_position::from(board));
        const auto stored = static_cast<std::uint8_t>(key.canonical_column(column));
        const auto [entry, added] = book.columns_.emplace(key.key, stored);
        if (!added && entry->second != stored)
            return where + "the position (or its mirror image) already has another column";
        book.deepest_ = std::max(book.deepest_, board.moves());
    }
    return std::nullopt;
}

// Parses the embedded text once; a broken built-in book is a build defect, so it throws.
const opening_book& opening_book::builtin() {
    static const opening_book book = [] {
        opening_book built;
        if (auto error = built.load(builtin_book_text()))
            throw std::logic_error("the built-in Connect Four opening book is broken: " + *error);
        return built;
    }();
    return book;
}

// Looks the canonical key up and turns the column back into the position's orientation.
std::optional<int> opening_book::column(const search_position& position) const {
    const canonical_key key(position);
    const auto found = columns_.find(key.key);
    if (found == columns_.end())
        return std::nullopt;
    return key.canonical_column(found->second);
}

} // namespace plyroom::core::connect4
