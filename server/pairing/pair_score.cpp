#include "pairing/pair_score.hpp"

#include <cstdlib>

namespace plyroom::server::pairing {

int waiting_bonus(const waiting_player& player) {
    return bonus_per_wave * (player.waves_waited > 0 ? player.waves_waited : 0);
}

namespace {

bool accepts(const waiting_player& player, int rating) {
    return !player.range || (player.range->min <= rating && rating <= player.range->max);
}

} // namespace

bool compatible(const waiting_player& a, const waiting_player& b) {
    return a.id != b.id && accepts(a, b.rating) && accepts(b, a.rating);
}

std::int64_t pair_score(const waiting_player& a, const waiting_player& b) {
    const std::int64_t difference = std::llabs(static_cast<long long>(a.rating) - b.rating);
    return std::int64_t{waiting_bonus(a)} + waiting_bonus(b) - difference;
}

} // namespace plyroom::server::pairing
