#include "pairing/pool_admission.hpp"

namespace plyroom::server::pairing {

pool_admission::verdict pool_admission::admit(const std::string& player, const std::string& address,
                                              const std::string& pool) {
    const auto found = players_.find(player);
    if (found != players_.end()) {
        return found->second.pool == pool ? verdict::already_there : verdict::in_another_pool;
    }
    auto& count = per_address_count_[address];
    if (count >= per_address_) {
        if (count == 0) {
            per_address_count_.erase(address);
        }
        return verdict::address_full;
    }
    ++count;
    players_.emplace(player, waiting{pool, address});
    return verdict::admitted;
}

void pool_admission::release(const std::string& player) {
    const auto found = players_.find(player);
    if (found == players_.end()) {
        return;
    }
    const auto count = per_address_count_.find(found->second.address);
    if (count != per_address_count_.end() && --count->second == 0) {
        per_address_count_.erase(count);
    }
    players_.erase(found);
}

const std::string* pool_admission::pool_of(const std::string& player) const {
    const auto found = players_.find(player);
    return found == players_.end() ? nullptr : &found->second.pool;
}

} // namespace plyroom::server::pairing
