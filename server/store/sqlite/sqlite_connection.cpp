#include "sqlite_connection.hpp"

#include <sqlite3.h>

namespace plyroom::server::store {

namespace {

class sqlite_statement final : public statement_backend {
public:
    sqlite_statement(sqlite3* db, sqlite3_stmt* stmt) : db_(db), stmt_(stmt) {}
    ~sqlite_statement() override { sqlite3_finalize(stmt_); }
    sqlite_statement(const sqlite_statement&) = delete;
    sqlite_statement& operator=(const sqlite_statement&) = delete;

    void bind_integer(int index, std::int64_t value) override {
        sqlite3_bind_int64(stmt_, index, value);
    }
    // Copied by SQLite.
    void bind_text(int index, std::string_view value) override {
        sqlite3_bind_text(stmt_, index, value.data(), static_cast<int>(value.size()),
                          SQLITE_TRANSIENT);
    }
    void bind_null(int index) override { sqlite3_bind_null(stmt_, index); }
    void bind_real(int index, double value) override { sqlite3_bind_double(stmt_, index, value); }

    bool step(error& failure) override {
        const int rc = sqlite3_step(stmt_);
        if (rc == SQLITE_ROW)
            return true;
        if (rc != SQLITE_DONE)
            failure = sqlite3_errmsg(db_);
        return false;
    }
    void reset() override {
        sqlite3_reset(stmt_);
        sqlite3_clear_bindings(stmt_);
    }

    std::int64_t integer(int column) const override { return sqlite3_column_int64(stmt_, column); }
    bool is_null(int column) const override {
        return sqlite3_column_type(stmt_, column) == SQLITE_NULL;
    }
    double real(int column) const override { return sqlite3_column_double(stmt_, column); }
    std::string text(int column) const override {
        const auto* data = sqlite3_column_text(stmt_, column);
        if (data == nullptr)
            return {};
        return std::string(reinterpret_cast<const char*>(data),
                           static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column)));
    }

private:
    sqlite3* db_;
    sqlite3_stmt* stmt_;
};

class sqlite_connection final : public connection_backend {
public:
    explicit sqlite_connection(sqlite3* db) : db_(db) {}
    ~sqlite_connection() override { sqlite3_close(db_); }
    sqlite_connection(const sqlite_connection&) = delete;
    sqlite_connection& operator=(const sqlite_connection&) = delete;

    backend kind() const override { return backend::sqlite; }

    error exec(std::string_view sql) override {
        char* message = nullptr;
        const std::string text(sql);
        if (sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
            std::string result = message != nullptr ? message : "unknown SQLite error";
            sqlite3_free(message);
            return result;
        }
        return std::nullopt;
    }

    std::unique_ptr<statement_backend> prepare(std::string_view sql, error& failure) override {
        sqlite3_stmt* stmt = nullptr;
        if (sqlite3_prepare_v3(db_, sql.data(), static_cast<int>(sql.size()),
                               SQLITE_PREPARE_PERSISTENT, &stmt, nullptr) != SQLITE_OK) {
            failure = std::string(sqlite3_errmsg(db_)) + " in: " + std::string(sql);
            return nullptr;
        }
        return std::make_unique<sqlite_statement>(db_, stmt);
    }

    std::int64_t schema_version() override {
        error failure;
        auto query = prepare("PRAGMA user_version", failure);
        if (!query || !query->step(failure))
            return 0;
        return query->integer(0);
    }

    std::string set_schema_version_sql(std::int64_t version) const override {
        return "PRAGMA user_version = " + std::to_string(version);
    }

    std::string_view begin_write_sql() const override { return "BEGIN IMMEDIATE"; }

    // One server at a time uses a SQLite file (a second one is started only for failover,
    // after the first), so migrating takes no lock of its own.
    std::string_view migration_lock_sql(bool) const override { return {}; }

    std::string json_text_sql(std::string_view column, std::string_view field) const override {
        return "json_extract(" + std::string(column) + ", '$." + std::string(field) + "')";
    }

    bool last_failure_was_busy() const override {
        const int code = sqlite3_errcode(db_);
        return code == SQLITE_BUSY || code == SQLITE_LOCKED;
    }

private:
    sqlite3* db_;
};

} // namespace

std::unique_ptr<connection_backend> open_sqlite(const std::string& path, bool read_only,
                                                bool synchronous_full, error& failed) {
    sqlite3* raw = nullptr;
    const int flags =
        read_only ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    const int rc = sqlite3_open_v2(path.c_str(), &raw, flags | SQLITE_OPEN_NOMUTEX, nullptr);
    auto connection = std::make_unique<sqlite_connection>(raw);
    if (rc != SQLITE_OK) {
        failed = "cannot open database " + path + ": " +
                 (raw != nullptr ? sqlite3_errmsg(raw) : "out of memory");
        return nullptr;
    }
    sqlite3_busy_timeout(raw, 5000);
    failed = read_only ? connection->exec("PRAGMA foreign_keys = ON;")
                       : connection->exec(std::string("PRAGMA journal_mode = WAL; "
                                                      "PRAGMA foreign_keys = ON; "
                                                      "PRAGMA synchronous = ") +
                                          (synchronous_full ? "FULL;" : "NORMAL;"));
    if (failed)
        return nullptr;
    return connection;
}

} // namespace plyroom::server::store
