// How the terminal is drawn on: ANSI colours and Unicode, or plain ASCII text.
#pragma once

#include "cli/args.hpp"

#include <string>
#include <string_view>

namespace plyroom::client {

struct style {
    // Colours and Unicode symbols; false draws plain ASCII with no escape sequences.
    bool colour = false;
};

// Colour only for a terminal, and never when NO_COLOR is set (https://no-color.org) or TERM=dumb.
style detect_style(int fd, const env_reader& env);

// SGR parameters used by the renderers.
namespace sgr {
inline constexpr std::string_view bold = "1";
inline constexpr std::string_view dim = "2";
inline constexpr std::string_view red = "1;31";
inline constexpr std::string_view blue = "1;34";
inline constexpr std::string_view yellow = "1;33";
inline constexpr std::string_view green = "32";
inline constexpr std::string_view cyan = "36";
inline constexpr std::string_view white = "1;97";
inline constexpr std::string_view grey = "90";
inline constexpr std::string_view reverse = "7";
} // namespace sgr

// `text` wrapped in the SGR sequence when drawing in colour; unchanged otherwise.
std::string paint(const style& look, std::string_view codes, std::string_view text);

// The colour symbol when drawing in colour, else the plain one.
inline std::string_view pick(const style& look, std::string_view fancy, std::string_view plain) {
    return look.colour ? fancy : plain;
}

// Columns a string takes on screen (display_width), escape sequences not counted.
std::size_t visible_width(std::string_view text);

// Removes ANSI escape sequences (CSI and OSC) from text.
std::string strip_ansi(std::string_view text);

} // namespace plyroom::client
