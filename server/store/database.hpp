// A thin RAII layer over one SQLite connection and its prepared statements. Errors are
// returned as sentences, never thrown.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace plyroom::server::store {

using error = std::optional<std::string>; // nullopt: success

// One prepared statement; reset after each use.
class statement {
public:
    statement() = default;
    statement(sqlite3* db, sqlite3_stmt* stmt) : db_(db), stmt_(stmt, &finalize) {}

    explicit operator bool() const { return stmt_ != nullptr; }

    statement& bind(int index, std::int64_t value);
    statement& bind(int index, std::string_view value);
    statement& bind(int index, std::optional<std::int64_t> value);
    statement& bind_text_or_null(int index, const std::optional<std::string>& value);
    statement& bind_null(int index);

    // Steps once: true when a row is ready, false when done; an error sets failure().
    bool step();
    // Runs to completion and resets; the error if any.
    error run();
    void reset();

    std::int64_t integer(int column) const;
    std::optional<std::int64_t> optional_integer(int column) const;
    std::optional<std::string> optional_text(int column) const;
    std::string text(int column) const;

    const error& failure() const { return failure_; }

private:
    static void finalize(sqlite3_stmt* stmt);

    sqlite3* db_ = nullptr;
    std::unique_ptr<sqlite3_stmt, void (*)(sqlite3_stmt*)> stmt_{nullptr, &finalize};
    error failure_;
};

// One connection, closed on destruction.
class database {
public:
    database() = default;

    // Opens (and creates, unless read_only) the file; WAL and foreign keys on.
    error open(const std::string& path, bool read_only, bool synchronous_full = true);

    // Runs one or more statements without results.
    error exec(std::string_view sql);

    // Prepares a statement; an empty statement plus the error on failure.
    statement prepare(std::string_view sql, error& failure);

    std::int64_t user_version();

    sqlite3* handle() const { return db_.get(); }

private:
    std::unique_ptr<sqlite3, int (*)(sqlite3*)> db_{nullptr, nullptr};
};

} // namespace plyroom::server::store
