#include "state_json.hpp"

#include <utility>

namespace plyroom::core::divided_loyalties {

namespace {

constexpr long long coordinate_limit = 1'000'000;

// [x,y] as a JSON array.
json coord_json(coord c) {
    return json::array({c.x, c.y});
}

// Reads [x,y] of two whole numbers; `what` names the field in the message.
std::variant<coord, std::string> coord_from_json(const json& value, const std::string& what) {
    if (!value.is_array() || value.size() != 2 || !value[0].is_number_integer() ||
        !value[1].is_number_integer())
        return what + " must be [x,y], two whole numbers";
    const auto x = value[0].get<long long>();
    const auto y = value[1].get<long long>();
    if (x < -coordinate_limit || x > coordinate_limit || y < -coordinate_limit ||
        y > coordinate_limit)
        return what + " is far off the board";
    return coord{static_cast<int>(x), static_cast<int>(y)};
}

// Reads "place":{"cell":[x,y],"color":"purple"}.
std::variant<placement, std::string> placement_from_json(const json& value) {
    if (!value.is_object())
        return std::string("\"place\" must be {\"cell\":[x,y],\"color\":\"purple\"}");
    for (const auto& [key, field] : value.items())
        if (key != "cell" && key != "color")
            return "unknown field \"" + key + "\" in \"place\" (it holds cell and color)";
    const auto cell = value.find("cell");
    const auto stone = value.find("color");
    if (cell == value.end() || stone == value.end())
        return std::string("\"place\" needs both \"cell\":[x,y] and \"color\"");
    auto at = coord_from_json(*cell, "\"cell\"");
    if (auto* why = std::get_if<std::string>(&at))
        return *why;
    if (!stone->is_string())
        return std::string("\"color\" must be a colour name such as \"purple\"");
    const auto named = color_from_name(stone->get<std::string>());
    if (!named)
        return "unknown colour \"" + stone->get<std::string>() +
               "\" (colours: blue, yellow, red, purple, green, orange)";
    return placement{std::get<coord>(at), *named};
}

// Reads "bridges":[[[x1,y1],[x2,y2]],...].
std::variant<std::vector<bridge_request>, std::string> bridges_from_json(const json& value) {
    if (!value.is_array())
        return std::string("\"bridges\" must be a list of [[x1,y1],[x2,y2]]");
    std::vector<bridge_request> requests;
    for (std::size_t i = 0; i < value.size(); ++i) {
        const std::string name = "bridge " + std::to_string(i + 1);
        const json& ends = value[i];
        if (!ends.is_array() || ends.size() != 2)
            return name + " must be [[x1,y1],[x2,y2]], its two end stones";
        auto from = coord_from_json(ends[0], name + "'s first end");
        if (auto* why = std::get_if<std::string>(&from))
            return *why;
        auto to = coord_from_json(ends[1], name + "'s second end");
        if (auto* why = std::get_if<std::string>(&to))
            return *why;
        requests.push_back(bridge_request{std::get<coord>(from), std::get<coord>(to)});
    }
    return requests;
}

// {"bridges":b,"regions":r}.
json score_json(const score& points) {
    return json{{"bridges", points.bridges}, {"regions", points.regions}};
}

} // namespace

// Parses MOVE into a turn, or says what is malformed.
std::variant<turn, std::string> turn_from_json(const json& move) {
    if (!move.is_object())
        return std::string("a move must be a JSON object");
    if (const auto pass = move.find("pass"); pass != move.end()) {
        if (!pass->is_boolean() || !pass->get<bool>())
            return std::string("\"pass\" must be true");
        if (move.size() != 1)
            return std::string("a pass is {\"pass\":true} and carries nothing else");
        return turn{};
    }
    for (const auto& [key, field] : move.items())
        if (key != "place" && key != "bridges")
            return "unknown field \"" + key + "\" in the move (a turn has place and bridges)";
    const auto place = move.find("place");
    if (place == move.end())
        return std::string(
            "a turn is {\"place\":{\"cell\":[x,y],\"color\":\"purple\"},\"bridges\":[...]} or "
            "{\"pass\":true}");
    turn parsed;
    auto stone = placement_from_json(*place);
    if (auto* why = std::get_if<std::string>(&stone))
        return *why;
    parsed.place = std::get<placement>(stone);
    if (const auto bridges = move.find("bridges"); bridges != move.end()) {
        auto requests = bridges_from_json(*bridges);
        if (auto* why = std::get_if<std::string>(&requests))
            return *why;
        parsed.bridges = std::move(std::get<std::vector<bridge_request>>(requests));
    }
    return parsed;
}

// Writes a turn in MOVE shape.
json turn_to_json(const turn& played) {
    if (!played.place)
        return json{{"pass", true}};
    json bridges = json::array();
    for (const bridge_request& request : played.bridges)
        bridges.push_back(json::array({coord_json(request.from), coord_json(request.to)}));
    return json{
        {"place",
         {{"cell", coord_json(played.place->cell)}, {"color", color_name(played.place->stone)}}},
        {"bridges", bridges}};
}

// Both players' points, shown apart.
json scores_json(const game_state& state) {
    return json{{"blue", score_json(state.score_of(0))}, {"yellow", score_json(state.score_of(1))}};
}

std::string cells_text(const position& board) {
    std::string text;
    json_writer out(text);
    out.begin_array();
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        const cell_kind kind = board.kind(cell);
        if (kind == cell_kind::none)
            continue;
        const coord at = board.at(cell);
        const int region = board.region(cell);
        out.begin_object().key("x").number(at.x).key("y").number(at.y);
        out.key("kind").string(kind == cell_kind::board ? "board" : "dot").key("region");
        if (region >= 0)
            out.string(board.region_names[static_cast<std::size_t>(region)]);
        else
            out.null();
        out.end_object();
    }
    out.end_array();
    return text;
}

namespace {

void write_coord(json_writer& out, coord c) {
    out.begin_array().number(c.x).number(c.y).end_array();
}

} // namespace

// BOARD of protocol/README.md, cells and stones in reading order, bridges in the order made.
void write_board(json_writer& out, const game_state& state, std::string_view cells) {
    const position& board = state.board();
    out.begin_object().key("width").number(board.width).key("height").number(board.height);
    out.key("cells").text(cells);
    out.key("stones").begin_array();
    for (int cell = 0; cell < board.cell_count(); ++cell)
        if (const auto stone = state.stone_at(cell)) {
            const coord at = board.at(cell);
            out.begin_object().key("x").number(at.x).key("y").number(at.y);
            out.key("color").string(color_name(*stone)).end_object();
        }
    out.end_array().key("bridges").begin_array();
    for (const bridge& each : state.bridges()) {
        out.begin_object().key("from");
        write_coord(out, each.line.from);
        out.key("to");
        write_coord(out, each.line.to);
        out.key("owner").string(owner_name(each.owner)).key("by").string(side_name(each.by));
        out.key("cut").boolean(each.cut).end_object();
    }
    out.end_array().key("inventory").begin_object();
    for (int seat = 0; seat < 2; ++seat) {
        out.key(side_name(seat)).begin_object();
        for (const color c : colors_of_seat(seat))
            out.key(color_name(c)).number(state.inventory(seat)[static_cast<std::size_t>(c)]);
        out.end_object();
    }
    out.end_object().key("set").begin_object();
    out.key("blue").number(state.sets_dealt(0)).key("yellow").number(state.sets_dealt(1));
    out.end_object().key("sets").number(state.sets()).key("score").begin_object();
    for (int seat = 0; seat < 2; ++seat) {
        const score& points = state.score_of(seat);
        out.key(side_name(seat)).begin_object();
        out.key("bridges").number(points.bridges).key("regions").number(points.regions);
        out.end_object();
    }
    out.end_object().end_object();
}

json board_json(const game_state& state) {
    std::string text;
    json_writer out(text);
    write_board(out, state, cells_text(state.board()));
    return json::parse(text);
}

} // namespace plyroom::core::divided_loyalties
