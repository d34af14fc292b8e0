// Grav's own words, English then Korean, key for key (a test checks). A seat is named by
// its stones' colour ("seat.N"); the wire names it p1..pn.
#include "ui/games/grav_words.hpp"

namespace plyroom::client {

namespace {

constexpr phrase english[] = {
    {"title", "Grav"},
    {"seat.0", "red"},
    {"seat.1", "blue"},
    {"seat.2", "green"},
    {"seat.3", "yellow"},
    {"seat.4", "purple"},
    {"seat.5", "orange"},
    {"seat.other", "p{0}"},
    {"reason.all_passed", "everyone passed"},
    {"help.move", "place x y (or x,y): x the column from the left, y the row from the top, from 0; "
                  "add bonus 1 to claim a bonus turn (place 3 4 bonus 1); pass; remove x y in the "
                  "penalty phase"},
    {"help.commands", "grav! calls the latest placement when you think it broke a rule (any "
                      "player, any time until the next move); a wrong call skips your next turn"},
    {"help.options", "size (a prime 5..29), players (2..6), a, b, c, d, e, strict; left out, they "
                     "are drawn at random and shown in the room."},
    {"help.bot", "in Grav it also calls \"Grav!\" when it sees a broken rule"},
};

constexpr phrase korean[] = {
    {"title", "그라브"},
    {"seat.0", "빨강"},
    {"seat.1", "파랑"},
    {"seat.2", "초록"},
    {"seat.3", "노랑"},
    {"seat.4", "보라"},
    {"seat.5", "주황"},
    {"seat.other", "{0}번"},
    {"reason.all_passed", "모든 플레이어가 패스해"},
    {"help.move", "place x y (또는 x,y): x는 왼쪽부터 세는 열, y는 위부터 세는 행이고 0부터 "
                  "시작해요. 보너스 턴을 받으려면 bonus 1을 붙여요 (place 3 4 bonus 1). pass. "
                  "벌칙 단계에서는 remove x y"},
    {"help.commands", "grav!로 갈!을 외쳐요: 방금 놓은 그라소샤가 규칙을 어겼다고 생각할 때 "
                      "(누구든, 다음 수 전까지 언제든). 틀리게 외치면 다음 차례를 쉬어요"},
    {"help.options", "size (5..29의 소수), players (2..6), a, b, c, d, e, strict. 정하지 "
                     "않으면 무작위로 정해서 방에 보여 줘요."},
    {"help.bot", "그라브에서는 규칙을 어긴 수를 보면 \"갈!\"도 외쳐요"},
};

} // namespace

const catalogue& grav_words() {
    static const catalogue words{"grav", english, korean};
    return words;
}

} // namespace plyroom::client
