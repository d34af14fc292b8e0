// The real plyroom-server binary as a child process on 127.0.0.1, with its database where
// the test says, so that tests can stop it, kill it and start it again. The server tests and
// the client's end-to-end tests both start it through this.
#pragma once

#include "child_process.hpp"
#include "temp_dir.hpp"

#include <csignal>
#include <memory>
#include <string>
#include <vector>

namespace plyroom::test {

// The port plyroom-server wrote to its --port-file, once it has written the whole line;
// 0 if the child ends first or `patience` passes.
unsigned short wait_listening(child_process& server, const std::string& port_file);

class server_process {
public:
    // Starts the server on `db` (a file, its port file beside it, or a postgresql:// URL) with
    // these further flags and waits until it listens. `port` 0 takes a free one; `binary` empty
    // runs plyroom-server itself (a test may run the server built with a game of its own).
    explicit server_process(std::string db, std::vector<std::string> flags = {},
                            unsigned short port = 0, std::string binary = {});
    // SIGTERM, as a stop by an operator.
    ~server_process();
    server_process(const server_process&) = delete;
    server_process& operator=(const server_process&) = delete;

    // Listening, and not stopped or exited.
    bool running() const { return child_ && child_->running() && port_ != 0; }
    unsigned short port() const { return port_; }
    // The process id, for limits and readings from /proc; -1 before it starts.
    pid_t pid() const { return child_ ? child_->pid() : -1; }
    std::string url() const { return "ws://127.0.0.1:" + std::to_string(port_); }
    // Sends `signal` and waits for the exit: its code (128 + a signal that ended it), or -1
    // when it had to be killed after `patience`.
    int stop(int signal = SIGTERM);
    // Stops it (SIGTERM) if it runs and starts it again on the same database and port.
    void restart();

private:
    void start();

    std::string db_;
    temp_dir port_dir_; // for the port file when `db` is a URL
    std::vector<std::string> flags_;
    std::string binary_;
    unsigned short wanted_port_;
    std::unique_ptr<child_process> child_;
    unsigned short port_ = 0;
};

} // namespace plyroom::test
