#include "net/ws_connection.hpp"

#include "net/ws_client.hpp"

#include <deque>
#include <fcntl.h>
#include <future>
#include <mutex>
#include <thread>
#include <unistd.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>

namespace plyroom::client {

namespace net = boost::asio;

// The I/O thread's io_context and client, and what it shares with the terminal thread:
// members under `mutex_` are shared, the rest belong to the I/O thread once it runs.
struct ws_connection::impl {
    impl() {
        if (pipe(wake_) == 0) {
            fcntl(wake_[0], F_SETFL, O_NONBLOCK);
            fcntl(wake_[1], F_SETFL, O_NONBLOCK);
        }
    }
    ~impl() {
        ::close(wake_[0]);
        ::close(wake_[1]);
    }

    void wake() { [[maybe_unused]] auto written = ::write(wake_[1], "!", 1); }
    void end(std::string reason);
    void settle_close();

    net::io_context ioc_;
    std::unique_ptr<ws_client> client_;
    std::promise<std::string> opened_; // "" once open, else why not
    std::promise<void> closed_;
    bool closing_ = false;
    bool close_settled_ = false;
    std::thread thread_;
    int wake_[2] = {-1, -1};

    mutable std::mutex mutex_;
    std::deque<std::string> inbox_;
    bool ended_ = false;
    std::string reason_;
};

// Marks the connection ended (the first reason wins) and wakes the terminal thread.
void ws_connection::impl::end(std::string reason) {
    {
        const std::lock_guard lock(mutex_);
        if (ended_)
            return;
        ended_ = true;
        reason_ = std::move(reason);
    }
    wake();
    if (closing_)
        settle_close();
}

void ws_connection::impl::settle_close() {
    if (close_settled_)
        return;
    close_settled_ = true;
    closed_.set_value();
}

// Starts the I/O thread and waits for the handshake or its failure. Keep-alive pings notice
// a server that went away without a word.
std::variant<std::unique_ptr<ws_connection>, std::string>
ws_connection::open(const server_address& address, std::chrono::milliseconds timeout) {
    auto state = std::make_shared<impl>();
    std::future<std::string> opened = state->opened_.get_future();
    ws_events events;
    events.opened = [state = state.get()](const std::string& failure) {
        if (!failure.empty())
            state->end(failure);
        state->opened_.set_value(failure);
    };
    events.frame = [state = state.get()](std::string_view frame) {
        {
            const std::lock_guard lock(state->mutex_);
            state->inbox_.emplace_back(frame);
        }
        state->wake();
    };
    events.ended = [state = state.get()](const std::string& reason, int) { state->end(reason); };
    ws_options options;
    options.open_timeout = timeout;
    options.idle_timeout = std::chrono::seconds(30);
    options.user_agent = "plyroom 0.1.0";
    state->client_ = std::make_unique<ws_client>(state->ioc_, std::move(events), options);
    state->client_->open(address);
    state->thread_ = std::thread([state = state.get()] { state->ioc_.run(); });
    std::string failure;
    if (opened.wait_for(timeout + std::chrono::seconds(1)) != std::future_status::ready)
        failure = "cannot connect to " + address.url() + ": timed out";
    else
        failure = opened.get();
    if (!failure.empty()) {
        state->ioc_.stop();
        state->thread_.join();
        return failure;
    }
    return std::unique_ptr<ws_connection>(new ws_connection(std::move(state)));
}

ws_connection::ws_connection(std::shared_ptr<impl> state) : impl_(std::move(state)) {}

// Stops the I/O thread; frames not yet written are dropped (close() flushes them first).
ws_connection::~ws_connection() {
    impl_->ioc_.stop();
    if (impl_->thread_.joinable())
        impl_->thread_.join();
    impl_->client_.reset();
}

// Queues a frame on the I/O thread.
void ws_connection::send(std::string text) {
    net::post(impl_->ioc_, [state = impl_.get(), text = std::move(text)]() mutable {
        if (!state->closing_)
            state->client_->send(std::move(text));
    });
}

// Takes the next frame, emptying the wake pipe first so that no wake-up is lost.
std::optional<std::string> ws_connection::receive() {
    char drain[64];
    while (::read(impl_->wake_[0], drain, sizeof drain) > 0) {
    }
    const std::lock_guard lock(impl_->mutex_);
    if (impl_->inbox_.empty())
        return std::nullopt;
    std::string frame = std::move(impl_->inbox_.front());
    impl_->inbox_.pop_front();
    return frame;
}

bool ws_connection::closed() const {
    const std::lock_guard lock(impl_->mutex_);
    return impl_->ended_ && impl_->inbox_.empty();
}

std::string ws_connection::close_reason() const {
    const std::lock_guard lock(impl_->mutex_);
    return impl_->reason_;
}

int ws_connection::wake_fd() const {
    return impl_->wake_[0];
}

// Flushes the queue, sends a close frame, and waits for the server's answer or the timeout.
void ws_connection::close(std::chrono::milliseconds timeout) {
    if (!impl_->thread_.joinable())
        return;
    std::future<void> done = impl_->closed_.get_future();
    net::post(impl_->ioc_, [state = impl_.get()] {
        state->closing_ = true;
        bool ended = false;
        {
            const std::lock_guard lock(state->mutex_);
            ended = state->ended_;
        }
        if (ended)
            return state->settle_close();
        state->client_->close();
    });
    done.wait_for(timeout);
    impl_->ioc_.stop();
    if (impl_->thread_.joinable())
        impl_->thread_.join();
}

} // namespace plyroom::client
