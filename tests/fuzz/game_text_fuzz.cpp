// Game texts (docs/game-text.md) that a player pastes or uploads: read and replayed, or refused
// with a line, a column and what was expected, never a crash.
#include "game_text.hpp"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace core = plyroom::core;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto read = core::read_game_text(text);
    if (const auto* failed = std::get_if<core::game_text_error>(&read)) {
        if (failed->line == 0 || failed->column == 0 || failed->expected.empty())
            std::abort();
    } else if (!std::get<core::read_game>(read).played) {
        std::abort();
    }
    return 0;
}
