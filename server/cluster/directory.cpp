#include "directory.hpp"

namespace plyroom::server::cluster {

std::optional<std::string> directory::owner(const std::string& code) const {
    std::lock_guard lock(mutex_);
    const auto it = owners_.find(code);
    if (it == owners_.end())
        return std::nullopt;
    return it->second;
}

// Past its capacity the cache starts again from nothing: entries are cheap to learn again.
void directory::learn(const std::string& code, const std::string& node) {
    std::lock_guard lock(mutex_);
    if (owners_.size() >= capacity_ && !owners_.contains(code))
        owners_.clear();
    owners_[code] = node;
}

void directory::forget(const std::string& code) {
    std::lock_guard lock(mutex_);
    owners_.erase(code);
}

void directory::forget_node(const std::string& node) {
    std::lock_guard lock(mutex_);
    std::erase_if(owners_, [&](const auto& entry) { return entry.second == node; });
}

std::size_t directory::size() const {
    std::lock_guard lock(mutex_);
    return owners_.size();
}

} // namespace plyroom::server::cluster
