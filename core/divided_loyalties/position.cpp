#include "position.hpp"

namespace plyroom::core::divided_loyalties {

// Ids 1-6 are the "4-round" positions; every other position plays 3 sets.
int default_sets_for(int builtin_id) {
    return builtin_id >= 1 && builtin_id <= 6 ? 4 : 3;
}

} // namespace plyroom::core::divided_loyalties
