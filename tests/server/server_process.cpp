#include "server_process.hpp"

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace plyroom::test {

temp_dir::temp_dir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "plyroom-test-XXXXXX").string();
    if (mkdtemp(pattern.data()) != nullptr)
        path_ = pattern;
}

temp_dir::~temp_dir() {
    std::error_code ec;
    if (!path_.empty())
        std::filesystem::remove_all(path_, ec);
}

server_process::server_process(std::string db, std::vector<std::string> extra_args)
    : db_(std::move(db)), extra_args_(std::move(extra_args)), port_file_(db_ + ".port") {
    start();
}

server_process::~server_process() {
    if (pid_ > 0)
        stop();
}

// Forks and execs the binary, then waits for the port file.
void server_process::start() {
    std::filesystem::remove(port_file_);
    port_ = 0;
    std::vector<std::string> args{
        PLYROOM_SERVER_BINARY, "--port",   "0",         "--address", "127.0.0.1",   "--db", db_,
        "--port-file",         port_file_, "--threads", "2",         "--log-level", "warn"};
    args.insert(args.end(), extra_args_.begin(), extra_args_.end());
    pid_ = fork();
    if (pid_ == 0) {
        std::vector<char*> argv;
        for (auto& arg : args)
            argv.push_back(arg.data());
        argv.push_back(nullptr);
        execv(argv[0], argv.data());
        _exit(127);
    }
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (std::chrono::steady_clock::now() < deadline) {
        std::ifstream in(port_file_);
        unsigned port = 0;
        if (in >> port && port != 0) {
            port_ = static_cast<unsigned short>(port);
            return;
        }
        int status = 0;
        if (waitpid(pid_, &status, WNOHANG) == pid_) {
            pid_ = -1;
            return;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
}

void server_process::kill_hard() {
    if (pid_ <= 0)
        return;
    ::kill(pid_, SIGKILL);
    int status = 0;
    waitpid(pid_, &status, 0);
    pid_ = -1;
}

int server_process::stop() {
    if (pid_ <= 0)
        return -1;
    ::kill(pid_, SIGTERM);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    int status = 0;
    while (std::chrono::steady_clock::now() < deadline) {
        if (waitpid(pid_, &status, WNOHANG) == pid_) {
            pid_ = -1;
            return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    kill_hard();
    return -1;
}

void server_process::restart() {
    if (pid_ > 0)
        stop();
    start();
}

} // namespace plyroom::test
