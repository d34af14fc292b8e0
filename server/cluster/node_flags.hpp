// What --cluster and --node-id must be, checked before anything starts.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace plyroom::server::cluster {

// Why these flags cannot run, in words; nullopt when they can (or are not given). A cluster
// needs a valid Redis URL, a PostgreSQL database (every node reads and writes the same one;
// a SQLite file belongs to one machine) and a node id of 1 to 64 letters, digits, '-' or '_'.
std::optional<std::string> check_node_flags(std::string_view cluster, std::string_view node_id,
                                            std::string_view db);

} // namespace plyroom::server::cluster
