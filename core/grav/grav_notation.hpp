// Grav moves written down (core/grav/README.md, "Notation").
#pragma once

#include "notation.hpp"

namespace plyroom::core::grav {

extern const move_notation notation;

} // namespace plyroom::core::grav
