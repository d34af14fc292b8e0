// The wire side of Hnefatafl (protocol/README.md): registration, options, side names, MOVE, BOARD
// and STATE shapes, and refusals in words with the right codes.
#include "hnefatafl/hnefatafl_match.hpp"
#include "registry.hpp"
#include "test_support.hpp"

namespace plyroom::core::hnefatafl {
namespace {

// A fresh match through the registry; the test fails if it is refused.
std::unique_ptr<match> new_match() {
    auto created = core::create_match("hnefatafl", json::object());
    if (auto* refused = std::get_if<refusal>(&created)) {
        ADD_FAILURE() << refused->message;
        return std::make_unique<hnefatafl_match>();
    }
    return std::move(std::get<std::unique_ptr<match>>(created));
}

json move_json(const char* from, const char* to) {
    return json{{"from", from}, {"to", to}};
}

TEST(MatchJson, IsRegisteredUnderItsProtocolId) {
    const game_definition* definition = find_game("hnefatafl");
    ASSERT_NE(definition, nullptr);
    EXPECT_EQ(definition->title, "Hnefatafl (Fetlar 11x11)");
    const auto m = new_match();
    EXPECT_EQ(m->game_name(), "hnefatafl");
    EXPECT_EQ(m->seat_count(), 2);
    EXPECT_EQ(m->side_name(0), "attackers");
    EXPECT_EQ(m->side_name(1), "defenders");
    EXPECT_EQ(m->options(), json::object());
}

TEST(MatchJson, TakesNoOptions) {
    EXPECT_TRUE(
        std::holds_alternative<std::unique_ptr<match>>(core::create_match("hnefatafl", nullptr)));
    EXPECT_TRUE(std::holds_alternative<std::unique_ptr<match>>(create_match(json::object(), 7)));
    const auto refused = create_match(json{{"size", 13}}, 0);
    ASSERT_TRUE(std::holds_alternative<refusal>(refused));
    EXPECT_EQ(std::get<refusal>(refused).code, refusal_code::bad_request);
    EXPECT_EQ(std::get<refusal>(refused).message,
              "Hnefatafl takes no options, but \"size\" was given");
    const auto not_object = create_match(json::array(), 0);
    ASSERT_TRUE(std::holds_alternative<refusal>(not_object));
    EXPECT_EQ(std::get<refusal>(not_object).code, refusal_code::bad_request);
}

TEST(MatchJson, StartStateHasTheProtocolShape) {
    const auto m = new_match();
    const json state = m->state();
    EXPECT_EQ(state["ply"], 0);
    EXPECT_EQ(state["to_move"], 0);
    EXPECT_EQ(state["phase"], "play");
    EXPECT_EQ(state["draw_offer"], nullptr);
    EXPECT_EQ(state["result"], nullptr);
    EXPECT_EQ(state["plies_since_capture"], 0);
    ASSERT_TRUE(state["board"].is_object());
    EXPECT_EQ(state["board"].size(), 1u);
    const json& rows = state["board"]["rows"];
    ASSERT_EQ(rows.size(), 11u);
    EXPECT_EQ(rows[0], "...AAAAA...");
    EXPECT_EQ(rows[5], "AA.DDKDD.AA");
    EXPECT_EQ(rows[9], ".....A.....");
    EXPECT_EQ(rows[10], "...AAAAA...");
}

TEST(MatchJson, AMovePlaysAndPassesTheTurn) {
    const auto m = new_match();
    ASSERT_EQ(m->apply(0, move_json("d1", "d3")), std::nullopt);
    const json state = m->state();
    EXPECT_EQ(state["ply"], 1);
    EXPECT_EQ(state["to_move"], 1);
    EXPECT_EQ(state["plies_since_capture"], 1);
    EXPECT_EQ(state["board"]["rows"][10], "....AAAA...");
    EXPECT_EQ(state["board"]["rows"][8], "...A.......");
}

TEST(MatchJson, LegalMovesUseTheMoveShape) {
    const auto m = new_match();
    const auto moves = m->legal_moves();
    ASSERT_EQ(moves.size(), 116u);
    // Pieces in square order a1, b1, ..., k11; each piece right, left, up, down.
    EXPECT_EQ(moves[0], move_json("d1", "c1"));
    EXPECT_EQ(moves[1], move_json("d1", "b1"));
    EXPECT_EQ(moves[2], move_json("d1", "d2"));
    EXPECT_EQ(m->perft(1), 116u);
    EXPECT_EQ(m->perft(2), 6788u);
}

TEST(MatchJson, MalformedMovesAreBadRequests) {
    const auto m = new_match();
    const json before = m->state();
    const std::vector<std::pair<json, std::string>> cases{
        {json{{"to", "f8"}}, "a move needs \"from\", as in {\"from\":\"f4\",\"to\":\"f8\"}"},
        {json{{"from", "d1"}}, "a move needs \"to\", as in {\"from\":\"f4\",\"to\":\"f8\"}"},
        {json{{"from", 4}, {"to", "d3"}}, "\"from\" must be a square name such as \"f4\""},
        {move_json("d1", "d12"), "\"d12\" is not a square: files run a to k and ranks 1 to 11"},
        {move_json("l1", "d3"), "\"l1\" is not a square: files run a to k and ranks 1 to 11"},
        {json{{"column", 3}}, "a move needs \"from\", as in {\"from\":\"f4\",\"to\":\"f8\"}"},
    };
    for (const auto& [move, message] : cases) {
        const status refused = m->apply(0, move);
        ASSERT_TRUE(refused.has_value()) << move.dump();
        EXPECT_EQ(refused->code, refusal_code::bad_request) << move.dump();
        EXPECT_EQ(refused->message, message);
    }
    EXPECT_EQ(m->state(), before);
}

TEST(MatchJson, RuleBreaksAreIllegalMovesInWords) {
    const auto m = new_match();
    const json before = m->state();
    const std::vector<std::pair<json, std::string>> cases{
        {move_json("d1", "d11"), "the path from d1 to d11 is blocked at d6"},
        {move_json("f4", "f3"), "the piece on f4 belongs to the defenders"},
        {move_json("c3", "c4"), "there is no piece on c3"},
        {move_json("a4", "b5"), "pieces move along a rank or a file, and a4 to b5 is neither"},
        {move_json("a4", "a5"), "a5 is already occupied"},
        {move_json("a4", "a1"), "only the king may enter a corner"},
    };
    for (const auto& [move, message] : cases) {
        const status refused = m->apply(0, move);
        ASSERT_TRUE(refused.has_value()) << move.dump();
        EXPECT_EQ(refused->code, refusal_code::illegal_move) << move.dump();
        EXPECT_EQ(refused->message, message);
    }
    EXPECT_EQ(m->state(), before);
}

TEST(MatchJson, TheRulesExamplesReadAsWritten) {
    // "the path from f4 to f8 is blocked at f6" and "only the king may stop on the throne".
    hnefatafl_match blocked{tafl_game(test::place("a4", "f4", "f6", side::defenders))};
    const status at_throne = blocked.apply(1, move_json("f4", "f8"));
    ASSERT_TRUE(at_throne.has_value());
    EXPECT_EQ(at_throne->message, "the path from f4 to f8 is blocked at f6");
    hnefatafl_match empty_throne{tafl_game(test::place("a4", "f4", "h9", side::defenders))};
    const status stop = empty_throne.apply(1, move_json("f4", "f6"));
    ASSERT_TRUE(stop.has_value());
    EXPECT_EQ(stop->code, refusal_code::illegal_move);
    EXPECT_EQ(stop->message, "only the king may stop on the throne");
}

TEST(MatchJson, TheOtherSeatMustWait) {
    const auto m = new_match();
    const status refused = m->apply(1, move_json("f4", "c4"));
    ASSERT_TRUE(refused.has_value());
    EXPECT_EQ(refused->code, refusal_code::not_your_turn);
}

TEST(MatchJson, AFinishedGameShowsItsResult) {
    hnefatafl_match m{tafl_game(test::place("h8", "c5", "d1", side::defenders))};
    ASSERT_EQ(m.apply(1, move_json("d1", "a1")), std::nullopt);
    const json state = m.state();
    EXPECT_EQ(state["phase"], "over");
    EXPECT_EQ(state["to_move"], nullptr);
    EXPECT_EQ(
        state["result"],
        (json{{"outcome", "win"}, {"winner", 1}, {"reason", "king_escaped"}, {"scores", nullptr}}));
    EXPECT_TRUE(m.legal_moves().empty());
    EXPECT_EQ(m.perft(2), 0u);
    EXPECT_EQ(m.apply(0, move_json("h8", "h9"))->code, refusal_code::game_over);
}

TEST(MatchJson, KingCapturedRemovesTheKingFromTheBoard) {
    hnefatafl_match m{tafl_game(test::place("b8 d8 c9 c3", "h3", "c8", side::attackers))};
    ASSERT_EQ(m.apply(0, move_json("c3", "c7")), std::nullopt);
    const json state = m.state();
    EXPECT_EQ(state["result"]["reason"], "king_captured");
    EXPECT_EQ(state["result"]["winner"], 0);
    EXPECT_EQ(state["board"]["rows"][3], ".A.A.......");
}

TEST(MatchJson, RepetitionFromTheStartIsADraw) {
    const auto m = new_match();
    const std::vector<json> cycle{move_json("a8", "b8"), move_json("h6", "i6"),
                                  move_json("b8", "a8"), move_json("i6", "h6")};
    for (int i = 0; i < 8; ++i) {
        EXPECT_FALSE(m->finished());
        ASSERT_EQ(m->apply(i % 2, cycle[i % 4]), std::nullopt);
    }
    EXPECT_EQ(m->result_json(), (json{{"outcome", "draw"},
                                      {"winner", nullptr},
                                      {"reason", "repetition"},
                                      {"scores", nullptr}}));
}

TEST(MatchJson, ResignationAndAgreementEndTheMatch) {
    const auto resigned = new_match();
    ASSERT_EQ(resigned->resign(1), std::nullopt);
    EXPECT_EQ(resigned->result()->winner, 0);
    EXPECT_EQ(resigned->result()->reason, "resignation");
    EXPECT_TRUE(resigned->legal_moves().empty());
    EXPECT_EQ(resigned->perft(1), 0u);
    const auto agreed = new_match();
    ASSERT_EQ(agreed->agree_draw(), std::nullopt);
    EXPECT_EQ(agreed->result()->reason, "agreement");
}

// An upper-case square is read, as a player might type it, but the move is announced and
// recorded in the lower case the schema asks for; a field beside from and to is refused.
TEST(MatchJson, AMoveIsRecordedInLowerCase) {
    const auto m = new_match();
    action_effect effect;
    ASSERT_FALSE(m->act(0, action{move_kind, move_json("D1", "D3")}, effect));
    EXPECT_EQ(effect.record, move_json("d1", "d3"));
    const auto extra = m->apply(1, json{{"from", "d11"}, {"to", "d9"}, {"note", "x"}});
    ASSERT_TRUE(extra);
    EXPECT_EQ(extra->code, refusal_code::bad_request);
    EXPECT_EQ(m->ply(), 1);
}

TEST(MatchJson, CloneIsIndependentAndCarriesTheHistory) {
    const auto m = new_match();
    const std::vector<json> cycle{move_json("a8", "b8"), move_json("h6", "i6"),
                                  move_json("b8", "a8"), move_json("i6", "h6")};
    for (int i = 0; i < 7; ++i)
        ASSERT_EQ(m->apply(i % 2, cycle[i % 4]), std::nullopt);
    const auto copy = m->clone();
    ASSERT_EQ(copy->apply(1, cycle[3]), std::nullopt);
    EXPECT_EQ(copy->result()->reason, "repetition"); // the copy remembers both earlier visits
    EXPECT_FALSE(m->finished());
    EXPECT_EQ(m->ply(), 7);
}

// A refused move tells a client why in a form it can put in its own words (README, Refusals):
// the kind of reason, and the square it names.
TEST(MatchJson, ARefusedMoveCarriesItsReasonAndSquare) {
    const auto m = new_match();
    const auto details_of = [&](const char* from, const char* to) {
        action_effect effect;
        const status refused = m->act(0, action{move_kind, move_json(from, to)}, effect);
        if (!refused) {
            ADD_FAILURE() << from << "-" << to << " was played";
            return json();
        }
        EXPECT_EQ(refused->code, refusal_code::illegal_move);
        return refused->details;
    };
    EXPECT_EQ(details_of("c3", "c4"), (json{{"why", "no_piece"}, {"at", "c3"}}));
    EXPECT_EQ(details_of("f4", "c4"), (json{{"why", "not_yours"}, {"at", "f4"}}));
    EXPECT_EQ(details_of("a4", "a4"), (json{{"why", "no_move"}}));
    EXPECT_EQ(details_of("a4", "b5"), (json{{"why", "line"}}));
    EXPECT_EQ(details_of("a6", "c6"), (json{{"why", "blocked"}, {"at", "b6"}}));
    EXPECT_EQ(details_of("a4", "a5"), (json{{"why", "taken"}, {"at", "a5"}}));
    EXPECT_EQ(details_of("a4", "a1"), (json{{"why", "corner"}}));
    // A square that cannot be read is out of shape, not against the rules: no details.
    action_effect effect;
    const status unread = m->act(0, action{move_kind, move_json("z9", "a1")}, effect);
    ASSERT_TRUE(unread);
    EXPECT_EQ(unread->code, refusal_code::bad_request);
    EXPECT_TRUE(unread->details.is_null());
}

} // namespace
} // namespace plyroom::core::hnefatafl
