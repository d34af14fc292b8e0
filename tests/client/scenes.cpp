#include "scenes.hpp"

#include "record.hpp"
#include "registry.hpp"
#include "support/test_paths.hpp"

#include <clocale>
#include <cstdlib>
#include <cwchar>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

namespace plyroom::client {

// Creates the match, failing the test with the refusal.
std::unique_ptr<core::match> new_match(std::string_view game, const json& options) {
    auto created = core::create_match(game, options);
    if (auto* refused = std::get_if<core::refusal>(&created)) {
        ADD_FAILURE() << refused->message;
        return nullptr;
    }
    return std::move(std::get<std::unique_ptr<core::match>>(created));
}

// Plays the entries from the start.
json state_after(std::string_view game, const std::vector<json>& entries) {
    auto played = new_match(game, json::object());
    for (const json& entry : entries)
        EXPECT_FALSE(core::apply_record_entry(*played, entry)) << entry.dump();
    return played->state();
}

// Alice in seat 0, Bob in seat 1.
json two_seat_room(std::string_view game, std::string side0, std::string side1, bool online1) {
    return json{
        {"code", "K7QX2M"},
        {"game", game},
        {"options", json::object()},
        {"status", "playing"},
        {"game_id", 42},
        {"public", true},
        {"spectators", 2},
        {"seats",
         {{{"seat", 0}, {"side", side0}, {"player", "p_a"}, {"name", "alice"}, {"online", true}},
          {{"seat", 1},
           {"side", side1},
           {"player", "p_b"},
           {"name", "bob"},
           {"online", online1}}}}};
}

// Draws the screen into one text.
std::string screen_text(const screen_view& view, std::string_view game, bool colour) {
    const game_ui* ui = find_game_ui(game);
    EXPECT_NE(ui, nullptr);
    std::string text;
    for (const std::string& line : draw_screen(*ui, view, style{colour}))
        text += line + "\n";
    return text;
}

// Compares with the file, or rewrites it.
void expect_snapshot(const std::string& name, const std::string& text) {
    const std::string path = test_paths::snapshot_dir() + "/" + name;
    if (const char* update = std::getenv("PLYROOM_UPDATE_SNAPSHOTS"); update && *update == '1') {
        std::ofstream(path, std::ios::binary) << text;
        return;
    }
    std::ifstream file(path, std::ios::binary);
    ASSERT_TRUE(file) << "missing snapshot " << path;
    std::stringstream expected;
    expected << file.rdbuf();
    EXPECT_EQ(text, expected.str()) << "snapshot " << name << " differs";
}

int libc_columns(const std::string& line) {
    std::mbstate_t state{};
    const char* source = line.c_str();
    std::wstring wide(line.size() + 1, L'\0');
    const std::size_t count = std::mbsrtowcs(wide.data(), &source, wide.size(), &state);
    EXPECT_NE(count, static_cast<std::size_t>(-1)) << "not UTF-8: " << line;
    return ::wcswidth(wide.c_str(), count);
}

void check_scene(const std::string& name, const screen_view& scene, std::string_view game,
                 scene_script script) {
    const char* previous = std::setlocale(LC_CTYPE, nullptr);
    const std::string restore = previous != nullptr ? previous : "C";
    ASSERT_NE(std::setlocale(LC_CTYPE, "C.UTF-8"), nullptr) << "no C.UTF-8 locale";
    for (const screen_size size : {screen_size{80, 24}, screen_size{160, 50}}) {
        screen_view view = scene;
        view.size = size;
        const std::string suffix =
            "." + std::to_string(size.columns) + "x" + std::to_string(size.rows);
        const std::string plain = screen_text(view, game, false);
        EXPECT_EQ(plain.find('\x1b'), std::string::npos) << "not plain: " << plain;
        if (script == scene_script::ascii) {
            for (const char c : plain)
                ASSERT_TRUE(static_cast<unsigned char>(c) < 0x80) << "not ASCII: " << plain;
        }
        expect_snapshot(name + suffix + ".plain.txt", plain);
        const std::string colour = screen_text(view, game, true);
        EXPECT_NE(colour.find("\x1b["), std::string::npos);
        EXPECT_EQ(strip_ansi(colour).find('\x1b'), std::string::npos);
        expect_snapshot(name + suffix + ".colour.txt", colour);
        for (std::size_t start = 0, end = colour.find('\n'); end != std::string::npos;
             start = end + 1, end = colour.find('\n', start))
            EXPECT_LE(visible_width(colour.substr(start, end - start)), size.columns)
                << name << suffix << " (colour)";
        std::size_t rows = 0;
        for (std::size_t start = 0, end = plain.find('\n'); end != std::string::npos;
             start = end + 1, end = plain.find('\n', start)) {
            ++rows;
            const std::string line = plain.substr(start, end - start);
            const int columns = libc_columns(line);
            EXPECT_GE(columns, 0) << "a character libc cannot print: " << line;
            EXPECT_LE(columns, static_cast<int>(size.columns)) << name << suffix << ": " << line;
        }
        EXPECT_LE(rows + prompt_rows, size.rows) << name << suffix;
    }
    std::setlocale(LC_CTYPE, restore.c_str());
}

} // namespace plyroom::client
