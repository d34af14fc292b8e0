#include "redis_client.hpp"

#include <charconv>

#include <boost/asio/connect.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/write.hpp>
#include <spdlog/spdlog.h>

namespace plyroom::server::cluster {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;

std::variant<redis_address, std::string> parse_redis_url(std::string_view url) {
    constexpr std::string_view scheme = "redis://";
    if (!url.starts_with(scheme))
        return "a Redis address looks like redis://HOST:PORT, not \"" + std::string(url) + "\"";
    std::string_view rest = url.substr(scheme.size());
    if (const auto slash = rest.find('/'); slash != std::string_view::npos)
        rest = rest.substr(0, slash);
    if (rest.find('@') != std::string_view::npos)
        return std::string("a Redis address with a user or password is not supported: use "
                           "redis://HOST:PORT on a network only the nodes reach");
    redis_address address;
    const auto colon = rest.rfind(':');
    address.host = std::string(rest.substr(0, colon));
    if (colon != std::string_view::npos) {
        const std::string_view port = rest.substr(colon + 1);
        unsigned value = 0;
        const auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), value);
        if (ec != std::errc() || end != port.data() + port.size() || value == 0 || value > 65535)
            return "the port in \"" + std::string(url) + "\" is not a number from 1 to 65535";
        address.port = static_cast<unsigned short>(value);
    }
    if (address.host.empty())
        return "the Redis address \"" + std::string(url) + "\" names no host";
    return address;
}

std::shared_ptr<redis_client> redis_client::make(asio::io_context& ioc, redis_address address,
                                                 mode kind) {
    return std::make_shared<redis_client>(ioc, std::move(address), kind);
}

redis_client::redis_client(asio::io_context& ioc, redis_address address, mode kind)
    : strand_(asio::make_strand(ioc)), address_(std::move(address)), mode_(kind),
      resolver_(strand_), socket_(strand_), retry_timer_(strand_) {}

void redis_client::start(std::function<void()> on_connected) {
    asio::post(strand_, [self = shared_from_this(), on_connected = std::move(on_connected)] {
        self->on_connected_ = on_connected;
        self->connect();
    });
}

void redis_client::stop() {
    asio::post(strand_, [self = shared_from_this()] {
        self->stopped_ = true;
        self->retry_timer_.cancel();
        self->resolver_.cancel();
        self->on_lost("the Redis client stopped");
    });
}

void redis_client::connect() {
    if (stopped_)
        return;
    const std::uint64_t generation = ++generation_;
    resolver_.async_resolve(
        address_.host, std::to_string(address_.port),
        [self = shared_from_this(), generation](const boost::system::error_code& ec,
                                                const tcp::resolver::results_type& results) {
            if (self->stopped_ || generation != self->generation_)
                return;
            if (ec)
                return self->on_lost("cannot resolve " + self->address_.host + ": " + ec.message());
            asio::async_connect(
                self->socket_, results,
                [self, generation](const boost::system::error_code& error, const tcp::endpoint&) {
                    if (self->stopped_ || generation != self->generation_)
                        return;
                    if (error)
                        return self->on_lost("cannot connect to Redis at " + self->address_.host +
                                             ":" + std::to_string(self->address_.port) + ": " +
                                             error.message());
                    boost::system::error_code ignored;
                    self->socket_.set_option(tcp::no_delay(true), ignored);
                    self->connected_ = true;
                    self->retry_pause_ = std::chrono::milliseconds(100);
                    self->parser_ = resp_parser();
                    spdlog::info("cluster: connected to Redis at {}:{}", self->address_.host,
                                 self->address_.port);
                    self->read_more();
                    if (self->mode_ == mode::subscriber && !self->channels_.empty()) {
                        std::vector<std::string> parts{"SUBSCRIBE"};
                        parts.insert(parts.end(), self->channels_.begin(), self->channels_.end());
                        self->send_raw(encode_command(parts));
                    }
                    if (self->on_connected_)
                        self->on_connected_();
                });
        });
}

// Fails what waits, closes the socket and tries again later (unless stopped).
void redis_client::on_lost(const std::string& reason) {
    const bool was_connected = connected_.exchange(false);
    ++generation_;
    boost::system::error_code ignored;
    socket_.close(ignored);
    outgoing_.clear();
    writing_ = false;
    auto waiting = std::move(waiting_);
    waiting_.clear();
    for (auto& done : waiting)
        if (done)
            done(nullptr, reason);
    if (stopped_)
        return;
    if (was_connected)
        spdlog::warn("cluster: {}; connecting again", reason);
    schedule_reconnect();
}

void redis_client::schedule_reconnect() {
    retry_timer_.expires_after(retry_pause_);
    retry_pause_ = std::min(retry_pause_ * 2, std::chrono::milliseconds(2000));
    retry_timer_.async_wait([self = shared_from_this()](const boost::system::error_code& ec) {
        if (!ec)
            self->connect();
    });
}

void redis_client::command(std::vector<std::string> parts, reply_handler done) {
    asio::post(strand_, [self = shared_from_this(), parts = std::move(parts),
                         done = std::move(done)]() mutable {
        if (!self->connected_ || self->mode_ != mode::commands) {
            if (done)
                done(nullptr, self->mode_ == mode::commands
                                  ? "not connected to Redis"
                                  : "a subscriber connection sends no commands");
            return;
        }
        self->waiting_.push_back(std::move(done));
        self->send_raw(encode_command(parts));
    });
}

void redis_client::on_message(message_handler handler) {
    asio::post(strand_, [self = shared_from_this(), handler = std::move(handler)]() mutable {
        self->on_message_ = std::move(handler);
    });
}

void redis_client::subscribe(const std::string& channel) {
    asio::post(strand_, [self = shared_from_this(), channel] {
        if (self->channels_.insert(channel).second && self->connected_)
            self->send_raw(encode_command({"SUBSCRIBE", channel}));
    });
}

void redis_client::unsubscribe(const std::string& channel) {
    asio::post(strand_, [self = shared_from_this(), channel] {
        if (self->channels_.erase(channel) > 0 && self->connected_)
            self->send_raw(encode_command({"UNSUBSCRIBE", channel}));
    });
}

void redis_client::send_raw(std::string bytes) {
    outgoing_.push_back(std::move(bytes));
    write_next();
}

// Writes everything queued in one go: commands sent meanwhile are pipelined behind it.
void redis_client::write_next() {
    if (writing_ || outgoing_.empty() || !connected_)
        return;
    writing_ = true;
    auto batch = std::make_shared<std::string>();
    for (auto& part : outgoing_)
        batch->append(part);
    outgoing_.clear();
    asio::async_write(socket_, asio::buffer(*batch),
                      [self = shared_from_this(), batch,
                       generation = generation_](const boost::system::error_code& ec, std::size_t) {
                          if (generation != self->generation_)
                              return;
                          self->writing_ = false;
                          if (ec)
                              return self->on_lost("Redis connection lost: " + ec.message());
                          self->write_next();
                      });
}

void redis_client::read_more() {
    socket_.async_read_some(
        asio::buffer(read_buffer_), [self = shared_from_this(), generation = generation_](
                                        const boost::system::error_code& ec, std::size_t bytes) {
            if (generation != self->generation_)
                return;
            if (ec)
                return self->on_lost("Redis connection lost: " + ec.message());
            self->parser_.feed(std::string_view(self->read_buffer_.data(), bytes));
            while (auto value = self->parser_.next()) {
                self->dispatch(std::move(*value));
                if (generation != self->generation_)
                    return;
            }
            if (self->parser_.failure())
                return self->on_lost("Redis sent what is not RESP: " + *self->parser_.failure());
            self->read_more();
        });
}

// A reply goes to the oldest waiting command; a subscriber's pushes go to the handler.
void redis_client::dispatch(resp_value value) {
    if (mode_ == mode::subscriber) {
        const bool is_message = value.kind == resp_value::type::array &&
                                value.elements.size() == 3 && value.elements[0].text == "message";
        if (is_message && on_message_)
            on_message_(value.elements[1].text, std::move(value.elements[2].text));
        return;
    }
    if (waiting_.empty())
        return on_lost("Redis sent a reply nobody asked for");
    auto done = std::move(waiting_.front());
    waiting_.pop_front();
    if (done)
        done(&value, {});
}

} // namespace plyroom::server::cluster
