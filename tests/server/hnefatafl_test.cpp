// Hnefatafl through the server: whole games to a king capture and to an escape. The move
// sequences come from the rules core itself (a greedy playout), then are played move by move
// over real sockets, so the server is checked against the core without holding any rule.
#include "fixture.hpp"
#include "registry.hpp"

#include <random>

namespace plyroom::test {
namespace {

// A playout where the side to move takes a move that wins at once if it has one, and
// otherwise a random legal move. Returns the moves if the game ends with `reason`.
std::optional<std::vector<json>> playout(const std::string& reason, unsigned seed) {
    auto created = core::create_match("hnefatafl", json::object(), 0);
    auto game = std::move(std::get<std::unique_ptr<core::match>>(created));
    std::mt19937 rng(seed);
    std::vector<json> moves;
    while (!game->finished() && moves.size() < 400) {
        const int seat = *game->to_move();
        const std::vector<json> legal = game->legal_moves();
        if (legal.empty())
            return std::nullopt;
        std::optional<json> chosen;
        for (const json& m : legal) {
            auto copy = game->clone();
            if (!copy->apply(seat, m) && copy->finished() &&
                copy->result()->reason == (seat == 0 ? "king_captured" : "king_escaped")) {
                chosen = m;
                break;
            }
        }
        if (!chosen)
            chosen = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
        if (game->apply(seat, *chosen))
            return std::nullopt;
        moves.push_back(*chosen);
    }
    if (game->finished() && game->result()->reason == reason)
        return moves;
    return std::nullopt;
}

std::vector<json> find_game(const std::string& reason) {
    for (unsigned seed = 1; seed < 500; ++seed)
        if (auto moves = playout(reason, seed))
            return *moves;
    return {};
}

class hnefatafl : public server_test {
protected:
    std::vector<std::string> server_args() const override {
        return {"--rate", "10000", "--rate-burst", "10000"};
    }

    // Plays `moves` in a fresh room; returns the game_over both players saw.
    void play(const std::vector<json>& moves, const std::string& reason, int winner) {
        auto attackers = player("attackers");
        auto defenders = player("defenders");
        json room = create(*attackers, "hnefatafl", 0);
        EXPECT_EQ(room["seats"][0]["side"], "attackers");
        EXPECT_EQ(room["seats"][1]["side"], "defenders");
        const std::string code = room["code"];
        ASSERT_EQ(join(*defenders, code)["type"], "room");
        json start = event(*defenders, "state");
        EXPECT_EQ(start["state"]["board"]["rows"].size(), 11u);
        for (std::size_t ply = 0; ply < moves.size(); ++ply) {
            test_client& mover = ply % 2 == 0 ? *attackers : *defenders;
            test_client& other = ply % 2 == 0 ? *defenders : *attackers;
            json reply = move(mover, code, static_cast<int>(ply), moves[ply]);
            ASSERT_EQ(reply["type"], "moved") << "ply " << ply << ": " << reply;
            ASSERT_EQ(event(other, "moved")["move"], moves[ply]);
        }
        for (test_client* c : {attackers.get(), defenders.get()}) {
            json over = event(*c, "game_over");
            EXPECT_EQ(over["result"]["reason"], reason) << over;
            EXPECT_EQ(over["result"]["winner"], winner);
        }
    }
};

TEST_F(hnefatafl, GameToKingCapture) {
    const auto moves = find_game("king_captured");
    ASSERT_FALSE(moves.empty()) << "no playout ended in a king capture";
    play(moves, "king_captured", 0);
}

TEST_F(hnefatafl, GameToKingEscape) {
    const auto moves = find_game("king_escaped");
    ASSERT_FALSE(moves.empty()) << "no playout ended in an escape";
    play(moves, "king_escaped", 1);
}

} // namespace
} // namespace plyroom::test
