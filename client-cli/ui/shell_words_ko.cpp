// The shell's words in Korean (해요체), key for key as shell_words_en.cpp, with the browser
// client's terms (web/js/messages/ko.js) for the same things. How a game ended is an adverbial
// phrase ("합의로", "시간 초과로") that comes before the verb.
#include "ui/shell_words.hpp"

namespace plyroom::client {

namespace {

constexpr phrase korean[] = {
    {"screen.room", "방 {0}"},
    {"screen.ply", "{0}수"},
    {"screen.private", "비공개"},
    {"screen.clock_low", "{0} 부족"},
    {"screen.clock_running", " (가는 중)"},
    {"screen.waiting_for_player", "(플레이어를 기다리는 중)"},
    {"screen.you", "{0} (나)"},
    {"screen.online", "접속 중"},
    {"screen.offline", "접속 끊김"},
    {"screen.spectator", "1명 관전 중"},
    {"screen.spectators", "{0}명 관전 중"},
    {"screen.clock_option", "시계 {0}"},
    {"screen.game_over", "게임 끝: {0}"},
    {"screen.starting", "자리가 모두 찼어요. 게임을 시작해요..."},
    {"screen.waiting_one", "플레이어 1명을 더 기다리고 있어요..."},
    {"screen.waiting_many", "플레이어 {0}명을 더 기다리고 있어요..."},
    {"screen.waiting_players", "플레이어를 기다리고 있어요..."},
    {"screen.your_move", "내 차례예요"},
    {"screen.your_move_rest", " (나는 {0}). 수를 입력하거나 help를 입력하세요."},
    {"screen.waiting_move", "{0}의 차례예요."},
    {"screen.first_move_due", " {0} 안에 첫 수를 두어야 해요. 그러지 않으면 게임이 취소돼요."},
    {"screen.offers", "{0:이/가} {1} 제안해요. accept 또는 decline을 입력하세요."},
    {"screen.offered", "{0:이/가} {1} 제안했어요."},
    {"screen.offer_scored", "지금 게임을 끝내자고 (점수로 결정)"},
    {"screen.offer_draw", "무승부를"},
    {"screen.seat", "{0}번 자리"},
    {"screen.seat_label", "{0} ({1})"},
    {"screen.last_move", "마지막 수: {1}의 {0}"},
    {"screen.last_move_note", "마지막 수: {1}의 {0}, {2}"},
    {"screen.board_cut",
     "판이 {0}에 다 들어가지 않아요. 터미널을 {1} 이상으로 키우거나 board를 입력해 판 전체를 "
     "보세요."},

    {"session.connection_lost", "연결이 끊겼어요. 다시 연결하는 중..."},
    {"session.reconnected", "다시 연결되었어요."},
    {"session.joined", "{0:이/가} 들어왔어요."},
    {"session.back_online", "{0:이/가} 돌아왔어요."},
    {"session.went_offline", "{0}의 접속이 끊겼어요."},
    {"session.went_offline_claimable",
     "{0}의 접속이 끊겼어요. 계속 돌아오지 않으면 승리를 청할 수 있을 때 서버가 알려 줘요 "
     "(따로 정하지 않았다면 유예 시간 60초 뒤)."},
    {"session.spectator_joined", "관전자가 들어왔어요 ({0}명 관전 중)."},
    {"session.spectator_left", "관전자가 나갔어요 ({0}명 관전 중)."},
    {"session.resigned_others_play", "{0:이/가} 기권했어요. 나머지 플레이어는 계속 둬요."},
    {"session.aborted_by", "{0:이/가} 게임을 취소했어요."},
    {"session.you_aborted", "내가 게임을 취소했어요."},
    {"session.a_player", "한 플레이어"},
    {"session.accepted_so_far", "지금까지 받아들인 사람: {0}. 다른 사람을 기다리고 있어요."},
    {"session.accepted_so_far_answer", "지금까지 받아들인 사람: {0}. 다른 사람을 기다리고 있어요 "
                                       "(accept 또는 decline을 입력하세요)."},
    {"session.offers", "{0:이/가} {1} 제안해요. accept (또는 draw)나 decline을 입력하세요."},
    {"session.draw_declined", "{0}의 무승부 제안이 거절되었어요."},
    {"session.draw_lapsed", "{0}의 무승부 제안이 없어졌어요."},
    {"session.identity_unknown", "서버가 저장된 신원을 알지 못해요. 새 플레이어로 시작해요."},
    {"session.room_not_found", "방 {0:을/를} 찾을 수 없어요."},
    {"session.room_full", "방 {0:은/는} 자리가 모두 찼어요."},

    {"result.win", "{0:이/가} {1} 이겼어요{2}"},
    {"result.draw", "{0} 무승부예요{1}"},
    {"result.aborted", "게임이 취소되었어요."},
    {"result.aborted_why", "게임이 취소되었어요: {0}."},
    {"result.scores", " ({0})."},
    {"result.end", "."},
    {"result.ratings", "레이팅: {0}."},
    {"reason.agreement", "합의로"},
    {"reason.resignation", "기권으로"},
    {"reason.aborted", "취소로"},
    {"reason.timeout", "시간 초과로"},
    {"reason.no_first_move", "첫 수가 제때 두어지지 않아"},
    {"reason.abandoned", "상대가 게임을 떠나 승리를 청해"},
    {"reason.inactive", "모든 플레이어가 떠나고 오랫동안 아무 수도 두어지지 않아"},

    {"chat.line", "<{0}> {1}"},
    {"chat.spectator", "{0} (관전자)"},
    {"after_game.player",
     "rematch를 입력하면 자리를 바꿔 다시 둬요. say 내용으로 채팅하고, quit으로 나가요."},
    {"after_game.spectator", "say 내용으로 채팅하고, quit으로 나가요."},

    {"refused", "거절됨: {0}"},
    {"error.account_required",
     "레이팅 게임은 계정이 있는 플레이어만 둘 수 있어요. 먼저 가입하거나 로그인하세요."},
    {"error.bad_json", "서버가 클라이언트에서 보낸 내용을 읽지 못했어요."},
    {"error.bad_request", "서버가 이 요청을 거절했어요."},
    {"error.hello_required", "아직 서버에 연결되지 않았어요."},
    {"error.unauthorized", "사용자 이름이나 비밀번호가 틀렸거나 세션이 끝났어요."},
    {"error.unknown_type", "이 서버는 그 요청을 알지 못해요."},
    {"error.room_not_found", "이 코드의 방이 없어요. 끝난 방은 얼마 뒤에 닫혀요."},
    {"error.room_full", "자리가 모두 찼어요."},
    {"error.not_in_room", "이 방에 들어와 있지 않아요."},
    {"error.not_a_player", "플레이어만 할 수 있어요."},
    {"error.not_your_turn", "내 차례가 아니에요."},
    {"error.stale_ply", "수가 도착하기 전에 게임이 진행되었어요. 판을 다시 보고 두세요."},
    {"error.illegal_move", "규칙상 둘 수 없는 수예요."},
    {"error.game_not_started", "게임이 아직 시작되지 않았어요. 먼저 자리가 모두 차야 해요."},
    {"error.game_over", "게임이 끝났어요."},
    {"error.no_offer", "답할 제안이 없어요."},
    {"error.offer_exists", "이미 열린 제안이 있어요."},
    {"error.unsupported", "이 서버나 게임에서는 할 수 없어요."},
    {"error.rate_limited", "메시지를 너무 많이 보냈어요. 잠시 뒤에 다시 해 보세요."},
    {"error.too_large", "메시지가 너무 커요."},
    {"error.internal", "서버가 변경을 저장하지 못했어요. 바뀐 것은 없어요. 다시 해 보세요."},
    {"error.busy", "서버가 바빠요. 1분 뒤에 다시 해 보세요."},
};

} // namespace

std::span<const phrase> shell_words_korean() {
    return korean;
}

} // namespace plyroom::client
