#include "migrations.hpp"

#include <string>

namespace plyroom::server::store {

// Brings the schema up to the newest migration, one transaction per step.
error migrate(database& db, std::span<const migration> migrations) {
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

} // namespace plyroom::server::store
