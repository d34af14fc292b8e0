#include "hnefatafl/position.hpp"

#include <cstdlib>

namespace plyroom::core::hnefatafl {

namespace {

// splitmix64: a fixed, well-mixed sequence, so hashes are the same on every run and machine.
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

struct zobrist_keys {
    std::array<std::array<std::uint64_t, cell_count>, 4> piece{}; // by cell value 1..3
    std::uint64_t defenders_to_move = 0;
};

// One random key per piece kind and square, and one for "defenders to move".
constexpr zobrist_keys make_zobrist_keys() {
    zobrist_keys keys;
    std::uint64_t state = 0x48'4e'45'46'41'54'41'4cULL;
    for (auto& table : keys.piece)
        for (auto& key : table)
            key = splitmix64(state);
    keys.defenders_to_move = splitmix64(state);
    return keys;
}

constexpr zobrist_keys zobrist = make_zobrist_keys();

// The two frame cells at the ends of every row and column.
constexpr std::uint16_t frame_bits = (1U << 0) | (1U << (frame_width - 1));

// The Zobrist key of a piece on a square.
constexpr std::uint64_t piece_key(cell piece, square s) {
    return zobrist.piece[static_cast<int>(piece)][s];
}

// The side a piece belongs to; the king is a defender.
constexpr side owner(cell piece) {
    return piece == cell::attacker ? side::attackers : side::defenders;
}

// True when the square beyond a piece of kind `victim` closes a custodian capture: an enemy
// piece (the king is armed and counts for the defenders), a corner, or the empty throne. The
// throne holding the king is hostile to attackers through the king and not to defenders.
inline bool is_anvil(cell beyond, square where, cell victim) {
    if (victim == cell::defender ? beyond == cell::attacker
                                 : beyond == cell::defender || beyond == cell::king)
        return true;
    return is_corner(where) || (where == throne && beyond == cell::empty);
}

// True when two board squares touch along a rank or a file.
inline bool adjacent(square a, square b) {
    const int gap = std::abs(static_cast<int>(a) - static_cast<int>(b));
    return gap == 1 || gap == frame_width;
}

// The name of a side as a player reads it.
const char* side_words(side s) {
    return s == side::attackers ? "the attackers" : "the defenders";
}

const std::vector<std::string> start_rows{
    "...AAAAA...", ".....A.....", "...........", "A....D....A", "A...DDD...A", "AA.DDKDD.AA",
    "A...DDD...A", "A....D....A", "...........", ".....A.....", "...AAAAA...",
};

} // namespace

// An empty board framed by off-board cells, attackers to move.
position::position() {
    for (int s = 0; s < cell_count; ++s)
        cells_[s] = on_board(s) ? cell::empty : cell::off;
    rows_.fill(frame_bits);
    columns_.fill(frame_bits);
}

// The Fetlar start position.
position position::start() {
    return std::get<position>(from_rows(start_rows, side::attackers));
}

// Reads 11 rows of 11 characters, rank 11 first, and checks the position is playable.
std::variant<position, std::string> position::from_rows(const std::vector<std::string>& rows,
                                                        side to_move) {
    if (rows.size() != board_size)
        return std::string("a board has 11 rows");
    position result;
    int kings = 0;
    for (int row = 0; row < board_size; ++row) {
        const std::string& text = rows[row];
        if (text.size() != board_size)
            return "row " + std::to_string(row + 1) + " does not have 11 squares";
        for (int file = 0; file < board_size; ++file) {
            const square s = make_square(file, board_size - 1 - row);
            cell piece = cell::empty;
            switch (text[file]) {
            case '.':
                continue;
            case 'A':
                piece = cell::attacker;
                break;
            case 'D':
                piece = cell::defender;
                break;
            case 'K':
                piece = cell::king;
                ++kings;
                break;
            default:
                return std::string(1, '\'').append(1, text[file]).append("' on ") + square_name(s) +
                       " is not A, D, K or '.'";
            }
            if (piece != cell::king && is_restricted(s))
                return "only the king may stand on " + square_name(s);
            if (piece == cell::king && is_corner(s))
                return std::string("the king has already escaped");
            result.put(s, piece);
        }
    }
    if (kings != 1)
        return std::string("a position has exactly one king");
    if (to_move == side::defenders) {
        result.side_ = side::defenders;
        result.hash_ ^= zobrist.defenders_to_move;
    }
    return result;
}

// Every occupied board square.
bitboard position::occupied() const {
    bitboard all = attackers_ | defenders_;
    if (king_ != no_square)
        all |= square_bit(king_);
    return all;
}

// Floods the empty squares reachable from the edge, then looks for a defender that touches
// the flood or stands on the edge.
bool position::defenders_encircled() const {
    bitboard defenders = defenders_;
    if (king_ != no_square)
        defenders |= square_bit(king_);
    if ((defenders & edge_mask) != 0)
        return false;
    const bitboard empty = board_mask & ~(attackers_ | defenders);
    bitboard flood = empty & edge_mask;
    for (;;) {
        const bitboard wider = grow(flood) & empty;
        if (wider == flood)
            break;
        flood = wider;
    }
    return (grow(flood) & defenders) == 0;
}

// Checks, in the order a player thinks of them, the piece, the line, the path and the target.
std::optional<illegal_move> position::why_not(move m) const {
    if (!on_board(m.from) || !on_board(m.to))
        return illegal_move{"both squares must be on the board", "off_board"};
    const cell piece = cells_[m.from];
    if (piece == cell::empty)
        return illegal_move{"there is no piece on " + square_name(m.from), "no_piece", m.from};
    if (owner(piece) != side_)
        return illegal_move{"the piece on " + square_name(m.from) + " belongs to " +
                                side_words(owner(piece)),
                            "not_yours", m.from};
    if (m.from == m.to)
        return illegal_move{"a piece must move at least one square", "no_move"};
    const bool same_rank = rank_of(m.from) == rank_of(m.to);
    const bool same_file = file_of(m.from) == file_of(m.to);
    if (!same_rank && !same_file)
        return illegal_move{"pieces move along a rank or a file, and " + square_name(m.from) +
                                " to " + square_name(m.to) + " is neither",
                            "line"};
    const int step =
        same_rank ? (m.to > m.from ? 1 : -1) : (m.to > m.from ? frame_width : -frame_width);
    for (int s = m.from + step; s != m.to; s += step)
        if (cells_[s] != cell::empty)
            return illegal_move{"the path from " + square_name(m.from) + " to " +
                                    square_name(m.to) + " is blocked at " +
                                    square_name(static_cast<square>(s)),
                                "blocked", static_cast<square>(s)};
    if (cells_[m.to] != cell::empty)
        return illegal_move{square_name(m.to) + " is already occupied", "taken", m.to};
    if (piece != cell::king && m.to == throne)
        return illegal_move{"only the king may stop on the throne", "throne"};
    if (piece != cell::king && is_corner(m.to))
        return illegal_move{"only the king may enter a corner", "corner"};
    return std::nullopt;
}

std::optional<std::string> position::why_illegal(move m) const {
    auto reason = why_not(m);
    return reason ? std::optional<std::string>(std::move(reason->message)) : std::nullopt;
}

// Moves the piece, removes the pieces it captures and passes the turn.
void position::do_move(move m, undo_info& undo) {
    undo.played = m;
    undo.hash = hash_;
    undo.plies_since_capture = plies_since_capture_;
    undo.captured_count = 0;
    undo.captured_king = no_square;

    const cell piece = cells_[m.from];
    remove(m.from);
    put(m.to, piece);

    // 1. Custodian captures of ordinary enemy pieces next to the landing square.
    const bool attacker_moved = side_ == side::attackers;
    const cell victim = attacker_moved ? cell::defender : cell::attacker;
    for (const int step : directions) {
        const square next = static_cast<square>(m.to + step);
        if (cells_[next] != victim)
            continue;
        const square beyond = static_cast<square>(next + step);
        if (is_anvil(cells_[beyond], beyond, victim)) {
            remove(next);
            undo.captured[undo.captured_count++] = next;
        }
    }

    // 2. The king, when an attacker lands beside it and it has no free side left.
    if (attacker_moved && king_ != no_square && adjacent(m.to, king_) && !on_edge(king_)) {
        bool enclosed = true;
        for (const int step : directions) {
            const square side_square = static_cast<square>(king_ + step);
            const cell there = cells_[side_square];
            if (there != cell::attacker && !(side_square == throne && there == cell::empty)) {
                enclosed = false;
                break;
            }
        }
        if (enclosed) {
            undo.captured_king = king_;
            remove(king_);
        }
    }

    const bool captured = undo.captured_count > 0 || undo.captured_king != no_square;
    plies_since_capture_ = captured ? 0 : static_cast<std::uint16_t>(plies_since_capture_ + 1);
    side_ = opponent(side_);
    hash_ ^= zobrist.defenders_to_move;
}

// Restores the captured pieces, moves the piece back and restores the counters.
void position::undo_move(const undo_info& undo) {
    side_ = opponent(side_);
    const cell victim = side_ == side::attackers ? cell::defender : cell::attacker;
    if (undo.captured_king != no_square)
        put(undo.captured_king, cell::king);
    for (int i = 0; i < undo.captured_count; ++i)
        put(undo.captured[i], victim);
    const cell piece = cells_[undo.played.to];
    remove(undo.played.to);
    put(undo.played.from, piece);
    hash_ = undo.hash;
    plies_since_capture_ = undo.plies_since_capture;
}

// Places a piece on an empty board square.
void position::put(square s, cell piece) {
    cells_[s] = piece;
    rows_[s / frame_width] |= static_cast<std::uint16_t>(1U << (s % frame_width));
    columns_[s % frame_width] |= static_cast<std::uint16_t>(1U << (s / frame_width));
    hash_ ^= piece_key(piece, s);
    if (piece == cell::attacker)
        attackers_ |= square_bit(s);
    else if (piece == cell::defender)
        defenders_ |= square_bit(s);
    else
        king_ = s;
}

// Empties an occupied board square.
void position::remove(square s) {
    const cell piece = cells_[s];
    cells_[s] = cell::empty;
    rows_[s / frame_width] &= static_cast<std::uint16_t>(~(1U << (s % frame_width)));
    columns_[s % frame_width] &= static_cast<std::uint16_t>(~(1U << (s / frame_width)));
    hash_ ^= piece_key(piece, s);
    if (piece == cell::attacker)
        attackers_ &= ~square_bit(s);
    else if (piece == cell::defender)
        defenders_ &= ~square_bit(s);
    else
        king_ = no_square;
}

// The BOARD rows, rank 11 first.
std::vector<std::string> position::rows() const {
    std::vector<std::string> result;
    result.reserve(board_size);
    for (int rank = board_size - 1; rank >= 0; --rank) {
        std::string row(board_size, '.');
        for (int file = 0; file < board_size; ++file) {
            switch (cells_[make_square(file, rank)]) {
            case cell::attacker:
                row[file] = 'A';
                break;
            case cell::defender:
                row[file] = 'D';
                break;
            case cell::king:
                row[file] = 'K';
                break;
            default:
                break;
            }
        }
        result.push_back(std::move(row));
    }
    return result;
}

// Recomputes the bitboards, the king square and the hash from the mailbox and compares; the
// frame must hold only off-board cells and the restricted squares only the king.
bool position::is_consistent() const {
    const cell* cells = cells_.data();
    for (int s = 0; s < cell_count; ++s)
        if ((cells[s] == cell::off) != !on_board(s))
            return false;
    bitboard attackers = 0;
    bitboard defenders = 0;
    square king = no_square;
    int kings = 0;
    std::array<std::uint16_t, frame_width> rows{};
    std::array<std::uint16_t, frame_width> columns{};
    rows.fill(frame_bits);
    columns.fill(frame_bits);
    std::uint64_t hash = side_ == side::defenders ? zobrist.defenders_to_move : 0;
    for (int bit = 0; bit < board_size * board_size; ++bit) {
        const square s = square_of_bit(bit);
        const cell piece = cells[s];
        if (piece == cell::empty)
            continue;
        hash ^= zobrist.piece[static_cast<int>(piece)][s];
        rows[s / frame_width] |= static_cast<std::uint16_t>(1U << (s % frame_width));
        columns[s % frame_width] |= static_cast<std::uint16_t>(1U << (s / frame_width));
        if (piece == cell::attacker)
            attackers |= bitboard{1} << bit;
        else if (piece == cell::defender)
            defenders |= bitboard{1} << bit;
        else {
            king = s;
            ++kings;
        }
        if (piece != cell::king && is_restricted(s))
            return false;
    }
    return kings <= 1 && attackers == attackers_ && defenders == defenders_ && king == king_ &&
           hash == hash_ && rows == rows_ && columns == columns_;
}

} // namespace plyroom::core::hnefatafl
