// --log-json: every line the server logs is one JSON object, whatever the text logged holds.
#include "fixture.hpp"
#include "support/test_paths.hpp"

#include <csignal>
#include <fstream>

namespace plyroom::test {
namespace {

TEST(log_json, EveryLineIsAJsonObjectEvenWithQuotesInTheText) {
    temp_dir dir;
    // A database path with a double quote and a backslash: both appear in the log text.
    const std::string db = dir.path() + "/odd\"name\\.db";
    const std::string log = dir.path() + "/server.log";
    const std::string port_file = dir.path() + "/port";
    // Stopped once it listens, so that the log holds a whole run: start, listening, stop.
    launch how;
    how.args = {test_paths::server_binary(), "--log-json", "--port", "0", "--db", db};
    how.args.insert(how.args.end(), {"--port-file", port_file});
    how.stderr_file = log;
    child_process server(std::move(how));
    wait_listening(server, port_file);
    server.signal(SIGTERM);
    const int status = server.wait_exit(patience).value_or(-1);
    ASSERT_NE(status, -1);
    std::ifstream lines(log);
    int count = 0;
    bool saw_path = false;
    for (std::string line; std::getline(lines, line); ++count) {
        const json entry = json::parse(line, nullptr, false);
        ASSERT_TRUE(entry.is_object()) << line;
        EXPECT_TRUE(entry.contains("time"));
        EXPECT_TRUE(entry.contains("level"));
        ASSERT_TRUE(entry["message"].is_string()) << line;
        saw_path = saw_path || entry["message"].get<std::string>().find(db) != std::string::npos;
    }
    EXPECT_GE(count, 3); // restored, listening, stopping, stopped
    EXPECT_TRUE(saw_path) << "the database path should appear, unescaped once parsed";
}

} // namespace
} // namespace plyroom::test
