#include "child_process.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <poll.h>
#include <pty.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <system_error>
#include <unistd.h>

extern char** environ;

namespace plyroom::test {

namespace {

// A null-terminated array of pointers into `strings`, for execve.
std::vector<char*> pointers_to(std::vector<std::string>& strings) {
    std::vector<char*> out;
    for (std::string& text : strings)
        out.push_back(text.data());
    out.push_back(nullptr);
    return out;
}

// A program named without a folder is looked up on PATH, as a shell would.
std::string program_path(const std::string& name) {
    if (name.find('/') != std::string::npos)
        return name;
    const char* path = std::getenv("PATH");
    std::string folders = path != nullptr ? path : "/usr/bin:/bin";
    for (std::size_t start = 0; start <= folders.size();) {
        const std::size_t end = std::min(folders.find(':', start), folders.size());
        const std::filesystem::path candidate =
            std::filesystem::path(folders.substr(start, end - start)) / name;
        if (::access(candidate.c_str(), X_OK) == 0)
            return candidate.string();
        start = end + 1;
    }
    return name;
}

// In the child, between fork and exec: only async-signal-safe calls.
void redirect(const char* path, int fd, int flags) {
    const int opened = ::open(path, flags, 0600);
    if (opened < 0)
        _exit(126);
    dup2(opened, fd);
    ::close(opened);
}

} // namespace

// Everything the child needs is built before the fork.
child_process::child_process(launch how) {
    std::vector<std::string> args = std::move(how.args);
    if (!args.empty())
        args[0] = program_path(args[0]);
    std::vector<char*> argv = pointers_to(args);
    std::vector<std::string> env = how.env.value_or(std::vector<std::string>{});
    std::vector<char*> envp = pointers_to(env);
    char** environment = how.env ? envp.data() : environ;
    const bool same_output = !how.stderr_file.empty() && how.stderr_file == how.stdout_file;
    const int write_flags = O_WRONLY | O_CREAT | O_TRUNC;
    if (how.on_pty) {
        winsize size{};
        size.ws_row = how.rows;
        size.ws_col = how.columns;
        pid_ = forkpty(&pty_, nullptr, nullptr, &size);
    } else {
        pid_ = fork();
    }
    if (pid_ == 0) {
        if (!how.stdin_file.empty())
            redirect(how.stdin_file.c_str(), STDIN_FILENO, O_RDONLY);
        if (!how.stdout_file.empty())
            redirect(how.stdout_file.c_str(), STDOUT_FILENO, write_flags);
        if (same_output)
            dup2(STDOUT_FILENO, STDERR_FILENO);
        else if (!how.stderr_file.empty())
            redirect(how.stderr_file.c_str(), STDERR_FILENO, write_flags);
        execve(argv[0], argv.data(), environment);
        _exit(127);
    }
    if (pid_ < 0)
        return;
    // Called directly: glibc 2.36's <sys/pidfd.h> declares pidfd_open without C linkage.
    pidfd_ = static_cast<int>(::syscall(SYS_pidfd_open, pid_, 0));
    if (pidfd_ < 0) {
        // Linux 5.3 and later have it; without it no wait could keep a deadline.
        const int error = errno;
        ::kill(pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
        pid_ = -1;
        throw std::system_error(error, std::generic_category(), "pidfd_open");
    }
    if (pty_ >= 0)
        fcntl(pty_, F_SETFL, O_NONBLOCK);
}

child_process::~child_process() {
    if (running())
        kill_now();
    if (pidfd_ >= 0)
        ::close(pidfd_);
    if (pty_ >= 0)
        ::close(pty_);
}

void child_process::signal(int number) {
    if (running())
        ::kill(pid_, number);
}

// The pidfd becomes readable when the child exits; then it is reaped.
std::optional<int> child_process::wait_exit(std::chrono::milliseconds timeout) {
    if (exit_code_ || pid_ <= 0)
        return exit_code_;
    pollfd exited{pidfd_, POLLIN, 0};
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        const int ready = ::poll(&exited, 1, static_cast<int>(std::max<long>(left.count(), 0)));
        if (ready > 0)
            break;
        if (ready == 0 || errno != EINTR)
            return std::nullopt;
    }
    int status = 0;
    while (waitpid(pid_, &status, 0) < 0)
        if (errno != EINTR)
            return std::nullopt;
    exit_code_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return exit_code_;
}

int child_process::kill_now() {
    if (!running())
        return exit_code_.value_or(-1);
    ::kill(pid_, SIGKILL);
    return wait_exit(std::chrono::minutes(1)).value_or(-1);
}

run_result run_to_end(std::vector<std::string> args, const std::string& stdin_file,
                      bool merge_stderr) {
    std::string output = (std::filesystem::temp_directory_path() / "plyroom-run-XXXXXX").string();
    const int made = mkstemp(output.data());
    if (made < 0)
        return {};
    ::close(made);
    launch how;
    how.args = std::move(args);
    how.stdin_file = stdin_file;
    how.stdout_file = output;
    if (merge_stderr)
        how.stderr_file = output;
    run_result result;
    {
        child_process child(std::move(how));
        result.exit_code = child.wait_exit(std::chrono::minutes(1)).value_or(-1);
    }
    result.output = read_text_file(output);
    std::filesystem::remove(output);
    return result;
}

std::string read_text_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

} // namespace plyroom::test
