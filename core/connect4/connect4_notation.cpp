#include "connect4/connect4_notation.hpp"

namespace plyroom::core::connect4 {

namespace {

constexpr int column_count = 7;

std::string write_column(const match& /*before*/, const json& move) {
    const auto column = move.find("column");
    if (column == move.end() || !column->is_number_integer() || *column < 0 ||
        *column >= column_count)
        return move.dump();
    return std::string(1, static_cast<char>('a' + column->get<int>()));
}

std::variant<json, refusal> read_column(const match& /*before*/, std::string_view text) {
    if (text.size() != 1 || text[0] < 'a' || text[0] >= 'a' + column_count)
        return bad_request("expected a column letter a-g, not \"" + std::string(text) + "\"");
    return json{{"column", text[0] - 'a'}};
}

std::string connect4_position_line(const match& /*now*/, const std::vector<json>& played) {
    return solver_sequence(played);
}

} // namespace

const move_notation notation{&write_column, &read_column, &connect4_position_line};

std::string solver_sequence(const std::vector<json>& moves) {
    std::string digits;
    for (const json& move : moves)
        digits += static_cast<char>('1' + move.at("column").get<int>());
    return digits;
}

} // namespace plyroom::core::connect4
