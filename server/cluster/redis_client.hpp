// A Redis connection on Boost.Asio: commands are pipelined on one socket and answered in order
// through callbacks, never blocking an I/O thread. A lost connection fails the commands in
// flight and is made again with a growing pause (100 ms to 2 s); a subscriber connection
// subscribes again to its channels each time. One connection either sends commands or
// subscribes (RESP 2 allows nothing else on a subscribed connection).
#pragma once

#include "resp.hpp"

#include <array>
#include <atomic>
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <variant>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>

namespace plyroom::server::cluster {

struct redis_address {
    std::string host;
    unsigned short port = 6379;
};

// redis://HOST[:PORT] (the port defaults to 6379); the reason in words when it is not one.
std::variant<redis_address, std::string> parse_redis_url(std::string_view url);

class redis_client : public std::enable_shared_from_this<redis_client> {
public:
    // The reply, or the reason there is none (the connection lost, or never made). A Redis
    // error reply is a reply (resp_value::is_error).
    using reply_handler = std::function<void(const resp_value* reply, const std::string& failure)>;
    using message_handler = std::function<void(const std::string& channel, std::string payload)>;

    enum class mode { commands, subscriber };

    static std::shared_ptr<redis_client> make(boost::asio::io_context& ioc, redis_address address,
                                              mode kind);
    redis_client(boost::asio::io_context& ioc, redis_address address, mode kind);

    // Connects (and keeps connecting). `on_connected` runs on each (re)connection, on the
    // client's strand. Call once.
    void start(std::function<void()> on_connected = {});
    // Closes the socket and makes no new one; pending commands fail. Any thread.
    void stop();

    // Commands mode. Any thread; `done` runs on the client's strand. A command sent while the
    // connection is down fails at once: the caller knows its own retry policy.
    void command(std::vector<std::string> parts, reply_handler done = {});

    // Subscriber mode. Any thread. `handler` gets every message of every channel.
    void on_message(message_handler handler);
    void subscribe(const std::string& channel);
    void unsubscribe(const std::string& channel);

    bool connected() const { return connected_.load(); }

private:
    void connect();
    void on_lost(const std::string& reason);
    void schedule_reconnect();
    void write_next();
    void read_more();
    void dispatch(resp_value value);
    void send_raw(std::string bytes);

    boost::asio::strand<boost::asio::io_context::executor_type> strand_;
    redis_address address_;
    mode mode_;
    boost::asio::ip::tcp::resolver resolver_;
    boost::asio::ip::tcp::socket socket_;
    boost::asio::steady_timer retry_timer_;
    std::chrono::milliseconds retry_pause_{100};
    std::function<void()> on_connected_;
    message_handler on_message_;
    std::set<std::string> channels_;
    std::deque<std::string> outgoing_;
    bool writing_ = false;
    std::deque<reply_handler> waiting_; // one per command written or queued, in order
    resp_parser parser_;
    std::array<char, 16 * 1024> read_buffer_{};
    bool stopped_ = false;
    std::uint64_t generation_ = 0; // which socket a completion belongs to
    std::atomic<bool> connected_{false};
};

} // namespace plyroom::server::cluster
