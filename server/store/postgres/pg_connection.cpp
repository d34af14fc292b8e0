#include "pg_connection.hpp"

#include <array>
#include <charconv>
#include <libpq-fe.h>
#include <unordered_map>
#include <vector>

namespace plyroom::server::store {

namespace {

using result_ptr = std::unique_ptr<PGresult, void (*)(PGresult*)>;

result_ptr own(PGresult* result) {
    return result_ptr(result, &PQclear);
}

// libpq's message on one line: its lines joined, runs of blanks made one.
std::string one_line(std::string_view text) {
    std::string out;
    for (const char c : text) {
        const bool blank = c == '\n' || c == '\t' || c == ' ';
        if (!blank)
            out += c;
        else if (!out.empty() && out.back() != ' ')
            out += ' ';
    }
    if (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

// PostgreSQL's primary message for a failed result (or the connection's, when there is none).
std::string message_of(PGconn* conn, const PGresult* result) {
    if (result != nullptr)
        if (const char* primary = PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY))
            return primary;
    return one_line(PQerrorMessage(conn));
}

bool succeeded(const PGresult* result) {
    const auto status = PQresultStatus(result);
    return status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
}

void ignore_notice(void*, const char*) {}

// The session and what is prepared in it, shared by a connection and its statements.
class session {
public:
    session(PGconn* conn, std::string setup) : conn_(conn), setup_(std::move(setup)) {
        PQsetNoticeProcessor(conn_, &ignore_notice, nullptr);
    }
    ~session() { PQfinish(conn_); }
    session(const session&) = delete;
    session& operator=(const session&) = delete;

    PGconn* conn() const { return conn_; }

    // Remembers what kind of failure the last one was (see last_failure_was_busy).
    void note_failure(const PGresult* result) {
        const char* state =
            result != nullptr ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr;
        const std::string_view code = state != nullptr ? state : "";
        // lock_not_available, deadlock_detected, query_canceled (a timeout), or a connection
        // that went away.
        last_failure_busy_ = code == "55P03" || code == "40P01" || code == "57014" ||
                             code.starts_with("08") || PQstatus(conn_) == CONNECTION_BAD;
    }
    bool last_failure_busy() const { return last_failure_busy_; }

    error run_setup() {
        auto result = own(PQexec(conn_, setup_.c_str()));
        if (!succeeded(result.get()))
            return message_of(conn_, result.get());
        return std::nullopt;
    }

    // The name of the prepared statement for `sql` (already in PostgreSQL's form), preparing
    // it once per session: statements are few and fixed, so the cache stays small.
    const std::string* prepared(const std::string& sql, error& failure) {
        if (const auto found = names_.find(sql); found != names_.end())
            return &found->second;
        std::string name = "s" + std::to_string(names_.size() + 1);
        auto result = own(PQprepare(conn_, name.c_str(), sql.c_str(), 0, nullptr));
        if (!succeeded(result.get())) {
            failure = message_of(conn_, result.get()) + " in: " + sql;
            note_failure(result.get());
            reopen_if_lost();
            return nullptr;
        }
        return &names_.emplace(sql, std::move(name)).first->second;
    }

    // After a failure: if the server ended the session, open it again for the next use. What
    // was prepared in the old session is gone, so statements are prepared again as used.
    void reopen_if_lost() {
        if (PQstatus(conn_) != CONNECTION_BAD)
            return;
        PQreset(conn_);
        if (PQstatus(conn_) != CONNECTION_OK)
            return;
        names_.clear();
        PQsetNoticeProcessor(conn_, &ignore_notice, nullptr);
        run_setup();
    }

private:
    PGconn* conn_;
    std::string setup_;
    bool last_failure_busy_ = false;
    std::unordered_map<std::string, std::string> names_;
};

class pg_statement final : public statement_backend {
public:
    pg_statement(session& s, std::string sql, int parameters)
        : session_(s), sql_(std::move(sql)), values_(static_cast<std::size_t>(parameters)) {}

    void bind_integer(int index, std::int64_t value) override {
        slot(index) = std::to_string(value);
    }
    void bind_text(int index, std::string_view value) override { slot(index) = value; }
    void bind_null(int index) override { slot(index).reset(); }
    // The shortest text that reads back as the same double, so that nothing is lost on the way.
    void bind_real(int index, double value) override {
        std::array<char, 32> text{};
        const auto end = std::to_chars(text.data(), text.data() + text.size(), value).ptr;
        slot(index) = std::string(text.data(), end);
    }

    // Runs the statement at the first step and hands out its rows one by one.
    bool step(error& failure) override {
        if (!result_) {
            if (!execute(failure))
                return false;
            row_ = -1;
        }
        if (row_ + 1 >= PQntuples(result_.get()))
            return false;
        ++row_;
        return true;
    }

    void reset() override {
        result_.reset();
        for (auto& value : values_)
            value.reset();
    }

    std::int64_t integer(int column) const override {
        const char* text = PQgetvalue(result_.get(), row_, column);
        std::int64_t value = 0;
        std::from_chars(text, text + PQgetlength(result_.get(), row_, column), value);
        return value;
    }
    // PostgreSQL writes a double as the shortest text that reads back the same (version 12 on).
    double real(int column) const override {
        const char* text = PQgetvalue(result_.get(), row_, column);
        double value = 0;
        std::from_chars(text, text + PQgetlength(result_.get(), row_, column), value);
        return value;
    }
    bool is_null(int column) const override {
        return PQgetisnull(result_.get(), row_, column) != 0;
    }
    std::string text(int column) const override {
        return std::string(PQgetvalue(result_.get(), row_, column),
                           static_cast<std::size_t>(PQgetlength(result_.get(), row_, column)));
    }

private:
    // A parameter the SQL does not have is sent anyway, for PostgreSQL to refuse in words.
    std::optional<std::string>& slot(int index) {
        const auto at = static_cast<std::size_t>(index - 1);
        if (at >= values_.size())
            values_.resize(at + 1);
        return values_[at];
    }

    bool execute(error& failure) {
        const std::string* name = session_.prepared(sql_, failure);
        if (name == nullptr)
            return false;
        std::vector<const char*> values;
        std::vector<int> lengths;
        for (const auto& value : values_) {
            values.push_back(value ? value->data() : nullptr);
            lengths.push_back(value ? static_cast<int>(value->size()) : 0);
        }
        result_ =
            own(PQexecPrepared(session_.conn(), name->c_str(), static_cast<int>(values.size()),
                               values.data(), lengths.data(), nullptr, 0));
        if (succeeded(result_.get()))
            return true;
        failure = message_of(session_.conn(), result_.get());
        session_.note_failure(result_.get());
        result_.reset();
        session_.reopen_if_lost();
        return false;
    }

    session& session_;
    std::string sql_;
    std::vector<std::optional<std::string>> values_;
    result_ptr result_{nullptr, &PQclear};
    int row_ = -1;
};

class pg_connection final : public connection_backend {
public:
    explicit pg_connection(std::unique_ptr<session> s) : session_(std::move(s)) {}

    backend kind() const override { return backend::postgresql; }

    error exec(std::string_view sql) override {
        const std::string text(sql);
        auto result = own(PQexec(session_->conn(), text.c_str()));
        if (succeeded(result.get()))
            return std::nullopt;
        error failed = message_of(session_->conn(), result.get());
        session_->note_failure(result.get());
        session_->reopen_if_lost();
        return failed;
    }

    std::unique_ptr<statement_backend> prepare(std::string_view sql, error& failure) override {
        int parameters = 0;
        std::string translated = postgres_parameters(sql, parameters);
        // Prepared now so that a mistake shows where the statement is made, as in SQLite.
        if (session_->prepared(translated, failure) == nullptr)
            return nullptr;
        return std::make_unique<pg_statement>(*session_, std::move(translated), parameters);
    }

    std::int64_t schema_version() override {
        error failure;
        auto query = prepare("SELECT version FROM plyroom_schema", failure);
        if (!query || !query->step(failure))
            return 0;
        return query->integer(0);
    }

    std::string set_schema_version_sql(std::int64_t version) const override {
        return "UPDATE plyroom_schema SET version = " + std::to_string(version);
    }

    std::string_view begin_write_sql() const override { return "BEGIN"; }

    // A session lock with a number of Plyroom's own ("plyr"), held across the migrations'
    // transactions: a second server waits, then finds the schema up to date.
    std::string_view migration_lock_sql(bool take) const override {
        return take ? "SELECT pg_advisory_lock(1886157170)"
                    : "SELECT pg_advisory_unlock(1886157170)";
    }

    std::string json_text_sql(std::string_view column, std::string_view field) const override {
        return "(" + std::string(column) + "::json ->> '" + std::string(field) + "')";
    }

    bool last_failure_was_busy() const override { return session_->last_failure_busy(); }

private:
    std::unique_ptr<session> session_;
};

} // namespace

std::string postgres_parameters(std::string_view sql, int& count) {
    std::string out;
    out.reserve(sql.size() + 8);
    count = 0;
    char quote = 0;
    for (std::size_t i = 0; i < sql.size(); ++i) {
        const char c = sql[i];
        if (quote != 0) {
            quote = c == quote ? 0 : quote; // a doubled quote closes and opens again
            out += c;
            continue;
        }
        if (c == '\'' || c == '"') {
            quote = c;
            out += c;
            continue;
        }
        if (c != '?') {
            out += c;
            continue;
        }
        std::size_t end = i + 1;
        while (end < sql.size() && sql[end] >= '0' && sql[end] <= '9')
            ++end;
        int number = count + 1;
        if (end > i + 1)
            std::from_chars(sql.data() + i + 1, sql.data() + end, number);
        count = std::max(count, number);
        out += '$';
        out += std::to_string(number);
        i = end - 1;
    }
    return out;
}

std::unique_ptr<connection_backend> open_postgres(const std::string& url, bool read_only,
                                                  bool synchronous_full, error& failed) {
    // The URL is expanded as the dbname; the keywords after it add what it leaves out.
    const char* keywords[] = {"dbname", "connect_timeout", "fallback_application_name", nullptr};
    const char* values[] = {url.c_str(), "10", "plyroom-server", nullptr};
    PGconn* conn = PQconnectdbParams(keywords, values, 1);
    if (conn == nullptr) {
        failed = "cannot open database " + printable_location(url) + ": out of memory";
        return nullptr;
    }
    // A lock held elsewhere is waited for as long as SQLite's busy wait, then fails.
    std::string setup = "SET client_min_messages = warning; SET lock_timeout = 5000;";
    if (read_only)
        setup += " SET default_transaction_read_only = on;";
    if (!synchronous_full)
        setup += " SET synchronous_commit = off;";
    auto s = std::make_unique<session>(conn, setup);
    if (PQstatus(conn) != CONNECTION_OK) {
        failed = "cannot open database " + printable_location(url) + ": " +
                 one_line(PQerrorMessage(conn));
        return nullptr;
    }
    if ((failed = s->run_setup()))
        return nullptr;
    auto connection = std::make_unique<pg_connection>(std::move(s));
    if (!read_only)
        failed = connection->exec(
            "CREATE TABLE IF NOT EXISTS plyroom_schema (only_row BOOLEAN PRIMARY KEY DEFAULT TRUE "
            "CHECK (only_row), version INTEGER NOT NULL);"
            "INSERT INTO plyroom_schema (version) VALUES (0) ON CONFLICT DO NOTHING;");
    if (failed)
        return nullptr;
    return connection;
}

} // namespace plyroom::server::store
