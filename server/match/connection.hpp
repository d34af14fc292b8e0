// What a room and the lobby see of a client connection: an id, a thread-safe send, and a way
// to run work on the connection's own strand. The WebSocket session implements it.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace plyroom::server::match {

class connection {
public:
    virtual ~connection() = default;
    virtual std::uint64_t id() const = 0;
    // Queues a frame; may be called from any thread.
    virtual void send(std::shared_ptr<const std::string> frame) = 0;
    // Runs a task on the connection's strand; may be called from any thread.
    virtual void post(std::function<void()> task) = 0;
    // The connection was made a member of a room it did not ask for (a rematch's): it leaves
    // that room too when it closes. May be called from any thread.
    virtual void entered_room(const std::string& code) = 0;

    // The protocol version the client said in hello (1 until then), which decides how a room
    // writes the events that differ between versions. Any thread.
    int protocol() const { return protocol_.load(std::memory_order_relaxed); }
    void speak(int version) { protocol_.store(version, std::memory_order_relaxed); }

private:
    std::atomic<int> protocol_{1};
};

} // namespace plyroom::server::match
