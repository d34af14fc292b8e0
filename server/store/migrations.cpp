#include "migrations.hpp"

#include <string>

namespace plyroom::server::store {

namespace {

// Brings the schema up to the newest migration, one transaction per step.
error apply(database& db, std::span<const migration> migrations) {
    const std::int64_t current = db.user_version();
    const int newest = migrations.empty() ? 0 : migrations.back().version;
    if (current > newest)
        return "the database has schema version " + std::to_string(current) +
               " but this plyroom-server only knows versions up to " + std::to_string(newest) +
               "; run a newer plyroom-server on it";
    for (const migration& step : migrations) {
        if (step.version <= current)
            continue;
        if (error failed = db.exec(db.begin_write_sql()))
            return failed;
        error failed = db.exec(step.sql);
        if (!failed)
            failed = db.exec(db.set_user_version_sql(step.version));
        if (failed) {
            db.exec("ROLLBACK;");
            return "migration " + std::string(step.name) + " failed: " + *failed;
        }
        if (error commit_failed = db.exec("COMMIT;"))
            return commit_failed;
    }
    return std::nullopt;
}

} // namespace

// Under the engine's migration lock, if it has one: servers started together on a new
// database would otherwise each run the first migration, and all but one fail.
error migrate(database& db, std::span<const migration> migrations) {
    const std::string_view lock = db.migration_lock_sql(true);
    if (!lock.empty())
        if (error failed = db.exec(lock))
            return "cannot lock the schema to migrate it: " + *failed;
    error result = apply(db, migrations);
    if (!lock.empty())
        (void)db.exec(db.migration_lock_sql(false));
    return result;
}

} // namespace plyroom::server::store
