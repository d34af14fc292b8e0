// Which node holds which room, as this node last learned it (a lookup in the database, or a
// node telling that it took rooms over): a message for a room held elsewhere goes to its owner
// without a database round trip. Thread-safe; a wrong entry costs one failed delivery, after
// which the entry is forgotten and asked again.
#pragma once

#include <cstddef>
#include <map>
#include <mutex>
#include <optional>
#include <string>

namespace plyroom::server::cluster {

class directory {
public:
    explicit directory(std::size_t capacity = 100'000) : capacity_(capacity) {}

    std::optional<std::string> owner(const std::string& code) const;
    void learn(const std::string& code, const std::string& node);
    void forget(const std::string& code);
    // A node that cannot be reached (dead, or Redis lost it): none of its entries is trusted.
    void forget_node(const std::string& node);
    std::size_t size() const;

private:
    mutable std::mutex mutex_;
    std::map<std::string, std::string> owners_;
    std::size_t capacity_;
};

} // namespace plyroom::server::cluster
