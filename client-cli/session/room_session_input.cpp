// The typed side of a room_session: commands and moves.
#include "session/room_session.hpp"

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
    if (confirming_resign_) {
        confirming_resign_ = false;
        io_.set_prompt(my_seat_ ? "> " : "(watching) > ");
        const std::string answer = command_word(line);
        if (answer == "y" || answer == "yes")
            send(protocol::resign{code_});
        else
            say("Not resigning.");
        return;
    }
    if (line.empty())
        return;
    const std::string word = command_word(line);
    if (word == "help" || word == "?")
        return show_help();
    if (word == "quit" || word == "exit" || word == "leave")
        return on_interrupt();
    if (!welcomed_)
        return say("Not connected right now; try again once reconnected.");
    if (word == "say" || word == "chat") {
        const std::string_view text = trimmed(line.substr(word.size()));
        if (text.empty())
            return say("Type say and then your message.");
        if (code_.empty())
            return say("You are not in a room yet.");
        return send(protocol::chat{code_, std::string(text)});
    }
    // Abort also cancels a room still waiting for players (the server allows it then too).
    if (word == "abort" && !code_.empty())
        return send(protocol::abort_game{code_});
    if (code_.empty() || !state_.is_object())
        return say("The game has not started yet.");
    if (word == "draw" || word == "offer") {
        if (!my_seat_)
            return say("Only players can offer a draw.");
        return send(protocol::offer_draw{code_});
    }
    if (word == "accept")
        return send(protocol::accept_draw{code_});
    if (word == "decline")
        return send(protocol::decline_draw{code_});
    if (word == "resign") {
        if (!my_seat_)
            return say("Only players can resign.");
        confirming_resign_ = true;
        io_.set_prompt("Resign this game? [y/N] ");
        return;
    }
    if (run_game_command(line))
        return;
    play_move(line);
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
                         [this](int ply) { submit_challenge(ply); }};
    try {
        if (!ui_->run_command(line, context))
            return false;
    } catch (const json::exception& error) {
        say("Cannot: the game's state has an unexpected shape (" + std::string(error.what()) +
            ").");
        return true;
    }
    redraw();
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
        return finish(0, "Resigned room " + code_ +
                             " on leaving: a bot keeps no identity, so it could not come back.");
    }
    if (!code_.empty() && welcomed_)
        send(protocol::leave_room{code_});
    if (my_seat_ && state_.is_object() && state_.value("result", json(nullptr)).is_null())
        return finish(0, "You left room " + code_ + "; your seat stays yours. Come back with: " +
                             goal_.command + " resume " + code_);
    finish(0, code_.empty() ? "Bye." : "You left room " + code_ + ".");
}

// Whether it is our turn to move now; says why not otherwise.
bool room_session::may_move() {
    if (!my_seat_) {
        say("You are watching: spectators cannot move. Type help for commands.");
        return false;
    }
    if (!state_.value("result", json(nullptr)).is_null()) {
        say("The game is over.");
        return false;
    }
    const json to_move = state_.value("to_move", json(nullptr));
    if (!to_move.is_number_integer() || to_move.get<int>() != *my_seat_) {
        say("It is not your turn.");
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
        return say("Cannot read \"" + std::string(text) + "\": " + *problem + ".");
    submit_move(std::get<json>(read));
}

// Sends a move after the turn and local rules checks.
bool room_session::submit_move(const json& move) {
    if (ui_ == nullptr || !welcomed_ || code_.empty() || !state_.is_object() || !may_move())
        return false;
    if (auto refused = precheck(move)) {
        say("Illegal move " + ui_->write_move(move) + ": " + *refused + ".");
        return false;
    }
    send(protocol::move{code_, state_.value("ply", 0), move});
    return true;
}

// Sends a challenge of the placement made at `ply` (the protocol's CHALLENGE).
void room_session::submit_challenge(int ply) {
    if (!welcomed_ || code_.empty())
        return say("Not connected right now; try again once reconnected.");
    send(protocol::challenge{code_, ply});
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

// Lists the moves and commands.
void room_session::show_help() {
    if (ui_ != nullptr)
        say("Moves: " + std::string(ui_->move_help) + ".");
    if (ui_ != nullptr && !ui_->command_help.empty())
        say("Game commands: " + std::string(ui_->command_help) + ".");
    const bool scored = ui_ != nullptr && ui_->agreed_end_scored;
    say(std::string("Commands: draw (") +
        (scored ? "offer to end the game now; the scores decide" : "offer a draw") +
        "), accept, decline, resign, abort (before everyone has moved), say TEXT (chat), help, "
        "quit (leave; your seat stays yours).");
}

} // namespace plyroom::client
