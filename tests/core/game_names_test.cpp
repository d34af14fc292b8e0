// Generic code knows no particular game: a game's names (its id and its title, from the core's
// registry) appear only in the game's own files and where games are registered. The terminal
// client is read whole, comments included; server/, protocol/, migrations/ and web/js/ are read
// as code and its strings, without comments and prose (Markdown), which may name games.
#include "registry.hpp"
#include "support/test_paths.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace plyroom::core {
namespace {

namespace fs = std::filesystem;

std::string lowered(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

std::vector<std::string> game_ids() {
    std::vector<std::string> ids;
    for (const game_definition& game : all_games())
        ids.push_back(lowered(std::string(game.id)));
    return ids;
}

// Every game's id and title, lower-cased; a title without its parenthesis: "hnefatafl (fetlar
// 11x11)" is looked for as "hnefatafl".
std::vector<std::string> game_names() {
    std::vector<std::string> names;
    for (const game_definition& game : all_games()) {
        names.push_back(lowered(std::string(game.id)));
        names.push_back(lowered(std::string(game.title.substr(0, game.title.find(" (")))));
    }
    return names;
}

// Erases every occurrence of `what` in `text`; how many there were.
int erase_all(std::string& text, const std::string& what) {
    int count = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at), ++count)
        text.erase(at, what.size());
    return count;
}

// Drops comments that start a line or follow a blank: `marker` to the end of the line ("//",
// "#", "--"), so that "https://..." in a string stays. With `blocks`, /* ... */ too.
std::string without_comments(std::string text, const std::string& marker, bool blocks) {
    if (blocks)
        for (auto open = text.find("/*"); open != std::string::npos; open = text.find("/*", open)) {
            const auto close = text.find("*/", open + 2);
            text.erase(open, close == std::string::npos ? std::string::npos : close + 2 - open);
        }
    for (auto at = text.find(marker); at != std::string::npos; at = text.find(marker, at)) {
        if (at == 0 || std::isspace(static_cast<unsigned char>(text[at - 1]))) {
            text.erase(at, text.find('\n', at) - at);
        } else {
            at += marker.size();
        }
    }
    return text;
}

// A file's code and strings, as the guard reads them; nullopt for prose.
std::optional<std::string> code_of(const fs::path& file, std::string text) {
    const std::string ext = file.extension().string();
    const std::string name = file.filename().string();
    if (ext == ".md")
        return std::nullopt;
    if (ext == ".cpp" || ext == ".hpp" || ext == ".js" || ext == ".mjs" || ext == ".in")
        return without_comments(std::move(text), "//", true);
    if (ext == ".sql")
        return without_comments(std::move(text), "--", false);
    if (name == "CMakeLists.txt" || ext == ".cmake" || ext == ".py")
        return without_comments(std::move(text), "#", false);
    return text;
}

// The places where games are registered, and a game's own files, relative to the root.
bool owned_by_a_game(const std::string& path, const std::vector<std::string>& ids) {
    if (path.starts_with("client-cli/ui/games/") || path == "web/js/games/index.js" ||
        path.starts_with("protocol/examples/")) // the example bot, which plays one game
        return true;
    return std::any_of(ids.begin(), ids.end(), [&](const std::string& id) {
        return path.starts_with("web/js/games/" + id + "/") ||
               path == "protocol/schema/games/" + id + ".json";
    });
}

// The schema's list of games: a game's name as the value of "game" (in the dispatch by game or
// an example message), a reference to its own schema file, or one line of the list of games.
// Erased before the schema is read.
void erase_schema_registrations(std::string& text, const std::vector<std::string>& ids) {
    for (const std::string& id : ids) {
        erase_all(text, "\"const\": \"" + id + "\"");
        erase_all(text, "\"game\": \"" + id + "\"");
        erase_all(text, "games/" + id + ".json");
        for (const std::string& line : {"\"" + id + "\",\n", "\"" + id + "\"\n"})
            for (auto at = text.find(line); at != std::string::npos; at = text.find(line, at)) {
                // Alone on its line: nothing but blanks since the line began.
                const auto line_start = text.rfind('\n', at);
                const auto before =
                    text.substr(line_start == std::string::npos ? 0 : line_start + 1,
                                at - (line_start == std::string::npos ? 0 : line_start + 1));
                if (before.find_first_not_of(' ') == std::string::npos)
                    text.erase(at, line.size() - 1);
                else
                    at += line.size();
            }
    }
}

TEST(GameNames, AppearOnlyInTheGamesOwnFilesAndWhereGamesAreRegistered) {
    const fs::path root = test_paths::source_dir();
    const std::vector<std::string> ids = game_ids();
    const std::vector<std::string> names = game_names();
    ASSERT_GE(names.size(), 8U) << "the registry lists the games";
    for (const std::string folder : {"client-cli", "server", "protocol", "migrations", "web/js"}) {
        const bool comments_too = folder == "client-cli";
        std::size_t files = 0;
        for (const fs::directory_entry& entry : fs::recursive_directory_iterator(root / folder)) {
            if (!entry.is_regular_file())
                continue;
            const std::string path = fs::relative(entry.path(), root).generic_string();
            if (owned_by_a_game(path, ids))
                continue;
            std::ifstream in(entry.path(), std::ios::binary);
            std::string text = lowered(
                std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()));
            std::optional<std::string> code =
                comments_too ? std::optional<std::string>(text) : code_of(entry.path(), text);
            if (!code)
                continue;
            ++files;
            if (path.starts_with("protocol/schema/"))
                erase_schema_registrations(*code, ids);
            for (const std::string& name : names)
                EXPECT_EQ(code->find(name), std::string::npos)
                    << path << " names the game \"" << name << "\"";
        }
        EXPECT_GT(files, 3U) << "the sources were not found under " << (root / folder);
    }
}

// The reading of code the guard relies on: comments go, strings and their URLs stay.
TEST(GameNames, CommentsAreDroppedAndStringsKept) {
    EXPECT_EQ(without_comments("int a; // names grav\n/* grav */ s = \"https://x\";", "//", true),
              "int a; \n s = \"https://x\";");
    EXPECT_EQ(without_comments("-- grav\nSELECT 'a--b'; -- grav", "--", false),
              "\nSELECT 'a--b'; ");
    EXPECT_EQ(without_comments("# grav\nset(x a#b) # grav", "#", false), "\nset(x a#b) ");
    std::string schema = "\"enum\": [\n  \"grav\",\n  \"x\"\n], \"const\": \"grav\", "
                         "\"$ref\": \"games/grav.json#\", \"description\": \"grav\"";
    erase_schema_registrations(schema, {"grav"});
    EXPECT_EQ(schema.find("grav"), schema.rfind("grav")) << schema; // the description's alone
    EXPECT_NE(schema.find("\"description\": \"grav\""), std::string::npos) << schema;
}

} // namespace
} // namespace plyroom::core
