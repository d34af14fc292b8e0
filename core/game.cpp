#include "game.hpp"

#include "printable.hpp"

#include <algorithm>

namespace plyroom::core {

// The wire spelling of a refusal code.
std::string_view refusal_code_name(refusal_code code) {
    switch (code) {
    case refusal_code::bad_request:
        return "bad_request";
    case refusal_code::not_your_turn:
        return "not_your_turn";
    case refusal_code::illegal_move:
        return "illegal_move";
    case refusal_code::game_over:
        return "game_over";
    case refusal_code::unsupported:
        return "unsupported";
    }
    return "internal";
}

// The wire spelling of an outcome.
std::string_view outcome_name(outcome_kind value) {
    switch (value) {
    case outcome_kind::win:
        return "win";
    case outcome_kind::draw:
        return "draw";
    case outcome_kind::aborted:
        return "aborted";
    }
    return "draw";
}

// RESULT of protocol/README.md.
json game_result::to_json() const {
    return json{{"outcome", outcome_name(outcome)},
                {"winner", winner ? json(*winner) : json(nullptr)},
                {"reason", reason},
                {"scores", scores}};
}

// The seat to act, or nullopt once the match has ended.
std::optional<int> match::to_move() const {
    if (result_)
        return std::nullopt;
    return seat_to_move();
}

// The phase name shown in STATE.
std::string match::phase() const {
    return result_ ? "over" : running_phase();
}

// The shared checks of every action, then the game's part: its move rules or its own action.
status match::act(int seat, const action& what, action_effect& effect) {
    if (result_)
        return refusal{refusal_code::game_over, "the game is over"};
    if (seat < 0 || seat >= seat_count())
        return bad_request("there is no seat " + std::to_string(seat));
    if (!what.body.is_object())
        return bad_request(what.is_move() ? "a move must be a JSON object"
                                          : "the action's fields must be a JSON object");
    if (!what.is_move()) {
        if (status refused = on_action(seat, what, effect))
            return refused;
        effect.record["action"] = what.body; // the record keeps the action with its outcome
        return std::nullopt;
    }
    if (seat != seat_to_move())
        return refusal{refusal_code::not_your_turn, "it is not your turn"};
    // A move with none of the game's fields is the game's to explain (its shape in words); one
    // that has them may carry nothing else.
    const std::span<const std::string_view> fields = move_fields();
    auto defined = [&](const std::string& name) {
        return std::find(fields.begin(), fields.end(), name) != fields.end();
    };
    const auto& items = what.body.items();
    if (std::any_of(items.begin(), items.end(),
                    [&](const auto& item) { return defined(item.key()); }))
        for (const auto& [name, value] : items)
            if (!defined(name))
                return bad_request("unknown field \"" + printable(name, 32) + "\" in the move");
    if (status refused = play(seat, what.body))
        return refused;
    ++ply_;
    effect.moved = true;
    effect.record = canonical_move(what.body);
    return std::nullopt;
}

status match::apply(int seat, const json& move) {
    action_effect ignored;
    return act(seat, action{move_kind, move}, ignored);
}

// Ends the match for a resigning seat through the game's rule.
status match::resign(int seat) {
    if (result_)
        return refusal{refusal_code::game_over, "the game is over"};
    if (seat < 0 || seat >= seat_count())
        return bad_request("there is no seat " + std::to_string(seat));
    return on_resign(seat);
}

status match::retire(int seat, std::string_view reason) {
    if (status refused = resign(seat))
        return refused;
    if (result_ && result_->reason == "resignation")
        result_->reason = std::string(reason);
    return std::nullopt;
}

// Ends the match by agreement.
status match::end_agreed(std::string_view reason) {
    if (result_)
        return refusal{refusal_code::game_over, "the game is over"};
    game_result agreed = agreed_result();
    agreed.reason = std::string(reason);
    finish(std::move(agreed));
    return std::nullopt;
}

// Ends the match with no result.
status match::abort(std::string_view reason) {
    if (result_)
        return refusal{refusal_code::game_over, "the game is over"};
    finish(game_result{outcome_kind::aborted, std::nullopt, std::string(reason), nullptr});
    return std::nullopt;
}

// Two seats: the other seat wins. Games with more seats override this.
status match::on_resign(int seat) {
    if (seat_count() != 2)
        return refusal{refusal_code::unsupported, "this game has no resignation rule"};
    finish(game_result{outcome_kind::win, 1 - seat, "resignation", nullptr});
    return std::nullopt;
}

// An agreed end is a draw unless the game scores it.
game_result match::agreed_result() const {
    return game_result{outcome_kind::draw, std::nullopt, "agreement", nullptr};
}

status match::on_action(int /*seat*/, const action& what, action_effect& /*effect*/) {
    return refusal{refusal_code::unsupported,
                   "this game has no \"" + printable(what.kind, 32) + "\" action"};
}

json match::result_json() const {
    return result_ ? result_->to_json() : json(nullptr);
}

json match::state() const {
    std::string text = "{";
    json_writer out(text);
    write_state_members(out);
    out.key("draw_offer").null();
    text += '}';
    return json::parse(text);
}

void match::write_state_members(json_writer& out) const {
    out.key("board");
    write_board(out);
    out.key("phase").string(phase()).key("ply").number(ply_).key("result");
    if (result_)
        out.value(result_json());
    else
        out.null();
    out.key("to_move");
    if (result_)
        out.null();
    else
        out.number(seat_to_move());
    write_state_fields(out);
}

// Counts move sequences by walking legal_moves() on copies: slow but game-independent.
std::uint64_t match::perft(int depth) const {
    if (depth <= 0)
        return 1;
    if (result_)
        return 0;
    std::uint64_t total = 0;
    const int seat = seat_to_move();
    for (const json& move : legal_moves()) {
        std::unique_ptr<match> next = clone();
        if (!next->apply(seat, move))
            total += depth == 1 ? 1 : next->perft(depth - 1);
    }
    return total;
}

} // namespace plyroom::core
