// One database connection and its prepared statements, whichever engine the location names
// (backend.hpp: a SQLite file or a PostgreSQL URL). Errors are returned as sentences, never
// thrown.
#pragma once

#include "backend.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace plyroom::server::store {

// One prepared statement; reset after each use.
class statement {
public:
    statement() = default;
    explicit statement(std::unique_ptr<statement_backend> impl) : impl_(std::move(impl)) {}

    explicit operator bool() const { return impl_ != nullptr; }

    statement& bind(int index, std::int64_t value);
    statement& bind(int index, std::string_view value);
    statement& bind(int index, std::optional<std::int64_t> value);
    statement& bind_text_or_null(int index, const std::optional<std::string>& value);
    statement& bind_null(int index);
    statement& bind_real(int index, double value);

    // Steps once: true when a row is ready, false when done; an error sets failure().
    bool step();
    // Runs to completion and resets; the error if any.
    error run();
    void reset();

    std::int64_t integer(int column) const;
    std::optional<std::int64_t> optional_integer(int column) const;
    std::optional<std::string> optional_text(int column) const;
    std::string text(int column) const;
    double real(int column) const;

    const error& failure() const { return failure_; }

private:
    std::unique_ptr<statement_backend> impl_;
    error failure_;
};

// One connection, closed on destruction.
class database {
public:
    // Opens `location`: a SQLite file (created unless read_only; WAL and foreign keys on), or a
    // postgresql:// URL. synchronous_full false trades the last commits on a power loss for
    // speed (SQLite synchronous=NORMAL, PostgreSQL synchronous_commit=off).
    error open(const std::string& location, bool read_only, bool synchronous_full = true);

    // Runs one or more statements without results.
    error exec(std::string_view sql);

    // Prepares a statement (parameters ?1, ?2, ...); an empty statement plus the error on
    // failure.
    statement prepare(std::string_view sql, error& failure);

    // The schema version applied: PRAGMA user_version in SQLite, a table in PostgreSQL.
    std::int64_t user_version();
    std::string set_user_version_sql(std::int64_t version) const;
    std::string_view begin_write_sql() const;
    std::string_view migration_lock_sql(bool take) const;
    // SQL for the text of a top-level field of a JSON text column.
    std::string json_text_sql(std::string_view column, std::string_view field) const;
    // The last failure waited out a lock held elsewhere or lost the connection.
    bool last_failure_was_busy() const;

    backend kind() const;

private:
    std::unique_ptr<connection_backend> impl_;
};

} // namespace plyroom::server::store
