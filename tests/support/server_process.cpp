#include "server_process.hpp"

#include "test_paths.hpp"
#include "wait.hpp"

#include <filesystem>

namespace plyroom::test {

unsigned short wait_listening(child_process& server, const std::string& port_file) {
    unsigned short port = 0;
    wait_until([&] {
        const std::string text = read_text_file(port_file);
        if (!text.empty() && text.back() == '\n')
            port = static_cast<unsigned short>(std::stoul(text));
        return port != 0 || !server.running() || server.wait_exit(0ms).has_value();
    });
    return server.running() ? port : 0;
}

server_process::server_process(std::string db, std::vector<std::string> flags, unsigned short port,
                               std::string binary)
    : db_(std::move(db)), flags_(std::move(flags)),
      binary_(binary.empty() ? test_paths::server_binary() : std::move(binary)),
      wanted_port_(port) {
    start();
}

server_process::~server_process() {
    if (running())
        stop();
}

void server_process::start() {
    const std::string port_file =
        db_.find("://") == std::string::npos ? db_ + ".port" : port_dir_.path() + "/server.port";
    std::filesystem::remove(port_file);
    launch how;
    how.args = {binary_, "--address", "127.0.0.1",   "--port",  std::to_string(wanted_port_),
                "--db",  db_,         "--port-file", port_file, "--log-level",
                "warn"};
    how.args.insert(how.args.end(), flags_.begin(), flags_.end());
    child_ = std::make_unique<child_process>(std::move(how));
    port_ = wait_listening(*child_, port_file);
}

int server_process::stop(int signal) {
    if (!child_ || !child_->running())
        return -1;
    child_->signal(signal);
    const auto code = child_->wait_exit(patience);
    if (!code) {
        child_->kill_now();
        return -1;
    }
    return *code;
}

void server_process::restart() {
    if (running())
        stop();
    start();
}

} // namespace plyroom::test
