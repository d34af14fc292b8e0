// Shared pieces of the renderer tests: matches played from the start, rooms, and snapshot files
// (snapshots/<name>.plain.txt and .colour.txt). PLYROOM_UPDATE_SNAPSHOTS=1 rewrites the files.
#pragma once

#include "game.hpp"
#include "ui/game_ui.hpp"
#include "ui/screen.hpp"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace plyroom::client {

// A new match of a game with these options; fails the test when they are refused.
std::unique_ptr<core::match> new_match(std::string_view game, const json& options);

// The state after playing record entries from the start (default options).
json state_after(std::string_view game, const std::vector<json>& entries);

// A ROOM with two named seats.
json two_seat_room(std::string_view game, std::string side0, std::string side1, bool online1);

// The screen as one text, lines ended by newlines.
std::string screen_text(const screen_view& view, std::string_view game, bool colour);

// Compares text with snapshots/<name>, or rewrites the file when asked to.
void expect_snapshot(const std::string& name, const std::string& text);

// What the plain look of a scene may hold: ASCII only, or any script (a scene in Korean).
enum class scene_script { ascii, any };

// The snapshots of one scene in both looks at 80x24 and 160x50; plain text holds no escapes,
// and each of its lines, measured by the C library's wcswidth (not the client's own
// display_width), fits the terminal.
void check_scene(const std::string& name, const screen_view& view, std::string_view game,
                 scene_script script = scene_script::ascii);

// Columns of one line of text as the C library's UTF-8 locale measures them; -1 for a character
// it cannot print. Call within check_scene's locale or after setting LC_CTYPE to C.UTF-8.
int libc_columns(const std::string& line);

} // namespace plyroom::client
