#include "notation.hpp"

#include "registry.hpp"

namespace plyroom::core {

namespace {

const move_notation* notation_of(const match& m) {
    const game_definition* game = find_game(m.game_name());
    return game == nullptr ? nullptr : game->notation;
}

} // namespace

std::string write_move(const match& before, const json& move) {
    const move_notation* notation = notation_of(before);
    return notation == nullptr ? move.dump() : notation->write(before, move);
}

std::variant<json, refusal> read_move(const match& before, std::string_view text) {
    if (const move_notation* notation = notation_of(before))
        return notation->read(before, text);
    json move = json::parse(text, nullptr, false);
    if (move.is_discarded() || !move.is_object())
        return bad_request("expected a move as a JSON object");
    return move;
}

std::string grid_point_name(int column, int row) {
    std::string letters;
    for (int rest = column + 1; rest > 0; rest = (rest - 1) / 26)
        letters.insert(letters.begin(), static_cast<char>('a' + (rest - 1) % 26));
    return letters + std::to_string(row + 1);
}

std::optional<std::pair<int, int>> read_grid_point(std::string_view text, std::size_t& at) {
    // Two letters and three digits reach far beyond any board: longer is refused, not wrapped.
    constexpr std::size_t most_letters = 2;
    constexpr std::size_t most_digits = 3;
    std::size_t end = at;
    int column = 0;
    while (end < text.size() && end - at < most_letters && text[end] >= 'a' && text[end] <= 'z')
        column = column * 26 + (text[end++] - 'a' + 1);
    const std::size_t digits_at = end;
    int row = 0;
    while (end < text.size() && end - digits_at < most_digits && text[end] >= '0' &&
           text[end] <= '9')
        row = row * 10 + (text[end++] - '0');
    if (digits_at == at || end == digits_at || text[digits_at] == '0')
        return std::nullopt;
    at = end;
    return std::pair{column - 1, row - 1};
}

refusal expected_at(std::string_view what, std::string_view text, std::size_t at) {
    return bad_request("expected " + std::string(what) + " at column " + std::to_string(at + 1) +
                       " of \"" + std::string(text) + "\"");
}

} // namespace plyroom::core
