#include "ui/games/dl_turn.hpp"

#include "divided_loyalties/divided_loyalties_match.hpp"
#include "divided_loyalties/game_state.hpp"
#include "divided_loyalties/state_json.hpp"
#include "ui/cells.hpp"
#include "ui/games/divided_loyalties_words.hpp"

#include <array>

namespace plyroom::client::dl {

namespace dlcore = core::divided_loyalties;

namespace {

constexpr std::array<std::string_view, 6> colour_names{"blue",   "yellow", "red",
                                                       "purple", "green",  "orange"};

// The words after the first, joined by blanks.
std::string rest_of(const std::vector<std::string>& words, std::size_t from) {
    std::string rest;
    for (std::size_t i = from; i < words.size(); ++i)
        rest += words[i] + " ";
    return rest;
}

// The composed turn as a core turn, from a MOVE that the composer wrote.
dlcore::turn turn_of(const json& move) {
    auto parsed = dlcore::turn_from_json(move);
    if (auto* made = std::get_if<dlcore::turn>(&parsed))
        return *made;
    return {};
}

// The game's words for the composer, in the current language.
std::string step_words(std::string_view key, std::initializer_list<std::string_view> args = {}) {
    return words_of(divided_loyalties_words(), key, args);
}

// "(x,y)-(x,y)" of a bridge request.
std::string bridge_text(const dlcore::bridge_request& request) {
    return cell_text({request.from.x, request.from.y}) + "-" +
           cell_text({request.to.x, request.to.y});
}

// A stone placed: colour and cell.
std::variant<step_done, std::string> place_step(const std::vector<std::string>& words,
                                                std::size_t colour_at, const json& draft,
                                                const core::match& local) {
    if (colour_at >= words.size())
        return step_words("step.place_how");
    const auto colour = read_colour(words[colour_at]);
    if (!colour)
        return step_words("step.unknown_colour", {words[colour_at]});
    const auto at = read_cells(rest_of(words, colour_at + 1), 1);
    if (!at)
        return step_words("step.where", {*colour});
    json move = draft.is_object() ? draft.value("move", json::object()) : json::object();
    if (move.contains("bridges") && !move["bridges"].empty())
        return step_words("step.bridges_first");
    move = json{{"place", {{"cell", cell_json(at->front())}, {"color", *colour}}},
                {"bridges", json::array()}};
    auto made = draft_of(move, local);
    if (auto* why = std::get_if<std::string>(&made))
        return *why;
    return step_done{
        std::get<json>(made),
        step_words("step.placed", {step_words("colour." + *colour), cell_text(at->front())})};
}

// A bridge named by its two end cells.
std::variant<step_done, std::string> bridge_step(const std::vector<std::string>& words,
                                                 const json& draft, const core::match& local) {
    if (!draft.is_object() || !draft.value("move", json::object()).contains("place"))
        return step_words("step.stone_first");
    const auto ends = read_cells(rest_of(words, 1), 2);
    if (!ends)
        return step_words("step.bridge_how");
    json move = draft["move"];
    move["bridges"].push_back(json::array({cell_json((*ends)[0]), cell_json((*ends)[1])}));
    auto made = draft_of(move, local);
    if (auto* why = std::get_if<std::string>(&made))
        return *why;
    json next = std::get<json>(made);
    const json& preview = next["preview"];
    const json& added = preview["bridges"].back();
    const std::string owner = added.value("owner", "");
    const std::string bridge_ends =
        cell_text(*cell_of(added["from"])) + "-" + cell_text(*cell_of(added["to"]));
    std::string message = owner == "red" ? step_words("step.bridge_red", {bridge_ends})
                                         : step_words("step.bridge_scores",
                                                      {bridge_ends, step_words("colour." + owner)});
    const std::size_t cuts_before =
        draft.contains("cut_now") ? draft["cut_now"].size() : std::size_t{0};
    const std::size_t cuts = next["cut_now"].size() - cuts_before;
    if (cuts > 0)
        message +=
            step_words(cuts == 1 ? "step.cuts_one" : "step.cuts_many", {std::to_string(cuts)});
    return step_done{std::move(next), message + "."};
}

// Takes back the latest step: the latest bridge, else the stone.
std::variant<step_done, std::string> undo_step(const json& draft, const core::match& local) {
    if (!draft.is_object() || !draft.contains("move"))
        return step_words("step.nothing_to_undo");
    json move = draft["move"];
    if (!move["bridges"].empty()) {
        move["bridges"].erase(move["bridges"].size() - 1);
        auto made = draft_of(move, local);
        if (auto* why = std::get_if<std::string>(&made))
            return *why;
        return step_done{std::get<json>(made), step_words("step.took_back_bridge")};
    }
    return step_done{nullptr, step_words("step.took_back_stone")};
}

} // namespace

// Reads a colour name or its first letter.
std::optional<std::string> read_colour(std::string_view word) {
    const std::string name = lower(word);
    for (const std::string_view colour : colour_names)
        if (name == colour || (name.size() == 1 && name[0] == colour[0]))
            return std::string(colour);
    return std::nullopt;
}

// True for the composer's words.
bool is_step(std::string_view line) {
    const std::vector<std::string> words = split_words(line);
    if (words.empty())
        return false;
    const std::string first = lower(words.front());
    return first == "place" || first == "bridge" || first == "br" || first == "undo" ||
           first == "clear" || (read_colour(first) && words.size() > 1);
}

// Replays the composed steps on a copy of the game and describes the result.
std::variant<json, std::string> draft_of(const json& move, const core::match& local) {
    const dlcore::game_state* base = dlcore::rules_state(local);
    if (base == nullptr)
        return step_words("step.not_this_game");
    auto parsed = dlcore::turn_from_json(move);
    if (auto* why = std::get_if<std::string>(&parsed))
        return *why;
    const dlcore::turn& composed = std::get<dlcore::turn>(parsed);
    if (!composed.place)
        return step_words("step.stone_starts");
    dlcore::game_state trial = *base;
    if (auto refused = trial.place(*composed.place))
        return step_words("step.stone_refused", {refused->message});
    for (std::size_t i = 0; i < composed.bridges.size(); ++i)
        if (auto refused = trial.add_bridge(composed.bridges[i]))
            return step_words("step.bridge_refused",
                              {bridge_text(composed.bridges[i]), refused->message});
    json cut_now = json::array();
    for (std::size_t i = 0; i < base->bridges().size(); ++i)
        if (!base->bridges()[i].cut && trial.bridges()[i].cut)
            cut_now.push_back(i);
    bool dot_open = false;
    const int placed = trial.placed_cell();
    if (placed >= 0 && trial.board().kind(placed) == dlcore::cell_kind::dot) {
        dot_open = true;
        for (const dlcore::bridge& each : trial.bridges())
            if (!each.cut && each.line.has_cell(placed))
                dot_open = false;
    }
    return json{{"move", dlcore::turn_to_json(composed)},
                {"preview", dlcore::board_json(trial)},
                {"new_bridges", composed.bridges.size()},
                {"cut_now", cut_now},
                {"dot_open", dot_open}};
}

// Dispatches one composer step.
std::variant<step_done, std::string> apply_step(std::string_view line, const json& draft,
                                                const core::match& local, int seat) {
    const dlcore::game_state* base = dlcore::rules_state(local);
    if (base == nullptr)
        return step_words("step.not_this_game");
    if (local.finished())
        return step_words("step.game_over");
    if (base->to_move() != seat)
        return step_words("step.not_your_turn");
    const std::vector<std::string> words = split_words(line);
    if (words.empty())
        return step_words("step.type_a_step");
    const std::string first = lower(words.front());
    if (first == "place")
        return place_step(words, 1, draft, local);
    if (first == "bridge" || first == "br")
        return bridge_step(words, draft, local);
    if (first == "undo")
        return undo_step(draft, local);
    if (first == "clear")
        return step_done{nullptr, step_words("step.cleared")};
    if (read_colour(first))
        return place_step(words, 0, draft, local);
    return step_words("step.unknown", {words.front()});
}

// The turn in words.
std::string describe_turn(const json& move) {
    const dlcore::turn composed = turn_of(move);
    const catalogue& words = divided_loyalties_words();
    if (!composed.place)
        return words_of(words, "turn.pass");
    const std::string colour(dlcore::color_name(composed.place->stone));
    std::string text = words_of(words, "turn.place",
                                {words_of(words, "colour." + colour),
                                 cell_text({composed.place->cell.x, composed.place->cell.y})});
    if (composed.bridges.empty())
        return text;
    std::string bridges;
    for (std::size_t i = 0; i < composed.bridges.size(); ++i)
        bridges += (i == 0 ? "" : ", ") + bridge_text(composed.bridges[i]);
    return text + words_of(words, composed.bridges.size() == 1 ? "turn.bridge" : "turn.bridges",
                           {bridges});
}

} // namespace plyroom::client::dl
