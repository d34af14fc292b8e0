#include "processes.hpp"

#include "support/test_paths.hpp"
#include "ui/style.hpp"

#include <cctype>
#include <poll.h>
#include <unistd.h>

namespace plyroom::client::e2e {

namespace {

// The environment as "KEY=value" entries.
std::vector<std::string> entries_of(const std::map<std::string, std::string>& env) {
    std::vector<std::string> entries;
    for (const auto& [key, value] : env)
        entries.push_back(key + "=" + value);
    return entries;
}

test::launch on_terminal(const std::vector<std::string>& args,
                         const std::map<std::string, std::string>& env) {
    test::launch how;
    how.args = {test_paths::client_binary()};
    how.args.insert(how.args.end(), args.begin(), args.end());
    how.env = entries_of(env);
    how.on_pty = true;
    return how;
}

} // namespace

// Starts plyroom on a new pseudo-terminal of 50 rows by 160 columns.
client_process::client_process(const std::vector<std::string>& args,
                               const std::map<std::string, std::string>& env)
    : child_(on_terminal(args, env)) {}

void client_process::pump(std::chrono::milliseconds wait) {
    if (child_.pty() < 0)
        return;
    pollfd fd{child_.pty(), POLLIN, 0};
    if (::poll(&fd, 1, static_cast<int>(wait.count())) <= 0)
        return;
    char buffer[4096];
    for (;;) {
        const ssize_t got = ::read(child_.pty(), buffer, sizeof buffer);
        if (got <= 0)
            return;
        raw_.append(buffer, static_cast<std::size_t>(got));
    }
}

// `found` looks at the stripped text and gives the new mark, or nullopt to read on.
template <class Finder>
bool client_process::read_until(Finder found, std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        if (const std::optional<std::size_t> next = found(seen())) {
            mark_ = *next;
            return true;
        }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0)
            return false;
        pump(std::min<std::chrono::milliseconds>(left, 1s));
    }
}

bool client_process::expect(const std::string& text, std::chrono::milliseconds timeout) {
    return read_until(
        [&](const std::string& plain) -> std::optional<std::size_t> {
            const auto at = plain.find(text, mark_);
            if (at == std::string::npos)
                return std::nullopt;
            return at + text.size();
        },
        timeout);
}

bool client_process::expect_screen(const std::string& title, const std::string& line,
                                   const std::string& screen_start,
                                   std::chrono::milliseconds timeout) {
    return read_until(
        [&](const std::string& plain) -> std::optional<std::size_t> {
            for (std::size_t from = mark_;;) {
                std::size_t at = plain.find(title, from);
                // "ply 1" is not the title "ply 12".
                while (at != std::string::npos && at + title.size() < plain.size() &&
                       std::isdigit(static_cast<unsigned char>(plain[at + title.size()])) != 0)
                    at = plain.find(title, at + 1);
                if (at == std::string::npos)
                    return std::nullopt;
                const std::size_t next_screen = plain.find(screen_start, at + title.size());
                const std::size_t shown = plain.find(line, at + title.size());
                if (shown != std::string::npos && shown < next_screen)
                    return shown + line.size();
                if (next_screen == std::string::npos)
                    return std::nullopt; // the screen may still be arriving
                from = next_screen;
            }
        },
        timeout);
}

// Finds the earliest of the texts after the mark, reading more output until one shows up.
std::optional<std::size_t> client_process::expect_any(const std::vector<std::string>& texts,
                                                      std::chrono::milliseconds timeout) {
    std::optional<std::size_t> best;
    const bool found = read_until(
        [&](const std::string& plain) -> std::optional<std::size_t> {
            std::size_t best_at = std::string::npos;
            for (std::size_t i = 0; i < texts.size(); ++i)
                if (const auto at = plain.find(texts[i], mark_); at < best_at) {
                    best = i;
                    best_at = at;
                }
            if (!best)
                return std::nullopt;
            return best_at + texts[*best].size();
        },
        timeout);
    return found ? best : std::nullopt;
}

std::optional<std::string> client_process::capture_after(const std::string& prefix,
                                                         std::chrono::milliseconds timeout) {
    if (!expect(prefix, timeout))
        return std::nullopt;
    std::string rest;
    const bool ended = read_until(
        [&](const std::string& plain) -> std::optional<std::size_t> {
            const auto end = plain.find_first_of("\r\n", mark_);
            if (end == std::string::npos)
                return std::nullopt;
            rest = plain.substr(mark_, end - mark_);
            return end;
        },
        timeout);
    if (!ended)
        return std::nullopt;
    return rest;
}

void client_process::type(const std::string& line) {
    const std::string keys = line + "\r";
    [[maybe_unused]] const ssize_t wrote = ::write(child_.pty(), keys.data(), keys.size());
}

// Reads the terminal while waiting, so that a client printing its last lines never blocks on
// a full terminal; ends as soon as the child does.
int client_process::wait_exit(std::chrono::milliseconds timeout) {
    if (const auto code = child_.exit_code())
        return *code;
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < deadline) {
        pollfd fds[2] = {{child_.pty(), POLLIN, 0}, {child_.exit_fd(), POLLIN, 0}};
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        ::poll(fds, 2, static_cast<int>(std::max<long>(left.count(), 0)));
        pump(0ms);
        if ((fds[1].revents & POLLIN) != 0) {
            const auto code = child_.wait_exit(0ms);
            pump(0ms);
            return code.value_or(-1);
        }
    }
    kill_now();
    return -1;
}

void client_process::kill_now() {
    child_.kill_now();
}

std::string client_process::seen() const {
    return strip_ansi(raw_);
}

} // namespace plyroom::client::e2e
