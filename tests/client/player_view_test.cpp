// What `plyroom profile` and `plyroom history` print for the server's answers (answers that
// match protocol/schema/http.json), in English and in Korean.
#include "support/schema_check.hpp"
#include "ui/player_view.hpp"
#include "ui/words.hpp"

#include <gtest/gtest.h>

namespace plyroom::client {
namespace {

using json = nlohmann::json;

// An answer of `target` as the server would give it; checked against its schema first.
json answer(const std::string& target, const char* text) {
    plyroom::test::schema::http_answered(target, 200, "application/json", text);
    return json::parse(text);
}

const json player = answer("/api/players/alice", R"({
    "user_name":"Alice","created_at":1765000000000,
    "games":[{"game":"connect4","games":3,"wins":2,"draws":0,"losses":1,
              "rating":{"rating":1741,"deviation":397,"provisional":true,"rated_games":1}},
             {"game":"grav","games":1,"wins":0,"draws":1,"losses":0,"rating":null}],
    "rating_history":[{"game":"connect4","game_id":7,"at":1765000000000,"rating":1741}]})");

const json page = answer("/api/players/alice/games", R"({
    "user_name":"Alice",
    "games":[{"game_id":9,"game":"connect4","status":"finished","public":false,"rated":false,
              "seat":1,"result":{"outcome":"win","winner":0,"reason":"four_in_a_row","scores":null},
              "created_at":1765000000000,"finished_at":1765000060000,"rating_change":null,
              "seats":[{"seat":0,"name":"bob","user_name":"bob"},
                       {"seat":1,"name":"Alice","user_name":"Alice"}]},
             {"game_id":7,"game":"connect4","status":"finished","public":true,"rated":true,
              "seat":0,"result":{"outcome":"win","winner":0,"reason":"four_in_a_row","scores":null},
              "created_at":1764900000000,"finished_at":1764900060000,
              "rating_change":{"before":1500,"after":1741},
              "seats":[{"seat":0,"name":"Alice","user_name":"Alice"},
                       {"seat":1,"name":"carol","user_name":null}]}],
    "next_before":7})");

TEST(player_view, AProfileShowsEachGamesRatingAndResults) {
    const language_scope english(language::english);
    EXPECT_EQ(profile_text(player),
              "Alice, a player since 2025-12-06\n"
              "  Connect Four: rating 1741? (RD 397); 3 played: 2 won, 0 drawn, 1 lost\n"
              "  Grav: not rated; 1 played: 0 won, 1 drawn, 0 lost\n");
    const language_scope korean(language::korean);
    EXPECT_EQ(profile_text(player), "Alice, 2025-12-06부터 플레이\n"
                                    "  커넥트 포: 레이팅 1741? (RD 397); 3판: 2승 0무 1패\n"
                                    "  그라브: 레이팅 없음; 1판: 0승 1무 0패\n");
}

TEST(player_view, AProfileWithoutGamesSaysSo) {
    const language_scope english(language::english);
    const json fresh =
        answer("/api/players/dave",
               R"({"user_name":"dave","created_at":0,"games":[],"rating_history":[]})");
    EXPECT_EQ(profile_text(fresh), "dave, a player since 1970-01-01\n  No games yet.\n");
}

TEST(player_view, HistoryListsGamesNewestFirstWithTheirReplays) {
    const language_scope english(language::english);
    EXPECT_EQ(history_text(page, "http://127.0.0.1:8080"),
              "Games of Alice, newest first:\n"
              "  #9  2025-12-06  Connect Four  lost  against bob  http://127.0.0.1:8080/g/9\n"
              "  #7  2025-12-05  Connect Four  won  against carol  rating 1500 -> 1741  "
              "http://127.0.0.1:8080/g/7\n"
              "Older games: plyroom history 7\n");
    const language_scope korean(language::korean);
    EXPECT_EQ(history_text(page, "http://h:1"),
              "Alice의 게임, 최근 것부터:\n"
              "  #9  2025-12-06  커넥트 포  패  상대 bob  http://h:1/g/9\n"
              "  #7  2025-12-05  커넥트 포  승  상대 carol  레이팅 1500 -> 1741  http://h:1/g/7\n"
              "이전 게임: plyroom history 7\n");
}

} // namespace
} // namespace plyroom::client
