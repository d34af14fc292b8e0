// Who may start waiting: one pool at a time per player, and a bounded number of waiting players
// per address (protocol/README.md, Quick pairing pools). The pools' own lines know nothing of
// each other; this holds what spans them.
#pragma once

#include <cstddef>
#include <string>
#include <unordered_map>

namespace plyroom::server::pairing {

class pool_admission {
public:
    explicit pool_admission(std::size_t per_address) : per_address_(per_address) {}

    enum class verdict {
        admitted,        // now waiting in the pool
        already_there,   // waiting in this pool already (a page that reloads): nothing changes
        in_another_pool, // waiting in another pool (bad_request)
        address_full,    // per_address players of this address wait already (rate_limited)
    };

    // address: the connection's address as the lobby counts it (IPv6 by /64).
    verdict admit(const std::string& player, const std::string& address, const std::string& pool);
    // The player waits no longer (left, seated, or its grace ran out).
    void release(const std::string& player);

    // The pool the player waits in, or null.
    const std::string* pool_of(const std::string& player) const;

private:
    struct waiting {
        std::string pool;
        std::string address;
    };

    std::size_t per_address_;
    std::unordered_map<std::string, waiting> players_;
    std::unordered_map<std::string, std::size_t> per_address_count_;
};

} // namespace plyroom::server::pairing
