#include "room.hpp"

#include "lobby/secrets.hpp"
#include "metrics.hpp"
#include "store/writer.hpp"

#include <chrono>

#include <boost/asio/post.hpp>

namespace plyroom::server::match {

namespace {

namespace p = protocol;

store::millis now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

std::shared_ptr<const std::string> frame(const p::server_message& message) {
    return std::make_shared<const std::string>(p::serialize(message));
}

} // namespace

room::room(boost::asio::io_context& ioc, room_services& services, room_state initial,
           std::int64_t first_v)
    : strand_(boost::asio::make_strand(ioc)), services_(services), code_(initial.code),
      state_(std::move(initial)), v_(first_v),
      summary_(std::make_shared<const p::room_view>(state_.view())) {}

// Posts the command onto the room's strand and starts it if the room is idle.
void room::submit(command cmd, std::shared_ptr<connection> from) {
    boost::asio::post(strand_, [self = shared_from_this(), cmd = std::move(cmd),
                                from = std::move(from)]() mutable {
        self->queue_.push_back(pending{std::move(cmd), std::move(from)});
        self->do_next();
    });
}

std::shared_ptr<const p::room_view> room::summary() const {
    std::lock_guard lock(summary_mutex_);
    return summary_;
}

// Runs queued commands until one needs a commit (which resumes the queue when done).
void room::do_next() {
    while (!busy_ && !queue_.empty()) {
        pending next = std::move(queue_.front());
        queue_.pop_front();
        context ctx;
        ctx.now = now_ms();
        if (std::holds_alternative<create>(next.cmd.body))
            ctx.random = lobby::random_u64();
        ctx.next_offer_id = services_.next_offer_id;
        auto out = std::make_shared<outcome>(handle(state_, next.cmd, ctx));
        if (out->rows.empty()) {
            apply(*out, next.from, next.cmd.id);
            continue;
        }
        busy_ = true;
        store::rows rows = std::move(out->rows);
        services_.writer.submit(std::move(rows),
                                [self = shared_from_this(), out, from = std::move(next.from),
                                 id = next.cmd.id](bool ok) {
                                    boost::asio::post(self->strand_, [self, out, from, id, ok] {
                                        self->on_stored(out, from, id, ok);
                                        self->busy_ = false;
                                        self->do_next();
                                    });
                                });
    }
}

// After the commit: apply the outcome, or tell the author the store failed.
void room::on_stored(const std::shared_ptr<outcome>& out, const std::shared_ptr<connection>& from,
                     const json& id, bool ok) {
    if (!ok) {
        services_.metrics.commit_failures.fetch_add(1, std::memory_order_relaxed);
        services_.metrics.errors_sent.fetch_add(1, std::memory_order_relaxed);
        if (from)
            from->send(frame(p::make_error(
                p::error_code::internal, "the server could not store that; nothing changed", id)));
        return;
    }
    apply(*out, from, id);
}

// Keeps a serialized event in the bounded history and returns the shared bytes.
std::shared_ptr<const std::string> room::remember(std::int64_t v, const p::server_body& body) {
    auto bytes = frame(p::server_message{nullptr, v, body});
    history_.emplace_back(v, bytes);
    while (history_.size() > services_.history_limit)
        history_.pop_front();
    return bytes;
}

// Swaps the new state in, numbers and broadcasts the events, and answers the author.
void room::apply(outcome& out, const std::shared_ptr<connection>& from, const json& id) {
    if (out.reply && from) {
        if (std::holds_alternative<p::error_message>(out.reply->body))
            services_.metrics.errors_sent.fetch_add(1, std::memory_order_relaxed);
        from->send(frame(*out.reply));
    }
    if (out.moved)
        services_.metrics.moves_total.fetch_add(1, std::memory_order_relaxed);
    state_ = std::move(out.next);
    const connection_id author = from ? from->id() : 0;
    if (from && state_.members.count(author) != 0)
        connections_[author] = from;
    for (auto it = connections_.begin(); it != connections_.end();)
        it = state_.members.count(it->first) == 0 ? connections_.erase(it) : std::next(it);
    if (!out.events.empty()) {
        std::vector<std::shared_ptr<connection>> members;
        for (const auto& [cid, weak] : connections_)
            if (auto strong = weak.lock())
                members.push_back(std::move(strong));
        for (std::size_t i = 0; i < out.events.size(); ++i) {
            const std::int64_t v = ++v_;
            auto bytes = remember(v, out.events[i]);
            const bool reply_here = out.reply_event && *out.reply_event == i && !id.is_null();
            for (const auto& member : members) {
                // A syncing author gets these through the replay below, once.
                if (out.sync && member->id() == author)
                    continue;
                if (reply_here && member->id() == author)
                    member->send(frame(p::server_message{id, v, out.events[i]}));
                else
                    member->send(bytes);
            }
            if (reply_here && from && state_.members.count(author) == 0)
                from->send(frame(p::server_message{id, v, out.events[i]}));
        }
        auto view = std::make_shared<const p::room_view>(state_.view());
        std::lock_guard lock(summary_mutex_);
        summary_ = std::move(view);
    }
    if (out.sync && from)
        send_sync(out, from, id);
    if (state_.status == room_status::finished && state_.members.empty() && services_.on_abandoned)
        services_.on_abandoned(code_);
}

// Replays the events after `since` if the history still holds them all, else ROOM and STATE.
void room::send_sync(const outcome& out, const std::shared_ptr<connection>& from, const json& id) {
    if (out.since && *out.since <= v_) {
        const std::int64_t oldest = history_.empty() ? v_ + 1 : history_.front().first;
        if (*out.since + 1 >= oldest) {
            for (const auto& [v, bytes] : history_)
                if (v > *out.since)
                    from->send(bytes);
            return;
        }
    }
    from->send(frame(p::server_message{id, v_, p::room_message{state_.view()}}));
    from->send(frame(p::server_message{nullptr, v_, p::state_message{code_, state_.state_json()}}));
}

} // namespace plyroom::server::match
