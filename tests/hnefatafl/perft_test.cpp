// Perft and move generation checked against an independent model of the rules written here:
// a plain 11x11 character grid, copies instead of undo, a breadth-first flood for
// encirclement and string keys for repetition. It shares no code with core/hnefatafl.
#include "test_support.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <random>
#include <string>
#include <vector>

namespace plyroom::core::hnefatafl {
namespace {

// ---- The independent model ----------------------------------------------------------

struct model_move {
    int from_file, from_rank, to_file, to_rank;
};

struct model {
    std::array<std::array<char, 11>, 11> grid{}; // [rank][file], rank 0 = rank 1
    int to_move = 0;                             // 0 attackers, 1 defenders
    int quiet = 0;                               // plies since the last capture
    std::vector<std::string> seen;               // every position so far with its side
    std::string ended;                           // REASON, empty while running
};

constexpr std::array<std::array<int, 2>, 4> steps{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

bool inside(int file, int rank) {
    return file >= 0 && file < 11 && rank >= 0 && rank < 11;
}
bool throne_at(int file, int rank) {
    return file == 5 && rank == 5;
}
bool corner_at(int file, int rank) {
    return (file == 0 || file == 10) && (rank == 0 || rank == 10);
}
bool edge_at(int file, int rank) {
    return file == 0 || file == 10 || rank == 0 || rank == 10;
}
bool owned(char piece, int side_index) {
    return side_index == 0 ? piece == 'A' : piece == 'D' || piece == 'K';
}

std::string key_of(const model& m) {
    std::string key;
    for (const auto& row : m.grid)
        key.append(row.begin(), row.end());
    key += static_cast<char>('0' + m.to_move);
    return key;
}

std::vector<model_move> model_moves(const model& m) {
    std::vector<model_move> moves;
    for (int rank = 0; rank < 11; ++rank)
        for (int file = 0; file < 11; ++file) {
            const char piece = m.grid[rank][file];
            if (!owned(piece, m.to_move))
                continue;
            for (const auto& step : steps) {
                int f = file + step[0];
                int r = rank + step[1];
                while (inside(f, r) && m.grid[r][f] == '.') {
                    if (piece == 'K' || !(throne_at(f, r) || corner_at(f, r)))
                        moves.push_back({file, rank, f, r});
                    f += step[0];
                    r += step[1];
                }
            }
        }
    return moves;
}

bool hostile(const model& m, int file, int rank, char victim) {
    if (!inside(file, rank))
        return false;
    const char there = m.grid[rank][file];
    if (corner_at(file, rank))
        return true;
    if (throne_at(file, rank) && there == '.')
        return true;
    return victim == 'D' ? there == 'A' : there == 'D' || there == 'K';
}

bool encircled(const model& m) {
    std::array<std::array<bool, 11>, 11> flooded{};
    std::deque<std::array<int, 2>> queue;
    for (int rank = 0; rank < 11; ++rank)
        for (int file = 0; file < 11; ++file)
            if (edge_at(file, rank) && m.grid[rank][file] == '.') {
                flooded[rank][file] = true;
                queue.push_back({file, rank});
            }
    while (!queue.empty()) {
        const auto [file, rank] = queue.front();
        queue.pop_front();
        for (const auto& step : steps) {
            const int f = file + step[0];
            const int r = rank + step[1];
            if (inside(f, r) && !flooded[r][f] && m.grid[r][f] == '.') {
                flooded[r][f] = true;
                queue.push_back({f, r});
            }
        }
    }
    for (int rank = 0; rank < 11; ++rank)
        for (int file = 0; file < 11; ++file) {
            if (!owned(m.grid[rank][file], 1))
                continue;
            if (edge_at(file, rank))
                return false;
            for (const auto& step : steps)
                if (inside(file + step[0], rank + step[1]) &&
                    flooded[rank + step[1]][file + step[0]])
                    return false;
        }
    return true;
}

void model_play(model& m, const model_move& mv) {
    const char piece = m.grid[mv.from_rank][mv.from_file];
    m.grid[mv.from_rank][mv.from_file] = '.';
    m.grid[mv.to_rank][mv.to_file] = piece;
    bool captured = false;
    const char victim = m.to_move == 0 ? 'D' : 'A';
    for (const auto& step : steps) {
        const int f = mv.to_file + step[0];
        const int r = mv.to_rank + step[1];
        if (inside(f, r) && m.grid[r][f] == victim &&
            hostile(m, f + step[0], r + step[1], victim)) {
            m.grid[r][f] = '.';
            captured = true;
        }
    }
    if (m.to_move == 0)
        for (int rank = 0; rank < 11; ++rank)
            for (int file = 0; file < 11; ++file) {
                if (m.grid[rank][file] != 'K' || edge_at(file, rank))
                    continue;
                if (std::abs(file - mv.to_file) + std::abs(rank - mv.to_rank) != 1)
                    continue;
                int closed = 0;
                for (const auto& step : steps) {
                    const char there = m.grid[rank + step[1]][file + step[0]];
                    if (there == 'A' || (throne_at(file + step[0], rank + step[1]) && there == '.'))
                        ++closed;
                }
                if (closed == 4) {
                    m.grid[rank][file] = '.';
                    captured = true;
                }
            }
    m.quiet = captured ? 0 : m.quiet + 1;
    m.to_move = 1 - m.to_move;
    const std::string key = key_of(m);
    m.seen.push_back(key);

    bool king = false;
    bool escaped = false;
    for (int rank = 0; rank < 11; ++rank)
        for (int file = 0; file < 11; ++file)
            if (m.grid[rank][file] == 'K') {
                king = true;
                escaped = corner_at(file, rank);
            }
    if (!king)
        m.ended = "king_captured";
    else if (escaped)
        m.ended = "king_escaped";
    else if (encircled(m))
        m.ended = "encircled";
    else if (model_moves(m).empty())
        m.ended = "no_legal_moves";
    else if (std::count(m.seen.begin(), m.seen.end(), key) >= 3)
        m.ended = "repetition";
    else if (m.quiet >= 100)
        m.ended = "no_capture_limit";
}

std::uint64_t model_perft(const model& m, int depth) {
    if (depth == 0)
        return 1;
    if (!m.ended.empty())
        return 0;
    if (depth == 1) // each move leads to one position, whether or not the game ends there
        return model_moves(m).size();
    std::uint64_t total = 0;
    for (const model_move& mv : model_moves(m)) {
        model next = m;
        model_play(next, mv);
        total += model_perft(next, depth - 1);
    }
    return total;
}

model model_from(const std::vector<std::string>& rows, int to_move) {
    model m;
    for (int row = 0; row < 11; ++row)
        for (int file = 0; file < 11; ++file)
            m.grid[10 - row][file] = rows[row][file];
    m.to_move = to_move;
    m.seen.push_back(key_of(m));
    return m;
}

// ---- Positions ------------------------------------------------------------------------

struct perft_case {
    const char* name;
    std::vector<std::string> rows;
    side to_move;
    std::array<std::uint64_t, 3> counts; // depths 1, 2, 3, pinned
};

const std::vector<std::string> start_rows{
    "...AAAAA...", ".....A.....", "...........", "A....D....A", "A...DDD...A", "AA.DDKDD.AA",
    "A...DDD...A", "A....D....A", "...........", ".....A.....", "...AAAAA...",
};

const std::vector<perft_case> cases{
    {"start", start_rows, side::attackers, {116, 6788, 806344}},
    {"midgame",
     {"...AA.A....", ".....A.....", "..D......A.", "A....D.A..A", "A..D.D....A", "AA..DK.D.A.",
      "A...D.D...A", "A.A..D....A", "........D..", ".....A.....", "...AA.AA..."},
     side::attackers,
     {146, 14092, 2050436}},
    {"escape race",
     {"...........", "..A.....A..", "...........", "...A...D...", "...........", "A.........A",
      "K..........", "...D...A...", "...........", ".A.......A.", "..........."},
     side::defenders,
     {38, 4564, 180899}},
    {"king hunt",
     {"...........", "...........", "...A.......", "..AKA......", "...........", "...A..D....",
      "...........", "..D...A....", "...........", "...........", "..........."},
     side::attackers,
     {57, 1547, 97120}},
    {"closing ring",
     {"...........", "...........", "....A......", "...........", "........D..", "..AAA......",
      ".A...A.....", ".A.K.A.....", ".AD..A.....", "..AAA......", "..........."},
     side::attackers,
     {97, 2732, 279300}},
};

position position_of(const perft_case& c) {
    auto built = position::from_rows(c.rows, c.to_move);
    EXPECT_TRUE(std::holds_alternative<position>(built)) << c.name;
    return std::get<position>(built);
}

TEST(Perft, CountsMatchTheIndependentModel) {
    for (const perft_case& c : cases) {
        const tafl_game game(position_of(c));
        const model m = model_from(c.rows, static_cast<int>(c.to_move));
        for (int depth = 1; depth <= 3; ++depth) {
            const std::uint64_t fast = game.perft(depth);
            EXPECT_EQ(fast, model_perft(m, depth)) << c.name << " depth " << depth;
            EXPECT_EQ(fast, c.counts[depth - 1]) << c.name << " depth " << depth;
        }
    }
}

// A move as one number from its files and ranks, for cheap sorting and comparison.
int move_code(int from_file, int from_rank, int to_file, int to_rank) {
    return ((from_file * 11 + from_rank) * 11 + to_file) * 11 + to_rank;
}

// The fast game's moves as sorted codes.
std::vector<int> fast_move_codes(const tafl_game& game) {
    std::vector<int> codes;
    for (const move m : game.legal_moves())
        codes.push_back(move_code(file_of(m.from), rank_of(m.from), file_of(m.to), rank_of(m.to)));
    std::sort(codes.begin(), codes.end());
    return codes;
}

// The model's moves as sorted codes.
std::vector<int> model_move_codes(const model& m) {
    std::vector<int> codes;
    if (!m.ended.empty())
        return codes;
    for (const model_move& mv : model_moves(m))
        codes.push_back(move_code(mv.from_file, mv.from_rank, mv.to_file, mv.to_rank));
    std::sort(codes.begin(), codes.end());
    return codes;
}

// The model's grid as BOARD rows, rank 11 first.
std::vector<std::string> model_rows(const model& m) {
    std::vector<std::string> rows;
    for (int rank = 10; rank >= 0; --rank)
        rows.emplace_back(m.grid[rank].begin(), m.grid[rank].end());
    return rows;
}

TEST(Perft, RandomGamesMatchTheIndependentModelMoveForMove) {
    std::mt19937_64 random(20261129);
    const int games = test::playout_games(200);
    std::array<int, 7> endings{};
    for (int g = 0; g < games; ++g) {
        tafl_game game;
        model m = model_from(start_rows, 0);
        int plies = 0;
        while (!game.over()) {
            ASSERT_EQ(fast_move_codes(game), model_move_codes(m))
                << "game " << g << " ply " << plies;
            const move chosen = test::playout_move(game, game.legal_moves(), random, g % 10 == 0);
            game.play(chosen);
            model_play(m, {file_of(chosen.from), rank_of(chosen.from), file_of(chosen.to),
                           rank_of(chosen.to)});
            ++plies;
            ASSERT_EQ(game.current().rows(), model_rows(m)) << "game " << g << " ply " << plies;
            ASSERT_EQ(game.current().plies_since_capture(), m.quiet);
            ASSERT_EQ(ending_reason(game.end()), m.ended) << "game " << g << " ply " << plies;
            ASSERT_TRUE(game.current().is_consistent());
        }
        ++endings[static_cast<int>(game.end())];
    }
    // Random games reach the common endings; a generator that never ends games would not.
    if (games >= 100) {
        EXPECT_GT(endings[static_cast<int>(ending::king_escaped)], 0);
        EXPECT_GT(endings[static_cast<int>(ending::king_captured)], 0);
        EXPECT_GT(endings[static_cast<int>(ending::no_capture_limit)], 0);
    }
}

TEST(Perft, DoAndUndoRestoreThePositionExactly) {
    std::mt19937_64 random(7);
    for (int g = 0; g < test::playout_games(100); ++g) {
        tafl_game game;
        while (!game.over()) {
            position scratch = game.current();
            move_list list;
            generate_moves(scratch, list);
            ASSERT_EQ(list.size, count_moves(scratch));
            ASSERT_EQ(list.size > 0, has_any_move(scratch));
            bool all_restored = true;
            for (int i = 0; i < list.size; ++i) {
                undo_info undo;
                scratch.do_move(list.moves[i], undo);
                if (i % 16 == 0) {
                    ASSERT_TRUE(scratch.is_consistent());
                }
                scratch.undo_move(undo);
                all_restored = all_restored && scratch == game.current();
            }
            ASSERT_TRUE(all_restored);
            game.play(test::playout_move(game, game.legal_moves(), random, false));
        }
    }
}

} // namespace
} // namespace plyroom::core::hnefatafl
