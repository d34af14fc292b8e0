// Random playouts through the registry and the JSON interface, checking the invariants every
// game must keep: listed moves are accepted, other moves are refused and change nothing,
// every game ends, and replaying the record rebuilds the same STATE.
#include "hnefatafl/hnefatafl_match.hpp"
#include "record.hpp"
#include "registry.hpp"
#include "test_support.hpp"

#include <algorithm>
#include <array>
#include <random>
#include <set>

namespace plyroom::core::hnefatafl {
namespace {

// A move the rules refuse or cannot read: random squares, sometimes malformed.
json random_wrong_move(std::mt19937_64& random, const std::vector<move>& legal) {
    switch (random() % 8) {
    case 0:
        return json{{"from", "l4"}, {"to", "a1"}};
    case 1:
        return json{{"from", "f4"}};
    case 2:
        return json{{"from", 6}, {"to", "f8"}};
    default:
        break;
    }
    for (;;) {
        const move m{make_square(static_cast<int>(random() % 11), static_cast<int>(random() % 11)),
                     make_square(static_cast<int>(random() % 11), static_cast<int>(random() % 11))};
        if (std::find(legal.begin(), legal.end(), m) == legal.end())
            return json{{"from", square_name(m.from)}, {"to", square_name(m.to)}};
    }
}

// Every listed move is distinct and accepted by a copy of the match.
void expect_every_listed_move_accepted(const match& played, const std::vector<json>& moves) {
    std::set<std::string> distinct;
    for (const json& m : moves) {
        distinct.insert(m.dump());
        auto copy = played.clone();
        ASSERT_EQ(copy->apply(*played.to_move(), m), std::nullopt) << m.dump();
        ASSERT_EQ(copy->ply(), played.ply() + 1);
    }
    ASSERT_EQ(distinct.size(), moves.size()) << "duplicate moves";
}

// The match's legal_moves() is the rules' list in MOVE shape.
void expect_listed_moves_match_the_rules(const hnefatafl_match& played) {
    const std::vector<json> listed = played.legal_moves();
    const std::vector<move> rules = played.game().legal_moves();
    ASSERT_EQ(listed.size(), rules.size());
    for (std::size_t i = 0; i < rules.size(); ++i)
        ASSERT_EQ(listed[i],
                  (json{{"from", square_name(rules[i].from)}, {"to", square_name(rules[i].to)}}));
    ASSERT_EQ(played.perft(1), listed.size());
}

TEST(Playouts, RandomGamesKeepTheMatchInvariants) {
    std::mt19937_64 random(20261129);
    const int games = test::playout_games(1500);
    int total_plies = 0;
    std::array<int, 7> endings{};
    for (int g = 0; g < games; ++g) {
        auto created = core::create_match("hnefatafl", json::object(), static_cast<unsigned>(g));
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<match>>(created));
        auto& played = dynamic_cast<hnefatafl_match&>(*std::get<std::unique_ptr<match>>(created));
        const bool uniform = g % 10 == 0;
        const int checked_ply = static_cast<int>(random() % 60);
        json record = json::array();
        while (!played.finished()) {
            // Every game ends: the 100-ply rule bounds a game by 100 plies per capture.
            ASSERT_LT(played.ply(), 100 * 40);
            const int seat = *played.to_move();
            if (played.ply() == checked_ply) {
                expect_listed_moves_match_the_rules(played);
                if (g % 8 == 0)
                    expect_every_listed_move_accepted(played, played.legal_moves());
            }

            const position before = played.game().current();
            const std::vector<move> legal = played.game().legal_moves();
            const json wrong = random_wrong_move(random, legal);
            const status refused = played.apply(seat, wrong);
            ASSERT_TRUE(refused.has_value()) << wrong.dump();
            EXPECT_TRUE(refused->code == refusal_code::illegal_move ||
                        refused->code == refusal_code::bad_request);
            EXPECT_FALSE(refused->message.empty());
            const move chosen = test::playout_move(played.game(), legal, random, uniform);
            const json chosen_json{{"from", square_name(chosen.from)},
                                   {"to", square_name(chosen.to)}};
            ASSERT_EQ(played.apply(1 - seat, chosen_json)->code, refusal_code::not_your_turn);
            ASSERT_EQ(played.game().current(), before);
            if (played.ply() == checked_ply) {
                const json state = played.state();
                ASSERT_TRUE(played.apply(seat, wrong).has_value());
                ASSERT_EQ(played.state(), state);
            }

            ASSERT_EQ(played.apply(seat, chosen_json), std::nullopt) << chosen_json.dump();
            json entry = chosen_json;
            entry["seat"] = seat;
            record.push_back(std::move(entry));
        }
        total_plies += played.ply();
        ++endings[static_cast<int>(played.game().end())];
        EXPECT_TRUE(played.legal_moves().empty());
        EXPECT_EQ(played.perft(1), 0u);
        ASSERT_EQ(played.apply(0, json{{"from", "a4"}, {"to", "a3"}})->code,
                  refusal_code::game_over);

        auto rebuilt = core::create_match("hnefatafl", played.options(), 0);
        match& replayed = *std::get<std::unique_ptr<match>>(rebuilt);
        for (const json& entry : record)
            ASSERT_EQ(apply_record_entry(replayed, entry), std::nullopt) << entry.dump();
        ASSERT_EQ(replayed.state(), played.state()) << "game " << g;
    }
    EXPECT_GT(total_plies, games);
    if (games >= 100) {
        EXPECT_GT(endings[static_cast<int>(ending::king_escaped)], 0);
        EXPECT_GT(endings[static_cast<int>(ending::king_captured)], 0);
        EXPECT_GT(endings[static_cast<int>(ending::no_capture_limit)], 0);
    }
}

} // namespace
} // namespace plyroom::core::hnefatafl
