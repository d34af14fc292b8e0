// Grav (game id "grav") behind the core::match interface (core/grav/README.md, protocol/README.md).
//
// MOVE: {"place":[x,y]} with an optional "bonus":k, {"pass":true}, or in the penalty phase
// {"remove":[x,y]}. Its own action "challenge" ({"ply":n}) calls "Grav!" on the placement of
// ply n, announced as "challenge_result". Sides are p1..pn in seat order.
// BOARD: {"size":N,"rows":[N strings]}, row y from the top, the seat digit or '.'.
// STATE adds "last":[x,y]|null (the latest placed stone still on the board), "params"
// {a,b,c,d,e,strict}, "bonus_left", "challengeable":{"ply","seat"}|null, "passes" (seats still in
// the game that have passed since the last other move), "passed":[seats], "skips_owed":[per
// seat], "skipped":[seats whose turns were skipped when the turn last moved on],
// "resigned":[seats], "voided":[plies of voided placements], "stones":[per seat] and
// "penalty":{"caller","against"}|null. Phases: "play", "penalty_remove".
// RESULT scores: stones on the board by side name, {"p1":12,"p2":10}.
// legal_moves(): every placement the room accepts (in strict rooms only those breaking no
// rule), row by row from the top, each also with "bonus":1 when it earns a bonus turn, then
// {"pass":true} when passing is allowed; in the penalty phase, every removal.
#pragma once

#include "game.hpp"
#include "grav_game.hpp"

#include <array>
#include <cstdint>

namespace plyroom::core::grav {

// [x,y]: a point as STATE and MOVE write it.
json point_json(point p);

// Creates a match from room options (see grav_options.hpp for the random draws).
creation create_match(const json& options, std::uint64_t seed);

class grav_match final : public match {
public:
    explicit grav_match(const settings& s);

    std::string_view game_name() const override { return "grav"; }
    const json& options() const override { return options_; }
    int seat_count() const override { return game_.rules().players; }
    std::string side_name(int seat) const override { return side_name_of(seat); }

    std::vector<json> legal_moves() const override;
    bool lists_every_move() const override { return true; }
    bool may_act_out_of_turn(int seat) const override;
    bool resigned(int seat) const override { return game_.resigned(seat); }
    std::unique_ptr<match> clone() const override { return std::make_unique<grav_match>(*this); }

    // The rules state, for tests and the client's own checks.
    const grav_game& rules_state() const { return game_; }

protected:
    status play(int seat, const json& move) override;
    std::span<const std::string_view> move_fields() const override { return fields; }
    json canonical_move(const json& accepted) const override;
    int seat_to_move() const override { return game_.to_move(); }
    std::string running_phase() const override;
    void write_board(json_writer& out) const override;
    void write_state_fields(json_writer& out) const override;
    status on_resign(int seat) override;
    // "challenge" ({"ply":n}): calls "Grav!" on the placement made at ply n.
    status on_action(int seat, const action& what, action_effect& effect) override;

private:
    static constexpr std::array<std::string_view, 4> fields{"place", "bonus", "pass", "remove"};

    void finish_if_over();

    json options_;
    grav_game game_;
};

} // namespace plyroom::core::grav
