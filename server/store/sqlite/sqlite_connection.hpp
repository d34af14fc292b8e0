// The SQLite engine behind database.hpp: a file, WAL, foreign keys on, a 5 s busy wait.
#pragma once

#include "../backend.hpp"

#include <memory>
#include <string>

namespace plyroom::server::store {

// Opens (and creates, unless read_only) the file; nullptr and the reason on failure.
std::unique_ptr<connection_backend> open_sqlite(const std::string& path, bool read_only,
                                                bool synchronous_full, error& failed);

} // namespace plyroom::server::store
