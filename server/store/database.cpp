#include "database.hpp"

#include <sqlite3.h>

namespace plyroom::server::store {

// Frees a prepared statement.
void statement::finalize(sqlite3_stmt* stmt) {
    sqlite3_finalize(stmt);
}

// Binds an integer parameter (1-based).
statement& statement::bind(int index, std::int64_t value) {
    sqlite3_bind_int64(stmt_.get(), index, value);
    return *this;
}

// Binds a text parameter (copied by SQLite).
statement& statement::bind(int index, std::string_view value) {
    sqlite3_bind_text(stmt_.get(), index, value.data(), static_cast<int>(value.size()),
                      SQLITE_TRANSIENT);
    return *this;
}

// Binds an integer or NULL.
statement& statement::bind(int index, std::optional<std::int64_t> value) {
    return value ? bind(index, *value) : bind_null(index);
}

// Binds a text or NULL.
statement& statement::bind_text_or_null(int index, const std::optional<std::string>& value) {
    return value ? bind(index, std::string_view(*value)) : bind_null(index);
}

// Binds NULL.
statement& statement::bind_null(int index) {
    sqlite3_bind_null(stmt_.get(), index);
    return *this;
}

// Steps once; records the error message when SQLite fails.
bool statement::step() {
    const int rc = sqlite3_step(stmt_.get());
    if (rc == SQLITE_ROW)
        return true;
    if (rc != SQLITE_DONE)
        failure_ = sqlite3_errmsg(db_);
    return false;
}

// Runs the statement to the end, resets it and returns its error if any.
error statement::run() {
    failure_.reset();
    while (step()) {
    }
    error result = failure_;
    reset();
    return result;
}

// Resets the statement and clears its bindings for the next use.
void statement::reset() {
    sqlite3_reset(stmt_.get());
    sqlite3_clear_bindings(stmt_.get());
    failure_.reset();
}

std::int64_t statement::integer(int column) const {
    return sqlite3_column_int64(stmt_.get(), column);
}

std::optional<std::int64_t> statement::optional_integer(int column) const {
    if (sqlite3_column_type(stmt_.get(), column) == SQLITE_NULL)
        return std::nullopt;
    return sqlite3_column_int64(stmt_.get(), column);
}

std::optional<std::string> statement::optional_text(int column) const {
    if (sqlite3_column_type(stmt_.get(), column) == SQLITE_NULL)
        return std::nullopt;
    return text(column);
}

std::string statement::text(int column) const {
    const auto* data = sqlite3_column_text(stmt_.get(), column);
    if (data == nullptr)
        return {};
    return std::string(reinterpret_cast<const char*>(data),
                       static_cast<std::size_t>(sqlite3_column_bytes(stmt_.get(), column)));
}

// Opens the connection and sets the pragmas every connection needs.
error database::open(const std::string& path, bool read_only, bool synchronous_full) {
    sqlite3* raw = nullptr;
    const int flags =
        read_only ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    const int rc = sqlite3_open_v2(path.c_str(), &raw, flags | SQLITE_OPEN_NOMUTEX, nullptr);
    db_ = std::unique_ptr<sqlite3, int (*)(sqlite3*)>(raw, &sqlite3_close);
    if (rc != SQLITE_OK)
        return "cannot open database " + path + ": " +
               (raw != nullptr ? sqlite3_errmsg(raw) : "out of memory");
    sqlite3_busy_timeout(raw, 5000);
    if (read_only)
        return exec("PRAGMA foreign_keys = ON;");
    return exec(std::string("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; "
                            "PRAGMA synchronous = ") +
                (synchronous_full ? "FULL;" : "NORMAL;"));
}

// Runs SQL text that returns no rows.
error database::exec(std::string_view sql) {
    char* message = nullptr;
    const std::string text(sql);
    if (sqlite3_exec(db_.get(), text.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
        std::string result = message != nullptr ? message : "unknown SQLite error";
        sqlite3_free(message);
        return result;
    }
    return std::nullopt;
}

// Prepares one statement.
statement database::prepare(std::string_view sql, error& failure) {
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v3(db_.get(), sql.data(), static_cast<int>(sql.size()),
                           SQLITE_PREPARE_PERSISTENT, &stmt, nullptr) != SQLITE_OK) {
        failure = std::string(sqlite3_errmsg(db_.get())) + " in: " + std::string(sql);
        return {};
    }
    return statement(db_.get(), stmt);
}

// PRAGMA user_version: the schema version applied.
std::int64_t database::user_version() {
    error failure;
    statement query = prepare("PRAGMA user_version", failure);
    if (!query || !query.step())
        return 0;
    return query.integer(0);
}

} // namespace plyroom::server::store
