// Hnefatafl moves in OpenTafl notation (core/hnefatafl/README.md, "Notation").
#pragma once

#include "notation.hpp"

namespace plyroom::core::hnefatafl {

extern const move_notation notation;

} // namespace plyroom::core::hnefatafl
