#include "hnefatafl/tafl_game.hpp"

#include <cassert>

namespace plyroom::core::hnefatafl {

namespace {

// How often the latest entry of `history` (the position on the board) has stood, counting
// back over positions with the same side to move since the last capture.
int count_occurrences(const position& pos, const std::vector<std::uint64_t>& history) {
    const int last = static_cast<int>(history.size()) - 1;
    const int oldest = last - pos.plies_since_capture() < 0 ? 0 : last - pos.plies_since_capture();
    int count = 0;
    for (int i = last; i >= oldest; i -= 2)
        count += history[i] == pos.hash() ? 1 : 0;
    return count;
}

// The ending that holds after a move, taking the checks in the rules' order. Perft passes
// check_moves = false: a side without moves there simply has no move sequences to count.
ending judge(const position& pos, const std::vector<std::uint64_t>& history, bool check_moves) {
    if (pos.king_captured())
        return ending::king_captured;
    if (pos.king_escaped())
        return ending::king_escaped;
    if (pos.defenders_encircled())
        return ending::encircled;
    if (check_moves && !has_any_move(pos))
        return ending::no_legal_moves;
    if (pos.plies_since_capture() >= 4 && count_occurrences(pos, history) >= 3)
        return ending::repetition;
    if (pos.plies_since_capture() >= no_capture_ply_limit)
        return ending::no_capture_limit;
    return ending::none;
}

// Perft below a running position, with do/undo on one board and one history.
std::uint64_t perft_below(position& pos, std::vector<std::uint64_t>& history, int depth) {
    move_list list;
    generate_moves(pos, list);
    if (depth == 1)
        return static_cast<std::uint64_t>(list.size);
    std::uint64_t total = 0;
    undo_info undo;
    for (const move m : list) {
        pos.do_move(m, undo);
        history.push_back(pos.hash());
        if (judge(pos, history, false) == ending::none)
            total += perft_below(pos, history, depth - 1);
        history.pop_back();
        pos.undo_move(undo);
    }
    return total;
}

} // namespace

// The wire names of REASON.
std::string_view ending_reason(ending value) {
    switch (value) {
    case ending::none:
        return "";
    case ending::king_captured:
        return "king_captured";
    case ending::king_escaped:
        return "king_escaped";
    case ending::encircled:
        return "encircled";
    case ending::no_legal_moves:
        return "no_legal_moves";
    case ending::repetition:
        return "repetition";
    case ending::no_capture_limit:
        return "no_capture_limit";
    }
    return "";
}

// Starts from the Fetlar position.
tafl_game::tafl_game() : tafl_game(position::start()) {}

// Starts from `start`, which may already be decided.
tafl_game::tafl_game(const position& start) : pos_(start), history_{start.hash()} {
    history_.reserve(256);
    end_ = judge(pos_, history_, true);
}

// Attackers win by capture or encirclement, defenders by escape, and a side without moves
// loses; the rest are draws.
std::optional<side> tafl_game::winner() const {
    switch (end_) {
    case ending::king_captured:
    case ending::encircled:
        return side::attackers;
    case ending::king_escaped:
        return side::defenders;
    case ending::no_legal_moves:
        return opponent(pos_.side_to_move());
    default:
        return std::nullopt;
    }
}

// Counts the current position among those since the last capture.
int tafl_game::occurrences() const {
    return count_occurrences(pos_, history_);
}

// Refuses every move once the game is over, else asks the position.
std::optional<illegal_move> tafl_game::why_not(move m) const {
    if (over())
        return illegal_move{"the game is over", "over"};
    return pos_.why_not(m);
}

std::optional<std::string> tafl_game::why_illegal(move m) const {
    auto reason = why_not(m);
    return reason ? std::optional<std::string>(std::move(reason->message)) : std::nullopt;
}

// Plays the move, records the new position and judges it.
void tafl_game::play(move m) {
    assert(!why_illegal(m));
    undo_info undo;
    pos_.do_move(m, undo);
    history_.push_back(pos_.hash());
    end_ = judge(pos_, history_, true);
    assert(pos_.is_consistent());
}

// The generated moves, or none once over.
std::vector<move> tafl_game::legal_moves() const {
    if (over())
        return {};
    move_list list;
    generate_moves(pos_, list);
    return {list.begin(), list.end()};
}

// Counts on a scratch copy of the board and history with do/undo.
std::uint64_t tafl_game::perft(int depth) const {
    if (depth <= 0)
        return 1;
    if (over())
        return 0;
    position scratch = pos_;
    std::vector<std::uint64_t> history = history_;
    history.reserve(history.size() + static_cast<std::size_t>(depth));
    return perft_below(scratch, history, depth);
}

} // namespace plyroom::core::hnefatafl
