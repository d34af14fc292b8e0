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
    {"board.side", "{0} {1}{2}set {3} of {4}   stock{5} ({6} left)   score {7}"},
    {"board.bridges", "Bridges: blue {0}, yellow {1}, red {2}; cut {3}."},
    {"board.position_numbered", "Position {0}: {1}"},
    {"board.position", "Position: {0}"},
    {"board.custom", "custom"},
    {"board.key_colour", "Key: B Y R P G O stones (blue, yellow, red, purple, green, orange), the "
                         "shades the regions, a dot; [ ] the latest stone."},
    {"board.key_plain", "Key: s w g empty cells of S (dark), W (medium), G (light) regions, * a "
                        "dot; B Y R P G O stones; - | \\ / bridges, = the turn's own, . cut; | and "
                        "--- region borders; [ ] the latest stone."},
    {"draft.so_far", "Your turn so far: {0}"},
    {"draft.scores", "  Scores after it: blue {0}, yellow {1}."},
    {"draft.cuts", "  It cuts: {0}."},
    {"draft.on_dot", "  The stone is on a dot: it must end the turn inside a bridge."},
    {"draft.commands", "  send plays it; undo takes back the latest step; clear starts over."},
    {"turn.pass", "pass"},
    {"turn.place", "{0} at {1}"},
    {"turn.bridge", "; bridge {0}"},
    {"turn.bridges", "; bridges {0}"},
    {"colour.blue", "blue"},
    {"colour.yellow", "yellow"},
    {"colour.red", "red"},
    {"colour.purple", "purple"},
    {"colour.green", "green"},
    {"colour.orange", "orange"},
    {"move.unreadable", "compose a turn: place COLOUR x y, then bridge x1 y1 x2 y2 for each "
                        "bridge, then send (or pass when you cannot place)"},
    {"export.no_local_match", "The game could not be rebuilt here, so there is nothing to export."},
    {"export.failed_because", "Could not write {0}: {1}."},
    {"export.failed", "Could not write {0}."},
    {"export.done",
     "Exported {0} turns to {1} (plyroom host divided_loyalties --export {1} continues it)."},
    {"export.which_file", "Type export FILE: the file to write the game to."},
    {"draft.nothing_to_send", "Nothing to send: place a stone first (place COLOUR x y)."},
    {"draft.none", "No turn composed yet."},
    {"draft.watching", "You are watching: spectators cannot move."},
    {"draft.no_local_match", "The game could not be rebuilt here, so turns cannot be checked; try "
                             "again after the next move."},
    {"draft.cannot", "Cannot: {0}."},
    {"step.place_how", "place a stone with: place COLOUR x y (for example place purple 3 4)"},
    {"step.unknown_colour", "unknown colour \"{0}\" (blue, yellow, red, purple, green, orange, or "
                            "their first letters)"},
    {"step.where", "say where: place {0} x y, x the column from the left, y the row from the top"},
    {"step.bridges_first", "this turn already has a stone and bridges: undo the bridges first, or "
                           "clear the whole turn"},
    {"step.placed", "{0} stone at {1}. Add bridges (bridge x1 y1 x2 y2), then send."},
    {"step.stone_first",
     "place this turn's stone first (place COLOUR x y); every bridge goes through it"},
    {"step.bridge_how",
     "name a bridge by its two end cells: bridge x1 y1 x2 y2 (or bridge 1,4 3,4)"},
    {"step.bridge_red", "Bridge {0}: a red bridge, scoring for nobody"},
    {"step.bridge_scores", "Bridge {0}: it scores for {1}"},
    {"step.cuts_one", "; it cuts {0} bridge"},
    {"step.cuts_many", "; it cuts {0} bridges"},
    {"step.nothing_to_undo", "nothing to undo: this turn has no stone yet"},
    {"step.took_back_bridge", "Took back the latest bridge."},
    {"step.took_back_stone", "Took back the stone; the turn is empty."},
    {"step.not_this_game", "this is not a Divided Loyalties game"},
    {"step.stone_starts", "a composed turn starts with its stone"},
    {"step.stone_refused", "the stone cannot go there: {0}"},
    {"step.bridge_refused", "bridge {0} is refused: {1}"},
    {"step.game_over", "the game is over"},
    {"step.not_your_turn", "it is not your turn: compose your turn when it is"},
    {"step.type_a_step", "type a step: place COLOUR x y, bridge x1 y1 x2 y2, undo, clear"},
    {"step.cleared", "Cleared the turn."},
    {"step.unknown", "unknown step \"{0}\""},
    {"board.no_cells", "(the position has no cells)"},
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
    {"board.side", "{0} {1}{2}세트 {3}/{4}   보유{5} (남은 돌 {6})   점수 {7}"},
    {"board.bridges", "다리: 파랑 {0}, 노랑 {1}, 빨강 {2}, 끊김 {3}."},
    {"board.position_numbered", "배치 {0}: {1}"},
    {"board.position", "배치: {0}"},
    {"board.custom", "직접 만든 배치"},
    {"board.key_colour", "기호: B Y R P G O 돌 (파랑, 노랑, 빨강, 보라, 초록, 주황), 음영은 영역, "
                         "점 칸; [ ] 마지막 돌."},
    {"board.key_plain", "기호: s w g 영역 S (어두움), W (중간), G (밝음)의 빈칸, * 점 칸; "
                        "B Y R P G O 돌; - | \\ / 다리, = 이번 차례의 다리, . 끊긴 다리; |와 --- "
                        "영역 경계; [ ] 마지막 돌."},
    {"draft.so_far", "지금까지 짠 차례: {0}"},
    {"draft.scores", "  이 차례 뒤 점수: 파랑 {0}, 노랑 {1}."},
    {"draft.cuts", "  끊는 다리: {0}."},
    {"draft.on_dot", "  돌이 점 칸에 있어요: 차례를 마칠 때 다리 안에 있어야 해요."},
    {"draft.commands",
     "  send로 보내고, undo로 마지막 단계를 되돌리고, clear로 처음부터 다시 짜요."},
    {"turn.pass", "패스"},
    {"turn.place", "{1}에 {0}"},
    {"turn.bridge", ", 다리 {0}"},
    {"turn.bridges", ", 다리 {0}"},
    {"colour.blue", "파랑"},
    {"colour.yellow", "노랑"},
    {"colour.red", "빨강"},
    {"colour.purple", "보라"},
    {"colour.green", "초록"},
    {"colour.orange", "주황"},
    {"move.unreadable", "차례를 짜세요: place COLOUR x y, 다리마다 bridge x1 y1 x2 y2, 그다음 "
                        "send (놓을 수 없을 때는 pass)"},
    {"export.no_local_match", "여기서 게임을 다시 만들 수 없어서 내보낼 것이 없어요."},
    {"export.failed_because", "{0}에 쓰지 못했어요: {1}."},
    {"export.failed", "{0}에 쓰지 못했어요."},
    {"export.done", "{0}개 차례를 {1}에 내보냈어요 (plyroom host divided_loyalties --export {1}로 "
                    "이어서 둘 수 있어요)."},
    {"export.which_file", "export FILE을 입력하세요: 게임을 쓸 파일이에요."},
    {"draft.nothing_to_send", "보낼 것이 없어요: 먼저 돌을 놓으세요 (place COLOUR x y)."},
    {"draft.none", "아직 짠 차례가 없어요."},
    {"draft.watching", "관전 중이에요: 관전자는 수를 둘 수 없어요."},
    {"draft.no_local_match", "여기서 게임을 다시 만들 수 없어서 차례를 확인할 수 없어요. 다음 수 "
                             "뒤에 다시 해 보세요."},
    {"draft.cannot", "할 수 없어요: {0}."},
    {"step.place_how", "돌을 놓으려면: place COLOUR x y (예: place purple 3 4)"},
    {"step.unknown_colour",
     "모르는 색 \"{0}\" (blue, yellow, red, purple, green, orange 또는 첫 글자)"},
    {"step.where",
     "어디에 놓을지 입력하세요: place {0} x y, x는 왼쪽부터 세는 열, y는 위부터 세는 행"},
    {"step.bridges_first", "이번 차례에는 이미 돌과 다리가 있어요: 먼저 다리를 되돌리거나 (undo) "
                           "차례 전체를 지우세요 (clear)"},
    {"step.placed", "{1}에 {0} 돌을 놓았어요. 다리를 더한 뒤 (bridge x1 y1 x2 y2) send를 "
                    "입력하세요."},
    {"step.stone_first", "먼저 이번 차례의 돌을 놓으세요 (place COLOUR x y). 모든 다리는 그 돌을 "
                         "지나요"},
    {"step.bridge_how", "다리는 양 끝 칸으로 정해요: bridge x1 y1 x2 y2 (또는 bridge 1,4 3,4)"},
    {"step.bridge_red", "다리 {0}: 빨강 다리라 누구의 점수도 되지 않아요"},
    {"step.bridge_scores", "다리 {0}: {1}의 점수가 돼요"},
    {"step.cuts_one", "; 다리 {0}개를 끊어요"},
    {"step.cuts_many", "; 다리 {0}개를 끊어요"},
    {"step.nothing_to_undo", "되돌릴 것이 없어요: 이번 차례에 아직 돌이 없어요"},
    {"step.took_back_bridge", "마지막 다리를 되돌렸어요."},
    {"step.took_back_stone", "돌을 되돌렸어요. 차례가 비었어요."},
    {"step.not_this_game", "분열된 충성심 게임이 아니에요"},
    {"step.stone_starts", "짜는 차례는 돌로 시작해요"},
    {"step.stone_refused", "돌을 거기에 놓을 수 없어요: {0}"},
    {"step.bridge_refused", "다리 {0} 거절: {1}"},
    {"step.game_over", "게임이 끝났어요"},
    {"step.not_your_turn", "내 차례가 아니에요: 내 차례가 되면 짜세요"},
    {"step.type_a_step", "단계를 입력하세요: place COLOUR x y, bridge x1 y1 x2 y2, undo, clear"},
    {"step.cleared", "차례를 지웠어요."},
    {"step.unknown", "모르는 단계 \"{0}\""},
    {"board.no_cells", "(배치에 칸이 없어요)"},
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
