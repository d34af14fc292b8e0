// move := "pass" | point ["*" bonus] | "x" point, with point the column in letters and the row
// from the top counted from 1 ("c5").
#include "grav/grav_notation.hpp"

namespace plyroom::core::grav {

namespace {

// The [x,y] of a MOVE field, when it is one.
std::optional<std::pair<int, int>> grav_point_of(const json& move, const char* field) {
    const auto found = move.find(field);
    if (found == move.end() || !found->is_array() || found->size() != 2 ||
        !(*found)[0].is_number_integer() || !(*found)[1].is_number_integer() ||
        (*found)[0].get<int>() < 0 || (*found)[1].get<int>() < 0)
        return std::nullopt;
    return std::pair{(*found)[0].get<int>(), (*found)[1].get<int>()};
}

std::string write_grav_move(const match& /*before*/, const json& move) {
    if (move.size() == 1 && move.value("pass", false) == true)
        return "pass";
    if (auto removed = grav_point_of(move, "remove"); removed && move.size() == 1)
        return "x" + grid_point_name(removed->first, removed->second);
    if (auto placed = grav_point_of(move, "place")) {
        const auto bonus = move.find("bonus");
        if (move.size() == 1)
            return grid_point_name(placed->first, placed->second);
        if (move.size() == 2 && bonus != move.end() && bonus->is_number_integer() && *bonus > 0)
            return grid_point_name(placed->first, placed->second) + "*" +
                   std::to_string(bonus->get<int>());
    }
    return move.dump();
}

std::variant<json, refusal> read_grav_move(const match& /*before*/, std::string_view text) {
    if (text == "pass")
        return json{{"pass", true}};
    const bool removal = !text.empty() && text.front() == 'x';
    std::size_t at = removal ? 1 : 0;
    auto point = read_grid_point(text, at);
    if (!point)
        return expected_at(removal ? "a point such as c5" : "\"pass\", \"x\" or a point such as c5",
                           text, at);
    json move = {{removal ? "remove" : "place", json::array({point->first, point->second})}};
    if (!removal && at < text.size() && text[at] == '*') {
        const std::size_t digits_at = ++at;
        int bonus = 0;
        while (at < text.size() && at - digits_at < 3 && text[at] >= '0' && text[at] <= '9')
            bonus = bonus * 10 + (text[at++] - '0');
        if (at == digits_at || bonus == 0)
            return expected_at("a bonus of 1 or more", text, digits_at);
        move["bonus"] = bonus;
    }
    if (at != text.size())
        return expected_at(removal ? "the end of the move" : "\"*\" and a bonus, or the end", text,
                           at);
    return move;
}

// The board on one line: its rows from the top, each the seat digit of a stone (1 for the
// first seat) or "." for an empty point, separated by "/": "...../..1../.....".
std::string grav_position_line(const match& now, const std::vector<json>& /*played*/) {
    const json rows = now.state()["board"]["rows"];
    std::string text;
    for (const json& row : rows) {
        if (!text.empty())
            text += '/';
        for (const char point : row.get<std::string>())
            text += point == '.' ? '.' : static_cast<char>(point + 1);
    }
    return text;
}

} // namespace

const move_notation notation{&write_grav_move, &read_grav_move, &grav_position_line};

} // namespace plyroom::core::grav
