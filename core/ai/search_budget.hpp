// What an AI search may still spend on one decision: a count of units (positions, evaluations)
// and the clock. Once spent, searches answer with the best they have.
#pragma once

#include "ai/ai.hpp"

#include <cstdint>

namespace plyroom::core::ai {

class search_budget {
public:
    // `max_units` units at most; 0 leaves only the time limits.
    search_budget(const limits& limits, std::int64_t max_units)
        : limits_(limits), max_(max_units) {}
    // Counts one unit; true once the budget is spent.
    bool spend();
    bool spent() const { return spent_; }

private:
    const limits& limits_;
    std::int64_t max_;
    std::int64_t used_ = 0;
    bool spent_ = false;
};

} // namespace plyroom::core::ai
