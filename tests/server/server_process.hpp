// Runs the real plyroom-server binary as a child process on a free port with a database in
// a temporary folder, so tests can stop, kill and restart it.
#pragma once

#include <string>
#include <sys/types.h>
#include <vector>

namespace plyroom::test {

// A temporary folder removed at the end.
class temp_dir {
public:
    temp_dir();
    ~temp_dir();
    temp_dir(const temp_dir&) = delete;
    temp_dir& operator=(const temp_dir&) = delete;
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

class server_process {
public:
    // Starts the server on `db` and waits until it listens.
    explicit server_process(std::string db, std::vector<std::string> extra_args = {});
    ~server_process();
    server_process(const server_process&) = delete;
    server_process& operator=(const server_process&) = delete;

    bool running() const { return pid_ > 0 && port_ != 0; }
    unsigned short port() const { return port_; }
    pid_t pid() const { return pid_; }
    // SIGKILL, then reap.
    void kill_hard();
    // SIGTERM, then the exit status (-1 if it did not exit in time).
    int stop();
    // Starts it again on the same database.
    void restart();

private:
    void start();

    std::string db_;
    std::vector<std::string> extra_args_;
    std::string port_file_;
    pid_t pid_ = -1;
    unsigned short port_ = 0;
};

} // namespace plyroom::test
