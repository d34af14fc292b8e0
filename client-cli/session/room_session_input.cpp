// The typed side of a room_session: commands and moves.
#include "session/room_session.hpp"
#include "ui/cells.hpp"
#include "ui/clock_view.hpp"

#include <algorithm>
#include <cctype>

namespace plyroom::client {

namespace {

// The text without leading and trailing blanks.
std::string_view trimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    return text;
}

// Whether a player typed the side of a seat: its name on the wire ("red", a numbered "p2") or
// in words as the screen shows it (game_ui::side_word: "blue" for "p2").
bool names_side(const json& room, int seat, const std::string& typed) {
    for (const json& entry : room.value("seats", json::array()))
        if (entry.value("seat", -1) == seat && entry.value("side", "") == typed)
            return true;
    return side_text(room, seat) == typed;
}

// The first word, lower-cased.
std::string command_word(std::string_view line) {
    std::string word;
    for (const char c : line) {
        if (std::isspace(static_cast<unsigned char>(c)))
            break;
        word.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    }
    return word;
}

} // namespace

// Runs a command or plays a move.
void room_session::on_line(std::string_view raw) {
    const std::string_view line = trimmed(raw);
    if (screen_paused_) {
        screen_paused_ = false; // back from a printed board: the game's screen again
        dirty_ = true;
        if (line.empty())
            return redraw_safely();
    }
    if (confirming_resign_) {
        confirming_resign_ = false;
        io_.set_prompt(my_seat_ ? "> " : shell_words("input.watching_prompt"));
        const std::string answer = command_word(line);
        if (answer == "y" || answer == "yes")
            send(protocol::resign{code_});
        else
            say(shell_words("input.not_resigning"));
        return redraw_safely();
    }
    if (line.empty())
        return;
    const std::string word = command_word(line);
    if (word == "quit" || word == "exit" || word == "leave")
        return on_interrupt();
    const bool local_only = word == "help" || word == "?" || word == "moves" || word == "board";
    if (!welcomed_ && !local_only)
        return say(shell_words("input.offline"));
    try {
        if (!run_session_command(word, line) && !run_game_command(line))
            play_move(line);
    } catch (const json::exception& error) {
        say(shell_words("input.bad_room_state", {error.what()}));
    }
    redraw_safely();
}

// The commands every game shares; false when the line is none of them.
bool room_session::run_session_command(const std::string& word, std::string_view line) {
    const std::string_view rest = trimmed(line.substr(word.size()));
    if (word == "help" || word == "?") {
        show_help();
        return true;
    }
    if (word == "moves") {
        show_moves();
        return true;
    }
    if (word == "board") {
        show_whole_board();
        return true;
    }
    static constexpr std::string_view online_commands[] = {
        "say",     "chat",   "abort",    "draw",    "offer", "accept",
        "decline", "resign", "takeback", "rematch", "claim", "moretime"};
    if (std::find(std::begin(online_commands), std::end(online_commands), word) ==
        std::end(online_commands))
        return false;
    if (word == "say" || word == "chat") {
        if (rest.empty())
            say(shell_words("input.say_what"));
        else if (code_.empty())
            say(shell_words("input.not_in_room"));
        else
            send(protocol::chat{code_, std::string(rest)});
        return true;
    }
    if (code_.empty()) {
        say(shell_words("input.not_in_room"));
        return true;
    }
    // Abort also cancels a room still waiting for players (the server allows it then too).
    if (word == "abort") {
        i_aborted_ = true;
        send(protocol::abort_game{code_});
        return true;
    }
    if (!my_seat_) {
        say(shell_words("input.players_only", {word}));
        return true;
    }
    if (word == "rematch") {
        if (!game_finished())
            say(shell_words("input.rematch_after_end"));
        else
            send(protocol::rematch{code_});
        return true;
    }
    if (!state_.is_object()) {
        say(shell_words("input.not_started"));
        return true;
    }
    if (word == "accept" || word == "decline") {
        accept_what_is_open(word == "accept");
        return true;
    }
    if (game_finished()) {
        say(shell_words("input.over"));
        return true;
    }
    if (word == "draw" || word == "offer") {
        const json offer = state_.value("draw_offer", json(nullptr));
        if (offer.is_object() && offer.value("by", -1) != *my_seat_) {
            say(shell_words("input.accepting_open_offer",
                            {seat_label(room_, offer.value("by", 0))}));
            send(protocol::accept_draw{code_});
        } else {
            send(protocol::offer_draw{code_});
        }
        return true;
    }
    if (word == "resign") {
        confirming_resign_ = true;
        io_.set_prompt(shell_words("input.resign_prompt"));
        return true;
    }
    if (word == "takeback") {
        send(protocol::request_takeback{code_});
        return true;
    }
    if (word == "claim") {
        claim(rest);
        return true;
    }
    give_more_time(rest);
    return true;
}

// accept / decline: the open takeback request of another seat first, then a draw offer, then
// (after the end) a rematch; says what is being answered.
void room_session::accept_what_is_open(bool accept) {
    if (takeback_.is_object() && takeback_.value("by", -1) != *my_seat_) {
        const int plies = takeback_.value("plies", 1);
        say(shell_words(accept ? "input.accepting_takeback" : "input.declining_takeback",
                        {seat_label(room_, takeback_.value("by", 0)),
                         plies == 1 ? shell_words("offers.one_ply")
                                    : shell_words("offers.plies", {std::to_string(plies)})}));
        if (accept)
            return send(protocol::accept_takeback{code_});
        return send(protocol::decline_takeback{code_});
    }
    const json offer = state_.value("draw_offer", json(nullptr));
    if (!game_finished() && offer.is_object() && offer.value("by", -1) != *my_seat_) {
        say(shell_words(accept ? "input.accepting_offer" : "input.declining_offer",
                        {seat_label(room_, offer.value("by", 0)), draw_offer_words(room_)}));
        if (accept)
            send(protocol::accept_draw{code_});
        else
            send(protocol::decline_draw{code_});
        return;
    }
    if (game_finished() && rematch_.is_object() && rematch_.value("by", -1) != *my_seat_) {
        say(shell_words(accept ? "input.accepting_rematch" : "input.declining_rematch",
                        {seat_label(room_, rematch_.value("by", 0))}));
        if (accept)
            return send(protocol::rematch{code_});
        return send(protocol::decline_rematch{code_});
    }
    say(shell_words(accept ? "input.nothing_to_accept" : "input.nothing_to_decline"));
}

// moretime [SIDE]: 15 seconds more on an opponent's clock (the only one, or the one named).
void room_session::give_more_time(std::string_view argument) {
    if (!read_clock(state_, server_now())) {
        say(shell_words("input.untimed"));
        return;
    }
    std::vector<int> others = other_seats_in_play();
    if (!argument.empty()) {
        std::vector<int> named;
        for (const int seat : others)
            if (names_side(room_, seat, std::string(argument)) ||
                std::to_string(seat + 1) == argument)
                named.push_back(seat);
        others = named;
    }
    if (others.size() != 1) {
        say(argument.empty() ? shell_words("input.whose_clock")
                             : shell_words("input.no_such_opponent", {argument}));
        return;
    }
    say(shell_words("input.giving_time", {seat_label(room_, others.front())}));
    send(protocol::give_time{code_, others.front(), 15000});
}

// claim, claim draw, claim SIDE, claim draw SIDE: the game against a player who left.
void room_session::claim(std::string_view argument) {
    std::vector<std::string> words = split_words(argument);
    const bool draw = !words.empty() && lower(words.front()) == "draw";
    if (draw)
        words.erase(words.begin());
    std::optional<int> seat;
    if (!words.empty()) {
        for (const int candidate : other_seats_in_play())
            if (names_side(room_, candidate, lower(words.front())) ||
                std::to_string(candidate + 1) == words.front())
                seat = candidate;
        if (!seat)
            return say(shell_words("input.no_such_opponent", {words.front()}));
    }
    if (draw)
        send(protocol::claim_draw{code_, seat});
    else
        send(protocol::claim_victory{code_, seat});
}

// Offers the line to the game's own commands, with the session's view of the room.
bool room_session::run_game_command(std::string_view line) {
    if (ui_ == nullptr || ui_->run_command == nullptr)
        return false;
    game_context context{room_,
                         state_,
                         local_.get(),
                         my_seat_,
                         draft_,
                         [this](const std::string& text) { say(text); },
                         [this](const json& move) { submit_move(move); },
                         [this](const core::action& what) { submit_action(what); }};
    try {
        if (!ui_->run_command(line, context))
            return false;
    } catch (const json::exception& error) {
        say(shell_words("input.bad_game_state", {error.what()}));
        return true;
    }
    dirty_ = true;
    return true;
}

// Leaves the room (the seat stays ours) and ends the run. A player that keeps no identity (a
// bot) could never come back to its seat, so it resigns a game in play instead of leaving the
// others waiting for it.
void room_session::on_interrupt() {
    const bool in_play = my_seat_ && state_.is_object() &&
                         state_.value("result", json(nullptr)).is_null() &&
                         room_.value("status", std::string()) == "playing";
    if (in_play && welcomed_ && !io_.keeps_identity()) {
        send(protocol::resign{code_});
        send(protocol::leave_room{code_});
        return finish(0, shell_words("input.bot_resigned", {code_}));
    }
    if (!code_.empty() && welcomed_)
        send(protocol::leave_room{code_});
    if (my_seat_ && state_.is_object() && state_.value("result", json(nullptr)).is_null())
        return finish(0, shell_words("input.left_seat_kept", {code_, goal_.command}));
    finish(0, code_.empty() ? shell_words("input.bye") : shell_words("input.left", {code_}));
}

// Whether it is our turn to move now; says why not otherwise.
bool room_session::may_move() {
    if (!my_seat_) {
        say(shell_words("input.watching"));
        return false;
    }
    if (!state_.value("result", json(nullptr)).is_null()) {
        say(shell_words("error.game_over"));
        return false;
    }
    const json to_move = state_.value("to_move", json(nullptr));
    if (!to_move.is_number_integer() || to_move.get<int>() != *my_seat_) {
        say(shell_words("error.not_your_turn"));
        return false;
    }
    return true;
}

// Leaves the room and ends the run.
void room_session::stop(int code, std::string farewell) {
    if (!code_.empty() && welcomed_)
        send(protocol::leave_room{code_});
    finish(code, std::move(farewell));
}

// Reads a typed move, checks it against the local match, then sends it.
void room_session::play_move(std::string_view text) {
    if (ui_ == nullptr || !may_move())
        return;
    read_result read = ui_->read_move(text, state_);
    if (auto* problem = std::get_if<std::string>(&read))
        return say(shell_words("input.unreadable", {text, *problem}));
    submit_move(std::get<json>(read));
}

// Sends a move after the turn and local rules checks.
bool room_session::submit_move(const json& move) {
    if (ui_ == nullptr || !welcomed_ || code_.empty() || !state_.is_object() || !may_move())
        return false;
    if (auto refused = precheck(move)) {
        say(shell_words("input.illegal", {ui_->write_move(move), *refused}));
        return false;
    }
    send(protocol::move{code_, state_.value("ply", 0), move});
    return true;
}

// Sends one of the game's own actions at the current ply.
void room_session::submit_action(const core::action& what) {
    if (!welcomed_ || code_.empty() || !state_.is_object())
        return say(shell_words("input.offline"));
    send(protocol::message_of(code_, state_.value("ply", 0), what));
}

// Asks for the room and its state afresh; the reply replaces both.
void room_session::resync() {
    if (!welcomed_ || code_.empty())
        return;
    syncing_ = true;
    send(protocol::sync{code_, std::nullopt});
}

// Why the local match refuses the move, or nullopt when it accepts it (or is unavailable).
std::optional<std::string> room_session::precheck(const json& move) {
    if (!local_ || !my_seat_)
        return std::nullopt;
    std::unique_ptr<core::match> trial = local_->clone();
    if (core::status refused = trial->apply(*my_seat_, move))
        return refused->message;
    return std::nullopt;
}

bool room_session::room_action_open(const char* action) const {
    if (!my_seat_ || !state_.is_object())
        return false;
    const auto open = state_.find("room_actions");
    if (open == state_.end() || !open->is_object())
        return false;
    const json seats = open->value(action, json::array());
    return std::find(seats.begin(), seats.end(), json(*my_seat_)) != seats.end();
}

// Lists the moves and the commands that apply now: the room's commands as STATE says they are
// open to this player.
void room_session::show_help() {
    const bool playing = my_seat_ && state_.is_object() && !game_finished() &&
                         room_.value("status", "") == "playing";
    if (ui_ != nullptr && playing)
        say(shell_words("help.moves", {words_of(ui_->words, "help.move")}));
    if (ui_ != nullptr && playing)
        if (const auto commands = find_words(ui_->words, "help.commands"))
            say(shell_words("help.game_commands", {*commands}));
    std::vector<std::string> commands;
    if (playing) {
        const json offer = state_.value("draw_offer", json(nullptr));
        const bool offered_to_me = offer.is_object() && offer.value("by", -1) != *my_seat_;
        const bool scored = ui_ != nullptr && ui_->agreed_end_scored;
        if (offered_to_me)
            commands.push_back(shell_words("help.draw_accept", {draw_offer_words(room_)}));
        else if (room_action_open("offer_draw"))
            commands.push_back(shell_words(scored ? "help.draw_scored" : "help.draw"));
        if (takeback_.is_object() && takeback_.value("by", -1) != *my_seat_)
            commands.push_back(shell_words("help.takeback_answer"));
        else if (room_action_open("request_takeback"))
            commands.push_back(shell_words("help.takeback"));
        commands.push_back(shell_words("help.resign"));
        if (room_action_open("abort"))
            commands.push_back(shell_words("help.abort"));
        if (room_action_open("claim_victory"))
            commands.push_back(
                shell_words(room_action_open("claim_draw") ? "help.claim_or_draw" : "help.claim"));
        if (read_clock(state_, server_now()))
            commands.push_back(shell_words("help.moretime"));
    } else if (my_seat_ && game_finished()) {
        if (rematch_.is_object() && rematch_.value("by", -1) != *my_seat_ &&
            room_action_open("rematch"))
            commands.push_back(shell_words("help.rematch_answer"));
        else if (room_action_open("rematch"))
            commands.push_back(shell_words("help.rematch"));
    } else if (my_seat_ && !state_.is_object()) {
        commands.push_back(shell_words("help.abort_room"));
    }
    if (state_.is_object())
        commands.push_back(shell_words("help.moves_list"));
    if (state_.is_object())
        commands.push_back(shell_words("help.board"));
    commands.push_back(shell_words("help.say"));
    commands.push_back(shell_words("help.help"));
    commands.push_back(shell_words(playing ? "help.quit_playing" : "help.quit"));
    std::string listed;
    for (std::size_t i = 0; i < commands.size(); ++i)
        listed += (i == 0 ? "" : ", ") + commands[i];
    say(shell_words("help.commands_now", {listed}));
}

} // namespace plyroom::client
