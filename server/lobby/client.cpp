#include "client.hpp"

#include "metrics.hpp"
#include "secrets.hpp"

#include <algorithm>

namespace plyroom::server::lobby {

namespace {
namespace p = protocol;
} // namespace

client::client(lobby& lobby, rate_limit limit, std::weak_ptr<match::connection> self,
               std::uint64_t connection_id, std::string address,
               std::function<void()> resume_reading)
    : lobby_(lobby), limit_(limit), self_(std::move(self)), connection_id_(connection_id),
      address_(std::move(address)), resume_reading_(std::move(resume_reading)),
      credits_(limit.burst), refilled_(std::chrono::steady_clock::now()) {}

// Serializes and queues one message to this connection.
void client::send(const p::server_message& message) {
    if (auto self = self_.lock())
        self->send(std::make_shared<const std::string>(p::serialize(message)));
}

void client::error(p::error_code code, std::string message, const json& id) {
    lobby_.metrics().errors_sent.fetch_add(1, std::memory_order_relaxed);
    send(p::make_error(code, std::move(message), id));
}

// Refills credits for the time passed and takes one; false when none is left.
bool client::take_credit() {
    const auto now = std::chrono::steady_clock::now();
    const double seconds = std::chrono::duration<double>(now - refilled_).count();
    refilled_ = now;
    credits_ = std::min(limit_.burst, credits_ + seconds * limit_.rate);
    if (credits_ < 1)
        return false;
    credits_ -= 1;
    return true;
}

// Parses, checks the rate limit, then dispatches; a hello waiting for the store (or a room
// waiting for its code) pauses the reading so that what follows it is handled after it.
bool client::on_frame(std::string_view text) {
    lobby_.metrics().messages_in.fetch_add(1, std::memory_order_relaxed);
    auto parsed = p::parse_client_message(text);
    if (!take_credit()) {
        const json id = std::holds_alternative<p::client_message>(parsed)
                            ? std::get<p::client_message>(parsed).id
                            : std::get<p::parse_error>(parsed).id;
        error(p::error_code::rate_limited, "too many messages; slow down", id);
        return true;
    }
    if (auto* bad = std::get_if<p::parse_error>(&parsed)) {
        // The account messages are read apart (protocol/account_messages.hpp).
        if (bad->code == p::error_code::unknown_type)
            if (auto account = p::parse_account_message(text)) {
                if (auto* request = std::get_if<p::account_request>(&*account))
                    on_account(std::move(*request));
                else
                    error(std::get<p::parse_error>(*account).code,
                          std::get<p::parse_error>(*account).message,
                          std::get<p::parse_error>(*account).id);
                return !account_pending_;
            }
        error(bad->code, bad->message, bad->id);
        return true;
    }
    dispatch(std::move(std::get<p::client_message>(parsed)));
    return !hello_pending_ && !creating_ && !account_pending_;
}

// Routes a parsed message.
void client::dispatch(p::client_message message) {
    if (auto* hello = std::get_if<p::hello>(&message.body)) {
        if (player_ || hello_pending_)
            return error(p::error_code::bad_request, "this connection has already said hello",
                         message.id);
        hello_pending_ = true;
        // The connection reads nothing more until the answer, so this handler is what keeps
        // it (and `this`) alive meanwhile; the store answers in bounded time.
        lobby_.hello(*hello, message.id, address_,
                     [connection = self_.lock(), this, version = hello->protocol](
                         p::server_message reply, std::optional<player> who) {
                         if (!connection)
                             return;
                         // The rooms send what this connection's version reads from now on.
                         if (auto* welcome = std::get_if<p::welcome>(&reply.body)) {
                             welcome->protocol = version;
                             connection->speak(version);
                         }
                         // Back onto this connection's strand.
                         connection->post([connection, this, reply = std::move(reply), who]() {
                             hello_pending_ = false;
                             const auto* welcome = std::get_if<p::welcome>(&reply.body);
                             if (who && welcome) {
                                 player_ = who;
                                 token_hash_ = hash_token(welcome->token);
                                 // Added fields: whether the player is an account, and its
                                 // user name.
                                 connection->send(std::make_shared<const std::string>(
                                     p::with_account_fields(p::serialize(reply), who->user_name)));
                             } else {
                                 send(reply);
                             }
                             resume_reading_();
                         });
                     });
        return;
    }
    if (!player_)
        return error(p::error_code::hello_required, "say hello first", message.id);
    auto connection = self_.lock();
    if (!connection)
        return;
    const match::actor me{connection_id_, player_->id, player_->name, std::nullopt,
                          player_->user_name.has_value()};
    if (auto* create = std::get_if<p::create_room>(&message.body)) {
        // Remembered like any room it used, so that closing detaches the host from it. A
        // creation waiting for its code pauses the reading, as a hello does, so that what
        // follows (another creation: the limit of waiting rooms) is handled after it.
        const auto made =
            lobby_.create_room(*create, me, message.id, connection,
                               [connection, this](std::optional<std::string> code) {
                                   connection->post([connection, this, code = std::move(code)] {
                                       creating_ = false;
                                       if (code)
                                           rooms_touched_.insert(*code);
                                       resume_reading_();
                                   });
                               });
        if (made.code)
            rooms_touched_.insert(*made.code);
        creating_ = made.pending;
        return;
    }
    if (auto* list = std::get_if<p::list_rooms>(&message.body))
        return send(p::server_message{message.id, std::nullopt,
                                      p::rooms_message{lobby_.waiting_rooms(list->game)}});
    // A look at the player's own rooms: answered from their listings, attaching to none.
    if (std::holds_alternative<p::my_rooms>(message.body))
        return send(p::server_message{message.id, std::nullopt,
                                      p::my_rooms_message{lobby_.my_rooms(player_->id)}});
    const std::string* code = p::room_code_of(message.body);
    if (code == nullptr)
        return error(p::error_code::bad_request, "that message needs a room code", message.id);
    auto room = lobby_.find(*code);
    // Among several nodes, a room held elsewhere gets the message through its owner.
    if (!room && lobby_.forward(*code, me, &message, connection)) {
        rooms_touched_.insert(*code);
        return;
    }
    if (!room)
        return error(p::error_code::room_not_found, "there is no room " + *code, message.id);
    rooms_touched_.insert(*code);
    room->submit(match::command{me, std::move(message.id), std::move(message.body)},
                 std::move(connection));
}

// Detaches from every room this connection used.
void client::on_close() {
    detach_rooms();
}

void client::detach_rooms() {
    if (!player_)
        return;
    const match::actor me{connection_id_, player_->id, player_->name, std::nullopt,
                          player_->user_name.has_value()};
    for (const auto& code : rooms_touched_) {
        if (auto room = lobby_.find(code))
            room->submit(match::command{me, nullptr, match::detach{}}, nullptr);
        else
            lobby_.forward(code, me, nullptr, nullptr);
    }
    rooms_touched_.clear();
}

} // namespace plyroom::server::lobby
