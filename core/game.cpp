#include "game.hpp"

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

// RESULT of PROTOCOL.md.
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

// Checks the match runs and the seat is to move, then lets the game play the move.
status match::apply(int seat, const json& move) {
    if (result_)
        return refusal{refusal_code::game_over, "the game is over"};
    if (seat < 0 || seat >= seat_count())
        return bad_request("there is no seat " + std::to_string(seat));
    if (seat != seat_to_move())
        return refusal{refusal_code::not_your_turn, "it is not your turn"};
    if (!move.is_object())
        return bad_request("a move must be a JSON object");
    if (status refused = play(seat, move))
        return refused;
    ++ply_;
    return std::nullopt;
}

// Checks the match runs and the seat exists, then lets the game judge the call.
status match::challenge(int seat, int at_ply, json& report) {
    if (result_)
        return refusal{refusal_code::game_over, "the game is over"};
    if (seat < 0 || seat >= seat_count())
        return bad_request("there is no seat " + std::to_string(seat));
    return on_challenge(seat, at_ply, report);
}

// Ends the match for a resigning seat through the game's rule.
status match::resign(int seat) {
    if (result_)
        return refusal{refusal_code::game_over, "the game is over"};
    if (seat < 0 || seat >= seat_count())
        return bad_request("there is no seat " + std::to_string(seat));
    return on_resign(seat);
}

// Ends the match by agreement.
status match::agree_draw() {
    if (result_)
        return refusal{refusal_code::game_over, "the game is over"};
    finish(agreed_result());
    return std::nullopt;
}

// Ends the match with no result.
status match::abort() {
    if (result_)
        return refusal{refusal_code::game_over, "the game is over"};
    finish(game_result{outcome_kind::aborted, std::nullopt, "aborted", nullptr});
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

status match::on_challenge(int /*seat*/, int /*ply*/, json& /*report*/) {
    return refusal{refusal_code::unsupported, "this game has no challenges"};
}

json match::result_json() const {
    return result_ ? result_->to_json() : json(nullptr);
}

json match::state() const {
    json state{{"ply", ply_},           {"to_move", result_ ? json(nullptr) : json(seat_to_move())},
               {"phase", phase()},      {"board", board()},
               {"draw_offer", nullptr}, {"result", result_json()}};
    add_state_fields(state);
    return state;
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

// Dispatches one record entry to apply, challenge or resign.
status apply_record_entry(match& m, const json& entry) {
    if (!entry.is_object())
        return bad_request("a record entry must be a JSON object");
    const auto seat = entry.find("seat");
    if (seat == entry.end() || !seat->is_number_integer())
        return bad_request("a record entry needs an integer \"seat\"");
    const int seat_index = seat->get<int>();
    if (const auto called = entry.find("challenge"); called != entry.end()) {
        if (!called->is_number_integer())
            return bad_request("\"challenge\" must be the ply of the placement called");
        json report;
        return m.challenge(seat_index, called->get<int>(), report);
    }
    if (entry.contains("resign"))
        return m.resign(seat_index);
    json move = entry;
    move.erase("seat");
    return m.apply(seat_index, move);
}

} // namespace plyroom::core
