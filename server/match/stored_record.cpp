#include "stored_record.hpp"

#include "game.hpp"
#include "registry.hpp"

#include <algorithm>

namespace plyroom::server::match {

stored_record::stored_record(core::match_record entries)
    : entries_(std::make_shared<core::match_record>(std::move(entries))) {}

void stored_record::keep(const store::rows& rows) {
    for (const store::row& row : rows) {
        if (const auto* entry = std::get_if<store::record_row>(&row))
            entries_->push_back(entry->entry);
        if (const auto* undone = std::get_if<store::taken_back_row>(&row))
            for (core::record_entry& e : *entries_)
                if (std::find(undone->seqs.begin(), undone->seqs.end(), e.seq) !=
                    undone->seqs.end()) {
                    e.taken_back_at = undone->at;
                    marks_in_flight_.push_back(e.seq);
                }
    }
}

bool stored_record::commit_failed(std::int64_t first_unstored_seq,
                                  std::shared_ptr<core::match>& game) {
    for (core::record_entry& e : *entries_)
        if (std::find(marks_in_flight_.begin(), marks_in_flight_.end(), e.seq) !=
            marks_in_flight_.end())
            e.taken_back_at.reset();
    marks_in_flight_.clear();
    while (!entries_->empty() && entries_->back().seq >= first_unstored_seq)
        entries_->pop_back();
    core::creation created = core::create_match(game->game_name(), game->options(), 0);
    auto* rebuilt = std::get_if<std::unique_ptr<core::match>>(&created);
    if (rebuilt == nullptr || core::replay(**rebuilt, *entries_))
        return false;
    game = std::move(*rebuilt);
    return true;
}

} // namespace plyroom::server::match
