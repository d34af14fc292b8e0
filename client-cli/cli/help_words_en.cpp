// The --help texts in English, key for key as help_words_ko.cpp (a test checks). Paragraphs
// written as one line are wrapped by cli/help.cpp; the others are laid out as they are.
#include "cli/help_words.hpp"

namespace plyroom::client {

namespace {

constexpr phrase english[] = {
    {"overview_head",
     R"(plyroom: play abstract board games online from the terminal.

Usage: plyroom [--server URL] [--name NAME] [--lang ko|en] COMMAND [ARGS...]

Commands:
  host GAME          create a room, show its code, wait for an opponent and play
  join CODE          take the free seat of a room and play
  watch CODE         watch a room as a spectator
  list [GAME]        public rooms waiting for players
  resume [CODE]      go back to your unfinished games (after a disconnect or restart)
  bot join CODE      let the computer play a seat of a room (bot host GAME: a room of its own)
  register USER_NAME make the player you are an account (a password; recovery codes shown once)
  login USER_NAME    play as your account from this terminal
  logout             end this terminal's session of your account
  profile USER_NAME  an account's ratings and games won, drawn and lost, per game
  history [GAME_ID]  your account's games, newest first (older than GAME_ID when given)
  rules perft GAME DEPTH     count move sequences from the start (offline)
  rules replay GAME          replay moves or a game text read from standard input (offline)
  rules show GAME            a game's rules (--lang ko|en; else LC_ALL, LC_MESSAGES or LANG)
  export ID          write a stored game as a game text (tag pairs, then the moves)

)"},
    {"games_lead", "Games: "},
    {"overview_tail",
     R"(
Global options:
  --server URL   the server, ws://HOST:PORT (default: $PLYROOM_SERVER, else ws://127.0.0.1:8080);
                 several servers sharing one database: repeat the flag or separate them with
                 commas, tried in order, a lost connection moves on to the next
  --name NAME    your name, 1-32 characters (default: $PLYROOM_NAME, else your login name)
  --lang ko|en   Korean or English (default: the locale, $LC_ALL, $LC_MESSAGES, else $LANG)
  --help, -h     help for any command: plyroom host --help
  --version

Your identity per server is kept in $XDG_CONFIG_HOME/plyroom/ (or ~/.config/plyroom/), readable
only by you, so reconnecting later resumes the same player (your account's session once you
register or log in). A password is read without echo, or as a line of standard input when
that is not a terminal. NO_COLOR=1 turns colours off.
Exit status: 0 when the game finished (or the command did its job), 1 with a one-line reason on
errors (server unreachable, room not found, room full, ...), 2 on a usage error.
)"},
    {"host_usage",
     R"(Usage: plyroom host GAME [--option KEY=VALUE ...] [--clock MIN+SEC] [--private] [--seat WHICH]
                  [--ai LEVEL] [--rated]

)"},
    {"host_does", "Creates a room for GAME ({0}), prints its code and the line your opponents "
                  "paste (plyroom join CODE), waits for them to join, then plays."},
    {"host_option", "a game option (repeatable); VALUE is read as JSON when it can be (13, true) "
                    "and as text otherwise."},
    {"takes_none_one", " {0} takes none."},
    {"takes_none_many", " {0} take none."},
    {"and", " and "},
    {"host_flags",
     R"(  --clock MIN+SEC      play against the clock: MIN minutes each (or 30s for seconds) and SEC
                       seconds more after each move, like 5+3 or 30s+0; a seat whose time runs
                       out loses (default: untimed)
  --private            do not show the room in `plyroom list`
  --rated              a rated game: it changes both players' ratings, every player needs an
                       account (plyroom register), and it allows no takebacks
  --seat WHICH         first (you move first), second, third ... sixth, or random (default)
  --ai LEVEL           play against the server's AI (easy, normal or hard): it takes every
                       other seat and the game starts at once; if your seat is not the first,
                       the AI opens. Example: plyroom host {0} --ai hard --seat second

While playing, type help for the moves and the commands that apply at that moment: a move,
draw, accept, decline, takeback, resign, abort, moretime (timed games), claim and claim draw
(once an opponent has left), moves, board, say TEXT; after the end rematch; quit.
)"},
    {"bot_usage",
     R"(Usage: plyroom bot [--level LEVEL] [--ai-move-ms MS] [--seed N] join CODE
       plyroom bot [--level LEVEL] [--ai-move-ms MS] [--seed N] host GAME [host options]

)"},
    {"bot_does", "Runs the computer player as an ordinary client: it joins room CODE (or hosts a "
                 "room of GAME and prints its code), plays its seat whenever it is its turn{0}, "
                 "and exits when the game ends, printing the result."},
    {"bot_notes", " ({0})"},
    {"bot_flags",
     R"(
  --level LEVEL      easy, normal (default) or hard
  --ai-move-ms MS    thinking time per move in milliseconds (default 1000)
  --seed N           makes the AI's random choices repeatable (default: random)
  host options       as for plyroom host (--option, --seat, --private, --clock, --ai LEVEL for
                     the server's AI as the opponent, the game's own flags)

The bot plays under --name (default "bot") with an identity of its own, so it never takes over
your saved seat. As it keeps that identity nowhere, it could never come back to its seat: stopping
it (Ctrl-C) during a game resigns that game.
)"},
    {"join",
     R"(Usage: plyroom join CODE

Takes the free seat in room CODE (6 characters, case does not matter) and plays.
While playing, type help for the moves and commands.
)"},
    {"watch",
     R"(Usage: plyroom watch CODE

Watches room CODE as a spectator: the board is redrawn after every move, and chat shows up.
Commands while watching: say TEXT, help, quit.
)"},
    {"list",
     R"(Usage: plyroom list [GAME]

Lists the public rooms waiting for players (of GAME only, when given), with their codes.
)"},
    {"resume",
     R"(Usage: plyroom resume [CODE]

Reconnects as the same player (your saved identity for this server) and goes back to an
unfinished game. With no CODE and exactly one unfinished game, that one; with several, they are
listed and you pick one with plyroom resume CODE.
)"},
    {"perft",
     R"(Usage: plyroom rules perft GAME DEPTH

Prints the number of move sequences of DEPTH moves from the start position of GAME (a game
that ends early stops counting there), and the time taken. Offline: needs no server.
)"},
    {"replay",
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

Input that starts with "[" is read as a game text instead (what plyroom export writes; see
docs/game-text.md): its moves are replayed and printed as above. A text that does not read is
refused whole, as {"ok":false,"code":"bad_text","message":"...","line":L,"column":C}.
Offline: needs no server.
)"},
    {"export",
     R"(Usage: plyroom export GAME_ID

Writes the stored game GAME_ID as a game text to standard output: tag pairs (Event, Site, Date,
the players by side, Result, the options) and then the numbered moves in the game's notation,
as the server serves it at /api/games/GAME_ID.txt. A private game is written only for its
players (the identity saved for the server). plyroom rules replay reads such a text back.
)"},
    {"profile",
     R"(Usage: plyroom profile USER_NAME

Prints an account's page as the server serves it at /api/players/USER_NAME: per game, its
rating (with ? while provisional) and its games won, drawn and lost.
)"},
    {"history",
     R"(Usage: plyroom history [GAME_ID]

Lists your account's games, newest first, a page at a time: each one's day, game, outcome,
opponents, rating change and replay address. GAME_ID lists the games older than that one (the
last line of a page says which to give). Your private games are listed to you alone. Needs an
account's session on this terminal (plyroom register or plyroom login).
)"},
    {"rules",
     R"(Usage: plyroom rules perft GAME DEPTH
       plyroom rules replay GAME [--options JSON] < moves.jsonl
       plyroom rules show GAME [--lang ko|en]

Offline rules tools; see plyroom rules perft --help and plyroom rules replay --help. rules show
prints a game's rules in Korean or English (without --lang: LC_ALL, LC_MESSAGES or LANG).
)"},

    // Usage errors (cli/args.cpp, cli/commands.cpp, tools/rules_show.cpp).
    {"usage.error", "plyroom: {0} (see plyroom --help)"},
    {"usage.error_rules", "plyroom: {0} (see plyroom rules --help)"},
    {"usage.clock", "--clock takes MINUTES+SECONDS, like 5+3 (5 minutes, 3 seconds more a move) or "
                    "30s+0 (30 seconds)"},
    {"usage.clock_initial", "--clock: the initial time is 1 second to 180 minutes"},
    {"usage.clock_increment", "--clock: the increment is 0 to 180 seconds"},
    {"usage.takes_number", "{0} takes a number"},
    {"usage.takes_file", "{0} takes a file name"},
    {"usage.not_its_flag", "host: {0} does not take {1} (a flag of {2})"},
    {"usage.level", "--level takes easy, normal or hard"},
    {"usage.ai_move_ms", "--ai-move-ms takes a number of milliseconds, 1 or more"},
    {"usage.seed", "--seed takes a whole number"},
    {"usage.bot_what", "bot: join CODE or host GAME?"},
    {"usage.bot_which_room", "bot: join which room? (plyroom bot join CODE)"},
    {"usage.bot_not", "bot: join CODE or host GAME, not {0}"},
    {"usage.server", "--server needs a URL like ws://host:port"},
    {"usage.lang", "--lang needs ko or en"},
    {"usage.name", "--name needs a name"},
    {"usage.seat", "--seat takes first, second, third ... sixth (or 1..6), or random"},
    {"usage.ai", "--ai takes a level: easy, normal or hard"},
    {"usage.option", "--option takes key=value (for example size=13)"},
    {"usage.unknown_option", "{0}: unknown option {1}"},
    {"usage.unexpected", "{0}: unexpected argument {1}"},
    {"usage.host_which_game", "host: which game? (plyroom host {0})"},
    {"usage.options_needed", "--options needs a JSON object"},
    {"usage.options_object", "--options must be a JSON object, like '{\"size\":13}'"},
    {"usage.replay_which_game", "replay: which game? (plyroom rules replay {0} < moves.jsonl)"},
    {"usage.room_code", "\"{0}\" is not a room code (6 letters and digits, like K7QX2M)"},
    {"usage.rules_which_tool", "rules: perft or replay?"},
    {"usage.perft", "usage: plyroom rules perft GAME DEPTH"},
    {"usage.depth", "the depth must be a whole number, 0 or more"},
    {"usage.text_of_other_game", "this game text is a game of {0}, not {1}"},
    {"usage.depth_not_negative", "the depth must be 0 or more"},
    {"usage.unknown_tool", "rules: unknown tool {0}"},
    {"usage.which_room", "{0}: which room? (plyroom {0} CODE)"},
    {"usage.export", "usage: plyroom export GAME_ID"},
    {"usage.export_id", "export: a game id is a whole number, 1 or more"},
    {"usage.unknown_command", "unknown command {0}"},
    {"usage.account_named", "usage: plyroom {0} USER_NAME"},
    {"usage.account", "usage: plyroom {0}"},
    {"usage.history",
     "plyroom: usage: plyroom history [GAME_ID] (the games before that one; see plyroom --help)"},
    {"usage.rules_show", "usage: plyroom rules show GAME [--lang ko|en]"},
    {"usage.no_game", "rules show: no game {0} (games: {1})"},
    // The files of a game's host flags (cli/option_files.cpp).
    {"files.not_a_file", "cannot read {0}: not a file"},
    {"files.unreadable", "cannot read {0}"},
    {"files.not_json", "{0} does not hold JSON"},
};

} // namespace

std::span<const phrase> help_words_english() {
    return english;
}

} // namespace plyroom::client
