// The twelve built-in positions (ids 1-12), read once from the embedded positions.csv.
#pragma once

#include "position.hpp"

#include <memory>

namespace plyroom::core::divided_loyalties {

inline constexpr int builtin_position_count = 12;

// The built-in position with this id, or nullptr when there is none.
std::shared_ptr<const position> builtin_position(int id);

} // namespace plyroom::core::divided_loyalties
