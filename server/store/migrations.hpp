// Schema migrations: the numbered migrations/*.sql files, embedded into the binary at build
// time, applied in order at start-up. The schema version is PRAGMA user_version.
#pragma once

#include "database.hpp"

#include <span>
#include <string_view>

namespace plyroom::server::store {

struct migration {
    int version;           // from the file name: 0001_initial.sql is 1
    std::string_view name; // the file name
    std::string_view sql;
};

// Every migration compiled into the binary, in version order (generated at build time).
std::span<const migration> embedded_migrations();

// Applies every migration newer than the database's version, each in its own transaction.
// Refuses a database whose version is newer than this binary knows.
error migrate(database& db, std::span<const migration> migrations);

} // namespace plyroom::server::store
