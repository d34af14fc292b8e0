// The screen in Korean at 80x24 and 160x50: a game of each kind in progress between players with
// Korean names, with chat, against snapshot files; every line fits the terminal as the C library's
// own wcswidth measures it (check_scene), so a layout that counted bytes or code points would
// overflow.
#include "scenes.hpp"
#include "ui/words.hpp"

#include <clocale>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

namespace plyroom::client {
namespace {

// The scene's snapshots and widths (check_scene), and in each size a wrapped Korean line that
// reaches near the edge: counting code points would have let it run far past it.
void check_korean_scene(const std::string& name, const screen_view& scene, std::string_view game) {
    check_scene(name, scene, game, scene_script::any);
    const char* previous = std::setlocale(LC_CTYPE, nullptr);
    const std::string restore = previous != nullptr ? previous : "C";
    ASSERT_NE(std::setlocale(LC_CTYPE, "C.UTF-8"), nullptr) << "no C.UTF-8 locale";
    for (const screen_size size : {screen_size{80, 24}, screen_size{160, 50}}) {
        screen_view view = scene;
        view.size = size;
        const std::string plain = screen_text(view, game, false);
        bool widest_is_korean = false;
        for (std::size_t start = 0, end = plain.find('\n'); end != std::string::npos;
             start = end + 1, end = plain.find('\n', start)) {
            const std::string line = plain.substr(start, end - start);
            const int columns = libc_columns(line);
            std::size_t code_points = 0;
            for (const char c : line)
                code_points += (static_cast<unsigned char>(c) & 0xC0U) != 0x80U ? 1 : 0;
            widest_is_korean |= columns + 10 >= static_cast<int>(size.columns) &&
                                code_points + 5 <= static_cast<std::size_t>(columns);
        }
        EXPECT_TRUE(widest_is_korean) << name << " " << size.columns << "x" << size.rows
                                      << ": no Korean line reaches the edge";
    }
    std::setlocale(LC_CTYPE, restore.c_str());
}

TEST(KoreanSnapshots, ConnectFourInProgressWithChat) {
    const language_scope in_korean(language::korean);
    screen_view view;
    view.room = two_seat_room("connect4", "red", "blue", true);
    view.room["seats"][0]["name"] = "김민준";
    view.room["seats"][1]["name"] = "이서연";
    view.room["options"] = {{"clock", {{"initial_ms", 300000}, {"increment_ms", 3000}}}};
    view.state = state_after("connect4", {{{"seat", 0}, {"column", 3}},
                                          {{"seat", 1}, {"column", 3}},
                                          {{"seat", 0}, {"column", 2}},
                                          {{"seat", 1}, {"column", 4}}});
    view.state["clock"] = {{"initial_ms", 300000},           {"increment_ms", 3000},
                           {"remaining_ms", {251000, 9400}}, {"running", 0},
                           {"at", 1'764'590'400'000},        {"first_move_deadline", nullptr}};
    view.server_now_ms = 1'764'590'400'500;
    view.last_move = {{"column", 4}};
    view.last_seat = 1;
    view.my_seat = 0;
    view.notices = {
        shell_words("chat.line", {"이서연", "안녕하세요! 잘 부탁해요."}),
        shell_words("chat.line",
                    {"김민준",
                     "반가워요. 오늘은 가운데 열부터 차근차근 쌓아 올려서 네 개를 한 줄로 "
                     "이어 보려고 해요. 시간이 넉넉하니 천천히 생각하면서 둘게요. 지난번 "
                     "게임에서는 대각선을 놓쳐서 졌거든요. 이번에는 조심할게요!"}),
        shell_words("chat.line", {shell_words("chat.spectator", {"박지우"}),
                                  "두 분 다 화이팅! 관전하면서 응원할게요. 저도 다음 게임에 끼워 "
                                  "주세요."}),
        shell_words("refused", {error_words("not_your_turn", "not your turn")}),
    };
    check_korean_scene("connect4_korean", view, "connect4");
}

// Two Korean players' room of a game, with the sides as the wire names them.
json korean_room(std::string_view game, std::string side0, std::string side1) {
    json room = two_seat_room(game, std::move(side0), std::move(side1), true);
    room["seats"][0]["name"] = "김민준";
    room["seats"][1]["name"] = "이서연";
    return room;
}

// A line of chat long enough to wrap at 160 columns, and a spectator's.
std::vector<std::string> korean_chat() {
    return {
        shell_words("chat.line", {"이서연", "안녕하세요! 오늘도 잘 부탁해요."}),
        shell_words("chat.line",
                    {"김민준",
                     "반가워요. 지난번에는 제가 너무 서둘러서 졌으니까 이번에는 한 수 한 수 "
                     "천천히 생각하면서 둘게요. 시간은 넉넉하니까 서로 편하게 두어요. 끝나고 "
                     "나서 오늘 둔 수를 같이 다시 살펴보면 좋겠어요. 어디서 흐름이 바뀌었는지 "
                     "궁금하거든요!"}),
        shell_words("chat.line", {shell_words("chat.spectator", {"박지우"}),
                                  "두 분 다 화이팅! 관전하면서 응원할게요."}),
    };
}

TEST(KoreanSnapshots, HnefataflInProgressWithChat) {
    const language_scope in_korean(language::korean);
    const std::vector<json> moves{{{"seat", 0}, {"from", "d1"}, {"to", "d3"}},
                                  {{"seat", 1}, {"from", "f4"}, {"to", "c4"}},
                                  {{"seat", 0}, {"from", "h11"}, {"to", "h8"}}};
    screen_view view;
    view.room = korean_room("hnefatafl", "attackers", "defenders");
    view.state = state_after("hnefatafl", moves);
    view.last_move = {{"from", "h11"}, {"to", "h8"}};
    view.last_seat = 0;
    view.my_seat = 1;
    for (std::string& line : korean_chat())
        view.notices.push_back(std::move(line));
    check_korean_scene("hnefatafl_korean", view, "hnefatafl");
}

TEST(KoreanSnapshots, GravWithAPlacementOpenToACall) {
    const language_scope in_korean(language::korean);
    const json options{{"size", 7}, {"players", 2}, {"a", 3}, {"b", 2},
                       {"c", 3},    {"d", 1},       {"e", 3}, {"strict", false}};
    auto m = new_match("grav", options);
    for (const auto& [x, y] : std::vector<std::pair<int, int>>{{3, 3}, {3, 4}, {5, 4}})
        ASSERT_FALSE(m->apply(*m->to_move(), {{"place", {x, y}}})) << x << "," << y;
    screen_view view;
    view.room = korean_room("grav", "p1", "p2");
    view.room["options"] = m->options();
    view.state = m->state();
    view.last_move = {{"place", {5, 4}}};
    view.last_seat = 0;
    view.my_seat = 1;
    for (std::string& line : korean_chat())
        view.notices.push_back(std::move(line));
    check_korean_scene("grav_korean", view, "grav");
}

// A Divided Loyalties turn: a stone of `colour` at x, y with these bridges.
json dl_turn(int x, int y, const char* colour, json bridges = json::array()) {
    return json{{"place", {{"cell", {x, y}}, {"color", colour}}}, {"bridges", std::move(bridges)}};
}

TEST(KoreanSnapshots, DividedLoyaltiesAfterABridgeIsCut) {
    const language_scope in_korean(language::korean);
    // S1, W1, G1 and G2 regions with dots on the edges; blue bridges (2,0)-(2,2), then yellow
    // cuts it with a red bridge (1,1)-(3,1).
    const char* const position = "1,Test,0,o,S1,S1,W1,W1,G1,o\n"
                                 "1,Test,1,o,S1,S1,W1,W1,G1,o\n"
                                 "1,Test,2,.,G2,G2,G2,W1,G1,.\n"
                                 "1,Test,3,.,o,o,o,o,o,.\n";
    const std::vector<json> turns{
        dl_turn(2, 0, "blue"),
        dl_turn(1, 1, "red"),
        dl_turn(2, 1, "purple"),
        dl_turn(5, 0, "yellow"),
        dl_turn(2, 2, "green", json::array({json::array({{2, 0}, {2, 2}})})),
        dl_turn(3, 1, "orange", json::array({json::array({{1, 1}, {3, 1}})}))};
    auto m = new_match("divided_loyalties", {{"position_csv", position}});
    for (const json& turn : turns)
        ASSERT_FALSE(m->apply(*m->to_move(), turn)) << turn.dump();
    screen_view view;
    view.room = korean_room("divided_loyalties", "blue", "yellow");
    view.state = m->state();
    view.last_move = turns.back();
    view.last_seat = 1;
    view.my_seat = 0;
    for (std::string& line : korean_chat())
        view.notices.push_back(std::move(line));
    check_korean_scene("divided_loyalties_korean", view, "divided_loyalties");
}

} // namespace
} // namespace plyroom::client
