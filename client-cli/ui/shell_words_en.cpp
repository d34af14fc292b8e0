// The shell's words in English. Keys match shell_words_ko.cpp one for one (a test checks).
#include "ui/shell_words.hpp"

namespace plyroom::client {

namespace {

constexpr phrase english[] = {
    // The screen's title, seats and status.
    {"screen.room", "room {0}"},
    {"screen.ply", "ply {0}"},
    {"screen.private", "private"},
    {"screen.clock_low", "{0} low"},
    {"screen.clock_running", " (running)"},
    {"screen.waiting_for_player", "(waiting for a player)"},
    {"screen.you", "{0} (you)"},
    {"screen.online", "online"},
    {"screen.offline", "offline"},
    {"screen.spectator", "1 spectator"},
    {"screen.spectators", "{0} spectators"},
    {"screen.clock_option", "clock {0}"},
    {"screen.game_over", "Game over: {0}"},
    {"screen.starting", "Every seat is taken: the game is starting..."},
    {"screen.waiting_one", "Waiting for 1 more player to join..."},
    {"screen.waiting_many", "Waiting for {0} more players to join..."},
    {"screen.waiting_players", "Waiting for players to join..."},
    {"screen.your_move", "Your move"},
    {"screen.your_move_rest", " (you play {0}). Type a move, or help."},
    {"screen.waiting_move", "Waiting for {0} to move."},
    {"screen.first_move_due", " A first move is due within {0}, or the game is aborted."},
    {"screen.offers", "{0} offers {1}: type accept or decline."},
    {"screen.offered", "{0} offered {1}."},
    {"screen.offer_scored", "to end the game now (the scores decide)"},
    {"screen.offer_draw", "a draw"},
    {"screen.seat", "seat {0}"},
    {"screen.seat_label", "{0} ({1})"},
    {"screen.last_move", "Last move: {0} by {1}"},
    {"screen.last_move_note", "Last move: {0} by {1}, {2}"},
    {"screen.board_cut",
     "The board does not fit in {0}: make the terminal at least {1}, or type board to print it "
     "whole."},

    // What happens in the room, as messages.
    {"session.connection_lost", "Connection lost; reconnecting..."},
    {"session.reconnected", "Reconnected."},
    {"session.joined", "{0} joined."},
    {"session.back_online", "{0} is back online."},
    {"session.went_offline", "{0} went offline."},
    {"session.went_offline_claimable",
     "{0} went offline. Should they stay away, the server says when you may claim the game "
     "(after its grace, 60 s unless it was started otherwise)."},
    {"session.spectator_joined", "A spectator joined ({0} watching)."},
    {"session.spectator_left", "A spectator left ({0} watching)."},
    {"session.resigned_others_play", "{0} resigned; the others play on."},
    {"session.aborted_by", "{0} aborted the game."},
    {"session.you_aborted", "You aborted the game."},
    {"session.a_player", "A player"},
    {"session.accepted_so_far", "Accepted so far: {0}; waiting for the others."},
    {"session.accepted_so_far_answer",
     "Accepted so far: {0}; waiting for the others (type accept or decline)."},
    {"session.offers", "{0} offers {1}: type accept (or draw) or decline."},
    {"session.draw_declined", "The draw offer of {0} was declined."},
    {"session.draw_lapsed", "The draw offer of {0} lapsed."},
    {"session.identity_unknown",
     "The server did not know our saved identity; starting as a new player."},
    {"session.room_not_found", "Room {0} was not found."},
    {"session.room_full", "Room {0} is full."},

    // How a game ended.
    {"result.win", "{0} wins, {1}{2}"},
    {"result.draw", "a draw, {0}{1}"},
    {"result.aborted", "the game was aborted."},
    {"result.aborted_why", "the game was aborted: {0}."},
    {"result.scores", " ({0})."},
    {"result.end", "."},
    {"result.ratings", "Ratings: {0}."},
    {"reason.agreement", "by agreement"},
    {"reason.resignation", "by resignation"},
    {"reason.aborted", "aborted"},
    {"reason.timeout", "on time"},
    {"reason.no_first_move", "a first move was not made in time"},
    {"reason.abandoned", "the opponent left and the game was claimed"},
    {"reason.inactive", "every player had left and nothing was played for a long time"},

    // Chat and what can be done after the game.
    {"chat.line", "<{0}> {1}"},
    {"chat.spectator", "{0} (spectator)"},
    {"after_game.player",
     "Type rematch to play again (sides swap), say TEXT to chat, quit to leave."},
    {"after_game.spectator", "Type say TEXT to chat, quit to leave."},

    // The server's refusals, by their code; its own message only for a code not here.
    {"refused", "Refused: {0}"},
    {"error.account_required",
     "Rated games are for players with an account: register or log in first."},
    {"error.bad_json", "The server could not read what the client sent."},
    {"error.bad_request", "The server refused this request."},
    {"error.hello_required", "Not connected to the server yet."},
    {"error.unauthorized", "Wrong user name or password, or the session has ended."},
    {"error.unknown_type", "This server does not know that request."},
    {"error.room_not_found",
     "There is no room with that code; finished rooms close after a while."},
    {"error.room_full", "Every seat is taken."},
    {"error.not_in_room", "You are not in this room."},
    {"error.not_a_player", "Only a player can do that."},
    {"error.not_your_turn", "It is not your turn."},
    {"error.stale_ply",
     "The game moved on before your move arrived: look at the board and play again."},
    {"error.illegal_move", "The rules do not allow that move."},
    {"error.game_not_started", "The game has not started yet: every seat must be taken first."},
    {"error.game_over", "The game is over."},
    {"error.no_offer", "There is no offer to answer."},
    {"error.offer_exists", "An offer is already open."},
    {"error.unsupported", "This server or game does not allow that."},
    {"error.rate_limited", "Too many messages: wait a moment and try again."},
    {"error.too_large", "That message is too large."},
    {"error.internal", "The server could not save the change; nothing changed. Try again."},
    {"error.busy", "The server is busy: try again in a minute."},
};

} // namespace

std::span<const phrase> shell_words_english() {
    return english;
}

} // namespace plyroom::client
