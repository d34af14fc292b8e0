// A check shared by the games' notation tests: damaged move texts are refused where they go wrong.
#pragma once

#include "game.hpp"
#include "notation.hpp"

#include <span>
#include <string_view>
#include <utility>
#include <variant>

#include <gtest/gtest.h>

namespace plyroom::test {

// Each text is refused as a bad request whose words name the column given beside it.
inline void expect_refused_at_columns(
    const core::match& before,
    std::span<const std::pair<std::string_view, std::string_view>> texts_and_columns) {
    for (const auto& [text, column] : texts_and_columns) {
        auto read = core::read_move(before, text);
        ASSERT_TRUE(std::holds_alternative<core::refusal>(read)) << text;
        EXPECT_EQ(std::get<core::refusal>(read).code, core::refusal_code::bad_request) << text;
        EXPECT_NE(std::get<core::refusal>(read).message.find(column), std::string::npos)
            << text << ": " << std::get<core::refusal>(read).message;
    }
}

} // namespace plyroom::test
