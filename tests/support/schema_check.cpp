#include "schema_check.hpp"

#include "test_paths.hpp"

#include <csignal>
#include <cstdio>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace plyroom::test::schema {

namespace {

using json = nlohmann::json;

// Debian's interpreter, where python3-jsonschema (scripts/setup) is installed.
constexpr const char* python = "/usr/bin/python3";
constexpr std::size_t shown_chars = 1500;

std::string shortened(std::string_view frame) {
    return frame.size() <= shown_chars ? std::string(frame)
                                       : std::string(frame.substr(0, shown_chars)) + "...";
}

// The co-process: frames go in on a pipe, one answer line comes back for each.
class checker {
public:
    ~checker() {
        if (to_child_ >= 0)
            ::close(to_child_);
        if (from_child_ != nullptr)
            std::fclose(from_child_);
        if (pid_ > 0)
            ::waitpid(pid_, nullptr, 0);
    }

    // nullopt when the frame matches; else why not.
    std::optional<std::string> check(char side, std::string_view frame) {
        if (!start())
            return "the schema checker could not run (" + std::string(python) +
                   " with python3-jsonschema, installed by scripts/setup)";
        const std::string header = std::string(1, side) + " " + std::to_string(frame.size()) + "\n";
        if (!write_all(header) || !write_all(frame))
            return std::string("the schema checker stopped");
        std::string answer;
        for (int c = std::fgetc(from_child_); c != EOF && c != '\n'; c = std::fgetc(from_child_))
            answer.push_back(static_cast<char>(c));
        if (answer == "ok")
            return std::nullopt;
        if (answer.rfind("bad ", 0) == 0)
            return answer.substr(4);
        return "the schema checker stopped" + (answer.empty() ? "" : ": " + answer);
    }

private:
    bool start() {
        if (pid_ > 0)
            return true;
        if (pid_ == 0)
            return false; // tried and failed once
        pid_ = 0;
        int in[2];
        int out[2];
        if (::pipe(in) != 0 || ::pipe(out) != 0)
            return false;
        const pid_t child = ::fork();
        if (child < 0)
            return false;
        if (child == 0) {
            ::dup2(in[0], STDIN_FILENO);
            ::dup2(out[1], STDOUT_FILENO);
            ::close(in[0]);
            ::close(in[1]);
            ::close(out[0]);
            ::close(out[1]);
            // The checker must not hold the test's sockets open (a closed client would stay
            // connected as far as the server can tell).
            ::close_range(3, ~0U, 0);
            const std::string script = test_paths::source_dir() + "/tests/support/schema_check.py";
            ::execl(python, python, script.c_str(), "--serve", static_cast<char*>(nullptr));
            ::_exit(127);
        }
        ::close(in[0]);
        ::close(out[1]);
        // A checker that died must fail the check, not end the test program.
        std::signal(SIGPIPE, SIG_IGN);
        pid_ = child;
        to_child_ = in[1];
        from_child_ = ::fdopen(out[0], "r");
        return from_child_ != nullptr;
    }

    bool write_all(std::string_view bytes) {
        while (!bytes.empty()) {
            const ssize_t written = ::write(to_child_, bytes.data(), bytes.size());
            if (written <= 0)
                return false;
            bytes.remove_prefix(static_cast<std::size_t>(written));
        }
        return true;
    }

    pid_t pid_ = -1;
    int to_child_ = -1;
    std::FILE* from_child_ = nullptr;
};

// Every frame of a connection, in order, checked when the connection ends: the test's traffic
// never waits for the checker (a reader slowed by it could be dropped by the server).
using trace = std::vector<std::pair<char, std::string>>;

std::mutex mutex;
std::map<const void*, trace> traces;

checker& the_checker() {
    static checker instance;
    return instance;
}

// The id a refusal of this frame carries: the frame's own when it is a string or an integer.
json refusal_id(std::string_view frame) {
    const json parsed = json::parse(frame, nullptr, false);
    if (!parsed.is_object())
        return nullptr;
    const auto id = parsed.find("id");
    if (id == parsed.end() || !(id->is_string() || id->is_number_integer()))
        return nullptr;
    return *id;
}

bool refuses_as_malformed(const json& message) {
    static const std::set<std::string> codes{"bad_json", "bad_request", "unknown_type", "too_large",
                                             "rate_limited"};
    return message.is_object() && message.value("type", "") == "error" &&
           message.contains("code") && message["code"].is_string() &&
           codes.count(message["code"].get<std::string>()) != 0;
}

// A client frame the schema refused, waiting for the server's refusal.
struct awaited_refusal {
    json id; // the id the server's error carries (null when the frame had none usable)
    std::string frame;
    std::string why;
};

int unchecked_scopes = 0; // guarded by `mutex`

} // namespace

unchecked::unchecked() {
    std::lock_guard lock(mutex);
    ++unchecked_scopes;
}

unchecked::~unchecked() {
    std::lock_guard lock(mutex);
    --unchecked_scopes;
}

void client_sent(const void* connection, std::string_view frame) {
    std::lock_guard lock(mutex);
    if (unchecked_scopes > 0)
        return;
    traces[connection].emplace_back('C', std::string(frame));
}

void server_sent(const void* connection, std::string_view frame) {
    std::lock_guard lock(mutex);
    if (unchecked_scopes > 0)
        return;
    traces[connection].emplace_back('S', std::string(frame));
}

void connection_ended(const void* connection, bool closed_by_server) {
    std::lock_guard lock(mutex);
    const auto found = traces.find(connection);
    if (found == traces.end())
        return;
    const trace frames = std::move(found->second);
    traces.erase(found);
    std::vector<awaited_refusal> awaited;
    for (const auto& [side, frame] : frames) {
        const std::optional<std::string> why = the_checker().check(side, frame);
        if (side == 'C') {
            if (why)
                awaited.push_back({refusal_id(frame), frame, *why});
            continue;
        }
        if (why) {
            ADD_FAILURE() << "the server sent a message that protocol/schema/server.json refuses: "
                          << *why << "\n  " << shortened(frame);
            continue;
        }
        const json message = json::parse(frame, nullptr, false);
        if (!refuses_as_malformed(message))
            continue;
        // A frame refused before it was read (too deep to parse) is answered without its id:
        // that refusal answers the oldest frame still waiting for one.
        const json id = message.value("id", json(nullptr));
        for (auto it = awaited.begin(); it != awaited.end(); ++it)
            if (it->id == id || id.is_null()) {
                awaited.erase(it);
                break;
            }
    }
    if (closed_by_server)
        return; // the server's own refusal (too_large, not UTF-8) may be the close
    for (const awaited_refusal& left : awaited)
        ADD_FAILURE() << "a client sent a message that protocol/schema/client.json refuses ("
                      << left.why << "), and the server did not refuse it as malformed:\n  "
                      << shortened(left.frame);
}

void client_built(std::string_view frame) {
    std::lock_guard lock(mutex);
    if (unchecked_scopes > 0)
        return;
    if (auto why = the_checker().check('C', frame))
        ADD_FAILURE() << "the client built a message that protocol/schema/client.json refuses: "
                      << *why << "\n  " << shortened(frame);
}

void http_answered(std::string_view target, int status, std::string_view content_type,
                   std::string_view body) {
    if (content_type.rfind("application/json", 0) != 0)
        return;
    std::lock_guard lock(mutex);
    if (unchecked_scopes > 0)
        return;
    const std::string frame =
        std::string(target) + "\n" + std::to_string(status) + "\n" + std::string(body);
    if (auto why = the_checker().check('H', frame))
        ADD_FAILURE() << "the server answered GET " << target << " (" << status
                      << ") with JSON that protocol/schema/http.json refuses: " << *why << "\n  "
                      << shortened(body);
}

} // namespace plyroom::test::schema
