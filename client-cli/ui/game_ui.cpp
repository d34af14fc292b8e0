#include "ui/game_ui.hpp"

#include "registry.hpp"

#include <stdexcept>
#include <string>

namespace plyroom::client {

namespace {

// The list behind all_game_uis(): built on first use, so registrars in other translation
// units may run in any order at static initialisation.
std::vector<const game_ui*>& registered_uis() {
#define PLYROOM_GAME_UI(name) &name##_ui(),
    static std::vector<const game_ui*> uis{
#include "ui/games/games.def"
    };
#undef PLYROOM_GAME_UI
    return uis;
}

} // namespace

// Every registered game_ui: games.def order, then registrars in the order they ran.
std::span<const game_ui* const> all_game_uis() {
    return registered_uis();
}

// Looks a game_ui up by protocol id.
const game_ui* find_game_ui(std::string_view id) {
    for (const game_ui* ui : registered_uis())
        if (ui->id == id)
            return ui;
    return nullptr;
}

// The game's catalogue's "title" in the current language, else the core's title, else its id.
std::string_view game_title(const game_ui& ui) {
    for (const phrase& entry :
         current_language() == language::korean ? ui.words.korean : ui.words.english)
        if (entry.key == "title")
            return entry.text;
    const core::game_definition* game = core::find_game(ui.id);
    return game != nullptr ? game->title : ui.id;
}

// Appends the game; two game_uis of one id would make find_game_ui ambiguous.
game_ui_registrar::game_ui_registrar(const game_ui& ui) {
    if (find_game_ui(ui.id) != nullptr)
        throw std::logic_error("two game_uis are registered for game \"" + std::string(ui.id) +
                               "\"");
    registered_uis().push_back(&ui);
}

} // namespace plyroom::client
