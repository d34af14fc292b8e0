// Helpers shared by the Connect Four tests: create a match and play column strings.
#pragma once

#include "registry.hpp"

#include <memory>
#include <string_view>

#include <gtest/gtest.h>

namespace plyroom::core::connect4_test {

inline std::unique_ptr<match> new_match() {
    creation created = create_match("connect4", json::object());
    return std::move(std::get<std::unique_ptr<match>>(created));
}

inline json column(int value) {
    return json{{"column", value}};
}

// Plays a sequence of 0-based column digits, alternating from whoever is to move; every
// move must be accepted.
inline void play_columns(match& m, std::string_view columns) {
    for (const char digit : columns) {
        const int seat = m.to_move().value();
        const status refused = m.apply(seat, column(digit - '0'));
        ASSERT_FALSE(refused) << "column " << digit << ": " << refused->message;
    }
}

} // namespace plyroom::core::connect4_test
