#include "redis_process.hpp"

#include "support/wait.hpp"

#include <arpa/inet.h>
#include <cstdlib>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace plyroom::test {

namespace {

unsigned short free_port() {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    unsigned short port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    ::close(fd);
    return port;
}

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
