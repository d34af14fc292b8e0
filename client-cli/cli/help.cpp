#include "cli/help.hpp"

namespace plyroom::client {

namespace {

constexpr std::string_view overview =
    R"(plyroom: play abstract board games online from the terminal.

Usage: plyroom [--server URL] [--name NAME] COMMAND [ARGS...]

Commands:
  host GAME          create a room, show its code, wait for an opponent and play
  join CODE          take the free seat of a room and play
  watch CODE         watch a room as a spectator
  list [GAME]        public rooms waiting for players
  resume [CODE]      go back to your unfinished games (after a disconnect or restart)
  rules perft GAME DEPTH     count move sequences from the start (offline)
  rules replay GAME          replay moves read from standard input (offline)

Games: connect4, hnefatafl (more as the server offers them).

Global options:
  --server URL   the server, ws://HOST:PORT (default: $PLYROOM_SERVER, else ws://127.0.0.1:8080)
  --name NAME    your name, 1-32 characters (default: $PLYROOM_NAME, else your login name)
  --help, -h     help for any command: plyroom host --help
  --version

Your identity per server is kept in $XDG_CONFIG_HOME/plyroom/ (or ~/.config/plyroom/), readable
only by you, so reconnecting later resumes the same player. NO_COLOR=1 turns colours off.
Exit status: 0 when the game finished (or the command did its job), 1 with a one-line reason on
errors (server unreachable, room not found, room full, ...), 2 on a usage error.
)";

constexpr std::string_view host_help =
    R"(Usage: plyroom host GAME [--option KEY=VALUE ...] [--private] [--seat first|second|random]

Creates a room for GAME (connect4, hnefatafl, ...), prints its code and the line your opponent
pastes (plyroom join CODE), waits for them to join, then plays.

  --option KEY=VALUE   a game option (repeatable); VALUE is read as JSON when it can be
                       (13, true) and as text otherwise. Connect Four and Hnefatafl take none.
  --private            do not show the room in `plyroom list`
  --seat WHICH         first (you move first), second, or random (default)

While playing, type help for the moves and commands.
)";

constexpr std::string_view join_help = R"(Usage: plyroom join CODE

Takes the free seat in room CODE (6 characters, case does not matter) and plays.
While playing, type help for the moves and commands.
)";

constexpr std::string_view watch_help = R"(Usage: plyroom watch CODE

Watches room CODE as a spectator: the board is redrawn after every move, and chat shows up.
Commands while watching: say TEXT, help, quit.
)";

constexpr std::string_view list_help = R"(Usage: plyroom list [GAME]

Lists the public rooms waiting for players (of GAME only, when given), with their codes.
)";

constexpr std::string_view resume_help = R"(Usage: plyroom resume [CODE]

Reconnects as the same player (your saved identity for this server) and goes back to an
unfinished game. With no CODE and exactly one unfinished game, that one; with several, they are
listed and you pick one with plyroom resume CODE.
)";

constexpr std::string_view perft_help = R"(Usage: plyroom rules perft GAME DEPTH

Prints the number of move sequences of DEPTH moves from the start position of GAME (a game
that ends early stops counting there), and the time taken. Offline: needs no server.
)";

constexpr std::string_view replay_help =
    R"(Usage: plyroom rules replay GAME [--options JSON] < moves.jsonl

Reads one move a line from standard input: the protocol's MOVE with a "seat" field, such as
{"seat":0,"column":3} or {"seat":0,"from":"f4","to":"f8"}, or {"seat":1,"resign":true}.
Prints one JSON line per input line:
  {"ply":N,"ok":true,"state":STATE}                                  the move was played
  {"ply":N,"ok":false,"code":"illegal_move","message":"...","line":L} refused: skipped, replay goes on
  {"ply":N,"ok":false,"code":"bad_json","message":"...","line":L}     the line is not a JSON object
where N is the number of moves already played (the protocol's ply) and L the input line.
The last line is {"result":RESULT} (null while the game is unfinished).
Exit status: 0 when every line applied, 1 when some were refused, 2 on a bad game or options.
Offline: needs no server.
)";

constexpr std::string_view rules_help = R"(Usage: plyroom rules perft GAME DEPTH
       plyroom rules replay GAME [--options JSON] < moves.jsonl

Offline rules tools; see plyroom rules perft --help and plyroom rules replay --help.
)";

} // namespace

// Picks the help text for a command name.
std::string_view help_text(std::string_view command) {
    if (command == "host")
        return host_help;
    if (command == "join")
        return join_help;
    if (command == "watch")
        return watch_help;
    if (command == "list")
        return list_help;
    if (command == "resume")
        return resume_help;
    if (command == "rules perft")
        return perft_help;
    if (command == "rules replay")
        return replay_help;
    if (command == "rules")
        return rules_help;
    return overview;
}

} // namespace plyroom::client
