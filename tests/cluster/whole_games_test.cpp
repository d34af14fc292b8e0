// Players on different nodes play a whole game of Hnefatafl, Grav and Divided Loyalties (Connect
// Four: nodes_test.cpp): the creator on node a, which owns the room, the other player on node b
// through a's room over Redis, a spectator on node c. The moves come from the rules core (a move
// that wins at once when there is one, else a random legal one), so the server is checked
// against the core without holding any rule: every move is answered and heard on every node,
// the end is the one the core gives, and every move is stored.
#include "live_nodes.hpp"
#include "registry.hpp"

#include <random>

namespace plyroom::test {
namespace {

std::unique_ptr<core::match> new_match(const std::string& game, const json& options) {
    auto created = core::create_match(game, options, 0);
    auto* made = std::get_if<std::unique_ptr<core::match>>(&created);
    return made != nullptr ? std::move(*made) : nullptr;
}

// The moves of a whole game of `game` with these (complete) options, within `limit` plies;
// empty when the playout of this seed does not end in time.
std::vector<json> playout(const std::string& game, const json& options, unsigned seed,
                          std::size_t limit) {
    auto m = new_match(game, options);
    std::mt19937 rng(seed);
    std::vector<json> moves;
    while (m && !m->finished() && moves.size() < limit) {
        const int seat = m->to_move().value_or(-1);
        const std::vector<json> legal = m->legal_moves();
        if (seat < 0 || legal.empty())
            return {};
        std::optional<json> chosen;
        for (const json& candidate : legal) {
            auto trial = m->clone();
            if (!trial->apply(seat, candidate) && trial->finished() &&
                trial->result()->winner == seat) {
                chosen = candidate;
                break;
            }
        }
        if (!chosen)
            chosen = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
        if (m->apply(seat, *chosen))
            return {};
        moves.push_back(*chosen);
    }
    return m && m->finished() ? moves : std::vector<json>{};
}

class whole_games : public live_nodes {
protected:
    // Plays a whole game of `game` across the three nodes.
    void play(const std::string& game, const json& options) {
        // A whole game is sent faster than a person plays.
        const std::vector<std::string> fast{"--rate", "10000", "--rate-burst", "10000"};
        auto a = start_node("a", fast);
        auto b = start_node("b", fast);
        auto c = start_node("c", fast);
        auto first = player(a->port(), "first");
        auto second = player(b->port(), "second");
        auto watcher = player(c->port(), "watcher");
        const json room = first->request(
            {{"type", "create_room"}, {"game", game}, {"options", options}, {"seat", 0}});
        ASSERT_EQ(room["type"], "room") << room;
        const std::string code = room["room"]["code"];
        const json joined =
            second->request({{"type", "join_room"}, {"code", code}, {"as", "player"}});
        ASSERT_EQ(joined["type"], "room") << joined;
        ASSERT_EQ(
            watcher->request({{"type", "join_room"}, {"code", code}, {"as", "spectator"}})["type"],
            "room");
        // The options as the room shows them: every random parameter drawn.
        const json drawn = room["room"]["options"];
        std::vector<json> moves;
        for (unsigned seed = 1; seed < 40 && moves.empty(); ++seed)
            moves = playout(game, drawn, seed, 300);
        ASSERT_FALSE(moves.empty()) << "no playout of " << game << " ended within 300 plies";
        auto mirror = new_match(game, drawn);
        ASSERT_TRUE(mirror);
        test_client* seats[2] = {first.get(), second.get()};
        for (std::size_t ply = 0; ply < moves.size(); ++ply) {
            const int seat = *mirror->to_move();
            const json reply = seats[seat]->request({{"type", "move"},
                                                     {"code", code},
                                                     {"ply", static_cast<int>(ply)},
                                                     {"move", moves[ply]}});
            ASSERT_EQ(reply["type"], "moved") << "ply " << ply << ": " << reply;
            ASSERT_FALSE(mirror->apply(seat, moves[ply]));
            for (test_client* other : {seats[1 - seat], watcher.get()})
                ASSERT_TRUE(other->wait_for([&](const json& m) {
                    return m["type"] == "moved" && m["ply"] == static_cast<int>(ply);
                })) << "ply "
                    << ply << " was not heard on every node";
        }
        const json result = mirror->result_json();
        for (test_client* everyone : {first.get(), second.get(), watcher.get()}) {
            const auto over = everyone->wait_type("game_over");
            ASSERT_TRUE(over);
            EXPECT_EQ((*over)["result"], result);
        }
        EXPECT_EQ(query("SELECT count(*) FROM moves m JOIN games g ON g.id = m.game_id WHERE "
                        "g.code = '" +
                        code + "' AND g.status = 'finished'"),
                  std::to_string(moves.size()) + "\n");
    }
};

TEST_F(whole_games, HnefataflAcrossThreeNodes) {
    play("hnefatafl", json::object());
}

TEST_F(whole_games, GravAcrossThreeNodes) {
    play("grav", json{{"size", 7}, {"players", 2}});
}

TEST_F(whole_games, DividedLoyaltiesAcrossThreeNodes) {
    play("divided_loyalties", json{{"position", 7}});
}

} // namespace
} // namespace plyroom::test
