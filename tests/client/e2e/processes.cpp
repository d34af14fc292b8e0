#include "processes.hpp"

#include "ui/style.hpp"

#include <csignal>
#include <fcntl.h>
#include <fstream>
#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace plyroom::client::e2e {

namespace {

// argv for execv from strings.
std::vector<char*> argv_of(std::vector<std::string>& args) {
    std::vector<char*> argv;
    for (std::string& arg : args)
        argv.push_back(arg.data());
    argv.push_back(nullptr);
    return argv;
}

// Waits for a child with a deadline; the exit code, or nullopt if it is still running.
std::optional<int> reap(pid_t pid, std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        int status = 0;
        if (waitpid(pid, &status, WNOHANG) == pid)
            return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
        if (std::chrono::steady_clock::now() > deadline)
            return std::nullopt;
        std::this_thread::sleep_for(20ms);
    }
}

} // namespace

// Forks the server with --port-file and waits until the file names the bound port.
server_process::server_process(const std::filesystem::path& db, int port,
                               const std::vector<std::string>& flags) {
    const std::string port_file = db.string() + ".port";
    std::filesystem::remove(port_file);
    std::vector<std::string> args{PLYROOM_SERVER_BINARY,
                                  "--address",
                                  "127.0.0.1",
                                  "--port",
                                  std::to_string(port),
                                  "--db",
                                  db.string(),
                                  "--port-file",
                                  port_file,
                                  "--log-level",
                                  "warn"};
    args.insert(args.end(), flags.begin(), flags.end());
    pid_ = fork();
    if (pid_ == 0) {
        std::vector<char*> argv = argv_of(args);
        execv(argv[0], argv.data());
        _exit(127);
    }
    const auto deadline = std::chrono::steady_clock::now() + patience;
    while (std::chrono::steady_clock::now() < deadline) {
        std::ifstream file(port_file);
        int bound = 0;
        if (file >> bound && bound > 0) {
            port_ = bound;
            return;
        }
        if (reap(pid_, 0ms)) {
            pid_ = -1;
            return;
        }
        std::this_thread::sleep_for(50ms);
    }
}

server_process::~server_process() {
    stop(SIGTERM);
}

void server_process::stop(int signal) {
    if (pid_ <= 0)
        return;
    ::kill(pid_, signal);
    if (!reap(pid_, patience)) {
        ::kill(pid_, SIGKILL);
        reap(pid_, patience);
    }
    pid_ = -1;
}

// Starts plyroom on a new pseudo-terminal of 50 rows by 160 columns.
client_process::client_process(const std::vector<std::string>& args,
                               const std::map<std::string, std::string>& env) {
    winsize size{};
    size.ws_row = 50;
    size.ws_col = 160;
    pid_ = forkpty(&master_, nullptr, nullptr, &size);
    if (pid_ == 0) {
        std::vector<std::string> all{PLYROOM_CLIENT_BINARY};
        all.insert(all.end(), args.begin(), args.end());
        std::vector<std::string> environment;
        for (const auto& [key, value] : env)
            environment.push_back(key + "=" + value);
        std::vector<char*> argv = argv_of(all);
        std::vector<char*> envp = argv_of(environment);
        execve(argv[0], argv.data(), envp.data());
        _exit(127);
    }
    if (master_ >= 0)
        fcntl(master_, F_SETFL, O_NONBLOCK);
}

client_process::~client_process() {
    if (pid_ > 0 && !exit_code_) {
        ::kill(pid_, SIGKILL);
        reap(pid_, patience);
    }
    if (master_ >= 0)
        ::close(master_);
}

// Reads what the client printed, waiting up to `wait` for the first bytes.
void client_process::pump(std::chrono::milliseconds wait) {
    if (master_ < 0)
        return;
    pollfd fd{master_, POLLIN, 0};
    if (::poll(&fd, 1, static_cast<int>(wait.count())) <= 0)
        return;
    char buffer[4096];
    for (;;) {
        const ssize_t got = ::read(master_, buffer, sizeof buffer);
        if (got <= 0)
            return;
        raw_.append(buffer, static_cast<std::size_t>(got));
    }
}

bool client_process::expect(const std::string& text, std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        const std::string plain = seen();
        if (const auto at = plain.find(text, mark_); at != std::string::npos) {
            mark_ = at + text.size();
            return true;
        }
        if (std::chrono::steady_clock::now() > deadline)
            return false;
        pump(100ms);
    }
}

// Finds the earliest of the texts after the mark, reading more output until one shows up.
std::optional<std::size_t> client_process::expect_any(const std::vector<std::string>& texts,
                                                      std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        const std::string plain = seen();
        std::optional<std::size_t> best;
        std::size_t best_at = std::string::npos;
        for (std::size_t i = 0; i < texts.size(); ++i)
            if (const auto at = plain.find(texts[i], mark_); at < best_at) {
                best = i;
                best_at = at;
            }
        if (best) {
            mark_ = best_at + texts[*best].size();
            return best;
        }
        if (std::chrono::steady_clock::now() > deadline)
            return std::nullopt;
        pump(100ms);
    }
}

std::optional<std::string> client_process::capture_after(const std::string& prefix,
                                                         std::chrono::milliseconds timeout) {
    if (!expect(prefix, timeout))
        return std::nullopt;
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        const std::string plain = seen();
        if (const auto end = plain.find_first_of("\r\n", mark_); end != std::string::npos) {
            std::string rest = plain.substr(mark_, end - mark_);
            mark_ = end;
            return rest;
        }
        if (std::chrono::steady_clock::now() > deadline)
            return std::nullopt;
        pump(100ms);
    }
}

void client_process::type(const std::string& line) {
    const std::string keys = line + "\r";
    [[maybe_unused]] const ssize_t wrote = ::write(master_, keys.data(), keys.size());
}

int client_process::wait_exit(std::chrono::milliseconds timeout) {
    if (exit_code_)
        return *exit_code_;
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < deadline) {
        pump(50ms);
        if (auto code = reap(pid_, 0ms)) {
            pump(0ms);
            exit_code_ = code;
            return *code;
        }
    }
    kill_now();
    return -1;
}

void client_process::kill_now() {
    if (pid_ <= 0 || exit_code_)
        return;
    ::kill(pid_, SIGKILL);
    exit_code_ = reap(pid_, patience).value_or(-1);
}

std::string client_process::seen() const {
    return strip_ansi(raw_);
}

} // namespace plyroom::client::e2e
