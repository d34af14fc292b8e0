// Generic files of the client know no particular game: a game's names (its id and its title)
// appear only in its own files under client-cli/ui/games/ (and the games.def list there).
#include "support/test_paths.hpp"
#include "ui/game_ui.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iterator>

#include <gtest/gtest.h>

namespace plyroom::client {
namespace {

namespace fs = std::filesystem;

std::string lowered(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

// The names of every registered game, lower-cased: "grav", and the title without its
// parenthesis: "hnefatafl (fetlar 11x11)" is looked for as "hnefatafl".
std::vector<std::string> game_names() {
    std::vector<std::string> names;
    for (const game_ui* ui : all_game_uis()) {
        names.push_back(lowered(std::string(ui->id)));
        const std::string_view title = game_title(*ui);
        names.push_back(lowered(std::string(title.substr(0, title.find(" (")))));
    }
    return names;
}

TEST(GameNames, AppearOnlyInTheGamesOwnClientFiles) {
    const fs::path client = fs::path(test_paths::source_dir()) / "client-cli";
    const std::vector<std::string> names = game_names();
    std::size_t files = 0;
    for (const fs::directory_entry& entry : fs::recursive_directory_iterator(client)) {
        if (!entry.is_regular_file())
            continue;
        const std::string relative = fs::relative(entry.path(), client).generic_string();
        if (relative.starts_with("ui/games/"))
            continue;
        ++files;
        std::ifstream in(entry.path(), std::ios::binary);
        const std::string text = lowered(
            std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()));
        for (const std::string& name : names)
            EXPECT_EQ(text.find(name), std::string::npos)
                << relative << " names the game \"" << name << "\"";
    }
    EXPECT_GT(files, 20U) << "the client's sources were not found under " << client;
}

} // namespace
} // namespace plyroom::client
