#pragma once

#include <string>

// Where the tests find the source tree, the shared test data and the programs they run. The
// answers are absolute paths of one build tree, so they live in a single source generated per
// build (tests/support/CMakeLists.txt): every other test object is then the same in any
// checkout, and a compiler cache filled by one checkout serves another.
namespace plyroom::test_paths {

std::string source_dir();       // the repository's root
std::string shared_dir();       // ../shared beside the repository: test data
std::string server_binary();    // plyroom-server
std::string client_binary();    // plyroom, the terminal client
std::string tictactoe_server(); // plyroom-server with the test-only game registered
std::string snapshot_dir();     // the terminal client's screen snapshots

} // namespace plyroom::test_paths
