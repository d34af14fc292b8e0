// Edge cases of the rules that the other files leave open: a red bridge cutting many bridges at
// once, refusals that must cut nothing, dots held only by red bridges, the uneven end of the
// stocks, the all_placed result, and continuing an export of a resigned game.
#include "divided_loyalties/divided_loyalties_match.hpp"
#include "dl_test_support.hpp"
#include "registry.hpp"

namespace plyroom::core::divided_loyalties::testing {
namespace {

using b = bridge_request;

// The standard rows with the play area's columns 5-7 in a second region (G2), so that cutting a
// bridge there takes away a region point of its own.
std::vector<std::string> two_region_rows() {
    std::vector<std::string> rows = standard_rows();
    for (int y = 0; y < 6; ++y)
        rows[static_cast<std::size_t>(y)] = "S1 S1 S1 S1 S1 G2 G2 G2";
    return rows;
}

// A row of dots above the standard play area.
std::vector<std::string> rows_with_dots() {
    std::vector<std::string> rows = standard_rows();
    rows.insert(rows.begin(), "o o o o o o o o");
    return rows;
}

// How many of each colour a seat holds back until its other stones of the set are placed.
using keep_back = std::array<stock, side_count>;

// Plays the side to move's stone, without bridges, on the first empty cell of region S1, in the
// colour it holds most of beyond what `keep` holds back; held-back colours go last in each set.
void fill_one(game_state& state, const keep_back& keep) {
    const int seat = state.to_move();
    const stock& held = state.inventory(seat);
    std::optional<color> chosen;
    int best = 0;
    for (const color c : all_colors) {
        const auto i = static_cast<std::size_t>(c);
        const int spare = held[i] - keep[static_cast<std::size_t>(seat)][i];
        if (held[i] > 0 && (!chosen || spare > best)) {
            chosen = c;
            best = spare;
        }
    }
    ASSERT_TRUE(chosen) << "seat " << seat << " holds no stone";
    const position& board = state.board();
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        if (board.region(cell) < 0 || state.stone_at(cell) ||
            board.region_names[static_cast<std::size_t>(board.region(cell))] != "S1")
            continue;
        const auto refused = state.play(turn{placement{board.at(cell), *chosen}, {}});
        ASSERT_FALSE(refused) << refused->message;
        return;
    }
    FAIL() << "no empty S1 cell left";
}

// Fills until `turns` turns have been played.
void fill_until(game_state& state, int turns, const keep_back& keep) {
    while (state.turns_played() < turns && !state.over()) {
        fill_one(state, keep);
        if (::testing::Test::HasFatalFailure())
            return;
    }
}

// MOVE for a placement with bridges.
json place(int x, int y, color stone, json bridges = json::array()) {
    return json{{"place", {{"cell", {x, y}}, {"color", color_name(stone)}}}, {"bridges", bridges}};
}

// [[x1,y1],[x2,y2]].
json ends(int x1, int y1, int x2, int y2) {
    return json::array({json::array({x1, y1}), json::array({x2, y2})});
}

// Places bridge-less stones on the first empty board cells until the match ends.
void play_out(match& game) {
    const game_state* rules = rules_state(game);
    ASSERT_NE(rules, nullptr);
    for (int guard = 0; guard < 200 && !game.finished(); ++guard) {
        const int seat = *game.to_move();
        json move;
        for (int cell = 0; cell < rules->board().cell_count() && move.is_null(); ++cell) {
            if (rules->board().kind(cell) != cell_kind::board || rules->stone_at(cell))
                continue;
            for (const color c : all_colors)
                if (rules->inventory(seat)[static_cast<std::size_t>(c)] > 0) {
                    const coord at = rules->board().at(cell);
                    move = place(at.x, at.y, c);
                    break;
                }
        }
        ASSERT_FALSE(move.is_null()) << "seat " << seat << " has nothing to place";
        const status refused = game.apply(seat, move);
        ASSERT_FALSE(refused) << refused->message;
    }
}

// Blue's bridge through the red bridge's inner stone [2,2], yellow's through its inner stone
// [3,3] and yellow's diagonal crossing it between [3,3] and [4,4] are all cut by one red bridge;
// blue's bridge meeting it only at its end [4,4] is not.
TEST(RulesEdgeCutting, ARedBridgeCutsThreeBridgesAtOnceAndTheScoresFall) {
    table t(two_region_rows());
    t.play({2, 1}, color::blue);
    t.play({3, 2}, color::yellow);
    t.play({2, 3}, color::blue);
    t.play({3, 4}, color::yellow);
    t.play({2, 2}, color::purple, {b{{2, 1}, {2, 3}}});
    t.play({3, 3}, color::orange, {b{{3, 2}, {3, 4}}});
    t.play({4, 4}, color::purple);
    t.play({5, 2}, color::yellow);
    t.play({6, 4}, color::purple);
    t.play({4, 3}, color::orange, {b{{5, 2}, {3, 4}}});
    t.play({5, 4}, color::blue, {b{{4, 4}, {6, 4}}}); // inner stone in G2
    t.park();
    EXPECT_EQ(t.state().score_of(0), (score{2, 2}));
    EXPECT_EQ(t.state().score_of(1), (score{2, 1}));

    t.play({1, 1}, color::red, {b{{1, 1}, {4, 4}}}); // red, purple, orange, purple
    ASSERT_EQ(t.state().bridges().size(), 5U);
    EXPECT_TRUE(t.find({2, 1}, {2, 3})->cut);  // through the inner stone [2,2]
    EXPECT_TRUE(t.find({3, 2}, {3, 4})->cut);  // through the inner stone [3,3]
    EXPECT_TRUE(t.find({5, 2}, {3, 4})->cut);  // between the cells [3,3] and [4,4]
    EXPECT_FALSE(t.find({4, 4}, {6, 4})->cut); // a junction at the red bridge's end
    const bridge* red_bridge = t.find({1, 1}, {4, 4});
    ASSERT_NE(red_bridge, nullptr);
    EXPECT_EQ(red_bridge->owner, bridge_owner::red);
    EXPECT_FALSE(red_bridge->cut);
    // Blue keeps only the G2 bridge; yellow loses its S1 region with both bridges.
    EXPECT_EQ(t.state().score_of(0), (score{1, 1}));
    EXPECT_EQ(t.state().score_of(1), (score{0, 0}));
    for (int seat = 0; seat < side_count; ++seat)
        EXPECT_EQ(recompute_score(t.state(), seat), t.state().score_of(seat));
}

// Blue's scoring bridge comes first in the list, so the cut is already planned when the red
// bridge behind it is met: the refusal must drop that plan.
TEST(RulesEdgeCutting, ARedBridgeCrossingARedBridgeIsRefusedAndCutsNothing) {
    table t;
    t.play({2, 1}, color::blue);
    t.play({5, 2}, color::red);
    t.play({2, 3}, color::blue);
    t.play({3, 4}, color::red);
    t.play({2, 2}, color::purple, {b{{2, 1}, {2, 3}}});
    t.play({4, 3}, color::orange, {b{{5, 2}, {3, 4}}}); // yellow's red bridge
    t.play({4, 4}, color::purple);
    t.play({3, 3}, color::orange);
    const json before = t.snapshot();
    // Through [2,2] it would cut blue's vertical; between [3,3] and [4,4] it meets the red one.
    const auto refused = t.attempt({1, 1}, color::red, {b{{1, 1}, {4, 4}}});
    ASSERT_TRUE(refused);
    EXPECT_FALSE(refused->malformed);
    EXPECT_TRUE(mentions(refused->message, "crosses the red bridge [5,2] to [3,4] between [3,3] "
                                           "and [4,4]; red cannot cut red"))
        << refused->message;
    EXPECT_EQ(t.snapshot(), before);
    EXPECT_FALSE(t.find({2, 1}, {2, 3})->cut);
    EXPECT_EQ(t.state().score_of(0), (score{1, 1}));
}

TEST(RulesEdgeCutting, ARedBridgeCrossingACutBridgeIsRefusedAndCutsNothing) {
    table t;
    t.play({2, 1}, color::blue);
    t.play({5, 2}, color::yellow);
    t.play({2, 3}, color::blue);
    t.play({3, 4}, color::yellow);
    t.play({2, 2}, color::purple, {b{{2, 1}, {2, 3}}});
    t.play({4, 3}, color::orange, {b{{5, 2}, {3, 4}}});
    t.play({1, 1}, color::red);
    t.play({3, 1}, color::red);
    t.park();
    t.play({4, 2}, color::orange);
    t.park();
    t.play({5, 3}, color::red, {b{{3, 1}, {5, 3}}}); // cuts yellow's diagonal between cells
    ASSERT_TRUE(t.find({5, 2}, {3, 4})->cut);
    t.park();
    t.play({3, 3}, color::orange);
    EXPECT_EQ(t.state().score_of(0), (score{1, 1}));
    const json before = t.snapshot();
    const auto refused = t.attempt({4, 4}, color::purple, {b{{1, 1}, {4, 4}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "crosses yellow's cut bridge [5,2] to [3,4] between "
                                           "[3,3] and [4,4]; a cut bridge still blocks"))
        << refused->message;
    EXPECT_EQ(t.snapshot(), before);
    EXPECT_FALSE(t.find({2, 1}, {2, 3})->cut);
    EXPECT_EQ(t.state().score_of(0), (score{1, 1}));
}

TEST(RulesEdgeCutting, YellowsRedBridgeCutsYellowsOwnScoringBridge) {
    table t;
    t.park();
    t.play_then_park({1, 0}, color::yellow);
    t.play_then_park({1, 2}, color::yellow);
    t.play({1, 1}, color::orange, {b{{1, 0}, {1, 2}}});
    EXPECT_EQ(t.state().score_of(1), (score{1, 1}));
    t.park();
    t.play_then_park({0, 1}, color::red);
    t.play({2, 1}, color::red, {b{{0, 1}, {2, 1}}}); // red, orange, red through [1,1]
    const bridge* own = t.find({1, 0}, {1, 2});
    const bridge* red_bridge = t.find({0, 1}, {2, 1});
    ASSERT_NE(own, nullptr);
    ASSERT_NE(red_bridge, nullptr);
    EXPECT_TRUE(own->cut);
    EXPECT_EQ(own->owner, bridge_owner::yellow);
    EXPECT_EQ(red_bridge->owner, bridge_owner::red);
    EXPECT_EQ(red_bridge->by, 1);
    EXPECT_EQ(t.state().score_of(1), (score{0, 0}));
    EXPECT_EQ(recompute_score(t.state(), 1), (score{0, 0}));
}

TEST(RulesEdgeCrossing, AScoringBridgeMayNotCrossARedBridgeBetweenCells) {
    table t;
    t.play_then_park({1, 1}, color::red);
    t.play_then_park({2, 2}, color::purple);
    t.play_then_park({3, 3}, color::red, {b{{1, 1}, {3, 3}}});
    t.play_then_park({4, 1}, color::blue);
    t.play_then_park({3, 2}, color::purple);
    const json before = t.snapshot();
    // Blue, purple, blue: a scoring anti-diagonal meeting the red diagonal at no stone.
    const auto refused = t.attempt({2, 3}, color::blue, {b{{4, 1}, {2, 3}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "crosses the red bridge [1,1] to [3,3] between [3,2] "
                                           "and [2,3]; a scoring bridge may not cross any bridge"))
        << refused->message;
    EXPECT_EQ(t.snapshot(), before);
    EXPECT_FALSE(t.find({1, 1}, {3, 3})->cut);
}

// Orange and red under the dot: blue can never score there (orange is not Blue+), so only the
// Red+ colours may stand on the dot, and only with the red bridge formed in the same turn.
TEST(RulesEdgeDots, ADotStoneMayStandOnlyInAPossibleRedBridgeAndMustEndInIt) {
    table t(rows_with_dots());
    t.play_then_park({0, 1}, color::orange);
    t.play_then_park({0, 2}, color::red);
    std::vector<placement> on_dots;
    for (const placement& each : t.state().legal_placements())
        if (t.board().kind(t.board().index(each.cell)) == cell_kind::dot)
            on_dots.push_back(each);
    EXPECT_EQ(on_dots, (std::vector<placement>{{{0, 0}, color::red}, {{0, 0}, color::purple}}));
    auto refused = t.attempt({0, 0}, color::blue, {b{{0, 0}, {0, 2}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "only if a valid bridge through it can be made now"))
        << refused->message;

    // The placement passes the dot rule; ending the turn without the bridge does not.
    game_state composing = t.state();
    ASSERT_FALSE(composing.place(placement{{0, 0}, color::purple}));
    refused = composing.end_turn();
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "the stone on the dot [0,0] must be part of an uncut "
                                           "bridge at the end of the turn"))
        << refused->message;
    EXPECT_EQ(composing.to_move(), 0);
    const json before = t.snapshot();
    refused = t.attempt({0, 0}, color::purple);
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "must be part of an uncut bridge")) << refused->message;
    EXPECT_EQ(t.snapshot(), before);

    t.play({0, 0}, color::purple, {b{{0, 0}, {0, 2}}});
    const bridge* made = t.find({0, 0}, {0, 2});
    ASSERT_NE(made, nullptr);
    EXPECT_EQ(made->owner, bridge_owner::red);
    EXPECT_EQ(made->by, 0);
    EXPECT_EQ(t.state().stone_at(t.board().index({0, 0})), color::purple);
    EXPECT_EQ(t.state().score_of(0), (score{0, 0}));
}

// 65 fill cells (S1) away from a corner of three dots whose bridges need each other: blue's
// green on [0,0] opens [1,0] to yellow, and yellow's stone there opens [2,1].
std::vector<std::string> late_dot_rows() {
    std::vector<std::string> rows{"o o S2 . .", "S2 . o . .", "S2 . . S2 .", ". . . . ."};
    for (int y = 0; y < 13; ++y)
        rows.emplace_back("S1 S1 S1 S1 S1");
    return rows;
}

TEST(RulesEdgeSets, AnEmptyStockMustPassWhileTheOtherSideStillPlaces) {
    table t(late_dot_rows(), 3);
    game_state& state = t.state();
    t.play({0, 1}, color::blue);
    t.play({2, 0}, color::orange);
    t.play({0, 2}, color::purple);
    t.play({3, 2}, color::orange);
    keep_back keep{};
    keep[0][static_cast<std::size_t>(color::green)] = 1;
    keep[1][static_cast<std::size_t>(color::yellow)] = 1;
    keep[1][static_cast<std::size_t>(color::green)] = 1;
    fill_until(state, 69, keep);
    ASSERT_FALSE(HasFatalFailure());

    // The board is full: yellow, holding yellow and green, has no dot it could use.
    ASSERT_EQ(state.to_move(), 1);
    EXPECT_EQ(state.sets_dealt(0), 3);
    EXPECT_EQ(state.sets_dealt(1), 3);
    EXPECT_EQ(state.stones_left(0), 1);
    EXPECT_EQ(state.stones_left(1), 2);
    EXPECT_FALSE(state.has_legal_placement(1));
    ASSERT_FALSE(state.play(turn{}));
    t.play({0, 0}, color::green, {b{{0, 0}, {0, 2}}}); // blue's last stone
    EXPECT_EQ(state.stones_left(0), 0);
    EXPECT_FALSE(state.over());

    // Yellow holds stones and a legal placement, so it may not pass.
    auto refused = state.play(turn{});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "you may not pass")) << refused->message;
    t.play({1, 0}, color::yellow, {b{{0, 0}, {2, 0}}});

    // Blue, with nothing left and no set to come, must pass while yellow still places.
    refused = t.attempt({2, 1}, color::green, {b{{1, 0}, {3, 2}}});
    ASSERT_TRUE(refused);
    EXPECT_TRUE(mentions(refused->message, "you have no green stones left")) << refused->message;
    ASSERT_FALSE(state.play(turn{}));
    EXPECT_EQ(state.passes_in_row(), 1);
    EXPECT_FALSE(state.over());
    EXPECT_EQ(state.sets_dealt(0), 3);
    t.play({2, 1}, color::green, {b{{1, 0}, {3, 2}}});
    EXPECT_EQ(state.ended(), end_reason::all_placed);
    EXPECT_EQ(state.turns_played(), 74);
    EXPECT_EQ(state.score_of(0), (score{1, 1}));
    EXPECT_EQ(state.score_of(1), (score{2, 0})); // both inner stones stand on dots
}

// 19 fill cells and one dot only blue can use: the 21 board cells fill up just before blue's
// twelfth stone.
std::vector<std::string> early_dot_rows() {
    std::vector<std::string> rows{"o . . . .", "S2 . . . .", "S2 . . . .", ". . . . ."};
    for (int y = 0; y < 3; ++y)
        rows.emplace_back("S1 S1 S1 S1 S1");
    rows.emplace_back("S1 S1 S1 S1 .");
    return rows;
}

// A stock that empties is refilled at the end of that same turn, so no stock is ever waiting at
// a pass; what a pass can change is whose set runs out first.
TEST(RulesEdgeSets, AfterAPassTheSideAheadIsDealtItsNextSetFirst) {
    table t(early_dot_rows(), 3);
    game_state& state = t.state();
    keep_back keep{};
    keep[0][static_cast<std::size_t>(color::green)] = 1;
    t.play({0, 1}, color::blue);
    fill_one(state, keep);
    t.play({0, 2}, color::purple);
    fill_until(state, 21, keep);
    ASSERT_FALSE(HasFatalFailure());
    ASSERT_EQ(state.to_move(), 1);
    EXPECT_EQ(state.stones_left(0), 1);
    EXPECT_EQ(state.stones_left(1), 2);
    EXPECT_FALSE(state.has_legal_placement(1));
    ASSERT_FALSE(state.play(turn{}));
    EXPECT_EQ(state.sets_dealt(0), 1);

    t.play({0, 0}, color::green, {b{{0, 0}, {0, 2}}}); // blue's twelfth stone
    EXPECT_EQ(state.sets_dealt(0), 2);
    EXPECT_EQ(state.inventory(0), set_contents(0));
    EXPECT_EQ(state.sets_dealt(1), 1);
    EXPECT_EQ(state.stones_left(1), 2);
    EXPECT_EQ(state.passes_in_row(), 0);
}

// Blue makes a 3-bridge (1 + 1); yellow a 3-bridge for the draw, a 4-bridge for the win.
std::unique_ptr<match> played_to_all_placed(bool yellow_four) {
    auto game = make_match(json{
        {"position_csv", csv_of_rows(std::vector<std::string>(9, "S1 S1 S1 S1 S1 S1 S1 S1 S1"))}});
    if (!game)
        return nullptr;
    const std::vector<std::pair<int, json>> opening{
        {0, place(0, 0, color::blue)},
        {1, place(0, 2, color::yellow)},
        {0, place(1, 0, color::purple)},
        {1, place(1, 2, color::orange)},
        {0, place(2, 0, color::blue, json::array({ends(0, 0, 2, 0)}))},
        {1, yellow_four ? place(2, 2, color::yellow)
                        : place(2, 2, color::yellow, json::array({ends(0, 2, 2, 2)}))},
    };
    for (const auto& [seat, move] : opening)
        if (const status refused = game->apply(seat, move)) {
            ADD_FAILURE() << refused->message;
            return nullptr;
        }
    if (yellow_four) {
        EXPECT_FALSE(game->apply(0, place(8, 8, color::blue)));
        EXPECT_FALSE(game->apply(1, place(3, 2, color::orange, json::array({ends(0, 2, 3, 2)}))));
    }
    play_out(*game);
    return game;
}

TEST(RulesEdgeEnd, AllPlacedGivesTheHigherTotalTheWin) {
    const auto game = played_to_all_placed(true);
    ASSERT_NE(game, nullptr);
    ASSERT_TRUE(game->finished());
    EXPECT_EQ(game->ply(), 72);
    EXPECT_EQ(rules_state(*game)->ended(), end_reason::all_placed);
    EXPECT_EQ(game->result_json(), (json{{"outcome", "win"},
                                         {"winner", 1},
                                         {"reason", "all_placed"},
                                         {"scores",
                                          {{"blue", {{"bridges", 1}, {"regions", 1}}},
                                           {"yellow", {{"bridges", 2}, {"regions", 1}}}}}}));
    EXPECT_EQ(game->state()["phase"], "over");
}

TEST(RulesEdgeEnd, AllPlacedWithEqualNonZeroTotalsIsADraw) {
    const auto game = played_to_all_placed(false);
    ASSERT_NE(game, nullptr);
    ASSERT_TRUE(game->finished());
    EXPECT_EQ(game->ply(), 72);
    EXPECT_EQ(game->result_json(), (json{{"outcome", "draw"},
                                         {"winner", nullptr},
                                         {"reason", "all_placed"},
                                         {"scores",
                                          {{"blue", {{"bridges", 1}, {"regions", 1}}},
                                           {"yellow", {{"bridges", 1}, {"regions", 1}}}}}}));
}

// A resignation ends the game and the export records it only in "result"; continuing from it
// would undo the resignation, since the turns alone look like a running game. An all_passed
// export is refused (Export.AFinishedGameCannotBeContinued). Disabled: create_match ignores
// "result", so today the resigned game is accepted and goes on.
TEST(RulesEdgeExport, AGameEndedByResignationCannotBeContinued) {
    const auto game = make_match(json{{"position_csv", csv_of_rows(standard_rows())}});
    ASSERT_NE(game, nullptr);
    ASSERT_FALSE(game->apply(0, place(0, 0, color::blue)));
    ASSERT_FALSE(game->apply(1, place(0, 9, color::yellow)));
    ASSERT_FALSE(game->resign(0));
    const json exported = export_game(*game);
    ASSERT_EQ(exported["result"]["reason"], "resignation");
    ASSERT_EQ(exported["turns"].size(), 2U);

    creation continued = core::create_match("divided_loyalties", json{{"export", exported}}, 0);
    ASSERT_TRUE(std::holds_alternative<refusal>(continued))
        << "the resigned game goes on at ply "
        << std::get<std::unique_ptr<match>>(continued)->ply();
    const refusal& refused = std::get<refusal>(continued);
    EXPECT_EQ(refused.code, refusal_code::bad_request);
    EXPECT_TRUE(mentions(refused.message, "already ended (resignation)")) << refused.message;
}

} // namespace
} // namespace plyroom::core::divided_loyalties::testing
