#include "dl_match.hpp"

#include "dl_ai_search.hpp"
#include "state_json.hpp"

#include <random>

namespace plyroom::core::divided_loyalties {

// Starts the game on the setup's position; exported turns are replayed by create_match.
dl_match::dl_match(json options, game_setup setup)
    : options_(std::move(options)), setup_(std::move(setup)), state_(setup_.board, setup_.sets),
      cells_text_(std::make_shared<const std::string>(cells_text(state_.board()))) {
    setup_.turns.clear(); // kept in options_; the history holds what was played
}

// "blue" for seat 0, "yellow" for seat 1.
std::string dl_match::side_name(int seat) const {
    return std::string(divided_loyalties::side_name(seat));
}

// Parses MOVE, plays it all or nothing, records it and ends the match when the rules say so.
status dl_match::play(int seat, const json& move) {
    auto parsed = turn_from_json(move);
    if (auto* why = std::get_if<std::string>(&parsed))
        return bad_request(*why);
    const turn& whole = std::get<turn>(parsed);
    if (auto refused = state_.play(whole))
        return refused->malformed ? bad_request(refused->message) : illegal(refused->message);
    history_.push_back(recorded_turn{seat, whole});
    if (state_.ended() == end_reason::all_placed)
        finish(scored_result("all_placed"));
    else if (state_.ended() == end_reason::all_passed)
        finish(scored_result("all_passed"));
    return std::nullopt;
}

std::vector<json> dl_match::legal_moves() const {
    std::vector<json> moves;
    if (finished())
        return moves;
    for (const placement& stone : state_.legal_placements()) {
        const turn alone{stone, {}};
        game_state trial = state_;
        if (!trial.play(alone))
            moves.push_back(turn_to_json(alone));
    }
    if (!moves.empty())
        return moves;
    game_state trial = state_;
    if (!trial.play(turn{}))
        return {turn_to_json(turn{})};
    // Only stones on dots, each needing a bridge: one turn the AI's generator builds.
    std::mt19937_64 rng(static_cast<std::uint64_t>(ply()));
    return {turn_to_json(random_turn(state_, rng))};
}

// BOARD of protocol/README.md.
void dl_match::write_board(json_writer& out) const {
    divided_loyalties::write_board(out, state_, *cells_text_);
}

// The position's id (null for a custom one) and name.
void dl_match::write_state_fields(json_writer& out) const {
    out.key("position").begin_object().key("id");
    if (setup_.builtin_id)
        out.number(*setup_.builtin_id);
    else
        out.null();
    out.key("name").string(state_.board().name).end_object();
}

// The higher total wins; equal totals draw. Scores are reported apart.
game_result dl_match::scored_result(std::string reason) const {
    const int blue = state_.score_of(0).total();
    const int yellow = state_.score_of(1).total();
    game_result result;
    result.reason = std::move(reason);
    result.scores = scores_json(state_);
    if (blue == yellow) {
        result.outcome = outcome_kind::draw;
    } else {
        result.outcome = outcome_kind::win;
        result.winner = blue > yellow ? 0 : 1;
    }
    return result;
}

// An accepted offer ends the game and the scores decide.
game_result dl_match::agreed_result() const {
    return scored_result("agreement");
}

// Reads the options, then replays any exported turns in order.
creation create_match(const json& options, std::uint64_t seed) {
    auto read = read_options(options, seed);
    if (auto* why = std::get_if<std::string>(&read))
        return bad_request(*why);
    game_setup setup = std::move(std::get<game_setup>(read));
    json normalised;
    if (setup.from_export) {
        json exported = position_options(setup);
        exported["game"] = "divided_loyalties";
        exported["format"] = 1;
        exported["turns"] = setup.turns;
        normalised = json{{"export", exported}};
    } else {
        normalised = position_options(setup);
    }
    const std::vector<json> turns = setup.turns;
    auto created = std::make_unique<dl_match>(std::move(normalised), std::move(setup));
    for (std::size_t i = 0; i < turns.size(); ++i) {
        const std::string name = "turn " + std::to_string(i + 1) + " of the export";
        const json& entry = turns[i];
        if (!entry.is_object())
            return bad_request(name + " is not a JSON object");
        const int to_move = *created->to_move();
        json move = entry;
        if (const auto seat = entry.find("seat"); seat != entry.end()) {
            if (!seat->is_number_integer() || seat->get<long long>() != to_move)
                return bad_request(name + " is by seat " + seat->dump() + ", but seat " +
                                   std::to_string(to_move) + " is to move");
            move.erase("seat");
        }
        if (status refused = created->apply(to_move, move))
            return bad_request(name + " cannot be played: " + refused->message);
        if (created->finished())
            return bad_request(i + 1 == turns.size()
                                   ? "the exported game has already ended (" +
                                         created->result()->reason +
                                         "); there is nothing to continue"
                                   : name + " ends the game (" + created->result()->reason +
                                         "), but more turns follow");
    }
    return created;
}

} // namespace plyroom::core::divided_loyalties
