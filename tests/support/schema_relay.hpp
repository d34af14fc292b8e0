// A schema_relay.py process between the terminal clients and a server in the end-to-end tests:
// it relays WebSocket and HTTP both ways and checks every frame against protocol/schema/. The
// frames it refused fail the running test when the relay ends.
#pragma once

#include <filesystem>
#include <string>
#include <sys/types.h>

namespace plyroom::test::schema {

class relay {
public:
    // Starts relaying to `upstream` ("ws://127.0.0.1:PORT") and waits until it listens.
    explicit relay(std::string upstream);
    // Stops it, then records a test failure for every frame that did not match the schema.
    ~relay();
    relay(const relay&) = delete;
    relay& operator=(const relay&) = delete;

    const std::string& upstream() const { return upstream_; }
    // "ws://127.0.0.1:PORT" of the relay (a failure is recorded when it did not start).
    const std::string& url() const { return url_; }

private:
    std::string upstream_;
    std::string url_;
    std::filesystem::path folder_;
    pid_t pid_ = -1;
};

} // namespace plyroom::test::schema
