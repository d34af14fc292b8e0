#include "schema_relay.hpp"

#include "test_paths.hpp"

#include <chrono>
#include <csignal>
#include <fstream>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

#include <gtest/gtest.h>

namespace plyroom::test::schema {

namespace {

// Debian's interpreter, where python3-jsonschema and python3-websockets (scripts/setup) live.
constexpr const char* python = "/usr/bin/python3";
constexpr auto patience = std::chrono::seconds(30);

std::filesystem::path fresh_folder() {
    static int count = 0;
    auto path = std::filesystem::temp_directory_path() /
                ("plyroom_relay_" + std::to_string(getpid()) + "_" + std::to_string(++count));
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
    return path;
}

} // namespace

relay::relay(std::string upstream) : upstream_(std::move(upstream)), folder_(fresh_folder()) {
    const std::string script = test_paths::source_dir() + "/tests/support/schema_relay.py";
    const std::string port_file = (folder_ / "port").string();
    const std::string problems = (folder_ / "problems").string();
    pid_ = ::fork();
    if (pid_ == 0) {
        // The relay must not hold the test's sockets and terminals open.
        ::close_range(3, ~0U, 0);
        ::execl(python, python, script.c_str(), upstream_.c_str(), port_file.c_str(),
                problems.c_str(), static_cast<char*>(nullptr));
        ::_exit(127);
    }
    const auto deadline = std::chrono::steady_clock::now() + patience;
    while (pid_ > 0 && std::chrono::steady_clock::now() < deadline) {
        std::ifstream in(port_file);
        int port = 0;
        if (in >> port && port > 0) {
            url_ = "ws://127.0.0.1:" + std::to_string(port);
            return;
        }
        if (::waitpid(pid_, nullptr, WNOHANG) == pid_) {
            pid_ = -1;
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    ADD_FAILURE() << "the schema relay did not start (" << python
                  << " with python3-jsonschema and python3-websockets, from scripts/setup)";
}

relay::~relay() {
    if (pid_ > 0) {
        ::kill(pid_, SIGTERM);
        ::waitpid(pid_, nullptr, 0);
    }
    std::ifstream in(folder_ / "problems");
    for (std::string line; std::getline(in, line);)
        ADD_FAILURE() << line;
    std::error_code ignored;
    std::filesystem::remove_all(folder_, ignored);
}

} // namespace plyroom::test::schema
