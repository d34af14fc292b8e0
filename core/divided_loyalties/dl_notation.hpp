// Divided Loyalties turns written down (core/divided_loyalties/README.md, "Notation").
#pragma once

#include "notation.hpp"

namespace plyroom::core::divided_loyalties {

extern const move_notation notation;

} // namespace plyroom::core::divided_loyalties
