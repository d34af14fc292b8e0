// turn := "pass" | colour cell {"+" cell "-" cell}, the colour as its capital initial (B Y R P
// G O), a cell as its column in letters and its row from the top counted from 1 ("Pc3+c3-e5").
#include "divided_loyalties/dl_notation.hpp"

#include "divided_loyalties/colors.hpp"

namespace plyroom::core::divided_loyalties {

namespace {

constexpr std::string_view colour_initials = "BYRPGO"; // in the order of enum color

std::optional<std::pair<int, int>> dl_cell_of(const json& value) {
    if (!value.is_array() || value.size() != 2 || !value[0].is_number_integer() ||
        !value[1].is_number_integer() || value[0].get<int>() < 0 || value[1].get<int>() < 0)
        return std::nullopt;
    return std::pair{value[0].get<int>(), value[1].get<int>()};
}

std::string dl_cell_name(const std::pair<int, int>& cell) {
    return grid_point_name(cell.first, cell.second);
}

// The written turn, or nullopt when the MOVE is not in the shape the notation covers.
std::optional<std::string> dl_turn_text(const json& move) {
    if (move.size() == 1 && move.value("pass", false) == true)
        return "pass";
    const auto place = move.find("place");
    if (place == move.end() || !place->is_object() || place->size() != 2)
        return std::nullopt;
    const auto cell = dl_cell_of(place->value("cell", json()));
    const auto colour = place->contains("color") && (*place)["color"].is_string()
                            ? color_from_name((*place)["color"].get<std::string>())
                            : std::nullopt;
    if (!cell || !colour)
        return std::nullopt;
    std::string text(1, colour_initials[static_cast<std::size_t>(*colour)]);
    text += dl_cell_name(*cell);
    const auto bridges = move.find("bridges");
    if (move.size() != (bridges == move.end() ? 1U : 2U))
        return std::nullopt;
    if (bridges != move.end()) {
        if (!bridges->is_array())
            return std::nullopt;
        for (const json& bridge : *bridges) {
            if (!bridge.is_array() || bridge.size() != 2)
                return std::nullopt;
            const auto from = dl_cell_of(bridge[0]);
            const auto to = dl_cell_of(bridge[1]);
            if (!from || !to)
                return std::nullopt;
            text += "+" + dl_cell_name(*from) + "-" + dl_cell_name(*to);
        }
    }
    return text;
}

std::string write_dl_turn(const match& /*before*/, const json& move) {
    return dl_turn_text(move).value_or(move.dump());
}

std::variant<json, refusal> read_dl_turn(const match& /*before*/, std::string_view text) {
    if (text == "pass")
        return json{{"pass", true}};
    const std::size_t colour_at =
        text.empty() ? std::string_view::npos : colour_initials.find(text.front());
    if (colour_at == std::string_view::npos)
        return expected_at("\"pass\" or a colour initial (B, Y, R, P, G or O)", text, 0);
    std::size_t at = 1;
    auto cell = read_grid_point(text, at);
    if (!cell)
        return expected_at("a cell such as c3", text, at);
    json move = {{"place",
                  {{"cell", json::array({cell->first, cell->second})},
                   {"color", color_name(all_colors[colour_at])}}}};
    json bridges = json::array();
    while (at < text.size()) {
        if (text[at] != '+')
            return expected_at("\"+\" and a bridge, or the end", text, at);
        ++at;
        auto from = read_grid_point(text, at);
        if (!from)
            return expected_at("a cell such as c3", text, at);
        if (at >= text.size() || text[at] != '-')
            return expected_at("\"-\"", text, at);
        ++at;
        auto to = read_grid_point(text, at);
        if (!to)
            return expected_at("a cell such as e5", text, at);
        bridges.push_back(json::array(
            {json::array({from->first, from->second}), json::array({to->first, to->second})}));
    }
    // The canonical MOVE, as legal_moves() and the record write it, always lists its bridges.
    move["bridges"] = std::move(bridges);
    return move;
}

} // namespace

const move_notation notation{&write_dl_turn, &read_dl_turn};

} // namespace plyroom::core::divided_loyalties
