// The playing screen: title, players with their online status, spectators, the board, the
// latest move, whose turn it is or the result, and the most recent notices.
#pragma once

#include "ui/game_ui.hpp"

#include <optional>
#include <string>
#include <vector>

namespace plyroom::client {

struct screen_view {
    json room = nullptr;      // ROOM, or null before the first one arrives
    json state = nullptr;     // STATE, or null before the game starts
    json last_move = nullptr; // MOVE of the latest move, or null
    int last_seat = -1;       // who made it
    std::optional<int> my_seat;
    std::vector<std::string> notices; // the latest few, oldest first
    json draft = nullptr;             // the game's draft (see game_context)
};

// The whole screen as lines (no trailing newlines).
std::vector<std::string> draw_screen(const game_ui& ui, const screen_view& view, const style& look);

// A result in words: "red (alice) wins: four in a row", "draw: the board is full".
std::string describe_result(const json& result, const json& room);

// "red (alice)" for a seat of the room; "seat 2" when the room does not say.
std::string seat_label(const json& room, int seat);

// What a draw offer proposes in the room's game: "a draw", or in a game the scores decide
// (game_ui::agreed_end_scored) "to end the game now (the scores decide)".
std::string_view draw_offer_words(const json& room);

// The reason of a RESULT in words, from the game's end_reasons (ui may be nullptr) or the
// endings every game shares; the name itself when neither knows it.
std::string reason_words(const game_ui* ui, std::string_view reason);

} // namespace plyroom::client
