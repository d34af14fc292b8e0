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
    if (word == "abort")
        return send(protocol::abort_game{code_});
    if (word == "resign") {
        if (!my_seat_)
            return say("Only players can resign.");
        confirming_resign_ = true;
        io_.set_prompt("Resign this game? [y/N] ");
        return;
    }
    play_move(line);
}

// Leaves the room (the seat stays ours) and ends the run.
void room_session::on_interrupt() {
    if (!code_.empty() && welcomed_)
        send(protocol::leave_room{code_});
    if (my_seat_ && state_.is_object() && state_.value("result", json(nullptr)).is_null())
        return finish(0, "You left room " + code_ + "; your seat stays yours. Come back with: " +
                             goal_.command + " resume " + code_);
    finish(0, code_.empty() ? "Bye." : "You left room " + code_ + ".");
}

// Reads a typed move, checks it against the local match, then sends it.
void room_session::play_move(std::string_view text) {
    if (ui_ == nullptr)
        return;
    if (!my_seat_)
        return say("You are watching: spectators cannot move. Type help for commands.");
    if (!state_.value("result", json(nullptr)).is_null())
        return say("The game is over.");
    const json to_move = state_.value("to_move", json(nullptr));
    if (!to_move.is_number_integer() || to_move.get<int>() != *my_seat_)
        return say("It is not your turn.");
    read_result read = ui_->read_move(text, state_);
    if (auto* problem = std::get_if<std::string>(&read))
        return say("Cannot read \"" + std::string(text) + "\": " + *problem + ".");
    const json& move = std::get<json>(read);
    if (auto refused = precheck(move))
        return say("Illegal move " + ui_->write_move(move) + ": " + *refused + ".");
    send(protocol::move{code_, state_.value("ply", 0), move});
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
    say("Commands: draw (offer a draw), accept, decline, resign, say TEXT (chat), help, quit "
        "(leave; your seat stays yours).");
}

} // namespace plyroom::client
