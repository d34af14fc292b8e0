// Grav room options in JSON (protocol/README.md): {"size","players","a","b","c","d","e","strict"}.
//
// Values left out are filled in from `seed`, the same way every time:
// - size: one of the usual sizes 7, 13, 17, 23 (one that fits the given b and c; failing
//   that, any prime up to 29 that does);
// - players: 2; strict: false;
// - a in {3,4,5}; b in {2,3,4} (b <= size, b*b >= a given c); c in [max(2, ceil(b*b/2)), b*b];
//   d in {0,1,2} (d <= a given e); e in [max(d,1)+1, max(d,1)+6] (core/grav/README.md, "Setup").
// Unknown option names are refused, so that a misspelt option is not silently drawn at random.
#pragma once

#include "game.hpp"
#include "settings.hpp"

#include <cstdint>
#include <variant>

namespace plyroom::core::grav {

// The settings the options ask for, random draws filled in, or why they cannot be used.
std::variant<settings, refusal> settings_from_options(const json& options, std::uint64_t seed);

// Every value of the settings as room options; reading them back gives the same settings.
json options_from_settings(const settings& s);

} // namespace plyroom::core::grav
