#include "ui/game_ui.hpp"

#include <array>

namespace plyroom::client {

namespace {

#define PLYROOM_GAME_UI(name) &name##_ui(),
const std::array game_uis{
#include "ui/games/games.def"
};
#undef PLYROOM_GAME_UI

} // namespace

// Every registered game_ui, in games.def order.
std::span<const game_ui* const> all_game_uis() {
    return game_uis;
}

// Looks a game_ui up by protocol id.
const game_ui* find_game_ui(std::string_view id) {
    for (const game_ui* ui : game_uis)
        if (ui->id == id)
            return ui;
    return nullptr;
}

} // namespace plyroom::client
