// Hnefatafl's own words, English then Korean, key for key (a test checks). Korean terms as the
// browser client has them (web/js/games/hnefatafl/words.js).
#include "ui/games/hnefatafl_words.hpp"

namespace plyroom::client {

namespace {

constexpr phrase english[] = {
    {"title", "Hnefatafl (Fetlar 11x11)"},
    {"side.attackers", "attackers"},
    {"side.defenders", "defenders"},
    {"reason.king_escaped", "the king escaped to a corner"},
    {"reason.king_captured", "the king was captured"},
    {"reason.no_legal_moves", "no legal move left"},
    {"reason.no_capture_limit", "100 plies without a capture"},
    {"reason.encircled", "the defenders are encircled"},
    {"reason.repetition", "the same position a third time"},
    {"board.counts", "attackers {0}, defenders {1} + king"},
    {"board.counts_no_king", "attackers {0}, defenders {1}, king taken"},
    {"board.quiet_ply", "; 1 ply without a capture (a draw at 100)"},
    {"board.quiet_plies", "; {0} plies without a capture (a draw at 100)"},
    {"move.unreadable",
     "type a move from-to, like d1-d3 (files a..k, ranks 1..11 from the bottom)"},
    {"note.captures", "captures {0}"},
    {"note.and", " and "},
    {"help.move", "a move is from-to, like d1-d3 (an attacker's opening move): files a..k left to "
                  "right, ranks 1..11 from the bottom; pieces move like rooks"},
};

constexpr phrase korean[] = {
    {"title", "흐네파타플 (Fetlar 11x11)"},
    {"side.attackers", "공격측"},
    {"side.defenders", "수비측"},
    {"reason.king_escaped", "왕이 모서리로 탈출해"},
    {"reason.king_captured", "왕을 포획해"},
    {"reason.no_legal_moves", "둘 수 있는 수가 남지 않아"},
    {"reason.no_capture_limit", "포획 없이 100수가 두어져"},
    {"reason.encircled", "수비측이 포위되어"},
    {"reason.repetition", "같은 국면이 세 번 나와"},
    {"board.counts", "공격측 {0}, 수비측 {1} + 왕"},
    {"board.counts_no_king", "공격측 {0}, 수비측 {1}, 왕 잡힘"},
    {"board.quiet_ply", "; 포획 없이 1수 (100수면 무승부)"},
    {"board.quiet_plies", "; 포획 없이 {0}수 (100수면 무승부)"},
    {"move.unreadable",
     "출발-도착으로 수를 입력하세요. 예: d1-d3 (세로줄 a..k, 가로줄은 아래부터 1..11)"},
    {"note.captures", "{0} 포획"},
    {"note.and", ", "},
    {"help.move", "수는 출발-도착이에요. 예: d1-d3 (공격측의 첫 수). 세로줄은 왼쪽부터 a..k, "
                  "가로줄은 아래부터 1..11이고, 말은 룩처럼 움직여요"},
};

} // namespace

const catalogue& hnefatafl_words() {
    static const catalogue words{"hnefatafl", english, korean};
    return words;
}

} // namespace plyroom::client
