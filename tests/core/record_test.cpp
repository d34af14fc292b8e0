// The match record's one codec: entries written and read back unchanged, refusals in words, and
// a record replayed through act() rebuilding the same match.
#include "record.hpp"
#include "registry.hpp"

#include <gtest/gtest.h>

namespace plyroom::core {
namespace {

std::unique_ptr<match> new_match(std::string_view game, const json& options = json::object()) {
    creation created = create_match(game, options, 4);
    EXPECT_TRUE(std::holds_alternative<std::unique_ptr<match>>(created));
    return std::move(std::get<std::unique_ptr<match>>(created));
}

TEST(MatchRecord, EntriesRoundTripThroughJson) {
    const match_record record{
        {1, move_kind, 0, 0, json{{"column", 3}}, 1000, json{{"remaining_ms", {5000, 4000}}}, {}},
        {2,
         "challenge",
         1,
         1,
         json{{"action", {{"ply", 0}}}, {"correct", false}},
         1001,
         nullptr,
         {}},
        {3, resign_kind, 1, 1, json::object(), 1002, nullptr, 1500},
        {4, "draw_lapse", std::nullopt, 1, json{{"by", 0}}, 1003, nullptr, {}},
    };
    const auto read = match_record_from_json(to_json(record));
    ASSERT_TRUE(std::holds_alternative<match_record>(read));
    EXPECT_EQ(std::get<match_record>(read), record);
}

TEST(MatchRecord, OutOfShapeEntriesAreRefusedInWords) {
    const auto no_kind = record_entry_from_json(json{{"seq", 1}, {"ply", 0}});
    ASSERT_TRUE(std::holds_alternative<refusal>(no_kind));
    EXPECT_EQ(std::get<refusal>(no_kind).message, "a record entry needs a \"kind\"");
    const auto bad_seat =
        record_entry_from_json(json{{"seq", 1}, {"kind", "move"}, {"ply", 0}, {"seat", "red"}});
    ASSERT_TRUE(std::holds_alternative<refusal>(bad_seat));
    EXPECT_EQ(std::get<refusal>(bad_seat).message,
              "a record entry's \"seat\" is an integer or null");
    EXPECT_TRUE(std::holds_alternative<refusal>(match_record_from_json(json::object())));
}

TEST(MatchRecord, ReplayingTheRecordRebuildsTheMatch) {
    auto live = new_match("connect4");
    match_record record;
    for (const int column : {3, 3, 4, 4, 5}) {
        const int seat = *live->to_move();
        action_effect effect;
        ASSERT_FALSE(live->act(seat, action{move_kind, json{{"column", column}}}, effect));
        EXPECT_TRUE(effect.moved);
        record.push_back({static_cast<std::int64_t>(record.size() + 1),
                          move_kind,
                          seat,
                          live->ply() - 1,
                          effect.record,
                          0,
                          nullptr,
                          {}});
    }
    record.push_back({6, resign_kind, 1, live->ply(), json::object(), 0, nullptr, {}});
    ASSERT_FALSE(live->resign(1));
    auto rebuilt = new_match("connect4");
    ASSERT_FALSE(replay(*rebuilt, record));
    EXPECT_EQ(rebuilt->state(), live->state());
    EXPECT_EQ(rebuilt->result(), live->result());
}

TEST(MatchRecord, AnAcceptedDrawEndsTheReplayByAgreementAndTheOfferStepsChangeNothing) {
    auto m = new_match("connect4");
    const match_record record{
        {1, move_kind, 0, 0, json{{"column", 3}}, 0, nullptr, {}},
        {2, draw_kind, 1, 1, json{{"offer", 7}, {"event", "open"}}, 0, nullptr, {}},
        {3, draw_kind, 0, 1, json{{"offer", 7}, {"event", "declined"}}, 0, nullptr, {}},
        {4, move_kind, 1, 1, json{{"column", 3}}, 0, nullptr, {}},
        {5, draw_kind, 0, 2, json{{"offer", 8}, {"event", "open"}}, 0, nullptr, {}}};
    ASSERT_FALSE(replay(*m, record));
    EXPECT_FALSE(m->finished());
    EXPECT_EQ(m->ply(), 2);
    ASSERT_FALSE(replay(*m, record_entry{6, draw_kind, 1, 2,
                                         json{{"offer", 8}, {"event", "accepted"}}, 0, nullptr, {}}));
    ASSERT_TRUE(m->finished());
    EXPECT_EQ(m->result_json()["outcome"], "draw");
    EXPECT_EQ(m->result_json()["reason"], "agreement");
}

TEST(MatchRecord, AnEntryThatNoLongerReplaysIsNamed) {
    auto m = new_match("connect4");
    const match_record record{{1, move_kind, 0, 0, json{{"column", 3}}, 0, nullptr, {}},
                              {2, move_kind, 0, 1, json{{"column", 3}}, 0, nullptr, {}}};
    const status refused = replay(*m, record);
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->message, "entry 2 (move) no longer replays: it is not your turn");
}

TEST(MatchRecord, AGameOwnActionReplaysFromItsRecordedFields) {
    // Grav: seat 0 places, seat 1 calls it wrongly; the record keeps the call with its outcome.
    auto m = new_match("grav", json{{"size", 7},
                                    {"players", 2},
                                    {"a", 3},
                                    {"b", 2},
                                    {"c", 3},
                                    {"d", 1},
                                    {"e", 4},
                                    {"strict", false}});
    action_effect placed;
    ASSERT_FALSE(m->act(0, action{move_kind, json{{"place", {3, 3}}}}, placed));
    action_effect called;
    ASSERT_FALSE(m->act(1, action{"challenge", json{{"ply", 0}}}, called));
    EXPECT_FALSE(called.moved);
    EXPECT_EQ(called.event, "challenge_result");
    EXPECT_EQ(called.record["action"], (json{{"ply", 0}}));
    EXPECT_EQ(called.record["correct"], false);
    const match_record record{{1, move_kind, 0, 0, placed.record, 0, nullptr, {}},
                              {2, "challenge", 1, 1, called.record, 0, nullptr, {}}};
    auto rebuilt = new_match("grav", m->options());
    ASSERT_FALSE(replay(*rebuilt, record));
    EXPECT_EQ(rebuilt->state(), m->state());
}

TEST(MatchRecord, AGameWithoutOwnActionsRefusesThemInWords) {
    auto m = new_match("connect4");
    action_effect effect;
    const status refused = m->act(0, action{"challenge", json{{"ply", 0}}}, effect);
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->code, refusal_code::unsupported);
    EXPECT_EQ(refused->message, "this game has no \"challenge\" action");
}

} // namespace
} // namespace plyroom::core
