#include "ai/search_budget.hpp"

namespace plyroom::core::ai {

// Counts one unit; spent once the count reaches its limit or time is up.
bool search_budget::spend() {
    ++used_;
    if ((max_ > 0 && used_ >= max_) || limits_.out_of_time())
        spent_ = true;
    return spent_;
}

} // namespace plyroom::core::ai
