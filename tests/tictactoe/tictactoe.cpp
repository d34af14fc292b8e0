// Tic-tac-toe, defined only here: proof that a game is its own file plus one registration.
// Nothing outside this file names it; the server built with it (plyroom-server-tictactoe)
// plays it like any other game. Seat 0 "x" moves first, seat 1 "o". MOVE {"cell":[x,y]},
// x the column and y the row from the top, both 0..2. BOARD {"rows":[3 strings]} with X, O
// and '.'. It ends with three in a row (reason "three_in_a_row") or a full board.
#include "ai/ai.hpp"
#include "registry.hpp"

#include <array>

namespace plyroom::test::tictactoe {

namespace {

using core::json;
using core::status;

class tictactoe_match final : public core::match {
public:
    std::string_view game_name() const override { return "tictactoe"; }
    const json& options() const override { return options_; }
    int seat_count() const override { return 2; }
    std::string side_name(int seat) const override { return seat == 0 ? "x" : "o"; }
    std::unique_ptr<core::match> clone() const override {
        return std::make_unique<tictactoe_match>(*this);
    }

    std::vector<json> legal_moves() const override {
        std::vector<json> moves;
        if (finished())
            return moves;
        for (int cell = 0; cell < 9; ++cell)
            if (cells_[static_cast<std::size_t>(cell)] == '.')
                moves.push_back(json{{"cell", {cell % 3, cell / 3}}});
        return moves;
    }

protected:
    status play(int seat, const json& move) override {
        const auto cell = move.find("cell");
        if (cell == move.end() || !cell->is_array() || cell->size() != 2 ||
            !(*cell)[0].is_number_integer() || !(*cell)[1].is_number_integer())
            return core::bad_request("a tic-tac-toe move is {\"cell\":[x,y]}");
        const auto x = (*cell)[0].get<long long>();
        const auto y = (*cell)[1].get<long long>();
        if (x < 0 || x > 2 || y < 0 || y > 2)
            return core::illegal("the board is 3 by 3");
        char& square = cells_[static_cast<std::size_t>(y * 3 + x)];
        if (square != '.')
            return core::illegal("that square is taken");
        square = seat == 0 ? 'X' : 'O';
        ++placed_;
        if (three_in_a_row(square))
            finish(core::game_result{core::outcome_kind::win, seat, "three_in_a_row", nullptr});
        else if (placed_ == 9)
            finish(
                core::game_result{core::outcome_kind::draw, std::nullopt, "board_full", nullptr});
        return std::nullopt;
    }
    std::span<const std::string_view> move_fields() const override { return fields; }
    int seat_to_move() const override { return placed_ % 2; }
    void write_board(core::json_writer& out) const override {
        out.begin_object().key("rows").begin_array();
        for (std::size_t row = 0; row < 3; ++row)
            out.string(std::string_view(cells_).substr(row * 3, 3));
        out.end_array().end_object();
    }

private:
    static constexpr std::array<std::string_view, 1> fields{"cell"};

    bool three_in_a_row(char mark) const {
        static constexpr int lines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                                            {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
        for (const auto& line : lines)
            if (cells_[static_cast<std::size_t>(line[0])] == mark &&
                cells_[static_cast<std::size_t>(line[1])] == mark &&
                cells_[static_cast<std::size_t>(line[2])] == mark)
                return true;
        return false;
    }

    json options_ = json::object();
    std::string cells_ = ".........";
    int placed_ = 0;
};

core::creation create(const json& options, std::uint64_t /*seed*/) {
    if (!options.empty())
        return core::bad_request("tic-tac-toe takes no options");
    return std::make_unique<tictactoe_match>();
}

// Every level plays a random legal move: enough for an opponent that never stalls.
class random_player final : public core::ai::player {
public:
    explicit random_player(std::uint64_t seed) : rng_(seed) {}
    std::optional<core::action> choose(const core::match& m, int seat,
                                       const core::ai::limits& /*limits*/) override {
        return core::ai::random_legal_move(m, seat, rng_);
    }

private:
    std::uint64_t rng_;
};

std::unique_ptr<core::ai::player> make_ai(core::ai::level /*level*/, std::uint64_t seed) {
    return std::make_unique<random_player>(seed);
}

const core::game_registration registered{
    core::game_definition{"tictactoe", "Tic-tac-toe", &create, &make_ai}};

} // namespace

} // namespace plyroom::test::tictactoe
