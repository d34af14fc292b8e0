// Child processes for the end-to-end tests: a real plyroom-server on a free port with a
// temporary database, and plyroom clients driven through pseudo-terminals.
#pragma once

#include <chrono>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace plyroom::client::e2e {

using namespace std::chrono_literals;

// Generous: the machine is shared and the sanitizer build is slow.
inline constexpr std::chrono::milliseconds patience = 60s;

// A plyroom-server listening on 127.0.0.1, stopped and removed with the object.
class server_process {
public:
    // Starts the server on `port` (0: a free one) with the database at `db` and any further
    // flags.
    server_process(const std::filesystem::path& db, int port = 0,
                   const std::vector<std::string>& flags = {});
    ~server_process();
    server_process(const server_process&) = delete;
    server_process& operator=(const server_process&) = delete;

    bool ready() const { return port_ > 0; }
    int port() const { return port_; }
    std::string url() const { return "ws://127.0.0.1:" + std::to_string(port_); }
    // Stops the server with SIGKILL (a crash) or SIGTERM.
    void stop(int signal);

private:
    pid_t pid_ = -1;
    int port_ = 0;
};

// One plyroom process on a pseudo-terminal: what it prints is collected, lines are typed.
class client_process {
public:
    client_process(const std::vector<std::string>& args,
                   const std::map<std::string, std::string>& env);
    ~client_process();
    client_process(const client_process&) = delete;
    client_process& operator=(const client_process&) = delete;

    // Waits until the text shows up after the last match (escape sequences removed); the
    // search then continues after it. False after `timeout`.
    bool expect(const std::string& text, std::chrono::milliseconds timeout = patience);
    // Waits until any of the texts shows up after the last match; the index of the one found
    // first on the screen (the search then continues after it), or nullopt after `timeout`.
    std::optional<std::size_t> expect_any(const std::vector<std::string>& texts,
                                          std::chrono::milliseconds timeout = patience);
    // Like expect, returning what follows `prefix` up to the end of that line.
    std::optional<std::string> capture_after(const std::string& prefix,
                                             std::chrono::milliseconds timeout = patience);
    // Types a line and presses Enter.
    void type(const std::string& line);
    // Waits for the process to end; its exit code, or -1 (killed after `timeout`).
    int wait_exit(std::chrono::milliseconds timeout = patience);
    void kill_now();
    // Everything printed so far, escape sequences removed (for failure messages).
    std::string seen() const;

private:
    void pump(std::chrono::milliseconds wait);

    pid_t pid_ = -1;
    int master_ = -1;
    std::string raw_;
    std::size_t mark_ = 0; // in the stripped text
    std::optional<int> exit_code_;
};

} // namespace plyroom::client::e2e
