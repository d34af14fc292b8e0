#include "database.hpp"

#include "postgres/pg_connection.hpp"
#include "sqlite/sqlite_connection.hpp"

namespace plyroom::server::store {

namespace {
constexpr const char* not_open = "the database is not open";
} // namespace

backend backend_of(std::string_view location) {
    return location.starts_with("postgresql://") || location.starts_with("postgres://")
               ? backend::postgresql
               : backend::sqlite;
}

// postgresql://user:secret@host/db?password=secret becomes postgresql://user@host/db: the
// password may be in the user part or among the parameters.
std::string printable_location(std::string_view location) {
    if (backend_of(location) != backend::postgresql)
        return std::string(location);
    location = location.substr(0, location.find('?'));
    const auto authority = location.find("://") + 3;
    // The last '@' before the parameters: a password may hold a raw '@' (or '/'), and none of
    // it may show.
    const auto at = location.rfind('@');
    const auto colon = location.find(':', authority);
    if (at == std::string_view::npos || colon == std::string_view::npos || colon > at)
        return std::string(location);
    return std::string(location.substr(0, colon)) + std::string(location.substr(at));
}

statement& statement::bind(int index, std::int64_t value) {
    impl_->bind_integer(index, value);
    return *this;
}

statement& statement::bind(int index, std::string_view value) {
    impl_->bind_text(index, value);
    return *this;
}

statement& statement::bind(int index, std::optional<std::int64_t> value) {
    return value ? bind(index, *value) : bind_null(index);
}

statement& statement::bind_text_or_null(int index, const std::optional<std::string>& value) {
    return value ? bind(index, std::string_view(*value)) : bind_null(index);
}

statement& statement::bind_null(int index) {
    impl_->bind_null(index);
    return *this;
}

statement& statement::bind_real(int index, double value) {
    impl_->bind_real(index, value);
    return *this;
}

bool statement::step() {
    return impl_->step(failure_);
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

void statement::reset() {
    impl_->reset();
    failure_.reset();
}

std::int64_t statement::integer(int column) const {
    return impl_->integer(column);
}

std::optional<std::int64_t> statement::optional_integer(int column) const {
    if (impl_->is_null(column))
        return std::nullopt;
    return impl_->integer(column);
}

std::optional<std::string> statement::optional_text(int column) const {
    if (impl_->is_null(column))
        return std::nullopt;
    return impl_->text(column);
}

std::string statement::text(int column) const {
    return impl_->text(column);
}

double statement::real(int column) const {
    return impl_->real(column);
}

error database::open(const std::string& location, bool read_only, bool synchronous_full) {
    error failed;
    if (backend_of(location) == backend::postgresql)
        impl_ = open_postgres(location, read_only, synchronous_full, failed);
    else
        impl_ = open_sqlite(location, read_only, synchronous_full, failed);
    return failed;
}

error database::exec(std::string_view sql) {
    if (!impl_)
        return not_open;
    return impl_->exec(sql);
}

statement database::prepare(std::string_view sql, error& failure) {
    if (!impl_) {
        failure = not_open;
        return {};
    }
    auto prepared = impl_->prepare(sql, failure);
    return prepared ? statement(std::move(prepared)) : statement();
}

std::int64_t database::user_version() {
    return impl_ ? impl_->schema_version() : 0;
}

std::string database::set_user_version_sql(std::int64_t version) const {
    return impl_->set_schema_version_sql(version);
}

std::string_view database::begin_write_sql() const {
    return impl_->begin_write_sql();
}

std::string_view database::migration_lock_sql(bool take) const {
    return impl_->migration_lock_sql(take);
}

std::string database::json_text_sql(std::string_view column, std::string_view field) const {
    return impl_->json_text_sql(column, field);
}

bool database::last_failure_was_busy() const {
    return impl_ && impl_->last_failure_was_busy();
}

backend database::kind() const {
    return impl_->kind();
}

} // namespace plyroom::server::store
