// The playing screen, laid out to the terminal's size: the title on top, the board on the left
// and beside it (or under it, on a narrow terminal) the players with their clocks, the latest
// move, what is open and whose turn it is; the latest messages fill the rows that are left.
// A board taller than the terminal is cut, with a line saying how to see it whole.
#pragma once

#include "ui/game_ui.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace plyroom::client {

// The terminal's size in characters.
struct screen_size {
    std::size_t columns = 80;
    std::size_t rows = 24;
};

struct screen_view {
    json room = nullptr;      // ROOM, or null before the first one arrives
    json state = nullptr;     // STATE, or null before the game starts
    json last_move = nullptr; // MOVE of the latest move, or null
    int last_seat = -1;       // who made it
    std::optional<int> my_seat;
    std::vector<std::string> notices; // the latest few, oldest first
    json draft = nullptr;             // the game's draft (see game_context)
    std::string last_move_note;       // what the latest move did, "captures e2", or ""
    std::vector<std::string> alerts;  // what is open now (a takeback, a rematch, a claim)
    std::vector<std::string> banner;  // lines over the board (the room code while waiting)
    std::int64_t server_now_ms = 0;   // the server's time now, for the clocks; 0: as of `at`
    screen_size size;
};

// The rows the screen leaves for the prompt line under it.
inline constexpr std::size_t prompt_rows = 1;

// The whole screen as lines (no trailing newlines): at most size.rows - prompt_rows lines of
// at most size.columns columns.
std::vector<std::string> draw_screen(const game_ui& ui, const screen_view& view, const style& look);

// A result in words: "red (alice) wins: four in a row", "draw: the board is full".
std::string describe_result(const json& result, const json& room);

// A rated game's changes (game_over's `ratings`): "Ratings: red (alice) 1741? (+241), blue (bob)
// 1259? (-241)."; "?" marks a provisional rating. Empty when there are none.
std::string describe_rating_changes(const json& ratings, const json& room);

// "red (alice)" for a seat of the room; "seat 2" when the room does not say.
std::string seat_label(const json& room, int seat);
// A player's name with its rating in the room's game beside it, when ROOM gives one (an
// account; `?` while provisional): "alice 1512", "bob 1500?".
std::string rated_name(std::string name, std::optional<int> rating, bool provisional);

// A seat's side in words: the game's side_word, else the ROOM's side ("seat 2" when neither).
std::string side_text(const json& room, int seat);

// What a draw offer proposes in the room's game: "a draw", or in a game the scores decide
// (game_ui::agreed_end_scored) "to end the game now (the scores decide)".
std::string draw_offer_words(const json& room);

// The reason of a RESULT in words, from the game's catalogue ("reason.NAME") (ui may be nullptr) or
// the endings every game shares; the name itself when neither knows it.
std::string reason_words(const game_ui* ui, std::string_view reason);

} // namespace plyroom::client
