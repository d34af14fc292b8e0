// The opening book: its text format and errors, mirror images, the built-in book's coverage of
// every position the hard player can meet, and its first-player moves being proven wins.
#include "ai_test_support.hpp"
#include "connect4/opening_book.hpp"
#include "connect4/solver.hpp"

#include <algorithm>
#include <functional>
#include <string>
#include <variant>

namespace plyroom::core::connect4_test {
namespace {

using connect4::opening_book;
using connect4::search_position;

// The error of a book text that must not parse.
std::string parse_error(std::string_view text) {
    auto parsed = opening_book::parse(text);
    if (const auto* error = std::get_if<std::string>(&parsed))
        return *error;
    ADD_FAILURE() << "the text parsed: " << text;
    return {};
}

TEST(Connect4Book, ReadsLinesCommentsAndTheEmptyBoard) {
    auto parsed = opening_book::parse("# a comment\n- 4\n\n4 4   # after d, d\r\n 43 2 \n");
    ASSERT_TRUE(std::holds_alternative<opening_book>(parsed));
    const auto& book = std::get<opening_book>(parsed);
    EXPECT_EQ(book.size(), 3u);
    EXPECT_EQ(book.deepest(), 2);
    EXPECT_EQ(book.column(search_position::from(board_after(""))), 3);
    EXPECT_EQ(book.column(search_position::from(board_after("4"))), 3);
    EXPECT_EQ(book.column(search_position::from(board_after("43"))), 1);
    EXPECT_FALSE(book.column(search_position::from(board_after("44"))));
}

TEST(Connect4Book, AnswersMirrorImagesWithTheMirroredColumn) {
    auto parsed = opening_book::parse("12 3\n1 5\n");
    ASSERT_TRUE(std::holds_alternative<opening_book>(parsed));
    const auto& book = std::get<opening_book>(parsed);
    // "76" is the mirror image of "12": column c (1 = a) maps to 8 - c.
    EXPECT_EQ(book.column(search_position::from(board_after("76"))), 4);
    EXPECT_EQ(book.column(search_position::from(board_after("12"))), 2);
    EXPECT_EQ(book.column(search_position::from(board_after("7"))), 2);
}

TEST(Connect4Book, RefusesBrokenLinesNamingTheLine) {
    EXPECT_EQ(parse_error("- 4\n44\n"), "line 2: expected \"<moves> <column>\"");
    EXPECT_EQ(parse_error("4 8\n"), "line 1: the column must be one digit 1..7");
    EXPECT_EQ(parse_error("4 44\n"), "line 1: the column must be one digit 1..7");
    EXPECT_EQ(parse_error("48 4\n"), "line 1: moves are column digits 1..7");
    EXPECT_EQ(parse_error("4444444 3\n"), "line 1: column 4 is already full");
    EXPECT_EQ(parse_error("1212121 3\n"), "line 1: the game is already won");
    EXPECT_EQ(parse_error("444444 4\n"), "line 1: column 4 is full there");
    EXPECT_EQ(parse_error("1 4\n7 3\n"),
              "line 2: the position (or its mirror image) already has another column");
    // The same answer twice (directly or mirrored) is fine.
    EXPECT_TRUE(std::holds_alternative<opening_book>(opening_book::parse("1 4\n7 4\n1 4\n")));
}

// Walks every position the hard player meets as `hard_side` with at most `deepest` discs, the
// book choosing for it and every reply tried for the opponent; calls `visit` on each.
void walk(const opening_book& book, const connect4::bitboard& board, int hard_side, int deepest,
          const std::function<void(const connect4::bitboard&, std::optional<int>)>& visit) {
    if (board.side_to_move() == hard_side) {
        if (board.moves() > deepest)
            return;
        const auto column = book.column(search_position::from(board));
        visit(board, column);
        if (!column || !board.can_play(*column))
            return;
        connect4::bitboard next = board;
        next.play(*column);
        if (!next.last_mover_won() && !next.full())
            walk(book, next, hard_side, deepest, visit);
        return;
    }
    for (int c = 0; c < connect4::width; ++c) {
        if (!board.can_play(c))
            continue;
        connect4::bitboard next = board;
        next.play(c);
        if (!next.last_mover_won() && !next.full())
            walk(book, next, hard_side, deepest, visit);
    }
}

// The deepest position of each side in the built-in book.
int deepest_for(const opening_book& book, int hard_side) {
    int deepest = -1;
    walk(book, connect4::bitboard{}, hard_side, book.deepest(),
         [&](const connect4::bitboard& board, std::optional<int> column) {
             if (column)
                 deepest = std::max(deepest, board.moves());
         });
    return deepest;
}

TEST(Connect4Book, TheBuiltInBookCoversEveryPositionTheHardPlayerCanMeet) {
    const opening_book& book = opening_book::builtin();
    ASSERT_GT(book.size(), 0u);
    for (const int hard_side : {0, 1}) {
        const int deepest = deepest_for(book, hard_side);
        // The depths the built-in book was generated with (--first 12 --second 11).
        EXPECT_GE(deepest, hard_side == 0 ? 12 : 11);
        int positions = 0;
        walk(book, connect4::bitboard{}, hard_side, deepest,
             [&](const connect4::bitboard& board, std::optional<int> column) {
                 ++positions;
                 ASSERT_TRUE(column) << "missing: a position with " << board.moves() << " discs";
                 EXPECT_TRUE(board.can_play(*column));
             });
        EXPECT_GT(positions, 100);
    }
}

TEST(Connect4Book, FirstPlayerMovesAreProvenWins) {
    // The opening move and a sample of the deepest first-player entries, checked by a solver
    // that has never seen the book: after the book's move, the second player is lost.
    const opening_book& book = opening_book::builtin();
    const int deepest = deepest_for(book, 0);
    std::vector<connect4::bitboard> deepest_positions;
    walk(book, connect4::bitboard{}, 0, deepest,
         [&](const connect4::bitboard& board, std::optional<int>) {
             if (board.moves() == deepest)
                 deepest_positions.push_back(board);
         });
    ASSERT_FALSE(deepest_positions.empty());
    connect4::solver exact(std::size_t{1} << 20);
    const std::size_t samples = static_cast<std::size_t>(scaled_games(6));
    const std::size_t stride = std::max<std::size_t>(1, deepest_positions.size() / samples);
    for (std::size_t i = 0; i < deepest_positions.size(); i += stride) {
        connect4::bitboard after = deepest_positions[i];
        const auto column = book.column(search_position::from(after));
        ASSERT_TRUE(column);
        after.play(*column);
        if (after.last_mover_won())
            continue;
        EXPECT_EQ(exact.solve_weak(after), -1) << "entry " << i;
    }
    EXPECT_EQ(book.column(search_position::from(connect4::bitboard{})), 3);
}

TEST(Connect4Book, SecondPlayerMovesKeepTheBestOutcome) {
    // A sample of the deepest second-player entries, checked by a fresh solver: the book's
    // column wins when any column wins, and draws when the best is a draw.
    const opening_book& book = opening_book::builtin();
    const int deepest = deepest_for(book, 1);
    std::vector<connect4::bitboard> deepest_positions;
    walk(book, connect4::bitboard{}, 1, deepest,
         [&](const connect4::bitboard& board, std::optional<int>) {
             if (board.moves() == deepest)
                 deepest_positions.push_back(board);
         });
    ASSERT_FALSE(deepest_positions.empty());
    connect4::solver exact(std::size_t{1} << 20);
    const std::size_t samples = static_cast<std::size_t>(scaled_games(8));
    const std::size_t stride = std::max<std::size_t>(1, deepest_positions.size() / samples);
    for (std::size_t i = 0; i < deepest_positions.size(); i += stride) {
        const connect4::bitboard& board = deepest_positions[i];
        const auto column = book.column(search_position::from(board));
        ASSERT_TRUE(column);
        connect4::bitboard after = board;
        after.play(*column);
        const int chosen = after.last_mover_won() ? 1 : after.full() ? 0 : -exact.solve_weak(after);
        EXPECT_EQ(chosen, exact.solve_weak(board)) << "entry " << i;
    }
}

} // namespace
} // namespace plyroom::core::connect4_test
