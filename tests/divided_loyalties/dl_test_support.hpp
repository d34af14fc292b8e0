// Helpers for the Divided Loyalties tests: small positions written as rows of tokens, and a
// table that plays turns for both sides, parking the other side's stones out of the way.
#pragma once

#include "divided_loyalties/game_state.hpp"
#include "divided_loyalties/position_csv.hpp"
#include "divided_loyalties/state_json.hpp"
#include "registry.hpp"

#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace plyroom::core::divided_loyalties::testing {

// Creates a Divided Loyalties match through the registry, or fails the test.
inline std::unique_ptr<match> make_match(const json& options, std::uint64_t seed = 0) {
    creation created = core::create_match("divided_loyalties", options, seed);
    if (auto* refused = std::get_if<refusal>(&created)) {
        ADD_FAILURE() << refused->message;
        return nullptr;
    }
    return std::move(std::get<std::unique_ptr<match>>(created));
}

// A CSV of one position (id 1, "Test") from rows of space-separated tokens.
inline std::string csv_of_rows(const std::vector<std::string>& rows) {
    std::string csv;
    for (std::size_t y = 0; y < rows.size(); ++y) {
        csv += "1,Test," + std::to_string(y);
        std::istringstream tokens(rows[y]);
        std::string token;
        while (tokens >> token)
            csv += "," + token;
        csv += "\n";
    }
    return csv;
}

// Parses rows of tokens into a position; fails the test if they do not parse.
inline std::shared_ptr<const position> position_of_rows(const std::vector<std::string>& rows) {
    auto parsed = parse_single_position_csv(csv_of_rows(rows));
    if (auto* failed = std::get_if<csv_error>(&parsed)) {
        ADD_FAILURE() << failed->describe();
        return nullptr;
    }
    return std::make_shared<const position>(std::get<position>(parsed));
}

// The whole file as a string ("" when it cannot be read).
inline std::string read_text_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// An 8x6 play area of S1 over a parking row (W9) where the idle side drops its stones.
inline std::vector<std::string> standard_rows() {
    return {"S1 S1 S1 S1 S1 S1 S1 S1", "S1 S1 S1 S1 S1 S1 S1 S1", "S1 S1 S1 S1 S1 S1 S1 S1",
            "S1 S1 S1 S1 S1 S1 S1 S1", "S1 S1 S1 S1 S1 S1 S1 S1", "S1 S1 S1 S1 S1 S1 S1 S1",
            ". . . . . . . .",         "W9 W9 W9 W9 W9 W9 W9 W9", "W9 W9 W9 W9 W9 W9 W9 W9",
            "W9 W9 W9 W9 W9 W9 W9 W9"};
}

// A game in progress with helpers to play each side's stones where a test wants them.
class table {
public:
    explicit table(std::vector<std::string> rows = standard_rows(), int sets = 3)
        : state_(position_of_rows(rows), sets) {}

    game_state& state() { return state_; }
    const position& board() const { return state_.board(); }

    // Plays a whole turn for the side to move and expects it to be accepted.
    void play(coord cell, color stone, std::vector<bridge_request> bridges = {}) {
        const auto refused = state_.play(turn{placement{cell, stone}, std::move(bridges)});
        ASSERT_FALSE(refused.has_value()) << refused->message;
    }
    // Plays a whole turn and returns the refusal (nullopt if accepted).
    std::optional<turn_error> attempt(coord cell, color stone,
                                      std::vector<bridge_request> bridges = {}) {
        return state_.play(turn{placement{cell, stone}, std::move(bridges)});
    }
    // The side to move drops a stone of its most plentiful colour on the next parking cell.
    void park() {
        const int seat = state_.to_move();
        color best = color::blue;
        int most = -1;
        for (const color c : all_colors)
            if (state_.inventory(seat)[static_cast<std::size_t>(c)] > most) {
                most = state_.inventory(seat)[static_cast<std::size_t>(c)];
                best = c;
            }
        for (int cell = 0; cell < board().cell_count(); ++cell) {
            if (board().region(cell) < 0 || state_.stone_at(cell))
                continue;
            if (board().region_names[static_cast<std::size_t>(board().region(cell))] != "W9")
                continue;
            play(board().at(cell), best);
            return;
        }
        ADD_FAILURE() << "no parking cell left";
    }
    // Plays a blue turn then parks a yellow stone (or the reverse for yellow), so the same side
    // is to move again afterwards.
    void play_then_park(coord cell, color stone, std::vector<bridge_request> bridges = {}) {
        play(cell, stone, std::move(bridges));
        park();
    }
    // The snapshot used to prove a refusal changed nothing.
    json snapshot() const {
        return json{{"board", board_json(state_)},
                    {"to_move", state_.to_move()},
                    {"placed", state_.placed_cell()},
                    {"passes", state_.passes_in_row()},
                    {"turns", state_.turns_played()}};
    }
    // The bridge with these ends (either order), or nullptr.
    const bridge* find(coord a, coord b) const {
        for (const bridge& each : state_.bridges())
            if ((each.line.from == a && each.line.to == b) ||
                (each.line.from == b && each.line.to == a))
                return &each;
        return nullptr;
    }

private:
    game_state state_;
};

// True when the text contains the fragment (for messages).
inline bool mentions(const std::string& text, const std::string& fragment) {
    return text.find(fragment) != std::string::npos;
}

} // namespace plyroom::core::divided_loyalties::testing
