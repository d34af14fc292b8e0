#include "hnefatafl/search.hpp"

#include "hnefatafl/evaluation.hpp"

#include <algorithm>
#include <bit>

namespace plyroom::core::hnefatafl {

namespace {

constexpr int infinity = search_win + 1;
constexpr int max_ply = 128;
constexpr int quiescence_plies = 2;

// Ordering scores: the table's move, then wins, captures, killers, and history below.
constexpr int table_move_order = 1 << 30;
constexpr int winning_move_order = 1 << 29;
constexpr int capture_order = 1 << 28;
constexpr int killer_order = 1 << 27;
// Moves picked one by one before the rest is sorted at once.
constexpr int selected_moves = 4;

// A win or loss score as stored (relative to the node) and as used (relative to the root).
int to_table(int score, int ply) {
    if (score > search_decided)
        return score + ply;
    if (score < -search_decided)
        return score - ply;
    return score;
}
// The inverse of to_table.
int from_table(int score, int ply) {
    if (score > search_decided)
        return score - ply;
    if (score < -search_decided)
        return score + ply;
    return score;
}

// Sorts moves [first, size) by their ordering scores, best first.
void sort_rest(move_list& list, std::array<int, max_moves + max_ray>& scores, int first) {
    std::array<std::pair<int, move>, max_moves + max_ray> keyed;
    const int count = list.size - first;
    for (int i = 0; i < count; ++i)
        keyed[static_cast<std::size_t>(i)] = {scores[static_cast<std::size_t>(first + i)],
                                              list.moves[static_cast<std::size_t>(first + i)]};
    std::stable_sort(keyed.begin(), keyed.begin() + count,
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    for (int i = 0; i < count; ++i) {
        scores[static_cast<std::size_t>(first + i)] = keyed[static_cast<std::size_t>(i)].first;
        list.moves[static_cast<std::size_t>(first + i)] = keyed[static_cast<std::size_t>(i)].second;
    }
}

// One square towards file k (squares falling off the board vanish, here and below).
bitboard east(bitboard b) {
    return (b << 1) & not_file_a;
}
// One square towards file a.
bitboard west(bitboard b) {
    return (b >> 1) & not_file_k;
}
// One square towards rank 11.
bitboard north(bitboard b) {
    return (b << board_size) & board_mask;
}
// One square towards rank 1.
bitboard south(bitboard b) {
    return b >> board_size;
}

} // namespace

// For each direction, the squares s with a victim on s + d and a hostile square on s + 2d: a
// piece landing on s captures. The moving piece never is the far hostile square, since a rook
// move from there to s would pass through the victim. The king is captured by the attacker that
// lands on its one side not yet hostile.
capture_squares::capture_squares(const position& pos) {
    const bool attackers_move = pos.side_to_move() == side::attackers;
    const bitboard occupied = pos.occupied();
    const bitboard victims = attackers_move ? pos.defenders() : pos.attackers();
    bitboard hostile = attackers_move ? pos.attackers() : pos.defenders();
    if (!attackers_move && pos.king() != no_square)
        hostile |= square_bit(pos.king());
    for (const square corner : corners)
        hostile |= square_bit(corner);
    if (pos.at(throne) == cell::empty)
        hostile |= square_bit(throne);
    const bitboard empty = board_mask & ~occupied;
    landings = (west(victims & west(hostile)) | east(victims & east(hostile)) |
                south(victims & south(hostile)) | north(victims & north(hostile))) &
               empty;

    const square king = pos.king();
    if (!attackers_move || king == no_square || on_edge(king))
        return;
    square open_side = no_square;
    int open_sides = 0;
    for (const int step : directions) {
        const auto side_square = static_cast<square>(king + step);
        const cell there = pos.at(side_square);
        if (there == cell::attacker || (side_square == throne && there == cell::empty))
            continue;
        ++open_sides;
        open_side = side_square;
    }
    if (open_sides == 1 && pos.at(open_side) == cell::empty)
        landings |= square_bit(open_side);
}

// Asks the position's capture map.
bool captures_something(const position& pos, move m) {
    return capture_squares(pos).captures(m);
}

// A search with an empty table of `table_entries` (a power of two) entries.
tafl_search::tafl_search(std::size_t table_entries)
    : table_(std::bit_floor(std::max<std::size_t>(table_entries, 1024))),
      killers_(max_ply + quiescence_plies + 2), history_(cell_count * cell_count, 0) {}

// Counts a node and, every 256, asks the stop check (throwing to unwind the search).
void tafl_search::poll() {
    if ((++nodes_ & 0xff) == 0 && stop_ != nullptr && *stop_ && (*stop_)())
        throw stopped{};
}

// Endings a move can bring about at once, scored for the side that made it.
bool tafl_search::ended(int ply, int& score) const {
    const side mover = opponent(pos_.side_to_move());
    if (pos_.king_captured() || pos_.king_escaped() ||
        (mover == side::attackers && pos_.defenders_encircled())) {
        score = search_win - ply;
        return true;
    }
    if (pos_.plies_since_capture() >= no_capture_ply_limit) {
        score = 0;
        return true;
    }
    // The same position earlier on this line (same side to move, no capture since) is a draw.
    const int last = static_cast<int>(line_.size()) - 1;
    const int oldest = std::max(0, last - pos_.plies_since_capture());
    for (int i = last - 2; i >= oldest; i -= 2) {
        if (line_[static_cast<std::size_t>(i)] == pos_.hash()) {
            score = 0;
            return true;
        }
    }
    return false;
}

// Table move first, then king moves into a corner, captures, killers, history.
void tafl_search::order(const move_list& list, std::array<int, max_moves + max_ray>& scores,
                        move table_move, int ply, const capture_squares& captures) const {
    const auto& killers = killers_[static_cast<std::size_t>(ply)];
    for (int i = 0; i < list.size; ++i) {
        const move m = list.moves[static_cast<std::size_t>(i)];
        int score = history_[static_cast<std::size_t>(m.from * cell_count + m.to)];
        if (m == table_move)
            score = table_move_order;
        else if (pos_.at(m.from) == cell::king && is_corner(m.to))
            score = winning_move_order;
        else if (captures.captures(m))
            score = capture_order;
        else if (m == killers[0] || m == killers[1])
            score = killer_order;
        scores[static_cast<std::size_t>(i)] = score;
    }
}

// Captures only (and the king's step into a corner), on top of the standing evaluation.
int tafl_search::quiesce(int ply, int alpha, int beta, int depth_left) {
    poll();
    // Escapes the evaluation can call certain: the king steps into an open corner, or onto an
    // edge square (where it cannot be captured) with two corners open beyond it; and when the
    // attackers are to move, two open corners are more than one move can close.
    const king_routes routes = find_king_routes(pos_);
    int best = evaluate(pos_, routes);
    if (pos_.side_to_move() == side::defenders) {
        if (routes.open_corners > 0)
            return search_win - ply - 1;
        if (routes.forks > 0)
            return search_win - ply - 3;
    } else if (routes.open_corners >= 2) {
        best = -(search_win - ply - 2);
    }
    if (best >= beta || depth_left == 0 || ply >= max_ply)
        return best;
    alpha = std::max(alpha, best);
    const capture_squares captures(pos_);
    if (captures.landings == 0)
        return best;
    move_list list;
    generate_moves(pos_, list);
    undo_info undo;
    for (const move m : list) {
        if (!captures.captures(m))
            continue;
        pos_.do_move(m, undo);
        line_.push_back(pos_.hash());
        int score = 0;
        if (!ended(ply + 1, score))
            score = -quiesce(ply + 1, -beta, -alpha, depth_left - 1);
        line_.pop_back();
        pos_.undo_move(undo);
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                if (alpha >= beta)
                    break;
            }
        }
    }
    return best;
}

// Principal variation search: the first move with the full window, the rest with a null
// window, searched again only when they beat it.
int tafl_search::negamax(int depth, int ply, int alpha, int beta) {
    poll();
    if (depth <= 0 || ply >= max_ply)
        return quiesce(ply, alpha, beta, quiescence_plies);

    const std::uint64_t key = pos_.hash();
    table_entry& entry = table_[key & (table_.size() - 1)];
    move table_move;
    if (entry.key == key) {
        table_move = move{entry.from, entry.to};
        if (entry.depth >= depth) {
            const int stored = from_table(entry.score, ply);
            if (entry.bound == 3 || (entry.bound == 1 && stored >= beta) ||
                (entry.bound == 2 && stored <= alpha))
                return stored;
        }
    }

    move_list list;
    generate_moves(pos_, list);
    if (list.size == 0)
        return -(search_win - ply); // no legal move: the side to move loses
    std::array<int, max_moves + max_ray> scores;
    order(list, scores, table_move, ply, capture_squares(pos_));

    const int original_alpha = alpha;
    int best = -infinity;
    move best_move = list.moves[0];
    undo_info undo;
    for (int i = 0; i < list.size; ++i) {
        if (i < selected_moves) {
            // Selection: bring the best-ordered remaining move forward; most cut-offs come
            // from the first few moves.
            int pick = i;
            for (int j = i + 1; j < list.size; ++j)
                if (scores[static_cast<std::size_t>(j)] > scores[static_cast<std::size_t>(pick)])
                    pick = j;
            std::swap(list.moves[static_cast<std::size_t>(i)],
                      list.moves[static_cast<std::size_t>(pick)]);
            std::swap(scores[static_cast<std::size_t>(i)], scores[static_cast<std::size_t>(pick)]);
        } else if (i == selected_moves) {
            sort_rest(list, scores, i);
        }
        const move m = list.moves[static_cast<std::size_t>(i)];
        const bool quiet = scores[static_cast<std::size_t>(i)] < capture_order ||
                           scores[static_cast<std::size_t>(i)] == killer_order;

        pos_.do_move(m, undo);
        line_.push_back(pos_.hash());
        int score = 0;
        if (!ended(ply + 1, score)) {
            if (i == 0) {
                score = -negamax(depth - 1, ply + 1, -beta, -alpha);
            } else {
                score = -negamax(depth - 1, ply + 1, -alpha - 1, -alpha);
                if (score > alpha && score < beta)
                    score = -negamax(depth - 1, ply + 1, -beta, -alpha);
            }
        }
        line_.pop_back();
        pos_.undo_move(undo);

        if (score > best) {
            best = score;
            best_move = m;
        }
        if (score > alpha)
            alpha = score;
        if (alpha >= beta) {
            if (quiet) {
                auto& killers = killers_[static_cast<std::size_t>(ply)];
                if (!(killers[0] == m)) {
                    killers[1] = killers[0];
                    killers[0] = m;
                }
                history_[static_cast<std::size_t>(m.from * cell_count + m.to)] += depth * depth;
            }
            break;
        }
    }

    if (entry.key != key || depth >= entry.depth) {
        entry.key = key;
        entry.score = to_table(best, ply);
        entry.from = best_move.from;
        entry.to = best_move.to;
        entry.depth = static_cast<std::int8_t>(depth);
        entry.bound = best >= beta ? 1 : best > original_alpha ? 3 : 2;
    }
    return best;
}

// Judges each root move by the real game, then deepens until told to stop.
tafl_search::result tafl_search::search(const tafl_game& game, int max_depth,
                                        const stop_check& stop, bool exact_root) {
    result answer;
    const std::vector<move> legal = game.legal_moves();
    if (legal.empty())
        return answer;
    pos_ = game.current();
    line_.assign(1, pos_.hash());
    stop_ = &stop;
    for (auto& pair : killers_)
        pair = {move{}, move{}};
    for (int& h : history_)
        h /= 8;

    // Depth 0: every move judged by the game (endings) or the evaluation after it.
    struct root_entry {
        move played;
        int score;
        bool final; // the move ends the game; `score` is exact
    };
    std::vector<root_entry> roots;
    roots.reserve(legal.size());
    const side mover = pos_.side_to_move();
    undo_info undo;
    for (const move m : legal) {
        tafl_game after = game;
        after.play(m);
        if (after.over()) {
            const auto winner = after.winner();
            const int score = !winner ? 0 : *winner == mover ? search_win - 1 : -(search_win - 1);
            roots.push_back({m, score, true});
            continue;
        }
        if (after.occurrences() >= 2) {
            // Going back to a position already seen invites a draw by repetition: score it as
            // one, so that a side ahead avoids it and a side behind welcomes it.
            roots.push_back({m, 0, true});
            continue;
        }
        pos_.do_move(m, undo);
        const int score = -evaluate(pos_);
        pos_.undo_move(undo);
        roots.push_back({m, score, false});
    }
    auto by_score = [](const root_entry& a, const root_entry& b) { return a.score > b.score; };
    std::stable_sort(roots.begin(), roots.end(), by_score);
    auto publish = [&](int depth) {
        answer.best = roots.front().played;
        answer.score = roots.front().score;
        answer.depth = depth;
        answer.moves.clear();
        for (const auto& r : roots)
            answer.moves.push_back({r.played, r.score});
    };
    publish(0);

    for (int depth = 1; depth <= max_depth; ++depth) {
        if (roots.front().score > search_decided || (stop && stop()))
            break;
        std::vector<root_entry> next = roots;
        try {
            int alpha = -infinity;
            for (std::size_t i = 0; i < next.size(); ++i) {
                root_entry& r = next[i];
                if (r.final) {
                    alpha = std::max(alpha, r.score);
                    continue;
                }
                pos_.do_move(r.played, undo);
                line_.push_back(pos_.hash());
                int score = 0;
                if (i == 0 || exact_root) {
                    score = -negamax(depth - 1, 1, -infinity, infinity);
                } else {
                    score = -negamax(depth - 1, 1, -alpha - 1, -alpha);
                    if (score > alpha)
                        score = -negamax(depth - 1, 1, -infinity, -alpha);
                }
                line_.pop_back();
                pos_.undo_move(undo);
                // Moves that failed low keep a bound below the best, which orders them last.
                r.score = score;
                alpha = std::max(alpha, score);
            }
        } catch (const stopped&) {
            pos_ = game.current();
            line_.assign(1, pos_.hash());
            break;
        }
        std::stable_sort(next.begin(), next.end(), by_score);
        roots = std::move(next);
        publish(depth);
    }
    stop_ = nullptr;
    return answer;
}

} // namespace plyroom::core::hnefatafl
