// OpenTafl's move record for Fetlar: [K]<from>-<to>[x[K]<square>[/[K]<square>]...][mark]. The
// captures and the mark are worked out by playing the move on a copy of the position.
#include "hnefatafl/tafl_notation.hpp"

#include "hnefatafl/hnefatafl_match.hpp"
#include "hnefatafl/move_json.hpp"

#include <algorithm>

namespace plyroom::core::hnefatafl {

namespace {

// The king stands in line with a corner and nothing stands between them.
bool king_sees_corner(const position& pos) {
    const square king = pos.king();
    for (square corner : corners) {
        const int file_step = file_of(corner) == file_of(king)  ? 0
                              : file_of(corner) > file_of(king) ? 1
                                                                : -1;
        const int rank_step = rank_of(corner) == rank_of(king)  ? 0
                              : rank_of(corner) > rank_of(king) ? 1
                                                                : -1;
        if (file_step != 0 && rank_step != 0)
            continue;
        bool clear = true;
        for (int file = file_of(king) + file_step, rank = rank_of(king) + rank_step;
             clear && make_square(file, rank) != corner; file += file_step, rank += rank_step)
            clear = pos.at(make_square(file, rank)) == cell::empty;
        if (clear)
            return true;
    }
    return false;
}

// The attackers, were they to move now, have a move that captures the king.
bool king_capturable(const position& after) {
    auto attackers_to_move = position::from_rows(after.rows(), side::attackers);
    if (auto* pos = std::get_if<position>(&attackers_to_move)) {
        move_list moves;
        generate_moves(*pos, moves);
        for (move m : moves) {
            undo_info undo;
            pos->do_move(m, undo);
            const bool captured = pos->king_captured();
            pos->undo_move(undo);
            if (captured)
                return true;
        }
    }
    return false;
}

std::string written_square(const position& pos, square s) {
    return (pos.at(s) == cell::king ? "K" : "") + square_name(s);
}

// The full record of a legal move of `game`.
std::string tafl_record(const tafl_game& game, move m) {
    const position& before = game.current();
    std::string text = written_square(before, m.from) + "-" + square_name(m.to);
    tafl_game after_game = game;
    position scratch = before;
    undo_info undo;
    scratch.do_move(m, undo);
    // The king's capture is told by "++" alone, as in OpenTafl's own example (e3-e4++).
    std::vector<square> taken(undo.captured.begin(), undo.captured.begin() + undo.captured_count);
    std::sort(taken.begin(), taken.end());
    for (std::size_t i = 0; i < taken.size(); ++i)
        text += (i == 0 ? "x" : "/") + written_square(before, taken[i]);
    after_game.play(m);
    const position& after = after_game.current();
    if (after_game.end() == ending::king_captured)
        text += "++";
    else if (after_game.end() == ending::king_escaped)
        text += "--";
    else if (!after_game.over() && king_capturable(after))
        text += "+";
    else if (!after_game.over() && king_sees_corner(after))
        text += "-";
    return text;
}

const tafl_game* game_of(const match& m) {
    const auto* tafl = dynamic_cast<const hnefatafl_match*>(&m);
    return tafl == nullptr ? nullptr : &tafl->game();
}

std::string write_tafl_move(const match& before, const json& value) {
    const tafl_game* game = game_of(before);
    auto parsed = move_from_json(value);
    const move* m = std::get_if<move>(&parsed);
    if (game == nullptr || m == nullptr)
        return value.dump();
    if (game->over() || game->why_illegal(*m))
        return (game->current().at(m->from) == cell::king ? "K" : "") + square_name(m->from) + "-" +
               square_name(m->to);
    return tafl_record(*game, *m);
}

// Reads "e5" or "k11" at `at`, moving past it.
std::optional<square> read_square_at(std::string_view text, std::size_t& at) {
    std::size_t end = at;
    if (end < text.size() && text[end] >= 'a' && text[end] <= 'z')
        ++end;
    while (end < text.size() && text[end] >= '0' && text[end] <= '9' && end - at < 3)
        ++end;
    auto found = parse_square(text.substr(at, end - at));
    if (found)
        at = end;
    return found;
}

std::variant<json, refusal> read_tafl_move(const match& before, std::string_view text) {
    std::size_t at = 0;
    if (at < text.size() && text[at] == 'K')
        ++at;
    auto from = read_square_at(text, at);
    if (!from)
        return bad_request("expected a square such as e5 at column " + std::to_string(at + 1) +
                           " of \"" + std::string(text) + "\"");
    if (at >= text.size() || text[at] != '-')
        return bad_request("expected '-' at column " + std::to_string(at + 1) + " of \"" +
                           std::string(text) + "\"");
    ++at;
    auto to = read_square_at(text, at);
    if (!to)
        return bad_request("expected a square such as e8 at column " + std::to_string(at + 1) +
                           " of \"" + std::string(text) + "\"");
    const move m{*from, *to};
    json value = move_to_json(m);
    // What follows the squares (captures, a mark) must be what the move does; a record
    // without them (Damian Walker's short form) is read too.
    const std::string_view rest = text.substr(at);
    const tafl_game* game = game_of(before);
    if (game == nullptr || game->over() || game->why_illegal(m))
        return rest.empty() ? std::variant<json, refusal>(value)
                            : bad_request("an illegal move has no captures or marks to write");
    const std::string full = tafl_record(*game, m);
    const std::string bare = full.substr(0, full.find_first_of("x+-", full.find('-') + 1));
    std::string without_mark = full;
    while (!without_mark.empty() && (without_mark.back() == '+' || without_mark.back() == '-'))
        without_mark.pop_back();
    const std::string_view head = text.substr(0, at);
    const std::string_view bare_head = std::string_view(bare).substr(bare.front() == 'K');
    const std::string_view given_head = head.substr(!head.empty() && head.front() == 'K');
    if (text == full || text == without_mark || (rest.empty() && given_head == bare_head))
        return value;
    return bad_request("expected \"" + full + "\" for this move, not \"" + std::string(text) +
                       "\"");
}

// OpenTafl's position record: rank 1 first, each rank as counts of empty squares and pieces,
// attackers "t", defenders "T", the king "K", every rank closed by "/".
std::string opentafl_position(const match& now, const std::vector<json>& /*played*/) {
    const tafl_game* game = game_of(now);
    if (game == nullptr)
        return {};
    std::string text = "/";
    for (int rank = 0; rank < board_size; ++rank) {
        int empty = 0;
        for (int file = 0; file < board_size; ++file) {
            const cell piece = game->current().at(make_square(file, rank));
            if (piece == cell::empty) {
                ++empty;
                continue;
            }
            if (empty > 0)
                text += std::to_string(empty);
            empty = 0;
            text += piece == cell::attacker ? 't' : piece == cell::defender ? 'T' : 'K';
        }
        if (empty > 0)
            text += std::to_string(empty);
        text += '/';
    }
    return text;
}

} // namespace

const move_notation notation{&write_tafl_move, &read_tafl_move, &opentafl_position};

} // namespace plyroom::core::hnefatafl
