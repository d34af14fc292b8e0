// The room's copy of its match record: every entry stored for the game, in order. A command's
// entries join it before their commit; should the commit fail they are taken out again and
// the match is made anew from what stands, so nothing of the failed command stays.
#pragma once

#include "record.hpp"
#include "store/rows.hpp"

#include <cstdint>
#include <memory>
#include <vector>

namespace plyroom::core {
class match;
}

namespace plyroom::server::match {

class stored_record {
public:
    explicit stored_record(core::match_record entries);

    // Shared with the room's state (STATE's `record`); always the current entries.
    const std::shared_ptr<core::match_record>& entries() const { return entries_; }
    std::size_t size() const { return entries_->size(); }

    // Takes in the entries and takeback marks of rows about to be committed.
    void keep(const store::rows& rows);
    // Their commit went through.
    void committed() { marks_in_flight_.clear(); }
    // Their commit failed: entries from `first_unstored_seq` on go, the takeback marks are
    // lifted, and `game` is rebuilt from what stands. False if the record no longer replays.
    bool commit_failed(std::int64_t first_unstored_seq, std::shared_ptr<core::match>& game);

private:
    std::shared_ptr<core::match_record> entries_;
    // Entries a takeback marked whose commit has not been confirmed yet.
    std::vector<std::int64_t> marks_in_flight_;
};

} // namespace plyroom::server::match
