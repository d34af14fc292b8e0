#include "ui/cells.hpp"

#include <cctype>

namespace plyroom::client {

namespace {

// Numbers larger than any board are refused rather than overflowing.
constexpr int largest_number = 9999;

} // namespace

// Reads digits separated by blanks, commas and brackets.
std::optional<std::vector<int>> read_numbers(std::string_view text) {
    std::vector<int> numbers;
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (std::isspace(static_cast<unsigned char>(c)) || c == ',' || c == '(' || c == ')' ||
            c == '[' || c == ']') {
            ++i;
            continue;
        }
        if (!std::isdigit(static_cast<unsigned char>(c)))
            return std::nullopt;
        int value = 0;
        while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
            value = value * 10 + (text[i] - '0');
            if (value > largest_number)
                return std::nullopt;
            ++i;
        }
        numbers.push_back(value);
    }
    return numbers;
}

// Pairs up exactly 2 * count numbers.
std::optional<std::vector<cell>> read_cells(std::string_view text, std::size_t count) {
    const auto numbers = read_numbers(text);
    if (!numbers || numbers->size() != 2 * count)
        return std::nullopt;
    std::vector<cell> cells;
    for (std::size_t i = 0; i < count; ++i)
        cells.push_back(cell{(*numbers)[2 * i], (*numbers)[2 * i + 1]});
    return cells;
}

// Writes [x,y].
nlohmann::json cell_json(cell c) {
    return nlohmann::json::array({c.x, c.y});
}

// Reads [x,y] of two integers.
std::optional<cell> cell_of(const nlohmann::json& value) {
    if (!value.is_array() || value.size() != 2 || !value[0].is_number_integer() ||
        !value[1].is_number_integer())
        return std::nullopt;
    return cell{value[0].get<int>(), value[1].get<int>()};
}

// Writes (x,y).
std::string cell_text(cell c) {
    std::string text = "(";
    text += std::to_string(c.x);
    text += ',';
    text += std::to_string(c.y);
    text += ')';
    return text;
}

// Splits at runs of blanks.
std::vector<std::string> split_words(std::string_view line) {
    std::vector<std::string> words;
    std::string word;
    for (const char c : line) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!word.empty())
                words.push_back(std::move(word));
            word.clear();
        } else {
            word.push_back(c);
        }
    }
    if (!word.empty())
        words.push_back(std::move(word));
    return words;
}

// Lower-cases ASCII letters.
std::string lower(std::string_view word) {
    std::string out;
    for (const char c : word)
        out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    return out;
}

// Reads an integer field.
int int_field(const nlohmann::json& object, const char* field, int fallback) {
    if (!object.is_object())
        return fallback;
    const auto found = object.find(field);
    return found != object.end() && found->is_number_integer() ? found->get<int>() : fallback;
}

} // namespace plyroom::client
