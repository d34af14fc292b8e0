// The database a server test runs on. By default a SQLite file; with
// PLYROOM_TEST_BACKEND=postgresql (the ctest variants labelled `pg`) a fresh database on the
// PostgreSQL server whose URL is in PLYROOM_TEST_PG (scripts/with-postgres starts one), made
// for this test and dropped at its end.
#pragma once

#include <string>

namespace plyroom::test {

// Whether this run's server tests use PostgreSQL (PLYROOM_TEST_BACKEND=postgresql).
bool testing_postgresql();

class test_database {
public:
    // `sqlite_file` is where the SQLite database goes when PostgreSQL is not in use.
    explicit test_database(std::string sqlite_file);
    ~test_database();
    test_database(const test_database&) = delete;
    test_database& operator=(const test_database&) = delete;

    // The server's --db: a file path or a postgresql:// URL.
    const std::string& location() const { return location_; }
    // Empty when the database is ready, else why it is not.
    const std::string& failure() const { return failure_; }

private:
    std::string location_;
    std::string failure_;
    std::string server_url_; // PostgreSQL only: where the database was made
    std::string name_;
};

// Runs one query on a test database (the sqlite3 or psql shell); rows come back one per line
// with '|' between columns, NULL as an empty field.
std::string query_rows(const std::string& location, const std::string& query);

} // namespace plyroom::test
