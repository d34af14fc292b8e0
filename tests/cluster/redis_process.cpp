#include "redis_process.hpp"

#include "support/free_port.hpp"
#include "support/wait.hpp"

#include <cstdlib>
#include <unistd.h>

namespace plyroom::test {

namespace {

std::string server_binary() {
    const char* named = std::getenv("PLYROOM_REDIS_SERVER");
    return named != nullptr ? named : "redis-server";
}

} // namespace

redis_process::redis_process() : port_(free_port()) {
    start();
}

bool redis_process::running() const {
    const run_result ping =
        run_to_end({"redis-cli", "-p", std::to_string(port_), "ping"}, "", true);
    return ping.exit_code == 0 && ping.output.starts_with("PONG");
}

void redis_process::stop() {
    if (child_)
        child_->kill_now();
    child_.reset();
}

bool redis_process::start() {
    stop();
    launch how;
    how.args = {server_binary(),
                "--port",
                std::to_string(port_),
                "--bind",
                "127.0.0.1",
                "--dir",
                dir_.path(),
                "--save",
                "",
                "--appendonly",
                "no",
                "--logfile",
                dir_.path() + "/server.log"};
    child_ = std::make_unique<child_process>(std::move(how));
    return wait_until([this] { return running(); }, patience, 20ms);
}

std::string shared_redis_url() {
    const char* url = std::getenv("PLYROOM_TEST_REDIS");
    return url != nullptr ? url : "";
}

} // namespace plyroom::test
