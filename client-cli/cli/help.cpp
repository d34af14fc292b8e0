#include "cli/help.hpp"

#include "ui/game_ui.hpp"
#include "ui/text_layout.hpp"

#include <string>
#include <vector>

namespace plyroom::client {

namespace {

constexpr std::string_view overview_head =
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

)";

constexpr std::string_view overview_tail = R"(
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
)";

constexpr std::string_view host_usage =
    R"(Usage: plyroom host GAME [--option KEY=VALUE ...] [--clock MIN+SEC] [--private] [--seat WHICH]
                  [--ai LEVEL] [--rated]

)";

constexpr std::string_view host_option_help =
    "a game option (repeatable); VALUE is read as JSON when it can be (13, true) and as text "
    "otherwise.";

constexpr std::string_view host_common_flags =
    R"(  --clock MIN+SEC      play against the clock: MIN minutes each (or 30s for seconds) and SEC
                       seconds more after each move, like 5+3 or 30s+0; a seat whose time runs
                       out loses (default: untimed)
  --private            do not show the room in `plyroom list`
  --rated              a rated game: it changes both players' ratings, every player needs an
                       account (plyroom register), and it allows no takebacks
  --seat WHICH         first (you move first), second, third ... sixth, or random (default)
  --ai LEVEL           play against the server's AI (easy, normal or hard): it takes every
                       other seat and the game starts at once; if your seat is not the first,
                       the AI opens. Example: plyroom host )";

constexpr std::string_view host_tail = R"( --ai hard --seat second

While playing, type help for the moves and the commands that apply at that moment: a move,
draw, accept, decline, takeback, resign, abort, moretime (timed games), claim and claim draw
(once an opponent has left), moves, board, say TEXT; after the end rematch; quit.
)";

constexpr std::string_view bot_usage =
    R"(Usage: plyroom bot [--level LEVEL] [--ai-move-ms MS] [--seed N] join CODE
       plyroom bot [--level LEVEL] [--ai-move-ms MS] [--seed N] host GAME [host options]

)";

constexpr std::string_view bot_flags = R"(
  --level LEVEL      easy, normal (default) or hard
  --ai-move-ms MS    thinking time per move in milliseconds (default 1000)
  --seed N           makes the AI's random choices repeatable (default: random)
  host options       as for plyroom host (--option, --seat, --private, --clock, --ai LEVEL for
                     the server's AI as the opponent, the game's own flags)

The bot plays under --name (default "bot") with an identity of its own, so it never takes over
your saved seat. As it keeps that identity nowhere, it could never come back to its seat: stopping
it (Ctrl-C) during a game resigns that game.
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

Input that starts with "[" is read as a game text instead (what plyroom export writes; see
docs/game-text.md): its moves are replayed and printed as above. A text that does not read is
refused whole, as {"ok":false,"code":"bad_text","message":"...","line":L,"column":C}.
Offline: needs no server.
)";

constexpr std::string_view export_help = R"(Usage: plyroom export GAME_ID

Writes the stored game GAME_ID as a game text to standard output: tag pairs (Event, Site, Date,
the players by side, Result, the options) and then the numbered moves in the game's notation,
as the server serves it at /api/games/GAME_ID.txt. A private game is written only for its
players (the identity saved for the server). plyroom rules replay reads such a text back.
)";

constexpr std::string_view profile_help = R"(Usage: plyroom profile USER_NAME

Prints an account's page as the server serves it at /api/players/USER_NAME: per game, its
rating (with ? while provisional) and its games won, drawn and lost.
)";

constexpr std::string_view history_help = R"(Usage: plyroom history [GAME_ID]

Lists your account's games, newest first, a page at a time: each one's day, game, outcome,
opponents, rating change and replay address. GAME_ID lists the games older than that one (the
last line of a page says which to give). Your private games are listed to you alone. Needs an
account's session on this terminal (plyroom register or plyroom login).
)";

constexpr std::string_view rules_help = R"(Usage: plyroom rules perft GAME DEPTH
       plyroom rules replay GAME [--options JSON] < moves.jsonl
       plyroom rules show GAME [--lang ko|en]

Offline rules tools; see plyroom rules perft --help and plyroom rules replay --help. rules show
prints a game's rules in Korean or English (without --lang: LC_ALL, LC_MESSAGES or LANG).
)";

// Help paragraphs are wrapped to this width; the words of a flag, in their column, a little
// shorter.
constexpr std::size_t help_width = 95;
constexpr std::size_t flag_help_width = 90;

// `text` appended to `lead` (which ends in its own blank, if any) word by word, lines broken
// before `width`; lines after the first start with `indent` spaces. Ends with a newline.
std::string wrapped(std::string_view lead, std::string_view text, std::size_t indent,
                    std::size_t width = help_width) {
    std::string out;
    for (const std::string& line : wrap_after(lead, text, width, indent))
        out += line + '\n';
    return out;
}

// "a", "a and b", "a, b and c".
std::string listed(const std::vector<std::string>& items, std::string_view last_joint) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0)
            out += i + 1 == items.size() ? std::string(last_joint) : std::string(", ");
        out += items[i];
    }
    return out;
}

// Every game id, in registration order, separated by commas.
std::string game_ids() {
    std::vector<std::string> ids;
    for (const game_ui* ui : all_game_uis())
        ids.emplace_back(ui->id);
    return listed(ids, ", ");
}

// The id of the first game, for examples.
std::string example_game() {
    const auto uis = all_game_uis();
    return uis.empty() ? std::string("GAME") : std::string(uis.front()->id);
}

// The help of a flag: its name and value in the left column, then its words.
std::string flag_line(std::string_view flag, std::string_view words) {
    constexpr std::size_t column = 23;
    std::string lead = "  " + std::string(flag);
    lead += std::string(lead.size() + 2 <= column ? column - lead.size() : 2, ' ');
    return wrapped(lead, words, column, flag_help_width);
}

// --option with what each game takes, then every game's own flags.
std::string game_option_lines() {
    std::vector<std::string> takes_none;
    for (const game_ui* ui : all_game_uis())
        if (ui->option_help.empty() && ui->host_flags.empty())
            takes_none.emplace_back(game_title(*ui));
    std::string option_words(host_option_help);
    if (!takes_none.empty())
        option_words += " " + listed(takes_none, " and ") +
                        (takes_none.size() == 1 ? " takes none." : " take none.");
    std::string lines = flag_line("--option KEY=VALUE", option_words);
    for (const game_ui* ui : all_game_uis())
        if (!ui->option_help.empty())
            lines += wrapped(std::string(23, ' ') + std::string(game_title(*ui)) + ": ",
                             ui->option_help, 23, flag_help_width);
    for (const game_ui* ui : all_game_uis())
        for (const host_flag& flag : ui->host_flags)
            lines += flag_line(std::string(flag.name) + " " + std::string(flag.value),
                               std::string(ui->id) + ": " + std::string(flag.help));
    return lines;
}

std::string overview_text() {
    return std::string(overview_head) + wrapped("Games: ", game_ids() + ".", 2) +
           std::string(overview_tail);
}

std::string host_text() {
    return std::string(host_usage) +
           wrapped("",
                   "Creates a room for GAME (" + game_ids() +
                       "), prints its code and the line your opponents paste (plyroom join "
                       "CODE), waits for them to join, then plays.",
                   0) +
           "\n" + game_option_lines() + std::string(host_common_flags) + example_game() +
           std::string(host_tail);
}

std::string bot_text() {
    std::vector<std::string> notes;
    for (const game_ui* ui : all_game_uis())
        if (!ui->bot_help.empty())
            notes.emplace_back(ui->bot_help);
    std::string does = "Runs the computer player as an ordinary client: it joins room CODE (or "
                       "hosts a room of GAME and prints its code), plays its seat whenever it is "
                       "its turn";
    if (!notes.empty())
        does += " (" + listed(notes, "; ") + ")";
    does += ", and exits when the game ends, printing the result.";
    return std::string(bot_usage) + wrapped("", does, 0) + std::string(bot_flags);
}

} // namespace

// Picks the help text for a command name; the ones that list games are written from the
// game_uis.
std::string help_text(std::string_view command) {
    if (command == "host")
        return host_text();
    if (command == "join")
        return std::string(join_help);
    if (command == "watch")
        return std::string(watch_help);
    if (command == "list")
        return std::string(list_help);
    if (command == "resume")
        return std::string(resume_help);
    if (command == "bot")
        return bot_text();
    if (command == "export")
        return std::string(export_help);
    if (command == "profile")
        return std::string(profile_help);
    if (command == "history")
        return std::string(history_help);
    if (command == "rules perft")
        return std::string(perft_help);
    if (command == "rules replay")
        return std::string(replay_help);
    if (command == "rules" || command == "rules show")
        return std::string(rules_help);
    return overview_text();
}

} // namespace plyroom::client
