// The seam between the store (writer, reader, migrations) and the database engine behind it:
// one connection and its prepared statements, implemented once per engine (sqlite/,
// postgres/). Everything above database.hpp is written once and knows no engine.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace plyroom::server::store {

using error = std::optional<std::string>; // nullopt: success

// Which engine a --db value names: a postgresql:// (or postgres://) URL, else a SQLite file.
enum class backend { sqlite, postgresql };
backend backend_of(std::string_view location);

// A --db value fit for a log line: a URL's password is left out.
std::string printable_location(std::string_view location);

// One prepared statement of one engine. Parameters are 1-based, columns 0-based.
class statement_backend {
public:
    virtual ~statement_backend() = default;
    virtual void bind_integer(int index, std::int64_t value) = 0;
    virtual void bind_text(int index, std::string_view value) = 0;
    virtual void bind_null(int index) = 0;
    virtual void bind_real(int index, double value) = 0;
    // True when a row is ready, false when done; the engine's words in `failure` on an error.
    virtual bool step(error& failure) = 0;
    // Ready to run again, bindings cleared.
    virtual void reset() = 0;
    virtual std::int64_t integer(int column) const = 0;
    virtual bool is_null(int column) const = 0;
    virtual std::string text(int column) const = 0;
    virtual double real(int column) const = 0;
};

// One open connection of one engine.
class connection_backend {
public:
    virtual ~connection_backend() = default;
    virtual backend kind() const = 0;
    // Runs SQL text (one or more statements) that returns no rows.
    virtual error exec(std::string_view sql) = 0;
    // SQL uses SQLite's numbered parameters (?1, ?2, ...) whatever the engine.
    virtual std::unique_ptr<statement_backend> prepare(std::string_view sql, error& failure) = 0;
    // The schema version applied (0 for a new database).
    virtual std::int64_t schema_version() = 0;
    // One statement recording `version` as the schema version, inside the caller's transaction.
    virtual std::string set_schema_version_sql(std::int64_t version) const = 0;
    // Begins a transaction that writes (SQLite takes its write lock at once).
    virtual std::string_view begin_write_sql() const = 0;
    // Statements taking and giving back a lock that only migrating servers take, so that
    // servers started together on one database migrate it once; empty where none is needed.
    virtual std::string_view migration_lock_sql(bool take) const = 0;
    // An SQL expression: the text of `field` in the JSON text of `column`.
    virtual std::string json_text_sql(std::string_view column, std::string_view field) const = 0;
    // Whether the last failure was a wait for a lock held elsewhere that ran out (or a lost
    // connection): the transaction failed, not the statement.
    virtual bool last_failure_was_busy() const = 0;
};

} // namespace plyroom::server::store
