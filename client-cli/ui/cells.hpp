// Small helpers of the game renderers and commands: reading typed cells ("3 4", "3,4", "(3,4)",
// or several on one line: "1,4 3,4"), words, and JSON fields. Coordinates are the protocol's:
// x the column from the left, y the row from the top, from 0.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace plyroom::client {

struct cell {
    int x = 0;
    int y = 0;
    bool operator==(const cell&) const = default;
};

// The whole numbers of a text in order, separated by blanks, commas or brackets; nullopt when
// anything else is there (a letter, a sign, a number too large).
std::optional<std::vector<int>> read_numbers(std::string_view text);

// Exactly `count` cells written as 2 * count numbers, or nullopt.
std::optional<std::vector<cell>> read_cells(std::string_view text, std::size_t count);

// [x,y] as the protocol writes a cell.
nlohmann::json cell_json(cell c);

// A protocol [x,y], or nullopt when it is not two whole numbers.
std::optional<cell> cell_of(const nlohmann::json& value);

// "(x,y)" for people.
std::string cell_text(cell c);

// The words of a line, split at blanks.
std::vector<std::string> split_words(std::string_view line);

// A word lower-cased.
std::string lower(std::string_view word);

// An integer field of a JSON object, or the fallback when it is missing or not an integer.
int int_field(const nlohmann::json& object, const char* field, int fallback);

} // namespace plyroom::client
