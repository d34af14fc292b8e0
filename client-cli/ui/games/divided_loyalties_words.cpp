// Divided Loyalties's own words, English then Korean, key for key (a test checks). Korean terms as
// the browser client has them (web/js/games/divided_loyalties/words.js).
#include "ui/games/divided_loyalties_words.hpp"

namespace plyroom::client {

namespace {

constexpr phrase english[] = {
    {"title", "Divided Loyalties"},
    {"side.blue", "blue"},
    {"side.yellow", "yellow"},
    {"reason.all_placed", "every stone is placed"},
    {"reason.all_passed", "everyone passed"},
    {"help.move", "a turn is composed, then sent whole: place COLOUR x y (blue, yellow, red, "
                  "purple, green, orange or their first letter; x the column, y the row, from 0), "
                  "then bridge x1 y1 x2 y2 for each bridge by its end stones, then send; pass only "
                  "when you cannot place"},
    {"help.commands", "undo takes back the latest step, clear the whole turn, turn shows it; "
                      "export FILE writes the game as JSON"},
    {"help.position", "built-in position 1..12"},
    {"help.position_csv", "a position of your own, as CSV"},
    {"help.sets", "3 or 4 sets of stones"},
    {"help.export", "continue a game written by `export FILE`"},
};

constexpr phrase korean[] = {
    {"title", "분열된 충성심"},
    {"side.blue", "파랑"},
    {"side.yellow", "노랑"},
    {"reason.all_placed", "모든 돌이 놓여"},
    {"reason.all_passed", "모든 플레이어가 패스해"},
    {"help.move", "한 차례를 짜서 한꺼번에 보내요: place COLOUR x y (blue, yellow, red, purple, "
                  "green, orange 또는 첫 글자. x는 열, y는 행, 0부터), 그다음 다리마다 양 끝 "
                  "돌로 bridge x1 y1 x2 y2, 마지막으로 send. pass는 놓을 수 없을 때만 해요"},
    {"help.commands", "undo는 마지막 단계를 되돌리고, clear는 차례 전체를 지우고, turn은 짜는 중인 "
                      "차례를 보여 줘요. export FILE은 게임을 JSON으로 저장해요"},
    {"help.position", "기본 제공 배치 1..12"},
    {"help.position_csv", "직접 만든 배치, CSV로"},
    {"help.sets", "돌 3세트 또는 4세트"},
    {"help.export", "`export FILE`로 저장한 게임을 이어서 해요"},
};

} // namespace

const catalogue& divided_loyalties_words() {
    static const catalogue words{"divided_loyalties", english, korean};
    return words;
}

} // namespace plyroom::client
