#include "connect4_match.hpp"

#include "bitboard.hpp"

#include <array>
#include <optional>
#include <utility>

namespace plyroom::core::connect4 {

namespace {

constexpr std::array<char, 2> disc_letters{'R', 'B'};
constexpr std::array<const char*, 2> side_names{"red", "blue"};

class connect4_match final : public match {
public:
    std::string_view game_name() const override { return "connect4"; }
    const json& options() const override { return options_; }
    int seat_count() const override { return 2; }
    std::string side_name(int seat) const override { return side_names.at(seat); }

    std::vector<json> legal_moves() const override;
    bool lists_every_move() const override { return true; }
    std::uint64_t perft(int depth) const override;
    std::unique_ptr<match> clone() const override {
        return std::make_unique<connect4_match>(*this);
    }

protected:
    status play(int seat, const json& move) override;
    std::span<const std::string_view> move_fields() const override { return fields; }
    int seat_to_move() const override { return board_.side_to_move(); }
    void write_board(json_writer& out) const override;
    void write_state_fields(json_writer& out) const override;

private:
    // One row of the board, bottom row 0, as disc letters and '.' for empty cells.
    std::array<char, width> row_letters(int row) const;
    // [column, row from the top] of the last disc dropped, if any.
    std::optional<std::array<int, 2>> last_cell() const;

    static constexpr std::array<std::string_view, 1> fields{"column"};

    json options_ = json::object();
    bitboard board_;
    int last_column_ = -1;
};

// Reads {"column":c}, drops the disc, then checks four in a row before a full board.
status connect4_match::play(int seat, const json& move) {
    const auto column_field = move.find("column");
    if (column_field == move.end() || !column_field->is_number_integer())
        return bad_request("a Connect Four move is {\"column\": 0..6}");
    const auto column = column_field->get<long long>();
    if (column < 0 || column >= width)
        return illegal("column " + column_field->dump() + " is off the board (columns are 0..6)");
    const int chosen = static_cast<int>(column);
    // The author knows which column; clients number columns their own way (a..g, 1..7).
    if (!board_.can_play(chosen))
        return illegal("that column is full");

    board_.play(chosen);
    last_column_ = chosen;
    if (board_.last_mover_won())
        finish(game_result{outcome_kind::win, seat, "four_in_a_row", nullptr});
    else if (board_.full())
        finish(game_result{outcome_kind::draw, std::nullopt, "board_full", nullptr});
    return std::nullopt;
}

std::array<char, width> connect4_match::row_letters(int row) const {
    std::array<char, width> letters{};
    for (int column = 0; column < width; ++column) {
        const int side = board_.disc_at(column, row);
        letters[static_cast<std::size_t>(column)] =
            side >= 0 ? disc_letters[static_cast<std::size_t>(side)] : '.';
    }
    return letters;
}

// BOARD: {"rows":[...]}, the top row first.
void connect4_match::write_board(json_writer& out) const {
    out.begin_object().key("rows").begin_array();
    for (int row = height - 1; row >= 0; --row) {
        const auto letters = row_letters(row);
        out.string(std::string_view(letters.data(), letters.size()));
    }
    out.end_array().end_object();
}

std::optional<std::array<int, 2>> connect4_match::last_cell() const {
    if (last_column_ < 0)
        return std::nullopt;
    return std::array<int, 2>{last_column_, height - board_.landing_row(last_column_)};
}

// "last": the latest disc as [column, row from the top], or null before the first move.
void connect4_match::write_state_fields(json_writer& out) const {
    out.key("last");
    if (const auto last = last_cell())
        out.begin_array().number((*last)[0]).number((*last)[1]).end_array();
    else
        out.null();
}

std::vector<json> connect4_match::legal_moves() const {
    std::vector<json> moves;
    if (finished())
        return moves;
    for (int column = 0; column < width; ++column)
        if (board_.can_play(column))
            moves.push_back(json{{"column", column}});
    return moves;
}

std::uint64_t connect4_match::perft(int depth) const {
    if (depth > 0 && finished())
        return 0;
    return connect4::perft(board_, depth);
}

} // namespace

creation create_match(const json& options, std::uint64_t /*seed*/) {
    if (!options.is_object())
        return bad_request("options must be a JSON object");
    if (!options.empty())
        return bad_request("Connect Four takes no options (got \"" + options.begin().key() + "\")");
    return std::make_unique<connect4_match>();
}

} // namespace plyroom::core::connect4
