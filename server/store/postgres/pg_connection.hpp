// The PostgreSQL engine behind database.hpp, over libpq. One session per connection; the
// schema version is kept in the table plyroom_schema. A session that the server ended (a
// restart of PostgreSQL) is opened again after the failure that finds it gone, and statements
// are prepared again in the new session.
#pragma once

#include "../backend.hpp"

#include <memory>
#include <string>

namespace plyroom::server::store {

// Connects to a postgresql:// URL; nullptr and the reason on failure. A read-only connection
// refuses writes; a writing one makes sure plyroom_schema exists.
std::unique_ptr<connection_backend> open_postgres(const std::string& url, bool read_only,
                                                  bool synchronous_full, error& failed);

// SQLite's numbered parameters (?1, ?) as PostgreSQL's ($1), outside quotes; `count` gets
// the highest parameter number.
std::string postgres_parameters(std::string_view sql, int& count);

} // namespace plyroom::server::store
