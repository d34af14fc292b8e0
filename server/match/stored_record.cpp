#include "stored_record.hpp"

#include <algorithm>

namespace plyroom::server::match {

namespace {

bool listed(const std::vector<std::int64_t>& seqs, std::int64_t seq) {
    return std::find(seqs.begin(), seqs.end(), seq) != seqs.end();
}

} // namespace

void stored_record::keep(const store::rows& rows) {
    for (const store::row& row : rows) {
        if (const auto* entry = std::get_if<store::record_row>(&row))
            entries_.push_back(entry->entry);
        if (const auto* undone = std::get_if<store::taken_back_row>(&row)) {
            mark_taken_back(undone->seqs, undone->at);
            marks_in_flight_.insert(marks_in_flight_.end(), undone->seqs.begin(),
                                    undone->seqs.end());
        }
    }
}

void stored_record::mark_taken_back(const std::vector<std::int64_t>& seqs, std::int64_t at) {
    for (core::record_entry& e : entries_)
        if (listed(seqs, e.seq))
            e.taken_back_at = at;
}

void stored_record::commit_failed(std::int64_t first_unstored_seq) {
    for (core::record_entry& e : entries_)
        if (listed(marks_in_flight_, e.seq))
            e.taken_back_at.reset();
    marks_in_flight_.clear();
    while (!entries_.empty() && entries_.back().seq >= first_unstored_seq)
        entries_.pop_back();
}

} // namespace plyroom::server::match
