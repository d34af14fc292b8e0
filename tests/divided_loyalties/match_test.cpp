// The match behind the core interface: options, STATE, MOVE in JSON, refusals, the ends and
// their results, export and continuing from an export.
#include "divided_loyalties/divided_loyalties_match.hpp"
#include "dl_test_support.hpp"
#include "registry.hpp"

namespace plyroom::core::divided_loyalties::testing {
namespace {

// The refusal of creating with these options (fails the test if they are accepted).
refusal refused_options(const json& options) {
    creation created = core::create_match("divided_loyalties", options, 0);
    if (!std::holds_alternative<refusal>(created)) {
        ADD_FAILURE() << "accepted " << options.dump();
        return refusal{refusal_code::illegal_move, ""};
    }
    return std::get<refusal>(created);
}

// MOVE for a placement with bridges.
json place(int x, int y, const char* stone, json bridges = json::array()) {
    return json{{"place", {{"cell", {x, y}}, {"color", stone}}}, {"bridges", bridges}};
}

// [[x1,y1],[x2,y2]].
json ends(int x1, int y1, int x2, int y2) {
    return json::array({json::array({x1, y1}), json::array({x2, y2})});
}

const std::string small_csv = csv_of_rows(standard_rows());

TEST(Options, BuiltInPositionsDefaultToTheirSets) {
    for (int id = 1; id <= 12; ++id) {
        const auto created = make_match(json{{"position", id}});
        ASSERT_NE(created, nullptr);
        EXPECT_EQ(created->options(), (json{{"position", id}, {"sets", id <= 6 ? 4 : 3}}));
    }
}

TEST(Options, SetsMayBeChosen) {
    EXPECT_EQ(make_match(json{{"position", 2}, {"sets", 3}})->options()["sets"], 3);
    EXPECT_EQ(make_match(json{{"position", 9}, {"sets", 4}})->state()["board"]["sets"], 4);
    EXPECT_EQ(make_match(json{{"position_csv", small_csv}})->options()["sets"], 3);
    EXPECT_EQ(make_match(json{{"position_csv", small_csv}, {"sets", 4}})->options()["sets"], 4);
}

TEST(Options, AnythingElseIsRefusedWithAReason) {
    const std::vector<std::pair<json, std::string>> cases{
        {json{{"position", 0}}, "from 1 to 12"},
        {json{{"position", 13}}, "from 1 to 12"},
        {json{{"position", "1"}}, "from 1 to 12"},
        {json{{"position", 1.5}}, "from 1 to 12"},
        {json{{"position", 1}, {"sets", 2}}, "\"sets\" must be 3 or 4"},
        {json{{"position", 1}, {"sets", 5}}, "\"sets\" must be 3 or 4"},
        {json{{"position", 1}, {"sets", "4"}}, "\"sets\" must be 3 or 4"},
        {json{{"position", 1}, {"size", 7}}, "unknown option \"size\""},
        {json{{"position", 1}, {"position_csv", small_csv}}, "not both"},
        {json{{"position_csv", 7}}, "CSV text"},
        {json{{"position_csv", "1,A,0,S1\n2,B,0,S1\n"}}, "line 2, column 1"},
        {json{{"export", json::object()}, {"sets", 3}}, "takes no other option"},
        {json{{"export", 5}}, "JSON object of an exported game"},
    };
    for (const auto& [options, fragment] : cases) {
        const refusal refused = refused_options(options);
        EXPECT_EQ(refused.code, refusal_code::bad_request) << options.dump();
        EXPECT_TRUE(mentions(refused.message, fragment))
            << options.dump() << ": " << refused.message;
    }
}

TEST(Options, WithoutAPositionOneIsDrawnFromTheSeed) {
    std::set<int> drawn;
    for (std::uint64_t seed = 0; seed < 24; ++seed) {
        const auto created = make_match(json::object(), seed);
        const json& options = created->options();
        ASSERT_TRUE(options["position"].is_number_integer());
        const int id = options["position"];
        EXPECT_EQ(options["sets"], id <= 6 ? 4 : 3);
        EXPECT_EQ(make_match(json::object(), seed)->options(), options);
        drawn.insert(id);
    }
    EXPECT_EQ(drawn.size(), 12U);
}

TEST(Options, TheNormalisedOptionsRecreateTheMatch) {
    const auto first = make_match(json{{"position_csv", small_csv}, {"sets", 4}});
    const auto again = make_match(first->options());
    EXPECT_EQ(again->state(), first->state());
    EXPECT_TRUE(again->state()["position"]["id"].is_null());
    EXPECT_EQ(again->state()["position"]["name"], "Test");
}

TEST(State, BoardHasTheProtocolShape) {
    const auto created = make_match(json{{"position", 3}});
    const json state = created->state();
    EXPECT_EQ(state["to_move"], 0);
    EXPECT_EQ(state["phase"], "play");
    const json& board = state["board"];
    std::set<std::string> keys;
    for (const auto& [key, value] : board.items())
        keys.insert(key);
    EXPECT_EQ(keys, (std::set<std::string>{"width", "height", "cells", "stones", "bridges",
                                           "inventory", "set", "sets", "score"}));
    EXPECT_EQ(board["width"], 15);
    EXPECT_EQ(board["height"], 15);
    EXPECT_EQ(board["cells"][0], (json{{"x", 5}, {"y", 2}, {"kind", "dot"}, {"region", nullptr}}));
    EXPECT_EQ(board["inventory"]["blue"],
              (json{{"blue", 4}, {"purple", 3}, {"green", 2}, {"red", 2}, {"orange", 1}}));
    EXPECT_EQ(board["inventory"]["yellow"],
              (json{{"yellow", 4}, {"orange", 3}, {"green", 2}, {"red", 2}, {"purple", 1}}));
    EXPECT_EQ(board["set"], (json{{"blue", 1}, {"yellow", 1}}));
    EXPECT_EQ(board["sets"], 4);
    EXPECT_EQ(board["score"], (json{{"blue", {{"bridges", 0}, {"regions", 0}}},
                                    {"yellow", {{"bridges", 0}, {"regions", 0}}}}));
    EXPECT_EQ(created->side_name(0), "blue");
    EXPECT_EQ(created->side_name(1), "yellow");
}

TEST(State, StonesAndBridgesAppearInTheBoard) {
    const auto game = make_match(json{{"position_csv", small_csv}});
    ASSERT_FALSE(game->apply(0, place(0, 0, "blue")));
    ASSERT_FALSE(game->apply(1, place(0, 9, "yellow")));
    ASSERT_FALSE(game->apply(0, place(1, 0, "purple")));
    ASSERT_FALSE(game->apply(1, place(1, 9, "yellow")));
    ASSERT_FALSE(game->apply(0, place(2, 0, "blue", json::array({ends(2, 0, 0, 0)}))));
    const json board = game->state()["board"];
    EXPECT_EQ(board["stones"][0], (json{{"x", 0}, {"y", 0}, {"color", "blue"}}));
    ASSERT_EQ(board["bridges"].size(), 1U);
    EXPECT_EQ(
        board["bridges"][0],
        (json{
            {"from", {0, 0}}, {"to", {2, 0}}, {"owner", "blue"}, {"by", "blue"}, {"cut", false}}));
    EXPECT_EQ(board["score"]["blue"], (json{{"bridges", 1}, {"regions", 1}}));
    EXPECT_EQ(board["inventory"]["blue"]["blue"], 2);
    EXPECT_EQ(game->ply(), 5);
    EXPECT_EQ(game->to_move(), 1);
}

TEST(Moves, MalformedMovesAreBadRequests) {
    const auto game = make_match(json{{"position", 1}});
    const std::vector<std::pair<json, std::string>> cases{
        {json{{"pass", false}}, "\"pass\" must be true"},
        {json{{"pass", true}, {"bridges", json::array()}}, "carries nothing else"},
        {json{{"column", 3}}, "unknown field \"column\""},
        {json{{"bridges", json::array()}}, "a turn is"},
        {json{{"place", {{"cell", {1, 2}}}}}, "needs both"},
        {json{{"place", {{"cell", json::array({1})}, {"color", "blue"}}}},
         "\"cell\" must be [x,y]"},
        {json{{"place", {{"cell", {13, 14}}, {"color", "pink"}}}}, "unknown colour \"pink\""},
        {json{{"place", {{"cell", {13, 14}}, {"color", "blue"}, {"size", 1}}}}, "unknown field"},
        {json{{"place", {{"cell", {13, 14}}, {"color", "blue"}}}, {"bridges", 3}}, "a list"},
        {place(13, 14, "blue", json::array({json::array({1, 2})})),
         "bridge 1's first end must be [x,y]"},
        {place(13, 14, "blue",
               json::array({ends(0, 0, 2, 0), json::array({json::array({1, 2}), 3})})),
         "bridge 2's second end"},
        {place(99, 0, "blue"), "[99,0] is off the board"},
        {place(13, 14, "blue", json::array({ends(13, 14, 13, 17)})), "[13,17] is off the board"},
    };
    const json before = game->state();
    for (const auto& [move, fragment] : cases) {
        const status refused = game->apply(0, move);
        ASSERT_TRUE(refused) << move.dump();
        EXPECT_EQ(refused->code, refusal_code::bad_request) << move.dump();
        EXPECT_TRUE(mentions(refused->message, fragment))
            << move.dump() << ": " << refused->message;
    }
    EXPECT_EQ(game->state(), before);
}

TEST(Moves, RuleRefusalsAreIllegalMovesNamingTheFirstBadPart) {
    const auto game = make_match(json{{"position_csv", small_csv}});
    ASSERT_FALSE(game->apply(0, place(0, 0, "blue")));
    ASSERT_FALSE(game->apply(1, place(0, 9, "yellow")));
    ASSERT_FALSE(game->apply(0, place(1, 0, "purple")));
    ASSERT_FALSE(game->apply(1, place(1, 9, "yellow")));
    const json before = game->state();
    const status refused =
        game->apply(0, place(2, 0, "blue", json::array({ends(0, 0, 2, 0), ends(2, 0, 2, 2)})));
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->code, refusal_code::illegal_move);
    EXPECT_EQ(refused->message, "bridge 2 ([2,0] to [2,2]): there is no stone on [2,1]");
    EXPECT_EQ(game->state(), before);
    EXPECT_EQ(game->apply(1, place(2, 0, "yellow"))->code, refusal_code::not_your_turn);
    EXPECT_EQ(game->apply(0, json{{"pass", true}})->code, refusal_code::illegal_move);
}

TEST(Ends, AgreementLetsTheScoresDecide) {
    const auto game = make_match(json{{"position_csv", small_csv}});
    ASSERT_FALSE(game->apply(0, place(0, 0, "blue")));
    ASSERT_FALSE(game->apply(1, place(0, 9, "yellow")));
    ASSERT_FALSE(game->apply(0, place(1, 0, "purple")));
    ASSERT_FALSE(game->apply(1, place(1, 9, "yellow")));
    const auto level = game->clone();
    ASSERT_FALSE(level->agree_draw());
    EXPECT_EQ(level->result()->outcome, outcome_kind::draw);
    EXPECT_EQ(level->result()->reason, "agreement");
    ASSERT_FALSE(game->apply(0, place(2, 0, "blue", json::array({ends(0, 0, 2, 0)}))));
    ASSERT_FALSE(game->agree_draw());
    const json result = game->result_json();
    EXPECT_EQ(result["outcome"], "win");
    EXPECT_EQ(result["winner"], 0);
    EXPECT_EQ(result["reason"], "agreement");
    EXPECT_EQ(result["scores"], (json{{"blue", {{"bridges", 1}, {"regions", 1}}},
                                      {"yellow", {{"bridges", 0}, {"regions", 0}}}}));
    EXPECT_EQ(game->state()["phase"], "over");
}

TEST(Ends, ResignationGivesTheOtherSideTheWin) {
    const auto game = make_match(json{{"position", 5}});
    ASSERT_FALSE(game->resign(0));
    EXPECT_EQ(game->result()->winner, 1);
    EXPECT_EQ(game->result()->reason, "resignation");
}

TEST(Ends, TwoPassesInARowEndTheGameWithScores) {
    const auto game = make_match(json{{"position_csv", "1,Tiny,0,S1,S1,S1\n"}});
    ASSERT_FALSE(game->apply(0, place(0, 0, "blue")));
    ASSERT_FALSE(game->apply(1, place(1, 0, "yellow")));
    ASSERT_FALSE(game->apply(0, place(2, 0, "blue")));
    ASSERT_FALSE(game->apply(1, json{{"pass", true}}));
    EXPECT_FALSE(game->finished());
    ASSERT_FALSE(game->apply(0, json{{"pass", true}}));
    ASSERT_TRUE(game->finished());
    EXPECT_EQ(game->result_json(), (json{{"outcome", "draw"},
                                         {"winner", nullptr},
                                         {"reason", "all_passed"},
                                         {"scores",
                                          {{"blue", {{"bridges", 0}, {"regions", 0}}},
                                           {"yellow", {{"bridges", 0}, {"regions", 0}}}}}}));
    EXPECT_EQ(game->apply(1, json{{"pass", true}})->code, refusal_code::game_over);
}

TEST(Export, HoldsThePositionTheSetsAndEveryTurn) {
    const auto game = make_match(json{{"position", 8}, {"sets", 4}});
    ASSERT_FALSE(game->apply(0, place(7, 7, "blue")));
    ASSERT_FALSE(game->apply(1, place(8, 7, "orange")));
    const json exported = export_game(*game);
    EXPECT_EQ(exported["game"], "divided_loyalties");
    EXPECT_EQ(exported["format"], 1);
    EXPECT_EQ(exported["position"], 8);
    EXPECT_EQ(exported["sets"], 4);
    EXPECT_FALSE(exported.contains("position_csv"));
    ASSERT_EQ(exported["turns"].size(), 2U);
    EXPECT_EQ(exported["turns"][1], (json{{"seat", 1},
                                          {"place", {{"cell", {8, 7}}, {"color", "orange"}}},
                                          {"bridges", json::array()}}));
    EXPECT_TRUE(exported["result"].is_null());
    EXPECT_NE(rules_state(*game), nullptr);
}

TEST(Export, ContinuingFromAnExportGivesTheSameGame) {
    const auto game = make_match(json{{"position_csv", small_csv}});
    ASSERT_FALSE(game->apply(0, place(0, 0, "blue")));
    ASSERT_FALSE(game->apply(1, place(0, 9, "yellow")));
    ASSERT_FALSE(game->apply(0, place(1, 0, "purple")));
    const json exported = export_game(*game);
    const json at_export = game->state();
    EXPECT_EQ(exported["position_csv"], small_csv);
    const auto continued = make_match(json{{"export", exported}});
    EXPECT_EQ(continued->state(), game->state());
    EXPECT_EQ(continued->ply(), 3);
    EXPECT_EQ(export_game(*continued), exported);
    // Both go on alike, and the continued game's options recreate it.
    for (match* each : {game.get(), continued.get()})
        ASSERT_FALSE(each->apply(1, place(1, 9, "yellow")));
    EXPECT_EQ(continued->state(), game->state());
    EXPECT_EQ(make_match(continued->options())->state(), at_export);
    EXPECT_EQ(export_game(*continued), export_game(*game));
}

TEST(Export, BadExportsAreRefusedNamingTheTurn) {
    const auto game = make_match(json{{"position_csv", small_csv}});
    ASSERT_FALSE(game->apply(0, place(0, 0, "blue")));
    ASSERT_FALSE(game->apply(1, place(0, 9, "yellow")));
    json exported = export_game(*game);

    json wrong_seat = exported;
    wrong_seat["turns"][1]["seat"] = 0;
    EXPECT_TRUE(mentions(refused_options(json{{"export", wrong_seat}}).message,
                         "turn 2 of the export is by seat 0, but seat 1 is to move"));
    json occupied = exported;
    occupied["turns"][1]["place"]["cell"] = json::array({0, 0});
    EXPECT_TRUE(mentions(refused_options(json{{"export", occupied}}).message,
                         "turn 2 of the export cannot be played: [0,0] already holds a stone"));
    json unknown = exported;
    unknown["comment"] = "hi";
    EXPECT_TRUE(
        mentions(refused_options(json{{"export", unknown}}).message, "unknown field \"comment\""));
    json no_turns = exported;
    no_turns.erase("turns");
    EXPECT_TRUE(mentions(refused_options(json{{"export", no_turns}}).message, "\"turns\""));
    json other_game = exported;
    other_game["game"] = "grav";
    EXPECT_TRUE(mentions(refused_options(json{{"export", other_game}}).message,
                         "not of a Divided Loyalties game"));
}

TEST(Export, AFinishedGameCannotBeContinued) {
    const auto game = make_match(json{{"position_csv", "1,Tiny,0,S1,S1,S1\n"}});
    ASSERT_FALSE(game->apply(0, place(0, 0, "blue")));
    ASSERT_FALSE(game->apply(1, place(1, 0, "yellow")));
    ASSERT_FALSE(game->apply(0, place(2, 0, "blue")));
    ASSERT_FALSE(game->apply(1, json{{"pass", true}}));
    ASSERT_FALSE(game->apply(0, json{{"pass", true}}));
    const json exported = export_game(*game);
    EXPECT_EQ(exported["result"]["reason"], "all_passed");
    EXPECT_TRUE(mentions(refused_options(json{{"export", exported}}).message,
                         "already ended (all_passed)"));
}

TEST(Export, AnotherGamesMatchHasNoExport) {
    creation created = core::create_match("connect4", json::object());
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<match>>(created));
    EXPECT_TRUE(export_game(*std::get<std::unique_ptr<match>>(created)).is_null());
    EXPECT_EQ(rules_state(*std::get<std::unique_ptr<match>>(created)), nullptr);
}

} // namespace
} // namespace plyroom::core::divided_loyalties::testing
