// The protocol side of one connection: parses frames, enforces hello-first and the rate
// limit, and routes each message to the lobby or to its room. Runs on the connection's
// strand; holds no socket (the WebSocket session owns it and the I/O). Messages are handled
// strictly in order: while a hello waits for its answer, the session reads nothing more.
#pragma once

#include "lobby.hpp"
#include "match/connection.hpp"
#include "protocol/account_messages.hpp"

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace plyroom::server::lobby {

// Credits per connection: `rate` messages a second, up to `burst` at once.
struct rate_limit {
    double rate = 20;
    double burst = 40;
};

class client {
public:
    // `resume_reading` runs on the connection's strand once a paused connection may read on.
    client(lobby& lobby, rate_limit limit, std::weak_ptr<match::connection> self,
           std::uint64_t connection_id, std::string address, std::function<void()> resume_reading);

    // Handles one text frame; false when the connection must read no further frame until
    // `resume_reading` is called.
    bool on_frame(std::string_view text);
    // The connection is gone: detach from every room it touched.
    void on_close();
    // The connection became a member of a room without asking (a rematch's).
    void remember_room(const std::string& code) { rooms_touched_.insert(code); }

private:
    void send(const protocol::server_message& message);
    void error(protocol::error_code code, std::string message, const json& id);
    bool take_credit();
    void dispatch(protocol::client_message message);
    // The account messages (client_accounts.cpp): answered off the I/O thread, one at a time;
    // the connection reads nothing more meanwhile.
    void on_account(protocol::account_request request);
    // Registered, logged in or recovered: this connection is `who` with session `token`.
    void become(player who, const std::string& token);
    // Logged out or closed: detached from every room, back to before its hello.
    void forget_player();
    void detach_rooms();

    lobby& lobby_;
    rate_limit limit_;
    std::weak_ptr<match::connection> self_;
    std::uint64_t connection_id_;
    std::string address_;
    std::function<void()> resume_reading_;
    std::optional<player> player_;
    bool hello_pending_ = false;
    bool creating_ = false; // a room waits for a code reserved among the nodes
    bool account_pending_ = false; // an account message waits for its answer
    std::string token_hash_;       // of the token this connection's player is known by
    std::set<std::string> rooms_touched_;
    double credits_;
    std::chrono::steady_clock::time_point refilled_;
};

} // namespace plyroom::server::lobby
