// The screen in Korean at 80x24 and 160x50: a game in progress between players with Korean
// names, with chat, against snapshot files; every line fits the terminal as the C library's own
// wcswidth measures it (check_scene), so a layout that counted bytes or code points would
// overflow.
#include "scenes.hpp"
#include "ui/words.hpp"

#include <clocale>
#include <string>

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

} // namespace
} // namespace plyroom::client
