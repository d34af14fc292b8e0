#include "websocket_session.hpp"

#include "protocol/server_message.hpp"
#include "shared_state.hpp"

#include <algorithm>
#include <stdexcept>

#include <unistd.h>

#include <spdlog/spdlog.h>

namespace plyroom::server::net {

websocket_session::strand_type websocket_session::strand_of(tcp::socket& socket) {
    const auto executor = socket.get_executor();
    const auto* strand = executor.target<strand_type>();
    if (strand == nullptr)
        throw std::logic_error("a WebSocket connection must be accepted on its own strand");
    return *strand;
}

websocket_session::socket_type websocket_session::on_strand(strand_type strand,
                                                            tcp::socket&& socket) {
    socket_type adopted(std::move(strand));
    beast::error_code ec;
    const tcp::endpoint local = socket.local_endpoint(ec);
    if (ec)
        return adopted;
    const auto handle = socket.release(ec);
    if (ec)
        return adopted;
    adopted.assign(local.protocol(), handle, ec);
    if (ec) {
        spdlog::debug("a connection could not move onto its strand: {}", ec.message());
        ::close(handle); // owned by nobody now
    }
    return adopted;
}

websocket_session::websocket_session(tcp::socket&& socket, shared_state& state, std::string address)
    : strand_(strand_of(socket)), ws_(on_strand(strand_, std::move(socket))), state_(state),
      address_(std::move(address)), id_(state.next_connection_id()) {}

// Leaves the shared set and the rooms, and gives the connection slot back.
websocket_session::~websocket_session() {
    if (client_)
        client_->on_close();
    state_.leave(id_);
    state_.release(address_);
    if (accepted_)
        state_.metrics().connections_open.fetch_sub(1, std::memory_order_relaxed);
}

// Sets limits and timeouts, then accepts the upgrade on the session's strand.
void websocket_session::run(http::request<http::string_body> request) {
    websocket::stream_base::timeout timeouts =
        websocket::stream_base::timeout::suggested(beast::role_type::server);
    timeouts.idle_timeout = state_.config().idle_timeout;
    timeouts.keep_alive_pings = true; // a ping at half the idle time finds dead peers
    ws_.set_option(timeouts);
    ws_.set_option(websocket::stream_base::decorator([](websocket::response_type& response) {
        response.set(http::field::server, "plyroom 0.1.0");
    }));
    // Oversized frames are caught while reading (to answer too_large first); this is only a
    // backstop against absurd lengths.
    ws_.read_message_max(64 * 1024 * 1024);
    ws_.text(true);
    net::dispatch(strand_, [self = shared_from_this(), request = std::move(request)]() mutable {
        self->ws_.async_accept(request,
                               beast::bind_front_handler(&websocket_session::on_accept, self));
    });
}

void websocket_session::on_accept(beast::error_code ec) {
    if (ec)
        return fail(ec, "accept");
    accepted_ = true;
    state_.metrics().connections_open.fetch_add(1, std::memory_order_relaxed);
    state_.metrics().connections_total.fetch_add(1, std::memory_order_relaxed);
    // Called on this strand by the client while the session lives.
    client_ =
        std::make_unique<lobby::client>(state_.lobby(), state_.config().rate, weak_from_this(), id_,
                                        address_, [this] { do_read(); });
    state_.join(id_, weak_from_this());
    if (state_.stopping())
        return do_close(websocket::close_code::going_away);
    do_read();
}

// Reads at most one byte past the frame limit, so an oversized message is seen early. A
// message's first read asks for first_read_bytes; each further read for as much again as the
// message holds so far (the rest of a message usually waits in the stream's own buffer).
void websocket_session::do_read() {
    const std::size_t limit = state_.config().max_frame + 1 - buffer_.size();
    const std::size_t wanted = std::min(limit, std::max(first_read_bytes, buffer_.size()));
    ws_.async_read_some(buffer_.prepare(wanted),
                        beast::bind_front_handler(&websocket_session::on_read, shared_from_this()));
}

void websocket_session::on_read(beast::error_code ec, std::size_t bytes) {
    if (ec)
        return fail(ec, "read");
    buffer_.commit(bytes);
    if (closing_)
        return;
    if (buffer_.size() > state_.config().max_frame) {
        buffer_.clear();
        state_.metrics().errors_sent.fetch_add(1, std::memory_order_relaxed);
        on_send(std::make_shared<const std::string>(protocol::serialize(protocol::make_error(
            protocol::error_code::too_large,
            "messages are limited to " + std::to_string(state_.config().max_frame) + " bytes"))));
        close_after_write_ = websocket::close_code::too_big; // on_write closes after the error
        return;
    }
    if (ws_.is_message_done()) {
        // Read in place: a flat buffer holds the message in one piece.
        const auto data = buffer_.data();
        const bool go_on =
            client_->on_frame(std::string_view(static_cast<const char*>(data.data()), data.size()));
        buffer_.consume(buffer_.size());
        if (buffer_.capacity() > first_read_bytes)
            buffer_.shrink_to_fit(); // a long message's buffer is not kept while idle
        if (!go_on)
            return; // the client resumes reading once it may handle the next message
    }
    do_read();
}

// Any thread: hop onto the strand.
void websocket_session::send(std::shared_ptr<const std::string> frame) {
    net::post(strand_, [self = shared_from_this(), frame = std::move(frame)]() mutable {
        self->on_send(std::move(frame));
    });
}

void websocket_session::post(std::function<void()> task) {
    net::post(strand_, std::move(task));
}

void websocket_session::entered_room(const std::string& code) {
    net::post(strand_, [self = shared_from_this(), code] {
        if (self->client_)
            self->client_->remember_room(code);
    });
}

// Queues a frame; one write in flight. A reader too slow for its queue (in messages or in
// bytes; one message alone always fits) is dropped.
void websocket_session::on_send(std::shared_ptr<const std::string> frame) {
    if (closing_ || !accepted_)
        return;
    if (queued() >= state_.config().max_queue ||
        (queued() > 0 && queued_bytes_ + frame->size() > state_.config().max_queue_bytes)) {
        state_.metrics().slow_readers_dropped.fetch_add(1, std::memory_order_relaxed);
        spdlog::info("connection {} from {} dropped: it does not read fast enough", id_, address_);
        closing_ = true;
        beast::get_lowest_layer(ws_).close();
        return;
    }
    queued_bytes_ += frame->size();
    queue_.push_back(std::move(frame));
    if (queued() == 1)
        do_write();
}

void websocket_session::do_write() {
    ws_.async_write(net::buffer(*queue_[head_]),
                    beast::bind_front_handler(&websocket_session::on_write, shared_from_this()));
}

void websocket_session::on_write(beast::error_code ec, std::size_t /*bytes*/) {
    if (ec)
        return fail(ec, "write");
    queued_bytes_ -= queue_[head_]->size();
    queue_[head_++].reset();
    if (queued() > 0) {
        // A queue that never drains drops its written front now and then, in amortised O(1).
        if (head_ >= 64 && head_ * 2 >= queue_.size()) {
            queue_.erase(queue_.begin(), queue_.begin() + static_cast<std::ptrdiff_t>(head_));
            head_ = 0;
        }
        return do_write();
    }
    queue_.clear();
    head_ = 0;
    if (queue_.capacity() > 4)
        queue_.shrink_to_fit(); // a burst's room is not kept while idle
    if (close_after_write_)
        do_close(*close_after_write_);
}

// Any thread: close once the queue drains (or now if it is empty).
void websocket_session::close(websocket::close_code code) {
    net::post(strand_, [self = shared_from_this(), code] {
        if (!self->accepted_ || self->closing_)
            return;
        self->close_after_write_ = code;
        if (self->queued() == 0)
            self->do_close(code);
    });
}

void websocket_session::do_close(websocket::close_code code) {
    if (closing_)
        return;
    closing_ = true;
    ws_.async_close(code, [self = shared_from_this()](beast::error_code ec) {
        if (ec)
            self->fail(ec, "close");
    });
}

// Logs unexpected errors; the ordinary ends of a connection are not errors.
void websocket_session::fail(beast::error_code ec, const char* what) {
    if (ec == net::error::operation_aborted || ec == websocket::error::closed ||
        ec == net::error::eof || ec == beast::error::timeout || ec == net::error::connection_reset)
        return;
    spdlog::debug("connection {}: {}: {}", id_, what, ec.message());
}

} // namespace plyroom::server::net
