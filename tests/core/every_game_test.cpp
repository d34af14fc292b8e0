// Invariants every registered game keeps, checked through the uniform interface only: random
// playouts over legal_moves(), refusals that change nothing, and rebuilding by replay.
#include "ai/ai.hpp"
#include "record.hpp"
#include "registry.hpp"

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace plyroom::core {
namespace {

std::unique_ptr<match> created_match(const game_definition& game, std::uint64_t seed) {
    creation created = game.create(json::object(), seed);
    if (auto* refused = std::get_if<refusal>(&created)) {
        ADD_FAILURE() << game.id << ": " << refused->message;
        return nullptr;
    }
    return std::move(std::get<std::unique_ptr<match>>(created));
}

TEST(EveryGame, CloneIsIndependentOfTheOriginal) {
    for (const game_definition& game : all_games()) {
        auto original = created_match(game, 1);
        ASSERT_TRUE(original);
        const auto moves = original->legal_moves();
        ASSERT_FALSE(moves.empty()) << game.id << " lists no legal move at the start";
        auto copy = original->clone();
        const json before = original->state();
        ASSERT_FALSE(copy->apply(copy->to_move().value(), moves.front())) << game.id;
        EXPECT_EQ(original->state(), before) << game.id;
        EXPECT_EQ(copy->ply(), 1) << game.id;
    }
}

TEST(EveryGame, RefusedMovesChangeNothing) {
    for (const game_definition& game : all_games()) {
        auto m = created_match(game, 2);
        ASSERT_TRUE(m);
        const json before = m->state();
        const int seat = m->to_move().value();
        for (const json& junk : {json::object(), json{{"x", 1}}, json(42), json("move"),
                                 json::array(), json(nullptr)}) {
            const status refused = m->apply(seat, junk);
            ASSERT_TRUE(refused) << game.id << " accepted " << junk;
            EXPECT_FALSE(refused->message.empty()) << game.id;
        }
        EXPECT_TRUE(m->apply(-1, json::object()));
        EXPECT_TRUE(m->apply(m->seat_count(), json::object()));
        EXPECT_EQ(m->state(), before) << game.id;
    }
}

TEST(EveryGame, RandomPlayoutsReplayToTheSameState) {
    std::mt19937_64 rng(7);
    for (const game_definition& game : all_games()) {
        for (int round = 0; round < 20; ++round) {
            auto m = created_match(game, 100 + static_cast<std::uint64_t>(round));
            ASSERT_TRUE(m);
            json record = json::array();
            for (int step = 0; step < 400 && !m->finished(); ++step) {
                const auto moves = m->legal_moves();
                ASSERT_FALSE(moves.empty())
                    << game.id << " lists no legal move at ply " << m->ply();
                const int seat = m->to_move().value();
                const json& move = moves[rng() % moves.size()];
                ASSERT_FALSE(m->apply(seat, move)) << game.id << " refused its own " << move;
                json entry = move;
                entry["seat"] = seat;
                record.push_back(entry);
            }
            // The options carry every random draw, so another seed must not matter.
            auto from_options = game.create(m->options(), 12345);
            ASSERT_TRUE(std::holds_alternative<std::unique_ptr<match>>(from_options)) << game.id;
            auto& replayed = std::get<std::unique_ptr<match>>(from_options);
            for (const json& entry : record)
                ASSERT_FALSE(apply_record_entry(*replayed, entry)) << game.id << " " << entry;
            EXPECT_EQ(replayed->state(), m->state()) << game.id;
            EXPECT_EQ(replayed->result(), m->result()) << game.id;
        }
    }
}

// The AI's last resort (a random legal move when a search fails) must exist for every game at
// every turn, or a room with an AI seat stalls.
TEST(EveryGame, ARandomLegalMoveExistsAtEveryTurn) {
    for (const game_definition& game : all_games()) {
        auto m = created_match(game, 9);
        ASSERT_TRUE(m);
        std::uint64_t rng = 5;
        for (int step = 0; step < 300 && !m->finished(); ++step) {
            const int seat = m->to_move().value();
            const auto fallback = ai::random_legal_move(*m, seat, rng);
            ASSERT_TRUE(fallback) << game.id << " has no fallback move at ply " << m->ply();
            ASSERT_FALSE(m->apply(seat, fallback->body))
                << game.id << " refused " << fallback->body;
        }
    }
}

// The top-level names of a JSON object written as text, in order, repeats kept (a tree keeps
// only the last of a repeated name).
std::vector<std::string> top_level_names(const std::string& text) {
    std::vector<std::string> names;
    json::parser_callback_t note = [&](int depth, json::parse_event_t event, json& parsed) {
        if (event == json::parse_event_t::key && depth == 1)
            names.push_back(parsed.get<std::string>());
        return true;
    };
    [[maybe_unused]] const json whole = json::parse(text, note);
    return names;
}

// STATE as the server writes it on every move (write_state_members, the one writer of STATE)
// is one object naming each field once, with the match's ply, turn, phase and result, at every
// ply of whole games, the end included.
TEST(EveryGame, TheWrittenStateNamesEachFieldOnceWithTheMatchsValues) {
    for (const game_definition& game : all_games()) {
        for (std::uint64_t round = 0; round < 3; ++round) {
            auto m = created_match(game, 20 + round);
            ASSERT_TRUE(m);
            std::uint64_t rng = 11 + round;
            for (int step = 0; step < 400; ++step) {
                std::string text = "{";
                json_writer out(text);
                m->write_state_members(out);
                text += '}';
                const std::string where = std::string(game.id) + " at ply " + std::to_string(m->ply());
                std::vector<std::string> names = top_level_names(text);
                std::sort(names.begin(), names.end());
                EXPECT_EQ(std::adjacent_find(names.begin(), names.end()), names.end())
                    << where << " names a field twice: " << text;
                const json written = json::parse(text);
                EXPECT_EQ(written.at("ply"), m->ply()) << where;
                EXPECT_EQ(written.at("to_move"),
                          m->to_move() ? json(*m->to_move()) : json(nullptr))
                    << where;
                EXPECT_EQ(written.at("phase"), m->phase()) << where;
                EXPECT_EQ(written.at("result"), m->result_json()) << where;
                EXPECT_TRUE(written.at("board").is_object()) << where;
                EXPECT_FALSE(written.contains("draw_offer")) << where << ": the room writes it";
                if (m->finished())
                    break;
                const int seat = m->to_move().value();
                const auto move = ai::random_legal_move(*m, seat, rng);
                ASSERT_TRUE(move) << game.id;
                ASSERT_FALSE(m->apply(seat, move->body)) << game.id;
            }
        }
    }
}

// Every game's moves are stored and sent only in the shape the game defines.
TEST(EveryGame, AMoveWithAFieldTheGameDoesNotDefineIsRefused) {
    for (const game_definition& game : all_games()) {
        auto m = created_match(game, 3);
        ASSERT_TRUE(m);
        json move = m->legal_moves().front();
        move["x"] = json::array({json::array({json::array()})});
        const json before = m->state();
        const status refused = m->apply(m->to_move().value(), move);
        ASSERT_TRUE(refused) << game.id << " accepted " << move;
        EXPECT_EQ(refused->code, refusal_code::bad_request) << game.id;
        EXPECT_EQ(refused->message, "unknown field \"x\" in the move") << game.id;
        EXPECT_EQ(m->state(), before) << game.id;
    }
}

} // namespace
} // namespace plyroom::core
