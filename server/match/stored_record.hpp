// The room's match record: every entry stored for the game, in order, with those of the command
// whose commit is in flight. A command's entries join it when the room takes the command in;
// should their commit fail they are taken out again, so nothing of that command stays.
#pragma once

#include "record.hpp"
#include "store/rows.hpp"

#include <cstdint>
#include <vector>

namespace plyroom::server::match {

class stored_record {
public:
    stored_record() = default;
    explicit stored_record(core::match_record entries) : entries_(std::move(entries)) {}

    const core::match_record& entries() const { return entries_; }
    std::size_t size() const { return entries_.size(); }

    // Takes in the entries and takeback marks of rows about to be committed.
    void keep(const store::rows& rows);
    // An entry as it was stored (a room folded from its record).
    void push_stored(core::record_entry entry) { entries_.push_back(std::move(entry)); }
    // Marks the moves `seqs` taken back at `at`.
    void mark_taken_back(const std::vector<std::int64_t>& seqs, std::int64_t at);
    // Their commit went through.
    void committed() { marks_in_flight_.clear(); }
    // Their commit failed: entries from `first_unstored_seq` on go and the takeback marks are
    // lifted.
    void commit_failed(std::int64_t first_unstored_seq);

private:
    core::match_record entries_;
    // Entries a takeback marked whose commit has not been confirmed yet.
    std::vector<std::int64_t> marks_in_flight_;
};

} // namespace plyroom::server::match
