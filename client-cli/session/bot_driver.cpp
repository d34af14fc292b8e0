#include "session/bot_driver.hpp"

#include "ui/clock_view.hpp"
#include "ui/game_ui.hpp"

#include <algorithm>
#include <thread>

namespace plyroom::client {

namespace {

// Refusals in a row after which the bot stops trying.
constexpr int max_failures = 5;

// What identifies a position for acting once on it: the STATE without its clock, which
// changes while the position does not.
std::string position_key(const json& state) {
    json position = state;
    if (position.is_object())
        position.erase("clock");
    return position.dump();
}

} // namespace

// The time to think: --ai-move-ms, and on a clock at most what the protocol gives the
// server's AI, remaining / 20 + increment.
std::chrono::milliseconds bot_driver::thinking_time(const room_session& session, int seat) const {
    const auto clock = read_clock(session.state(), 0);
    if (!clock || seat < 0 || static_cast<std::size_t>(seat) >= clock->remaining_ms.size())
        return budget_;
    const std::chrono::milliseconds share(clock->remaining_ms[static_cast<std::size_t>(seat)] / 20 +
                                          clock->increment_ms);
    return std::max(std::chrono::milliseconds(1), std::min(budget_, share));
}

// A driver whose AI player is made once the game is known.
bot_driver::bot_driver(core::ai::level level, std::chrono::milliseconds budget, std::uint64_t seed,
                       std::function<void(const std::string&)> log)
    : level_(level), budget_(budget), seed_(seed), log_(std::move(log)) {}

// Says once where the bot is and how others join it.
void bot_driver::announce(const room_session& session) {
    const json& room = session.room();
    if (announced_ || !room.is_object() || session.code().empty() || !session.my_seat())
        return;
    announced_ = true;
    const std::string code = session.code();
    std::string line = shell_words("bot.room", {code, room.value("game", std::string()),
                                                seat_label(room, *session.my_seat())});
    if (room.value("status", "") == "waiting")
        line += shell_words("bot.others_join", {code});
    log_(line);
}

// Acts when it is the bot's turn or a call is open, once per position.
void bot_driver::step(room_session& session) {
    if (session.exit_code())
        return;
    announce(session);
    if (session.refusals() != refusals_seen_) {
        refusals_seen_ = session.refusals();
        if (++failures_ >= max_failures)
            return session.stop(1, shell_words("bot.refused", {std::to_string(failures_)}));
        acted_on_.clear();
        session.resync();
        return;
    }
    const json& state = session.state();
    const std::optional<int> seat = session.my_seat();
    if (!seat || !state.is_object() || !state.value("result", json(nullptr)).is_null())
        return;
    if (const int ply = state.value("ply", 0); ply > last_ply_) {
        last_ply_ = ply;
        failures_ = 0; // the game moved on: what was refused before is settled
    }
    const json to_move = state.value("to_move", json(nullptr));
    const bool my_turn = to_move.is_number_integer() && to_move.get<int>() == *seat;
    const core::match* local = session.local_match();
    const bool callable = local != nullptr && local->may_act_out_of_turn(*seat);
    if (!my_turn && !callable)
        return;
    const std::string key = position_key(state);
    if (key == acted_on_)
        return;
    act(session, *seat, key);
}

// Asks the AI and sends what it chose.
void bot_driver::act(room_session& session, int seat, const std::string& key) {
    const core::match* local = session.local_match();
    if (local == nullptr || local->ply() != session.state().value("ply", -1)) {
        if (++failures_ >= max_failures)
            return session.stop(1, shell_words("bot.no_local_match"));
        session.resync();
        return;
    }
    if (!player_) {
        player_ = core::ai::make_player(local->game_name(), level_, seed_);
        if (!player_)
            return session.stop(1, shell_words("bot.no_ai", {local->game_name()}));
    }
    acted_on_ = key;
    const std::optional<core::ai::action> chosen =
        player_->choose(*local, seat, core::ai::limits::within(thinking_time(session, seat)));
    // Keep under the server's message rate (20 a second by default): a bot answering at once
    // would otherwise be refused as `rate_limited` in a fast game.
    std::this_thread::sleep_until(last_action_ + min_action_gap);
    last_action_ = std::chrono::steady_clock::now();
    const game_ui* ui = find_game_ui(local->game_name());
    const int ply = local->ply();
    if (chosen && !chosen->is_move()) {
        log_("Ply " + std::to_string(ply) + ": " + chosen->kind + " " + chosen->body.dump() + ".");
        session.submit_action(*chosen);
        ++actions_;
        return;
    }
    if (chosen) {
        if (!session.submit_move(chosen->body))
            return session.stop(1, shell_words("bot.refused_by_rules", {chosen->body.dump()}));
        log_(shell_words("bot.plays",
                         {std::to_string(ply),
                          ui != nullptr ? ui->write_move(chosen->body) : chosen->body.dump()}));
        ++actions_;
        return;
    }
    if (session.state().value("to_move", -1) != seat)
        return; // nothing to call
    log_(shell_words("bot.passes", {std::to_string(ply)}));
    if (!session.submit_move(json{{"pass", true}}))
        return session.stop(1, shell_words("bot.cannot_pass"));
    ++actions_;
}

} // namespace plyroom::client
