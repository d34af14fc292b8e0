// Exporting a match: the position (id or CSV), the sets and every turn, in the shape that
// create_match reads back from {"export":...}.
#include "dl_match.hpp"
#include "state_json.hpp"

namespace plyroom::core::divided_loyalties {

// Writes the export of a Divided Loyalties match, or null for another game.
json export_game(const match& played) {
    const auto* ours = dynamic_cast<const dl_match*>(&played);
    if (ours == nullptr)
        return nullptr;
    json exported = position_options(ours->setup());
    exported["game"] = "divided_loyalties";
    exported["format"] = 1;
    json turns = json::array();
    for (const recorded_turn& each : ours->history()) {
        json entry = turn_to_json(each.played);
        entry["seat"] = each.seat;
        turns.push_back(std::move(entry));
    }
    exported["turns"] = std::move(turns);
    exported["result"] = ours->result_json();
    return exported;
}

// The rules state behind a Divided Loyalties match, or nullptr for another game.
const game_state* rules_state(const match& played) {
    const auto* ours = dynamic_cast<const dl_match*>(&played);
    return ours == nullptr ? nullptr : &ours->rules();
}

} // namespace plyroom::core::divided_loyalties
