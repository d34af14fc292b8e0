// The text of positions.csv, compiled into the library so installed programs need no data
// files beside them. CMake generates the definition from positions.csv at build time.
#pragma once

#include <string_view>

namespace plyroom::core::divided_loyalties {

// The built-in positions CSV exactly as shipped in core/divided_loyalties/positions.csv.
std::string_view builtin_positions_csv();

} // namespace plyroom::core::divided_loyalties
