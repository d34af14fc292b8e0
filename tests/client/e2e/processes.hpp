// The processes of the end-to-end tests: a real plyroom-server (support/server_process.hpp)
// and plyroom clients driven through pseudo-terminals.
#pragma once

#include "support/child_process.hpp"
#include "support/server_process.hpp"
#include "support/wait.hpp"

#include <chrono>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace plyroom::client::e2e {

using namespace std::chrono_literals;
using test::patience;
using test::server_process;

// One plyroom process on a pseudo-terminal: what it prints is collected, lines are typed.
class client_process {
public:
    client_process(const std::vector<std::string>& args,
                   const std::map<std::string, std::string>& env);
    client_process(const client_process&) = delete;
    client_process& operator=(const client_process&) = delete;

    // Waits until the text shows up after the last match (escape sequences removed); the
    // search then continues after it. False after `timeout`.
    bool expect(const std::string& text, std::chrono::milliseconds timeout = patience);
    // Waits until any of the texts shows up after the last match; the index of the one found
    // first on the screen (the search then continues after it), or nullopt after `timeout`.
    std::optional<std::size_t> expect_any(const std::vector<std::string>& texts,
                                          std::chrono::milliseconds timeout = patience);
    // Waits for a screen whose line `title` (not followed by a digit) has `line` below it
    // before the next screen begins (where `screen_start` shows up again): a redrawn older
    // screen with the same `line` does not match. The search then continues after `line`.
    bool expect_screen(const std::string& title, const std::string& line,
                       const std::string& screen_start,
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
    // Reads what the client printed, waiting up to `wait` for the first bytes.
    void pump(std::chrono::milliseconds wait);
    // Reads until `found` gives a position in the stripped text or `timeout` passes.
    template <class Finder>
    bool read_until(Finder found, std::chrono::milliseconds timeout);

    test::child_process child_;
    std::string raw_;
    std::size_t mark_ = 0; // in the stripped text
};

} // namespace plyroom::client::e2e
