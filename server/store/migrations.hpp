// Schema migrations: the numbered migrations/<backend>/*.sql files (sqlite/, postgresql/),
// embedded into the binary at build time, applied in order at start-up. The schema version is
// PRAGMA user_version in SQLite and the table plyroom_schema in PostgreSQL.
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

// Every migration of a backend compiled into the binary, in version order (generated at build
// time from migrations/<backend>/). Without an argument: SQLite's.
std::span<const migration> embedded_migrations(backend kind = backend::sqlite);

// Applies every migration newer than the database's version, each in its own transaction.
// Refuses a database whose version is newer than this binary knows.
error migrate(database& db, std::span<const migration> migrations);

} // namespace plyroom::server::store
