// Fetlar Hnefatafl 11x11 (game id "hnefatafl") behind the core::match interface.
// Seat 0 "attackers" moves first, seat 1 "defenders". MOVE {"from":"f4","to":"f8"}; BOARD
// {"rows":[11 strings]} rank 11 first with A, D, K and '.'; STATE adds "plies_since_capture".
// The game takes no options. The rules themselves live in tafl_game, free of JSON.
#pragma once

#include "game.hpp"
#include "hnefatafl/tafl_game.hpp"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace plyroom::core::hnefatafl {

// Creates a match from the start position; any option is refused, as the game has none.
creation create_match(const json& options, std::uint64_t seed);

class hnefatafl_match final : public match {
public:
    // A match from the Fetlar start position.
    hnefatafl_match() = default;
    // A match that continues `game` (tests and analysis); ply() counts from 0 here.
    explicit hnefatafl_match(tafl_game game);

    std::string_view game_name() const override { return "hnefatafl"; }
    const json& options() const override;
    int seat_count() const override { return 2; }
    std::string side_name(int seat) const override;
    std::vector<json> legal_moves() const override;
    bool lists_every_move() const override { return true; }
    std::uint64_t perft(int depth) const override;
    std::unique_ptr<match> clone() const override;

    // The rules-level game, for tests, the AI and tools.
    const tafl_game& game() const { return game_; }

protected:
    status play(int seat, const json& value) override;
    std::span<const std::string_view> move_fields() const override { return fields; }
    json canonical_move(const json& accepted) const override;
    int seat_to_move() const override;
    void write_board(json_writer& out) const override;
    void write_state_fields(json_writer& out) const override;

private:
    static constexpr std::array<std::string_view, 2> fields{"from", "to"};

    void finish_if_over();

    tafl_game game_;
};

} // namespace plyroom::core::hnefatafl
