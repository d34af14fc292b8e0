// Composing a Divided Loyalties turn step by step before sending it whole: the stone (colour and
// cell), then bridges by their end cells, each step checked on a local copy of the game with the
// core's own rules, each undoable. The draft the session keeps (and the board draws) is
//   {"move": MOVE so far, "preview": BOARD with the steps applied, "new_bridges": n,
//    "cut_now": [indices of preview bridges the turn cuts], "dot_open": true|false}
// where dot_open says the stone stands on a dot and is not yet inside a bridge.
#pragma once

#include "game.hpp"

#include <string>
#include <string_view>
#include <variant>

#include <nlohmann/json.hpp>

namespace plyroom::client::dl {

using json = nlohmann::json;

// A composer step done: the new draft (null when emptied) and what to tell the player.
struct step_done {
    json draft;
    std::string message;
};

// Whether the first word of a line is a composer step: place, a colour, bridge, undo, clear.
bool is_step(std::string_view line);

// Applies one step to the draft for `seat` in the locally rebuilt match; the refusal in words
// leaves the draft as it was.
std::variant<step_done, std::string> apply_step(std::string_view line, const json& draft,
                                                const core::match& local, int seat);

// The draft of a MOVE composed so far, checked from scratch on the match; or why it fails.
std::variant<json, std::string> draft_of(const json& move, const core::match& local);

// A colour typed in full or by its first letter ("p", "Purple"), as the protocol spells it.
std::optional<std::string> read_colour(std::string_view word);

// The composed turn in words: "purple at (3,4); bridges (1,4)-(3,4)".
std::string describe_turn(const json& move);

} // namespace plyroom::client::dl
