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
  bot join CODE      let the computer play a seat of a room (bot host GAME: a room of its own)
  rules perft GAME DEPTH     count move sequences from the start (offline)
  rules replay GAME          replay moves read from standard input (offline)

Games: connect4, hnefatafl, grav, divided_loyalties.

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
    R"(Usage: plyroom host GAME [--option KEY=VALUE ...] [--private] [--seat WHICH] [--ai LEVEL]

Creates a room for GAME (connect4, hnefatafl, grav, divided_loyalties), prints its code and the
line your opponents paste (plyroom join CODE), waits for them to join, then plays.

  --option KEY=VALUE   a game option (repeatable); VALUE is read as JSON when it can be
                       (13, true) and as text otherwise. Connect Four and Hnefatafl take none.
                       Grav: size (a prime 5..29), players (2..6), a, b, c, d, e, strict;
                       left out, they are drawn at random and shown in the room.
  --position N         divided_loyalties: built-in position 1..12
  --position-csv FILE  divided_loyalties: a position of your own, as CSV
  --sets N             divided_loyalties: 3 or 4 sets of stones
  --export FILE        divided_loyalties: continue a game written by `export FILE`
  --private            do not show the room in `plyroom list`
  --seat WHICH         first (you move first), second, third ... sixth, or random (default)
  --ai LEVEL           play against the server's AI (easy, normal or hard): it takes every
                       other seat and the game starts at once; if your seat is not the first,
                       the AI opens. Example: plyroom host connect4 --ai hard --seat second

While playing, type help for the moves and commands.
)";

constexpr std::string_view bot_help =
    R"(Usage: plyroom bot [--level LEVEL] [--ai-move-ms MS] [--seed N] join CODE
       plyroom bot [--level LEVEL] [--ai-move-ms MS] [--seed N] host GAME [host options]

Runs the computer player as an ordinary client: it joins room CODE (or hosts a room of GAME and
prints its code), plays its seat whenever it is its turn (in Grav it also calls "Grav!" when it
sees a broken rule), and exits when the game ends, printing the result.

  --level LEVEL      easy, normal (default) or hard
  --ai-move-ms MS    thinking time per move in milliseconds (default 1000)
  --seed N           makes the AI's random choices repeatable (default: random)
  host options       as for plyroom host (--option, --position, --seat, --private, ...)

The bot plays under --name (default "bot") with an identity of its own, so it never takes over
your saved seat. It leaves like a person (Ctrl-C): its seat stays held.
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
    if (command == "bot")
        return bot_help;
    if (command == "rules perft")
        return perft_help;
    if (command == "rules replay")
        return replay_help;
    if (command == "rules")
        return rules_help;
    return overview;
}

} // namespace plyroom::client
