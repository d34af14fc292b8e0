#include "node_flags.hpp"

#include "redis_client.hpp"
#include "store/backend.hpp"

#include <algorithm>

namespace plyroom::server::cluster {

std::optional<std::string> check_node_flags(std::string_view cluster, std::string_view node_id,
                                            std::string_view db) {
    if (cluster.empty()) {
        if (!node_id.empty())
            return std::string("--node-id names a node of a cluster: give --cluster "
                               "redis://HOST:PORT too, or leave --node-id out");
        return std::nullopt;
    }
    const auto redis = parse_redis_url(cluster);
    if (const auto* problem = std::get_if<std::string>(&redis))
        return "--cluster: " + *problem;
    if (store::backend_of(db) != store::backend::postgresql)
        return "--cluster needs a PostgreSQL database that every node shares (--db "
               "postgresql://USER@HOST:PORT/DB); the SQLite file \"" +
               std::string(db) + "\" belongs to one machine";
    if (node_id.empty())
        return std::string("--cluster needs --node-id NAME, a name no other node uses");
    const bool fits =
        node_id.size() <= 64 && std::all_of(node_id.begin(), node_id.end(), [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                   c == '-' || c == '_';
        });
    if (!fits)
        return "--node-id \"" + std::string(node_id) + "\": 1 to 64 letters, digits, '-' or '_'";
    return std::nullopt;
}

} // namespace plyroom::server::cluster
