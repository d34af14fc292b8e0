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
    {"board.strict", "  strict: the server refuses a placement that breaks a rule"},
    {"board.players_enforce", "  players enforce the rules: grav! calls a broken one"},
    {"board.rules_abc", "a: at most {0} stones equally spaced on a line; b, c: at most {1} stones "
                        "in any {2}x{2} square;"},
    {"board.rules_de", "d, e: each stone {0}..{1} from the latest one (|dx| + |dy|)."},
    {"board.stones", "Stones on the board:"},
    {"board.resigned", "resigned"},
    {"board.passed", "passed"},
    {"board.skips", "skips {0}"},
    {"board.ring", "{0} marks the points at distance {1}..{2} from the latest stone {3}."},
    {"board.open_call", "Open to a Grav! call: the placement of ply {0} by {1}."},
    {"board.penalty", "Penalty: {0} removes one stone of {1} (remove x y)."},
    {"board.bonus_one", "{0} bonus turn left: the player places again (no pass)."},
    {"board.bonus_many", "{0} bonus turns left: the player places again (no pass)."},
    {"board.skipped", "Turn skipped for a wrong Grav! call: {0}."},
    {"board.voided", "Voided placements (plies): {0}."},
    {"board.key", "Key: {0}; [ ] latest stone, : distance ring, x voided stone."},
    {"move.bonus_number", "bonus takes a number: place x y bonus 1"},
    {"move.unreadable_penalty",
     "in the penalty phase type remove x y (a stone of the player who was called)"},
    {"move.unreadable", "type place x y (or x,y), pass, or grav! to call; x is the column from the "
                        "left, y the row from the top, from 0"},
    {"move.bonus_on_removal", "bonus goes with a placement, not a removal"},
    {"move.off_board", "{0} is off the board (0..{1})"},
    {"call.unclaimed_bonus", "This placement makes a point-symmetric shape and earns a bonus turn, "
                             "but only if you claim it now: type {0} (or type the same placement "
                             "again to give the bonus up)."},
    {"call.players_only", "Only players can call Grav!."},
    {"call.nothing_open", "No placement is open to a call: only the latest placement can be "
                          "called, until the next move."},
    {"call.own_placement", "You cannot call your own placement."},
    {"call.wrong", "{0} called Grav! on the placement of ply {1} by {2}: wrong, it broke no rule. "
                   "{0} skips a turn."},
    {"call.correct", "{0} called Grav! on the placement of ply {1} by {2}: correct ({3}). The "
                     "stone is voided."},
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
    {"board.strict", "  엄격: 규칙을 어기는 놓기는 서버가 거절해요"},
    {"board.players_enforce", "  규칙은 플레이어가 지켜요: 어긴 수에는 grav!로 갈!을 외쳐요"},
    {"board.rules_abc", "a: 한 줄에 같은 간격으로 놓인 그라소샤는 최대 {0}개. b, c: "
                        "{2}x{2} 구역마다 최대 {1}개."},
    {"board.rules_de", "d, e: 마지막 그라소샤에서 거리 {0}..{1}에 놓아요 (|dx| + |dy|)."},
    {"board.stones", "판의 그라소샤:"},
    {"board.resigned", "기권"},
    {"board.passed", "패스"},
    {"board.skips", "{0}번 쉼"},
    {"board.ring", "{0} 마지막 그라소샤 {3}에서 거리 {1}..{2}인 홈이에요."},
    {"board.open_call", "갈!을 외칠 수 있어요: {0}수째에 {1:이/가} 놓은 그라소샤."},
    {"board.penalty", "벌칙: {0:이/가} {1}의 그라소샤 하나를 없애요 (remove x y)."},
    {"board.bonus_one", "남은 보너스 턴 {0}번: 같은 플레이어가 한 번 더 놓아요 (패스 불가)."},
    {"board.bonus_many", "남은 보너스 턴 {0}번: 같은 플레이어가 한 번 더 놓아요 (패스 불가)."},
    {"board.skipped", "틀린 갈! 때문에 차례를 쉬어요: {0}."},
    {"board.voided", "무효가 된 놓기 (수): {0}."},
    {"board.key", "기호: {0}. [ ] 마지막 그라소샤, : 거리 고리, x 무효가 된 그라소샤."},
    {"move.bonus_number", "bonus 뒤에는 숫자를 써요: place x y bonus 1"},
    {"move.unreadable_penalty", "벌칙 단계에서는 remove x y를 입력하세요 (지적당한 플레이어의 "
                                "그라소샤)"},
    {"move.unreadable", "place x y (또는 x,y), pass, 또는 갈!을 외치려면 grav!를 입력하세요. x는 "
                        "왼쪽부터 세는 열, y는 위부터 세는 행이고 0부터 시작해요"},
    {"move.bonus_on_removal", "bonus는 놓기에만 붙일 수 있어요. 없애기에는 붙일 수 없어요"},
    {"move.off_board", "{0}: 판 밖이에요 (0..{1})"},
    {"call.unclaimed_bonus",
     "이 놓기는 점대칭 모양을 만들어 보너스 턴을 얻지만, 지금 청해야만 "
     "얻어요: {0:을/를} 입력하세요 (보너스를 포기하려면 같은 놓기를 한 번 더 "
     "입력하세요)."},
    {"call.players_only", "갈!은 플레이어만 외칠 수 있어요."},
    {"call.nothing_open", "외칠 수 있는 놓기가 없어요: 마지막으로 놓은 그라소샤에만, 다음 수 "
                          "전까지 외칠 수 있어요."},
    {"call.own_placement", "내가 놓은 그라소샤에는 외칠 수 없어요."},
    {"call.wrong", "{0:이/가} {2}의 {1}수째 놓기에 갈!을 외쳤어요: 틀렸어요. 어긴 규칙이 "
                   "없어요. {0:은/는} 한 턴을 쉬어요."},
    {"call.correct", "{0:이/가} {2}의 {1}수째 놓기에 갈!을 외쳤어요: 옳았어요 ({3}). 그 "
                     "그라소샤는 무효가 돼요."},
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
