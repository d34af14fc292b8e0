// plyroom-connect4-book: builds the Connect Four opening book with the project's solver, times
// the solves the hard player must make just past the book, and solves single positions.
//
//   plyroom-connect4-book generate > core/connect4/opening_book.txt     (the shipped book)
//   plyroom-connect4-book frontier --budget-ms 1000     (checks the built-in book's edge)
//   plyroom-connect4-book solve 4444 44                  (exact scores; "-" is the empty board)
//
// The book holds, for each position the hard player can face with at most --first discs on
// the board as the first player (or --second as the second player), the column it plays: a
// winning one for the first player (proven by the solver), and for the second player the
// best outcome (win, draw, loss), the quickest win up to --exact discs, and the longest
// resistance (exact score) when lost. Only positions reached by the book's own choices are
// listed, against every reply of the opponent, and a position and its mirror image once.
// --known BOOK takes the answers of an earlier book instead of solving them again, to grow a
// book step by step. The solver is deterministic, so the same options give the same book.
//
// `frontier` solves, from an empty runtime-sized table and with --budget-ms of wall time,
// every position the hard player meets one move past the book (win / draw / loss only, which
// is what it must know in time), and reports how many did not finish and the slowest.
#include "connect4/opening_book.hpp"
#include "connect4/solver.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

namespace plyroom::core::connect4 {
namespace {

struct options {
    // The defaults regenerate the shipped book (about 7 CPU minutes, 512 MiB of memory).
    int first = 12;  // deepest first-player position in the book (moves on the board)
    int second = 11; // deepest second-player position in the book
    int exact = 7;   // second-player positions up to this depth get exact scores when won
    int table_log2 = 25;
    int budget_ms = 1000;
    int runtime_table_log2 = 22;
    std::string known; // a book whose answers are taken without solving again
    std::vector<std::string> positions;
};

// Seconds of this process's CPU time.
double cpu_seconds() {
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

// The position after a move string, or nullopt when it is not a running game.
std::optional<bitboard> replay(const std::string& moves) {
    bitboard board;
    for (const char digit : moves) {
        if (digit < '1' || digit > '7' || !board.can_play(digit - '1'))
            return std::nullopt;
        board.play(digit - '1');
        if (board.last_mover_won())
            return std::nullopt;
    }
    if (board.full())
        return std::nullopt;
    return board;
}

// The move strings of every position the hard player meets as `hard_side` (0 first, 1
// second) with at most `deepest` discs on the board, walked depth first from the empty board;
// `choose` gives the hard player's column. Mirror images are visited once.
class tree_walker {
public:
    using chooser = std::function<int(const bitboard& board, const std::string& moves)>;

    tree_walker(int hard_side, int deepest, chooser choose)
        : hard_side_(hard_side), deepest_(deepest), choose_(std::move(choose)) {}

    void walk(const bitboard& board, std::string& moves) {
        if (board.side_to_move() == hard_side_) {
            if (board.moves() > deepest_)
                return;
            if (!seen_.insert(canonical_key(search_position::from(board)).key).second)
                return;
            const int column = choose_(board, moves);
            entries_[moves] = column;
            bitboard next = board;
            next.play(column);
            if (next.last_mover_won() || next.full())
                return;
            moves.push_back(static_cast<char>('1' + column));
            walk(next, moves);
            moves.pop_back();
            return;
        }
        for (int column = 0; column < width; ++column) {
            if (!board.can_play(column))
                continue;
            bitboard next = board;
            next.play(column);
            if (next.last_mover_won() || next.full())
                continue;
            moves.push_back(static_cast<char>('1' + column));
            walk(next, moves);
            moves.pop_back();
        }
    }

    const std::map<std::string, int>& entries() const { return entries_; }

private:
    int hard_side_;
    int deepest_;
    chooser choose_;
    std::unordered_set<std::uint64_t> seen_;
    std::map<std::string, int> entries_;
};

struct generator {
    const options& opts;
    solver exact;
    std::optional<opening_book> known;
    std::map<int, std::pair<int, double>> per_depth; // discs -> (positions, CPU seconds)

    explicit generator(const options& o) : opts(o), exact(std::size_t{1} << o.table_log2) {}

    // The known book's answer, if it has one.
    std::optional<int> recall(const bitboard& board) const {
        if (!known)
            return std::nullopt;
        return known->column(search_position::from(board));
    }

    // A winning column for the first player (the tree only holds won positions).
    int choose_first(const bitboard& board, const std::string& moves) {
        if (const auto column = recall(board))
            return *column;
        const double start = cpu_seconds();
        solver::analysis result = exact.analyse(board, solver::goal::outcome);
        if (result.lower <= 0) {
            std::fprintf(stderr, "warning: %s is not a first-player win\n", moves.c_str());
            result = exact.analyse(board, solver::goal::exact);
        }
        note(board, moves, result.column, start);
        return result.column;
    }

    // The second player's best column: by exact score early, else by outcome.
    int choose_second(const bitboard& board, const std::string& moves) {
        if (const auto column = recall(board))
            return *column;
        const double start = cpu_seconds();
        const auto wanted =
            board.moves() <= opts.exact ? solver::goal::exact : solver::goal::outcome;
        solver::analysis result = exact.analyse(board, wanted);
        if (result.lower < 0 && wanted == solver::goal::outcome) {
            // Lost anyway: resist longest, as far as the exact score of each column shows.
            result = exact.analyse(board, solver::goal::exact);
        }
        note(board, moves, result.column, start);
        return result.column;
    }

    // Counts the solve and reports it on stderr, so that a long run shows its progress.
    void note(const bitboard& board, const std::string& moves, int column, double start) {
        const double used = cpu_seconds() - start;
        auto& [count, seconds] = per_depth[board.moves()];
        ++count;
        seconds += used;
        std::fprintf(stderr, "%s %d  (%.2f s)\n", moves.empty() ? "-" : moves.c_str(), column + 1,
                     used);
    }
};

void print_usage() {
    std::fprintf(stderr,
                 "usage: plyroom-connect4-book generate [--first N] [--second N] [--exact N]\n"
                 "                                      [--table-log2 N] [--known BOOK]\n"
                 "       plyroom-connect4-book frontier [--first N] [--second N] [--budget-ms N]\n"
                 "                                      [--runtime-table-log2 N]\n"
                 "       plyroom-connect4-book solve MOVES...\n");
}

// The text of a file, or nullopt when it cannot be read.
std::optional<std::string> read_file(const std::string& path) {
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (file == nullptr)
        return std::nullopt;
    std::string text;
    char chunk[65536];
    std::size_t got = 0;
    while ((got = std::fread(chunk, 1, sizeof chunk, file)) > 0)
        text.append(chunk, got);
    std::fclose(file);
    return text;
}

int generate(const options& opts) {
    generator gen(opts);
    if (!opts.known.empty()) {
        const auto text = read_file(opts.known);
        if (!text) {
            std::fprintf(stderr, "cannot read %s\n", opts.known.c_str());
            return 1;
        }
        auto parsed = opening_book::parse(*text);
        if (const auto* error = std::get_if<std::string>(&parsed)) {
            std::fprintf(stderr, "%s: %s\n", opts.known.c_str(), error->c_str());
            return 1;
        }
        gen.known.emplace(std::get<opening_book>(std::move(parsed)));
    }
    const double start = cpu_seconds();
    std::string moves;
    tree_walker first(0, opts.first, [&](const bitboard& board, const std::string& sequence) {
        return gen.choose_first(board, sequence);
    });
    first.walk(bitboard{}, moves);
    tree_walker second(1, opts.second, [&](const bitboard& board, const std::string& sequence) {
        return gen.choose_second(board, sequence);
    });
    second.walk(bitboard{}, moves);

    std::printf("# Connect Four opening book, generated by the project's own solver with\n"
                "#   plyroom-connect4-book generate --first %d --second %d --exact %d "
                "--table-log2 %d%s%s\n"
                "# (bench/connect4/book_tool.cpp; see its header). Each line: the moves from\n"
                "# the empty board (column digits 1..7, \"-\" for none) and the column the hard\n"
                "# player takes there. First-player lines (an even number of moves) are proven\n"
                "# wins; second-player lines keep the best outcome, resisting longest when lost.\n",
                opts.first, opts.second, opts.exact, opts.table_log2,
                opts.known.empty() ? "" : " --known ", opts.known.c_str());
    std::vector<std::pair<std::string, int>> lines;
    for (const auto* walker : {&first, &second})
        for (const auto& [sequence, column] : walker->entries())
            lines.emplace_back(sequence, column);
    std::sort(lines.begin(), lines.end(), [](const auto& a, const auto& b) {
        return a.first.size() != b.first.size() ? a.first.size() < b.first.size()
                                                : a.first < b.first;
    });
    for (const auto& [sequence, column] : lines)
        std::printf("%s %d\n", sequence.empty() ? "-" : sequence.c_str(), column + 1);

    for (const auto& [discs, stats] : gen.per_depth)
        std::fprintf(stderr, "discs %2d: %6d positions, %8.1f s CPU\n", discs, stats.first,
                     stats.second);
    std::fprintf(stderr, "%zu lines, %.1f s CPU in all\n", lines.size(), cpu_seconds() - start);
    return 0;
}

// Times the hard player's first solve after the book, from a fresh runtime-sized table, in
// every position it can meet there.
int frontier(const options& opts) {
    std::optional<opening_book> loaded;
    if (!opts.known.empty()) {
        const auto text = read_file(opts.known);
        auto parsed = text ? opening_book::parse(*text)
                           : std::variant<opening_book, std::string>("cannot read the file");
        if (const auto* error = std::get_if<std::string>(&parsed)) {
            std::fprintf(stderr, "%s: %s\n", opts.known.c_str(), error->c_str());
            return 1;
        }
        loaded.emplace(std::get<opening_book>(std::move(parsed)));
    }
    const opening_book& book = loaded ? *loaded : opening_book::builtin();
    solver runtime(std::size_t{1} << opts.runtime_table_log2);
    for (const int hard_side : {0, 1}) {
        const int deepest = hard_side == 0 ? opts.first : opts.second;
        struct tally {
            int timed = 0;
            int over_budget = 0;
            double worst = 0;
            double total = 0;
            std::string worst_moves;
            std::map<int, int> outcomes; // -1 loss, 0 draw, 1 win
        } ctx;
        auto choose = [&](const bitboard& board, const std::string& sequence) {
            if (auto column = book.column(search_position::from(board)))
                return *column;
            std::fprintf(stderr, "missing from the book: %s\n", sequence.c_str());
            return 0;
        };
        tree_walker walker(hard_side, deepest, choose);
        std::string moves;
        walker.walk(bitboard{}, moves);
        // The positions one hard move and one reply past the book's deepest entries.
        for (const auto& [sequence, column] : walker.entries()) {
            if (static_cast<int>(sequence.size()) + 2 <= deepest)
                continue;
            const std::string played = sequence + static_cast<char>('1' + column);
            for (int reply = 0; reply < width; ++reply) {
                const std::string next = played + static_cast<char>('1' + reply);
                const auto board = replay(next);
                if (!board)
                    continue;
                runtime.clear_table();
                const auto started = std::chrono::steady_clock::now();
                const auto deadline = started + std::chrono::milliseconds(opts.budget_ms);
                const double cpu_start = cpu_seconds();
                const solver::stop_check stop = [&] {
                    return std::chrono::steady_clock::now() >= deadline;
                };
                const auto result = runtime.analyse(*board, solver::goal::outcome, stop);
                const double used = cpu_seconds() - cpu_start;
                ++ctx.timed;
                ctx.total += used;
                if (!result.complete)
                    ++ctx.over_budget;
                else
                    ++ctx.outcomes[result.lower > 0 ? 1 : result.upper < 0 ? -1 : 0];
                if (used > ctx.worst) {
                    ctx.worst = used;
                    ctx.worst_moves = next;
                }
            }
        }
        std::printf("%s player: %d positions past the book, %d not solved within %d ms; "
                    "mean %.3f s, worst %.3f s CPU (%s); wins %d, draws %d, losses %d\n",
                    hard_side == 0 ? "first" : "second", ctx.timed, ctx.over_budget, opts.budget_ms,
                    ctx.timed ? ctx.total / ctx.timed : 0.0, ctx.worst, ctx.worst_moves.c_str(),
                    ctx.outcomes[1], ctx.outcomes[0], ctx.outcomes[-1]);
    }
    return 0;
}

int solve(const options& opts) {
    solver exact(std::size_t{1} << opts.table_log2);
    for (const std::string& moves : opts.positions) {
        const auto board = replay(moves == "-" ? std::string() : moves);
        if (!board) {
            std::printf("%s: not a running game\n", moves.c_str());
            continue;
        }
        const double start = cpu_seconds();
        exact.reset_counters();
        const auto result = exact.analyse(*board, solver::goal::exact);
        std::printf("%s: score %d, column %d, %llu positions, %.3f s CPU\n", moves.c_str(),
                    result.lower, result.column + 1, static_cast<unsigned long long>(exact.nodes()),
                    cpu_seconds() - start);
    }
    return 0;
}

} // namespace
} // namespace plyroom::core::connect4

int main(int argc, char** argv) {
    using namespace plyroom::core::connect4;
    if (argc < 2) {
        print_usage();
        return 2;
    }
    const std::string command = argv[1];
    options opts;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        auto number = [&](int& target) {
            if (i + 1 >= argc)
                return false;
            char* end = nullptr;
            const long value = std::strtol(argv[++i], &end, 10);
            if (*end != '\0' || value < 0 || value > 42)
                return false;
            target = static_cast<int>(value);
            return true;
        };
        bool ok = true;
        if (arg == "--first")
            ok = number(opts.first);
        else if (arg == "--second")
            ok = number(opts.second);
        else if (arg == "--exact")
            ok = number(opts.exact);
        else if (arg == "--table-log2")
            ok = number(opts.table_log2);
        else if (arg == "--runtime-table-log2")
            ok = number(opts.runtime_table_log2);
        else if (arg == "--known" && i + 1 < argc)
            opts.known = argv[++i];
        else if (arg == "--budget-ms") {
            if (i + 1 < argc) {
                opts.budget_ms = std::atoi(argv[++i]);
                ok = opts.budget_ms > 0;
            } else {
                ok = false;
            }
        } else if (command == "solve")
            opts.positions.push_back(arg);
        else
            ok = false;
        if (!ok) {
            std::fprintf(stderr, "bad argument: %s\n", arg.c_str());
            print_usage();
            return 2;
        }
    }
    if (command == "generate")
        return generate(opts);
    if (command == "frontier")
        return frontier(opts);
    if (command == "solve")
        return solve(opts);
    print_usage();
    return 2;
}
