// Connect Four's own words, English then Korean, key for key (a test checks). The Korean terms are
// the Ply Yard page's: 커넥트 포, 말 (a disc), 열 (a column).
#include "ui/games/connect4_words.hpp"

namespace plyroom::client {

namespace {

constexpr phrase english[] = {
    {"title", "Connect Four"},
    {"side.red", "red"},
    {"side.blue", "blue"},
    {"reason.four_in_a_row", "four in a row"},
    {"reason.board_full", "the board is full"},
    {"board.winning_four", "( ) the winning four"},
    {"move.unreadable", "type a column: a letter a..g (or a digit 1..7, 1 = a)"},
    {"help.move", "a move is a column: a letter a..g, left to right (or a digit 1..7, 1 = a); "
                  "the disc drops to the lowest free row"},
};

constexpr phrase korean[] = {
    {"title", "커넥트 포"},
    {"side.red", "빨강"},
    {"side.blue", "파랑"},
    {"reason.four_in_a_row", "네 개를 한 줄로 이어"},
    {"reason.board_full", "판이 가득 차서"},
    {"board.winning_four", "( ) 이긴 네 개"},
    {"move.unreadable", "열을 입력하세요: 글자 a..g (또는 숫자 1..7, 1 = a)"},
    {"help.move", "수는 열이에요: 왼쪽부터 글자 a..g (또는 숫자 1..7, 1 = a). 말은 비어 있는 "
                  "가장 낮은 칸으로 떨어져요"},
};

} // namespace

const catalogue& connect4_words() {
    static const catalogue words{"connect4", english, korean};
    return words;
}

} // namespace plyroom::client
