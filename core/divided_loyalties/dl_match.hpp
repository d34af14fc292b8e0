// The match class of Divided Loyalties; divided_loyalties_match.hpp is the public face.
#pragma once

#include "divided_loyalties_match.hpp"
#include "game_state.hpp"
#include "options.hpp"

#include <array>
#include <memory>
#include <string_view>
#include <vector>

namespace plyroom::core::divided_loyalties {

// One turn as it was played, with the seat that played it.
struct recorded_turn {
    int seat = 0;
    turn played;
};

class dl_match final : public match {
public:
    dl_match(json options, game_setup setup);

    std::string_view game_name() const override { return "divided_loyalties"; }
    const json& options() const override { return options_; }
    int seat_count() const override { return side_count; }
    bool custom_start() const override { return !setup_.builtin_id || setup_.from_export; }
    std::string side_name(int seat) const override;
    std::unique_ptr<match> clone() const override { return std::make_unique<dl_match>(*this); }
    // Not every turn (a stone may add any valid set of bridges: too many to list), but never
    // empty while the match runs: each placement that stands without bridges, else a pass, else
    // one turn with the bridges a stone on a dot needs.
    std::vector<json> legal_moves() const override;

    const game_state& rules() const { return state_; }
    const game_setup& setup() const { return setup_; }
    const std::vector<recorded_turn>& history() const { return history_; }

protected:
    status play(int seat, const json& move) override;
    std::span<const std::string_view> move_fields() const override { return fields; }
    int seat_to_move() const override { return state_.to_move(); }
    void write_board(json_writer& out) const override;
    void write_state_fields(json_writer& out) const override;
    game_result agreed_result() const override;

private:
    static constexpr std::array<std::string_view, 3> fields{"place", "bridges", "pass"};

    game_result scored_result(std::string reason) const;

    json options_;
    game_setup setup_;
    game_state state_;
    std::vector<recorded_turn> history_;
    // BOARD's cells as text, written once: the position does not change in a match.
    std::shared_ptr<const std::string> cells_text_;
};

} // namespace plyroom::core::divided_loyalties
