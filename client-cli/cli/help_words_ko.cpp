// The --help texts in Korean (해요체), key for key as help_words_en.cpp. Commands, flags and
// what the user types stay as they are typed.
#include "cli/help_words.hpp"

namespace plyroom::client {

namespace {

constexpr phrase korean[] = {
    {"overview_head",
     R"(plyroom: 터미널에서 온라인으로 추상 보드게임을 두어요.

사용법: plyroom [--server URL] [--name NAME] [--lang ko|en] COMMAND [ARGS...]

명령:
  host GAME          방을 만들고 코드를 보여 준 뒤 상대를 기다렸다가 게임을 해요
  join CODE          방의 빈자리에 앉아 게임을 해요
  watch CODE         방을 관전해요
  list [GAME]        플레이어를 기다리는 공개 방 목록
  resume [CODE]      끝나지 않은 게임으로 돌아가요 (연결이 끊기거나 다시 시작한 뒤)
  bot join CODE      방의 한 자리를 컴퓨터가 두게 해요 (bot host GAME: 따로 방을 만들어요)
  register USER_NAME 지금의 플레이어를 계정으로 만들어요 (비밀번호, 복구 코드는 한 번만 보여요)
  login USER_NAME    이 터미널에서 내 계정으로 게임을 해요
  logout             이 터미널의 계정 세션을 끝내요
  profile USER_NAME  계정의 게임별 레이팅과 승, 무, 패
  history [GAME_ID]  내 계정의 게임, 최근 것부터 (GAME_ID를 주면 그보다 오래된 것)
  rules perft GAME DEPTH     시작 국면부터 나올 수 있는 수의 순서를 세어요 (오프라인)
  rules replay GAME          표준 입력으로 읽은 수나 기보를 다시 두어요 (오프라인)
  rules show GAME            게임 규칙 (--lang ko|en, 없으면 LC_ALL, LC_MESSAGES, LANG)
  export ID          저장된 게임을 기보로 써요 (태그 쌍, 그다음 수)

)"},
    {"games_lead", "게임: "},
    {"overview_tail",
     R"(
공통 옵션:
  --server URL   서버, ws://HOST:PORT (기본값: $PLYROOM_SERVER, 없으면 ws://127.0.0.1:8080).
                 데이터베이스 하나를 함께 쓰는 서버가 여럿이면 옵션을 되풀이하거나 쉼표로
                 나눠요. 순서대로 시도하고, 연결이 끊기면 다음 서버로 넘어가요
  --name NAME    내 이름, 1-32자 (기본값: $PLYROOM_NAME, 없으면 로그인 이름)
  --lang ko|en   한국어 또는 영어 (기본값: 로캘, $LC_ALL, $LC_MESSAGES, 없으면 $LANG)
  --help, -h     모든 명령의 도움말: plyroom host --help
  --version

서버마다 내 신원은 $XDG_CONFIG_HOME/plyroom/ (또는 ~/.config/plyroom/)에 나만 읽을 수 있게
저장되어서, 나중에 다시 연결해도 같은 플레이어로 이어서 해요 (가입하거나 로그인하면 계정의
세션으로). 비밀번호는 화면에 보이지 않게 읽고, 터미널이 아니면 표준 입력의 한 줄로 읽어요.
NO_COLOR=1이면 색을 꺼요.
종료 상태: 게임이 끝났으면 (또는 명령이 할 일을 마쳤으면) 0, 오류면 한 줄 이유와 함께 1 (서버에
연결할 수 없음, 방을 찾을 수 없음, 방이 꽉 참 등), 사용법 오류면 2.
)"},
    {"host_usage",
     R"(사용법: plyroom host GAME [--option KEY=VALUE ...] [--clock MIN+SEC] [--private] [--seat WHICH]
                  [--ai LEVEL] [--rated]

)"},
    {"host_does", "GAME({0}) 방을 만들고, 방 코드와 상대가 붙여 넣을 줄(plyroom join CODE)을 "
                  "보여 준 뒤, 상대가 들어오기를 기다렸다가 게임을 해요."},
    {"host_option", "게임 옵션 (여러 번 쓸 수 있어요). VALUE는 JSON으로 읽을 수 있으면 JSON으로 "
                    "(13, true), 아니면 글자로 읽어요."},
    {"takes_none_one", " {0}에는 옵션이 없어요."},
    {"takes_none_many", " {0}에는 옵션이 없어요."},
    {"and", ", "},
    {"host_flags",
     R"(  --clock MIN+SEC      시간제로 두어요: 각자 MIN분 (초는 30s처럼), 한 수를 둘 때마다 SEC초가
                       더해져요. 예: 5+3, 30s+0. 시간이 다 된 자리가 져요
                       (기본값: 시간 제한 없음)
  --private            `plyroom list`에 방을 보이지 않아요
  --rated              레이팅 게임: 양쪽 레이팅이 바뀌고, 모든 플레이어에게 계정이 있어야 하며
                       (plyroom register), 무르기가 없어요
  --seat WHICH         first (내가 먼저 둬요), second, third ... sixth, 또는 random (기본값)
  --ai LEVEL           서버의 AI와 두어요 (easy, normal, hard): AI가 나머지 자리를 모두 맡고
                       게임이 바로 시작해요. 내 자리가 첫 자리가 아니면 AI가 먼저 둬요.
                       예: plyroom host {0} --ai hard --seat second

게임 중에 help를 입력하면 그때 쓸 수 있는 수와 명령이 나와요: 수, draw, accept, decline,
takeback, resign, abort, moretime (시간제 게임), claim과 claim draw (상대가 떠났을 때), moves,
board, say TEXT, 게임이 끝난 뒤 rematch, quit.
)"},
    {"bot_usage",
     R"(사용법: plyroom bot [--level LEVEL] [--ai-move-ms MS] [--seed N] join CODE
       plyroom bot [--level LEVEL] [--ai-move-ms MS] [--seed N] host GAME [host options]

)"},
    {"bot_does", "컴퓨터 플레이어를 일반 클라이언트로 실행해요: CODE 방에 들어가거나 (또는 GAME "
                 "방을 만들고 코드를 보여 주고), 자기 차례마다 자기 자리의 수를 두고{0}, 게임이 "
                 "끝나면 결과를 보여 주고 끝나요."},
    {"bot_notes", " ({0})"},
    {"bot_flags",
     R"(
  --level LEVEL      easy, normal (기본값) 또는 hard
  --ai-move-ms MS    한 수에 생각하는 시간, 밀리초 (기본값 1000)
  --seed N           AI의 무작위 선택을 되풀이할 수 있게 해요 (기본값: 무작위)
  host options       plyroom host와 같아요 (--option, --seat, --private, --clock, 상대로 서버의
                     AI를 두는 --ai LEVEL, 게임의 옵션)

봇은 --name (기본값 "bot")으로 자기만의 신원을 가지고 두어서, 저장된 내 자리를 절대 가져가지
않아요. 그 신원을 어디에도 저장하지 않아 자리로 돌아올 수 없으므로, 게임 중에 봇을 멈추면
(Ctrl-C) 그 게임에서 기권해요.
)"},
    {"join",
     R"(사용법: plyroom join CODE

CODE 방(6자, 대소문자 구분 없음)의 빈자리에 앉아 게임을 해요.
게임 중에 help를 입력하면 수와 명령이 나와요.
)"},
    {"watch",
     R"(사용법: plyroom watch CODE

CODE 방을 관전해요: 수마다 판을 다시 그리고, 채팅도 보여요.
관전 중 명령: say TEXT, help, quit.
)"},
    {"list",
     R"(사용법: plyroom list [GAME]

플레이어를 기다리는 공개 방을 코드와 함께 보여 줘요 (GAME을 주면 그 게임만).
)"},
    {"resume",
     R"(사용법: plyroom resume [CODE]

같은 플레이어로 (이 서버에 저장된 내 신원으로) 다시 연결해서 끝나지 않은 게임으로 돌아가요.
CODE가 없고 끝나지 않은 게임이 하나뿐이면 그 게임으로, 여럿이면 목록을 보여 주니
plyroom resume CODE로 골라요.
)"},
    {"perft",
     R"(사용법: plyroom rules perft GAME DEPTH

GAME의 시작 국면에서 DEPTH 수로 이루어진 수의 순서가 몇 개인지 (일찍 끝나는 게임은 거기서
세기를 멈춰요) 걸린 시간과 함께 보여 줘요. 오프라인: 서버가 필요 없어요.
)"},
    {"replay",
     R"(사용법: plyroom rules replay GAME [--options JSON] < moves.jsonl

표준 입력에서 한 줄에 수 하나를 읽어요: "seat" 필드가 있는 프로토콜의 MOVE, 예를 들어
{"seat":0,"column":3}이나 {"seat":0,"from":"f4","to":"f8"}, 또는 {"seat":1,"resign":true}.
입력 한 줄마다 JSON 한 줄을 써요:
  {"ply":N,"ok":true,"state":STATE}                                  수를 두었어요
  {"ply":N,"ok":false,"code":"illegal_move","message":"...","line":L} 거절: 건너뛰고 계속해요
  {"ply":N,"ok":false,"code":"bad_json","message":"...","line":L}     그 줄이 JSON 객체가 아니에요
N은 이미 둔 수의 개수 (프로토콜의 ply), L은 입력 줄 번호예요.
마지막 줄은 {"result":RESULT}예요 (게임이 끝나지 않았으면 null).
종료 상태: 모든 줄을 두었으면 0, 거절된 줄이 있으면 1, 게임이나 옵션이 잘못되었으면 2.

"["로 시작하는 입력은 기보로 읽어요 (plyroom export가 쓰는 것, docs/game-text.md 참고): 그 수를
다시 두고 위와 같이 써요. 읽을 수 없는 기보는 통째로 거절해요:
{"ok":false,"code":"bad_text","message":"...","line":L,"column":C}.
오프라인: 서버가 필요 없어요.
)"},
    {"export",
     R"(사용법: plyroom export GAME_ID

저장된 게임 GAME_ID를 기보로 표준 출력에 써요: 태그 쌍 (Event, Site, Date, 편마다 플레이어,
Result, 옵션), 그다음 게임의 기보법으로 번호를 매긴 수. 서버가 /api/games/GAME_ID.txt로 주는
것과 같아요. 비공개 게임은 그 게임의 플레이어에게만 써요 (서버에 저장된 신원).
plyroom rules replay가 이 기보를 다시 읽어요.
)"},
    {"profile",
     R"(사용법: plyroom profile USER_NAME

서버가 /api/players/USER_NAME에서 주는 계정 페이지를 보여 줘요: 게임마다 레이팅 (잠정이면 ?와
함께)과 승, 무, 패 수.
)"},
    {"history",
     R"(사용법: plyroom history [GAME_ID]

내 계정의 게임을 최근 것부터 한 쪽씩 보여 줘요: 게임마다 날짜, 게임, 결과, 상대, 레이팅 변화,
다시 보기 주소. GAME_ID를 주면 그 게임보다 오래된 게임을 보여 줘요 (쪽의 마지막 줄이 무엇을
줄지 알려 줘요). 비공개 게임은 나에게만 보여요. 이 터미널에 계정 세션이 있어야 해요 (plyroom
register 또는 plyroom login).
)"},
    {"rules",
     R"(사용법: plyroom rules perft GAME DEPTH
       plyroom rules replay GAME [--options JSON] < moves.jsonl
       plyroom rules show GAME [--lang ko|en]

오프라인 규칙 도구예요. plyroom rules perft --help와 plyroom rules replay --help를 보세요.
rules show는 게임 규칙을 한국어나 영어로 보여 줘요 (--lang이 없으면 LC_ALL, LC_MESSAGES, LANG).
)"},

    // 사용법 오류 (cli/args.cpp, cli/commands.cpp, tools/rules_show.cpp).
    {"usage.error", "plyroom: {0} (plyroom --help를 보세요)"},
    {"usage.error_rules", "plyroom: {0} (plyroom rules --help를 보세요)"},
    {"usage.clock", "--clock에는 분+초를 써요. 예: 5+3 (5분, 한 수마다 3초 더) 또는 30s+0 (30초)"},
    {"usage.clock_initial", "--clock: 처음 시간은 1초에서 180분까지예요"},
    {"usage.clock_increment", "--clock: 더하는 시간은 0초에서 180초까지예요"},
    {"usage.takes_number", "{0}에는 숫자를 써요"},
    {"usage.takes_file", "{0}에는 파일 이름을 써요"},
    {"usage.not_its_flag", "host: {0}에는 {1} 옵션이 없어요 ({2}의 옵션이에요)"},
    {"usage.level", "--level에는 easy, normal, hard 중 하나를 써요"},
    {"usage.ai_move_ms", "--ai-move-ms에는 1 이상의 밀리초를 써요"},
    {"usage.seed", "--seed에는 정수를 써요"},
    {"usage.bot_what", "bot: join CODE와 host GAME 중 무엇을 할까요?"},
    {"usage.bot_which_room", "bot: 어느 방에 들어갈까요? (plyroom bot join CODE)"},
    {"usage.bot_not", "bot: {0:이/가} 아니라 join CODE나 host GAME을 써요"},
    {"usage.server", "--server에는 ws://host:port 같은 URL을 써요"},
    {"usage.lang", "--lang에는 ko나 en을 써요"},
    {"usage.name", "--name에는 이름을 써요"},
    {"usage.seat", "--seat에는 first, second, third ... sixth (또는 1..6)나 random을 써요"},
    {"usage.ai", "--ai에는 수준을 써요: easy, normal, hard"},
    {"usage.option", "--option에는 key=value를 써요 (예: size=13)"},
    {"usage.unknown_option", "{0}: 모르는 옵션 {1}"},
    {"usage.unexpected", "{0}: 필요 없는 인자 {1}"},
    {"usage.host_which_game", "host: 어떤 게임을 할까요? (plyroom host {0})"},
    {"usage.options_needed", "--options에는 JSON 객체를 써요"},
    {"usage.options_object", "--options는 '{\"size\":13}' 같은 JSON 객체여야 해요"},
    {"usage.replay_which_game",
     "replay: 어떤 게임일까요? (plyroom rules replay {0} < moves.jsonl)"},
    {"usage.room_code", "방 코드가 아니에요: \"{0}\" (K7QX2M처럼 글자와 숫자 6개)"},
    {"usage.rules_which_tool", "rules: perft와 replay 중 무엇을 할까요?"},
    {"usage.perft", "사용법: plyroom rules perft GAME DEPTH"},
    {"usage.depth", "깊이는 0 이상의 정수여야 해요"},
    {"usage.text_of_other_game", "이 기보는 {1} 게임이 아니라 {0} 게임이에요"},
    {"usage.depth_not_negative", "깊이는 0 이상이어야 해요"},
    {"usage.unknown_tool", "rules: 모르는 도구 {0}"},
    {"usage.which_room", "{0}: 어느 방일까요? (plyroom {0} CODE)"},
    {"usage.export", "사용법: plyroom export GAME_ID"},
    {"usage.export_id", "export: 게임 번호는 1 이상의 정수예요"},
    {"usage.unknown_command", "모르는 명령 {0}"},
    {"usage.account_named", "사용법: plyroom {0} USER_NAME"},
    {"usage.account", "사용법: plyroom {0}"},
    {"usage.history", "plyroom: 사용법: plyroom history [GAME_ID] (그 게임보다 오래된 게임, "
                      "plyroom --help를 보세요)"},
    {"usage.rules_show", "사용법: plyroom rules show GAME [--lang ko|en]"},
    {"usage.no_game", "rules show: {0} 게임이 없어요 (게임: {1})"},
    // 게임 옵션의 파일 (cli/option_files.cpp).
    {"files.not_a_file", "{0}: 파일이 아니라서 읽을 수 없어요"},
    {"files.unreadable", "{0}: 읽을 수 없어요"},
    {"files.not_json", "{0}: JSON이 들어 있지 않아요"},
};

} // namespace

std::span<const phrase> help_words_korean() {
    return korean;
}

} // namespace plyroom::client
