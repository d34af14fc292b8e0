// The lists /api/games/{id} serves beside a game's record (protocol/README.md, Stored record):
// the same entries by kind, and the draw offers told by offer. One reading of the record makes
// them all; nothing else is stored.
#pragma once

#include "record.hpp"

#include <nlohmann/json.hpp>

namespace plyroom::server::store {

// Sets "moves", "resignations", "aborts", "challenges", one list per other game action,
// and "draw_offers" in `out`, from `record` in order.
void add_record_views(nlohmann::json& out, const core::match_record& record);

// The draw offers of a record, in the order they were made: who offered at which ply and when,
// how each closed, and each seat's answer.
nlohmann::json draw_offers_view(const core::match_record& record);

} // namespace plyroom::server::store
