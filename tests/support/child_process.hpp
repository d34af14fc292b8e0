// The one way the tests start programs: the server under test, the terminal client on a
// pseudo-terminal, and tools run to their end. A child is waited for through a pidfd, so an
// exit is noticed the moment it happens.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace plyroom::test {

struct launch {
    // args[0] is the program: a path, or a name looked up on PATH.
    std::vector<std::string> args;
    // The child's whole environment; nullopt passes this process's own on.
    std::optional<std::vector<std::string>> env;
    // Files for the standard streams; empty leaves them as they are.
    std::string stdin_file;
    std::string stdout_file;
    std::string stderr_file;
    // On a new pseudo-terminal of this size (its master is pty()); the streams above are then
    // the terminal.
    bool on_pty = false;
    unsigned short rows = 50;
    unsigned short columns = 160;
};

class child_process {
public:
    explicit child_process(launch how);
    // A child still running is killed (SIGKILL) and reaped.
    ~child_process();
    child_process(const child_process&) = delete;
    child_process& operator=(const child_process&) = delete;

    // Whether it started and has not been reaped.
    bool running() const { return pid_ > 0 && !exit_code_; }
    pid_t pid() const { return pid_; }
    // The pseudo-terminal's master (non-blocking), or -1.
    int pty() const { return pty_; }
    // A descriptor that becomes readable when the child exits (to poll beside others).
    int exit_fd() const { return pidfd_; }
    void signal(int number);
    // The exit code (128 + the signal that ended it), or nullopt if it still runs after
    // `timeout` (or never started).
    std::optional<int> wait_exit(std::chrono::milliseconds timeout);
    // SIGKILL, then the exit code.
    int kill_now();
    // The exit code once reaped.
    std::optional<int> exit_code() const { return exit_code_; }

private:
    pid_t pid_ = -1;
    int pidfd_ = -1;
    int pty_ = -1;
    std::optional<int> exit_code_;
};

struct run_result {
    int exit_code = -1;
    std::string output; // standard output, and standard error too with `merge_stderr`
};

// Runs a program to its end (at most a minute) and collects its output.
run_result run_to_end(std::vector<std::string> args, const std::string& stdin_file = "",
                      bool merge_stderr = false);

// The whole of a text file, or "" if it cannot be read.
std::string read_text_file(const std::string& path);

} // namespace plyroom::test
