// The account messages of one connection (protocol/README.md, "Accounts"). Each is answered
// by the account service on its hashing threads; the answer comes back onto the connection's
// strand, and reading waits until then, so that one connection has one request in flight.
#include "accounts/account_service.hpp"
#include "client.hpp"
#include "metrics.hpp"
#include "secrets.hpp"

namespace plyroom::server::lobby {

namespace {

namespace p = protocol;
using p::account_action;

// Whether the action needs the connection to be an account already.
bool needs_account(account_action action) {
    switch (action) {
    case account_action::register_account:
    case account_action::login:
    case account_action::recover:
        return false;
    default:
        return true;
    }
}

} // namespace

void client::become(player who, const std::string& token) {
    if (player_ && player_->id != who.id)
        detach_rooms(); // the identity this connection held keeps its seats and games
    player_ = std::move(who);
    token_hash_ = hash_token(token);
}

void client::forget_player() {
    detach_rooms();
    player_.reset();
    token_hash_.clear();
}

void client::on_account(p::account_request request) {
    if (!player_)
        return error(p::error_code::hello_required, "say hello first", request.id);
    accounts::account_service* accounts = lobby_.accounts();
    if (accounts == nullptr)
        return error(p::error_code::unsupported, "this server has no accounts", request.id);
    if (needs_account(request.action) && !player_->user_name)
        return error(p::error_code::unauthorized, "log in to an account first", request.id);
    auto connection = self_.lock();
    if (!connection)
        return;
    account_pending_ = true;
    // Runs `then` on this connection's strand with the answer, then reads on.
    auto back = [connection, this, id = request.id](auto then) {
        return [connection, this, id, then = std::move(then)](auto answer) {
            connection->post([connection, this, id, then, answer = std::move(answer)]() {
                account_pending_ = false;
                if (const auto* refused = std::get_if<accounts::refusal>(&answer))
                    error(refused->code, refused->message, id);
                else
                    then(std::get<0>(answer));
                resume_reading_();
            });
        };
    };
    auto send_text = [connection](std::string text) {
        connection->send(std::make_shared<const std::string>(std::move(text)));
    };
    auto ok = [send_text, id = request.id, action = request.action](const accounts::done_ok&) {
        send_text(p::account_ok_reply(id, action));
    };
    const std::string& id_of_player = player_->id;
    switch (request.action) {
    case account_action::register_account:
        return accounts->register_account(
            id_of_player, request.user_name, request.password, request.device,
            back([this, send_text, id = request.id](const accounts::granted& made) {
                lobby_.forget_token(token_hash_); // the anonymous token is retired
                become(player{made.player_id, made.user_name, made.user_name}, made.token);
                send_text(p::registered_reply(id, made.player_id, made.user_name, made.token,
                                              made.recovery_codes));
            }));
    case account_action::login:
    case account_action::recover: {
        auto logged_in = back([this, send_text, id = request.id](const accounts::granted& made) {
            become(player{made.player_id, made.user_name, made.user_name}, made.token);
            send_text(p::logged_in_reply(id, made.player_id, made.user_name, made.token));
        });
        if (request.action == account_action::login)
            return accounts->login(request.user_name, request.password, request.device, address_,
                                   std::move(logged_in));
        return accounts->recover(request.user_name, request.recovery_code, request.new_password,
                                 request.device, address_, std::move(logged_in));
    }
    case account_action::logout:
        return accounts->logout(token_hash_, back([this, ok](const accounts::done_ok& done) {
                                    forget_player();
                                    ok(done);
                                }));
    case account_action::logout_everywhere:
        return accounts->logout_everywhere(id_of_player,
                                           back([this, ok](const accounts::done_ok& done) {
                                               forget_player();
                                               ok(done);
                                           }));
    case account_action::change_password:
        return accounts->change_password(id_of_player, request.password, request.new_password,
                                         back(ok));
    case account_action::sessions:
        return accounts->sessions(
            id_of_player, back([this, send_text,
                                id = request.id](const std::vector<accounts::session_row>& rows) {
                std::vector<p::account_session> listed;
                for (const auto& row : rows)
                    listed.push_back({row.id, row.device, row.created_at, row.last_seen_at,
                                      row.token_hash == token_hash_});
                send_text(p::sessions_reply(id, listed));
            }));
    case account_action::revoke_session:
        return accounts->revoke_session(id_of_player, request.session, back(ok));
    case account_action::close_account:
        return accounts->close_account(id_of_player, request.password,
                                       back([this, ok](const accounts::done_ok& done) {
                                           forget_player();
                                           ok(done);
                                       }));
    }
}

} // namespace plyroom::server::lobby
