// A redis-server of a test's own (Debian's binary: PLYROOM_REDIS_SERVER from scripts/with-redis,
// else redis-server on PATH) on a free loopback port with no persistence, so that a test may
// stop and start it again on the same port.
#pragma once

#include "support/child_process.hpp"
#include "support/temp_dir.hpp"

#include <memory>
#include <string>

namespace plyroom::test {

class redis_process {
public:
    redis_process();
    // Whether it answers PING.
    bool running() const;
    unsigned short port() const { return port_; }
    std::string url() const { return "redis://127.0.0.1:" + std::to_string(port_); }
    void stop();
    // Starts it again on the same port and waits until it answers.
    bool start();

private:
    temp_dir dir_;
    unsigned short port_ = 0;
    std::unique_ptr<child_process> child_;
};

// The URL of the shared Redis of this run (PLYROOM_TEST_REDIS), or "" outside with-redis.
std::string shared_redis_url();

} // namespace plyroom::test
