#include "test_database.hpp"

#include "child_process.hpp"

#include <cstdlib>
#include <random>

namespace plyroom::test {

namespace {

bool is_postgresql_url(const std::string& location) {
    return location.starts_with("postgresql://") || location.starts_with("postgres://");
}

// The same server's URL with another database name in its path.
std::string with_database(const std::string& url, const std::string& name) {
    const auto authority = url.find("://") + 3;
    const auto slash = url.find('/', authority);
    const auto query = url.find('?', authority);
    std::string out = url.substr(0, std::min(slash, query)) + "/" + name;
    if (query != std::string::npos)
        out += url.substr(query);
    return out;
}

run_result psql(const std::string& url, const std::string& query) {
    return run_to_end({"psql", "-X", "-q", "-A", "-t", "-F", "|", "-v", "ON_ERROR_STOP=1", "-d",
                       url, "-c", query},
                      "", true);
}

} // namespace

bool testing_postgresql() {
    const char* backend = std::getenv("PLYROOM_TEST_BACKEND");
    return backend != nullptr && std::string(backend) == "postgresql";
}

test_database::test_database(std::string sqlite_file) {
    if (!testing_postgresql()) {
        location_ = std::move(sqlite_file);
        return;
    }
    const char* server = std::getenv("PLYROOM_TEST_PG");
    if (server == nullptr || !is_postgresql_url(server)) {
        failure_ = "PLYROOM_TEST_BACKEND=postgresql needs PLYROOM_TEST_PG, the URL of a "
                   "PostgreSQL server: run under scripts/with-postgres (or leave out the `pg` "
                   "tests: ctest -LE pg)";
        return;
    }
    server_url_ = server;
    std::random_device seed;
    std::mt19937_64 random((static_cast<std::uint64_t>(seed()) << 32) ^ seed());
    name_ = "t_" + std::to_string(random());
    const run_result made = psql(server_url_, "CREATE DATABASE " + name_);
    if (made.exit_code != 0) {
        failure_ = "cannot make the test database " + name_ + ": " + made.output;
        name_.clear();
        return;
    }
    location_ = with_database(server_url_, name_);
}

test_database::~test_database() {
    if (!name_.empty())
        psql(server_url_, "DROP DATABASE IF EXISTS " + name_ + " WITH (FORCE)");
}

std::string query_rows(const std::string& location, const std::string& query) {
    if (is_postgresql_url(location))
        return psql(location, query).output;
    return run_to_end({"sqlite3", "-separator", "|", location, query}).output;
}

} // namespace plyroom::test
