#include "registry.hpp"

#include <set>

#include <gtest/gtest.h>

namespace plyroom::core {
namespace {

TEST(Registry, EveryGameIsFoundByItsId) {
    std::set<std::string_view> ids;
    for (const game_definition& game : all_games()) {
        EXPECT_TRUE(ids.insert(game.id).second) << "duplicate id " << game.id;
        EXPECT_EQ(find_game(game.id), &game);
    }
    EXPECT_TRUE(ids.contains("connect4"));
}

TEST(Registry, UnknownGameIsRefusedWithItsName) {
    const creation created = create_match("chess", json::object());
    ASSERT_TRUE(std::holds_alternative<refusal>(created));
    const auto& refused = std::get<refusal>(created);
    EXPECT_EQ(refused.code, refusal_code::bad_request);
    EXPECT_NE(refused.message.find("chess"), std::string::npos);
}

TEST(Registry, OptionsMustBeAnObject) {
    const creation created = create_match("connect4", json::array({1, 2}));
    ASSERT_TRUE(std::holds_alternative<refusal>(created));
    EXPECT_EQ(std::get<refusal>(created).code, refusal_code::bad_request);
}

TEST(Registry, NullOptionsMeanNone) {
    const creation created = create_match("connect4", nullptr);
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<match>>(created));
}

TEST(Registry, EveryGameStartsRunningWithSeatZeroToMove) {
    for (const game_definition& game : all_games()) {
        creation created = game.create(json::object(), 7);
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<match>>(created)) << game.id;
        const auto& started = std::get<std::unique_ptr<match>>(created);
        EXPECT_EQ(started->game_name(), game.id);
        EXPECT_EQ(started->ply(), 0);
        EXPECT_EQ(started->to_move(), 0);
        EXPECT_FALSE(started->finished());
        const json state = started->state();
        for (const char* field : {"ply", "to_move", "phase", "board", "draw_offer", "result"})
            EXPECT_TRUE(state.contains(field)) << game.id << " STATE lacks " << field;
    }
}

} // namespace
} // namespace plyroom::core
