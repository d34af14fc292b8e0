#include "hnefatafl/hnefatafl_match.hpp"

#include "hnefatafl/move_json.hpp"

namespace plyroom::core::hnefatafl {

// Refuses options (the game has none) and starts a match.
creation create_match(const json& options, std::uint64_t /*seed*/) {
    if (!options.is_null() && !options.is_object())
        return bad_request("options must be a JSON object");
    if (options.is_object() && !options.empty())
        return bad_request("Hnefatafl takes no options, but \"" + options.begin().key() +
                           "\" was given");
    return std::make_unique<hnefatafl_match>();
}

// Continues a rules-level game, ending the match at once if the game is already decided.
hnefatafl_match::hnefatafl_match(tafl_game game) : game_(std::move(game)) {
    finish_if_over();
}

// Always the empty object.
const json& hnefatafl_match::options() const {
    static const json none = json::object();
    return none;
}

// "attackers" for seat 0, "defenders" for seat 1.
std::string hnefatafl_match::side_name(int seat) const {
    return seat == 0 ? "attackers" : "defenders";
}

// The rules' moves in MOVE shape, none once the match has ended (for any reason).
std::vector<json> hnefatafl_match::legal_moves() const {
    std::vector<json> moves;
    if (finished())
        return moves;
    move_list list;
    generate_moves(game_.current(), list);
    moves.reserve(static_cast<std::size_t>(list.size));
    for (const move m : list)
        moves.push_back(move_to_json(m));
    return moves;
}

// The rules' do/undo perft; a match ended by resignation or agreement has no moves.
std::uint64_t hnefatafl_match::perft(int depth) const {
    if (depth <= 0)
        return 1;
    if (finished())
        return 0;
    return game_.perft(depth);
}

std::unique_ptr<match> hnefatafl_match::clone() const {
    return std::make_unique<hnefatafl_match>(*this);
}

// Parses the move, refuses it in words if the rules forbid it, else plays it.
status hnefatafl_match::play(int /*seat*/, const json& value) {
    auto parsed = move_from_json(value);
    if (auto* wrong = std::get_if<refusal>(&parsed))
        return std::move(*wrong);
    const move m = std::get<move>(parsed);
    if (auto reason = game_.why_not(m)) {
        json details{{"why", reason->why}};
        if (reason->at)
            details["at"] = square_name(*reason->at);
        return illegal(std::move(reason->message), std::move(details));
    }
    game_.play(m);
    finish_if_over();
    return std::nullopt;
}

json hnefatafl_match::canonical_move(const json& accepted) const {
    return move_to_json(std::get<move>(move_from_json(accepted)));
}

int hnefatafl_match::seat_to_move() const {
    return static_cast<int>(game_.current().side_to_move());
}

// {"rows":[...]} rank 11 first.
void hnefatafl_match::write_board(json_writer& out) const {
    out.begin_object().key("rows").begin_array();
    for (const std::string& row : game_.current().rows())
        out.string(row);
    out.end_array().end_object();
}

// "plies_since_capture" at the top level of STATE.
void hnefatafl_match::write_state_fields(json_writer& out) const {
    out.key("plies_since_capture").number(game_.current().plies_since_capture());
}

// Copies the rules' ending into the match result.
void hnefatafl_match::finish_if_over() {
    if (!game_.over())
        return;
    const auto winner = game_.winner();
    finish(game_result{winner ? outcome_kind::win : outcome_kind::draw,
                       winner ? std::optional<int>(static_cast<int>(*winner)) : std::nullopt,
                       std::string(ending_reason(game_.end())), nullptr});
}

} // namespace plyroom::core::hnefatafl
