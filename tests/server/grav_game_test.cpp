// Whole Grav games through the real server with 2 and 3 players: "Grav!" calls with their
// penalty or skipped turn, bonus turns, everybody passing and the tie rule, resignation, and a
// SIGKILL in the middle of a penalty phase. Positions are built from fixed parameters (a..e, N),
// and the rows stored in SQLite are checked along with what the players are told.
#include "fixture.hpp"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace plyroom::test {
namespace {

// A Grav room with every seat taken, the game started.
struct grav_table {
    std::string code;
    long long game_id = 0;
    std::vector<std::unique_ptr<test_client>> seats;
    std::vector<std::string> tokens;
};

class grav_game : public server_test {
protected:
    // Options with every parameter fixed, so positions are the same on every run.
    static json grav_options(int players, int c = 3) {
        return json{{"size", 7}, {"players", players}, {"a", 3}, {"b", 2}, {"c", c}, {"d", 1},
                    {"e", 4},    {"strict", false}};
    }

    // Seat 0 creates the room, the others join in seat order; the game starts.
    grav_table open(const json& options) {
        grav_table table;
        const int players = options["players"].get<int>();
        for (int seat = 0; seat < players; ++seat) {
            json welcome;
            table.seats.push_back(player("p" + std::to_string(seat + 1), &welcome));
            table.tokens.push_back(welcome["token"].get<std::string>());
        }
        json reply = table.seats[0]->request(
            {{"type", "create_room"}, {"game", "grav"}, {"options", options}, {"seat", 0}});
        EXPECT_EQ(reply["type"], "room") << reply;
        table.code = reply["room"]["code"].get<std::string>();
        table.game_id = reply["room"]["game_id"].get<long long>();
        EXPECT_EQ(reply["room"]["options"], options);
        for (int seat = 1; seat < players; ++seat) {
            json joined = table.seats[static_cast<std::size_t>(seat)]->request(
                {{"type", "join_room"}, {"code", table.code}, {"as", "player"}, {"seat", seat}});
            EXPECT_EQ(joined["type"], "room") << joined;
        }
        EXPECT_EQ(event(*table.seats[0], "state")["state"]["to_move"], 0);
        return table;
    }

    // The client sitting in `seat`.
    static test_client& at(grav_table& table, int seat) {
        return *table.seats[static_cast<std::size_t>(seat)];
    }

    // A placement by `seat` at ply; returns the reply (moved or error).
    static json place(grav_table& table, int seat, int ply, int x, int y,
                      std::optional<int> bonus = std::nullopt) {
        json m{{"place", {x, y}}};
        if (bonus)
            m["bonus"] = *bonus;
        return move(at(table, seat), table.code, ply, m);
    }

    // A placement that must be accepted; returns the STATE after it.
    static json placed(grav_table& table, int seat, int ply, int x, int y,
                       std::optional<int> bonus = std::nullopt) {
        json reply = place(table, seat, ply, x, y, bonus);
        EXPECT_EQ(reply["type"], "moved")
            << "(" << x << "," << y << ") by seat " << seat << ": " << reply;
        return reply["state"];
    }

    // A pass by `seat` at ply; returns the reply.
    static json pass(grav_table& table, int seat, int ply) {
        return move(at(table, seat), table.code, ply, json{{"pass", true}});
    }

    // A "Grav!" call by `seat` on the placement at `ply`; returns the reply.
    static json call(grav_table& table, int seat, int ply) {
        return at(table, seat).request({{"type", "challenge"}, {"code", table.code}, {"ply", ply}});
    }

    // The room's STATE as a fresh sync gives it.
    static json state_of(test_client& c, const std::string& code) {
        json reply = c.request({{"type", "sync"}, {"code", code}});
        EXPECT_EQ(reply["type"], "room") << reply;
        c.inbox().clear(); // older events; the sync's STATE follows the ROOM reply
        return event(c, "state")["state"];
    }

    // One query's rows on the game's database.
    std::string rows(const std::string& query) const { return sql(db_path(), query); }
};

// The board rows of a 7x7 STATE, joined with '/' for short comparisons.
std::string board_text(const json& state) {
    std::string text;
    for (const json& row : state["board"]["rows"])
        text += (text.empty() ? "" : "/") + row.get<std::string>();
    return text;
}

// Two players: a distance violation is called, the stone is voided, the caller removes one of
// the violator's stones and then moves; all of it is stored.
// A call sent as the generic game action is the same call; each member reads it in its own
// protocol version: version 1 as the game's own event, version 2 as the generic one, with one `v`.
TEST_F(grav_game, ACallReachesEachMemberInTheVersionItSpeaks) {
    grav_table t = open(grav_options(2));
    test_client watcher(port());
    json welcome = watcher.hello("watcher", std::nullopt, 2);
    ASSERT_EQ(welcome["protocol"], 2) << welcome;
    ASSERT_EQ(
        watcher.request({{"type", "join_room"}, {"code", t.code}, {"as", "spectator"}})["type"],
        "room");
    placed(t, 0, 0, 3, 3);
    placed(t, 1, 1, 3, 4);
    placed(t, 0, 2, 0, 0); // 7 away from (3,4): breaks the distance rule
    json reply = at(t, 1).request({{"type", "game_action"},
                                   {"code", t.code},
                                   {"action", "challenge"},
                                   {"params", {{"ply", 2}}}});
    ASSERT_EQ(reply["type"], "challenge_result") << reply;
    EXPECT_EQ(reply["correct"], true);
    const json older = event(at(t, 0), "challenge_result");
    const json generic = event(watcher, "game_action");
    EXPECT_EQ(generic["v"], older["v"]);
    EXPECT_EQ(generic["seat"], 1);
    EXPECT_EQ(generic["action"], "challenge");
    json fields = older;
    for (const char* envelope : {"type", "code", "v"})
        fields.erase(envelope);
    EXPECT_EQ(generic["result"], fields);
    EXPECT_EQ(state_of(at(t, 0), t.code)["phase"], "penalty_remove");
    // An action no game has is refused as such, and a move cannot pass for one.
    EXPECT_EQ(
        watcher.request({{"type", "game_action"}, {"code", t.code}, {"action", "move"}})["code"],
        "bad_request");
    EXPECT_EQ(
        at(t, 1).request({{"type", "game_action"}, {"code", t.code}, {"action", "jump"}})["code"],
        "unsupported");
}

TEST_F(grav_game, CorrectCallVoidsTheStoneAndTheCallerRemovesOne) {
    grav_table t = open(grav_options(2));
    EXPECT_EQ(placed(t, 0, 0, 3, 3)["challengeable"], (json{{"ply", 0}, {"seat", 0}}));
    placed(t, 1, 1, 3, 4);
    // 7 away from (3,4): breaks the distance rule, which nothing in STATE reveals.
    json open_state = placed(t, 0, 2, 0, 0);
    EXPECT_EQ(open_state["challengeable"], (json{{"ply", 2}, {"seat", 0}}));
    EXPECT_EQ(open_state["voided"], json::array());
    EXPECT_EQ(open_state["to_move"], 1);

    // Calls on another ply or on one's own placement are refused and change nothing.
    EXPECT_EQ(call(t, 1, 1)["code"], "illegal_move");
    EXPECT_EQ(call(t, 0, 2)["code"], "illegal_move");
    json result = call(t, 1, 2);
    ASSERT_EQ(result["type"], "challenge_result") << result;
    EXPECT_EQ(result["by"], 1);
    EXPECT_EQ(result["against"], 0);
    EXPECT_EQ(result["ply"], 2);
    EXPECT_EQ(result["correct"], true);
    EXPECT_EQ(result["violations"], json::array({"distance 7 is outside [1, 4] from (3,4)"}));
    EXPECT_EQ(
        result["broken_rules"],
        (json{{{"rule", "distance"}, {"distance", 7}, {"from", {3, 4}}, {"d", 1}, {"e", 4}}}));
    EXPECT_EQ(event(at(t, 0), "challenge_result")["correct"], true);

    json penalty = state_of(at(t, 0), t.code);
    EXPECT_EQ(penalty["phase"], "penalty_remove");
    EXPECT_EQ(penalty["to_move"], 1);
    EXPECT_EQ(penalty["ply"], 3); // a call is not a move
    EXPECT_EQ(penalty["penalty"], (json{{"caller", 1}, {"against", 0}}));
    EXPECT_EQ(penalty["voided"], json::array({2}));
    EXPECT_EQ(penalty["challengeable"], nullptr);
    EXPECT_EQ(penalty["stones"], json::array({1, 1}));
    EXPECT_EQ(penalty["last"], json::array({3, 4}));
    EXPECT_EQ(board_text(penalty), "......./......./......./...0.../...1.../......./.......");

    // Only the caller acts, and only by removing one of the violator's stones.
    EXPECT_EQ(place(t, 0, 3, 4, 4)["code"], "not_your_turn");
    EXPECT_EQ(place(t, 1, 3, 4, 4)["code"], "illegal_move");
    EXPECT_EQ(pass(t, 1, 3)["code"], "illegal_move");
    EXPECT_EQ(move(at(t, 1), t.code, 3, json{{"remove", {3, 4}}})["code"], "illegal_move");
    json removed = move(at(t, 1), t.code, 3, json{{"remove", {3, 3}}});
    ASSERT_EQ(removed["type"], "moved") << removed;
    json given = removed["state"];
    EXPECT_EQ(given["phase"], "play");
    EXPECT_EQ(given["to_move"], 1); // the caller's turn
    EXPECT_EQ(given["penalty"], nullptr);
    EXPECT_EQ(given["stones"], json::array({0, 1}));
    EXPECT_EQ(given["last"], json::array({3, 4}));
    EXPECT_EQ(placed(t, 1, 4, 3, 1)["to_move"], 0);
    EXPECT_EQ(state_of(at(t, 0), t.code)["stones"], json::array({0, 2}));

    const std::string game = std::to_string(t.game_id);
    EXPECT_EQ(rows("SELECT by_seat, against, called_ply, ply, correct, violations FROM challenges "
                   "WHERE game_id = " +
                   game),
              "1|0|2|3|1|[\"distance 7 is outside [1, 4] from (3,4)\"]\n");
    // The voided placement stays in the record; the removal is a move of the caller's.
    EXPECT_EQ(rows("SELECT ply, seat, move FROM moves WHERE game_id = " + game + " ORDER BY ply"),
              "0|0|{\"place\":[3,3]}\n1|1|{\"place\":[3,4]}\n2|0|{\"place\":[0,0]}\n"
              "3|1|{\"remove\":[3,3]}\n4|1|{\"place\":[3,1]}\n");
    // The challenge sits between the voided placement and the removal in the record's order.
    EXPECT_EQ(rows("SELECT seq FROM challenges WHERE game_id = " + game), "4\n");
    EXPECT_EQ(rows("SELECT seq FROM moves WHERE game_id = " + game + " AND ply IN (2, 3)"),
              "3\n5\n");

    const auto [status, body] = http_get(port(), "/api/games/" + game);
    ASSERT_EQ(status, 200) << body;
    const json record = json::parse(body);
    ASSERT_EQ(record["challenges"].size(), 1U);
    EXPECT_EQ(record["challenges"][0]["called_ply"], 2);
    EXPECT_EQ(record["challenges"][0]["correct"], true);
    EXPECT_EQ(record["moves"][2]["move"], (json{{"place", {0, 0}}}));
}

// Two players: a wrong call by the seat to move costs it that very turn.
TEST_F(grav_game, WrongCallByTheSeatToMoveSkipsThatTurn) {
    grav_table t = open(grav_options(2));
    placed(t, 0, 0, 3, 3);
    json result = call(t, 1, 0);
    ASSERT_EQ(result["type"], "challenge_result") << result;
    EXPECT_EQ(result["correct"], false);
    EXPECT_EQ(result["violations"], json::array());
    json skipped = state_of(at(t, 1), t.code);
    EXPECT_EQ(skipped["to_move"], 0);
    EXPECT_EQ(skipped["skipped"], json::array({1}));
    EXPECT_EQ(skipped["skips_owed"], json::array({0, 0}));
    EXPECT_EQ(skipped["ply"], 1);
    EXPECT_EQ(skipped["challengeable"], nullptr);
    EXPECT_EQ(place(t, 1, 1, 3, 4)["code"], "not_your_turn");
    json next = placed(t, 0, 1, 3, 5);
    EXPECT_EQ(next["to_move"], 1);
    EXPECT_EQ(next["skipped"], json::array());
    EXPECT_EQ(board_text(next), "......./......./......./...0.../......./...0.../.......");
    EXPECT_EQ(rows("SELECT by_seat, against, called_ply, ply, correct, violations FROM challenges"),
              "1|0|0|1|0|[]\n");
}

// Three players: a wrong call by a seat not to move is owed and taken at its next regular turn.
TEST_F(grav_game, WrongCallIsOwedUntilTheCallersNextTurn) {
    grav_table t = open(grav_options(3));
    placed(t, 0, 0, 3, 3);
    json result = call(t, 2, 0);
    ASSERT_EQ(result["type"], "challenge_result") << result;
    EXPECT_EQ(result["correct"], false);
    EXPECT_EQ(result["by"], 2);
    json owed = state_of(at(t, 0), t.code);
    EXPECT_EQ(owed["skips_owed"], json::array({0, 0, 1}));
    EXPECT_EQ(owed["to_move"], 1);
    // Seat 1's placement hands the turn on past seat 2 to seat 0.
    json after = placed(t, 1, 1, 3, 4);
    EXPECT_EQ(after["to_move"], 0);
    EXPECT_EQ(after["skipped"], json::array({2}));
    EXPECT_EQ(after["skips_owed"], json::array({0, 0, 0}));
    EXPECT_EQ(place(t, 2, 2, 3, 1)["code"], "not_your_turn");
    EXPECT_EQ(placed(t, 0, 2, 3, 1)["to_move"], 1);
    EXPECT_EQ(placed(t, 1, 3, 2, 1)["to_move"], 2); // no skip owed any more
    EXPECT_EQ(rows("SELECT by_seat, against, called_ply, ply, correct FROM challenges"),
              "2|0|0|1|0\n");
}

// A symmetric group earns a bonus turn: declared with the move, never more than earned, and the
// bonus turn must be a placement. With three players play then goes on in seat order.
TEST_F(grav_game, BonusTurnsForASymmetricGroup) {
    for (const int players : {2, 3}) {
        SCOPED_TRACE(std::to_string(players) + " players");
        grav_table t = open(grav_options(players, 4));
        // A 2x2 block is made of stones of every seat in turn: (2,2) (3,2) (2,3) then (3,3).
        const std::vector<std::array<int, 2>> block{{2, 2}, {3, 2}, {2, 3}};
        int ply = 0;
        for (const auto& [x, y] : block) {
            const int seat = ply % players;
            if (ply == 2) {
                // Three stones are no symmetric group of 4: declaring a bonus is refused.
                json refused = place(t, seat, ply, x, y, 1);
                EXPECT_EQ(refused["code"], "illegal_move");
                EXPECT_EQ(refused["message"], "this placement earns no bonus turn");
            }
            placed(t, seat, ply, x, y);
            ++ply;
        }
        const int earner = ply % players;
        json overclaimed = place(t, earner, ply, 3, 3, 2);
        EXPECT_EQ(overclaimed["code"], "illegal_move");
        EXPECT_EQ(overclaimed["message"], "this placement earns only 1 bonus turn");
        json bonus = placed(t, earner, ply, 3, 3, 1);
        EXPECT_EQ(bonus["to_move"], earner);
        EXPECT_EQ(bonus["bonus_left"], 1);
        EXPECT_EQ(bonus["challengeable"], (json{{"ply", ply}, {"seat", earner}}));
        ++ply;
        // The bonus turn cannot be passed; its placement (away from the block) ends the turn.
        EXPECT_EQ(pass(t, earner, ply)["code"], "illegal_move");
        json after = placed(t, earner, ply, 5, 3);
        EXPECT_EQ(after["bonus_left"], 0);
        EXPECT_EQ(after["to_move"], (earner + 1) % players);
        EXPECT_EQ(after["challengeable"], (json{{"ply", ply}, {"seat", earner}}));
        EXPECT_EQ(after["stones"][static_cast<std::size_t>(earner)], 3);
    }
}

// Everybody passing ends the game on stones; with a tie the latest tied seat wins, among the
// seats tied (not simply the last seat). A skipped turn is not a pass.
TEST_F(grav_game, EverybodyPassingEndsTheGameTiesToTheLatestSeat) {
    {
        SCOPED_TRACE("2 players, tied");
        grav_table t = open(grav_options(2));
        placed(t, 0, 0, 3, 3);
        placed(t, 1, 1, 3, 4);
        json first = pass(t, 0, 2);
        ASSERT_EQ(first["type"], "moved") << first;
        EXPECT_EQ(first["state"]["passes"], 1);
        EXPECT_EQ(first["state"]["passed"], json::array({0}));
        EXPECT_EQ(first["state"]["challengeable"], nullptr); // a pass closes the call
        ASSERT_EQ(pass(t, 1, 3)["type"], "moved");
        json over = event(at(t, 0), "game_over")["result"];
        EXPECT_EQ(over, (json{{"outcome", "win"},
                              {"winner", 1},
                              {"reason", "all_passed"},
                              {"scores", {{"p1", 1}, {"p2", 1}}}}));
        EXPECT_EQ(rows("SELECT status, result FROM games WHERE id = " + std::to_string(t.game_id)),
                  "finished|" + over.dump() + "\n");
    }
    {
        SCOPED_TRACE("2 players, more stones win");
        grav_table t = open(grav_options(2));
        placed(t, 0, 0, 3, 3);
        ASSERT_EQ(pass(t, 1, 1)["type"], "moved");
        placed(t, 0, 2, 3, 5); // a placement clears the passes
        EXPECT_EQ(state_of(at(t, 1), t.code)["passes"], 0);
        ASSERT_EQ(pass(t, 1, 3)["type"], "moved");
        ASSERT_EQ(pass(t, 0, 4)["type"], "moved");
        json over = event(at(t, 1), "game_over")["result"];
        EXPECT_EQ(over["winner"], 0);
        EXPECT_EQ(over["scores"], (json{{"p1", 2}, {"p2", 0}}));
    }
    {
        SCOPED_TRACE("3 players");
        grav_table t = open(grav_options(3));
        placed(t, 0, 0, 3, 3);
        placed(t, 1, 1, 3, 4);
        // Seat 0 calls wrongly and owes a skip, taken right after seat 2 passes.
        ASSERT_EQ(call(t, 0, 1)["correct"], false);
        json first = pass(t, 2, 2);
        EXPECT_EQ(first["state"]["skipped"], json::array({0}));
        EXPECT_EQ(first["state"]["to_move"], 1);
        json second = pass(t, 1, 3);
        // Seats 1 and 2 have passed and seat 0 was skipped: a skipped turn is no pass.
        EXPECT_EQ(second["state"]["passes"], 2);
        EXPECT_EQ(second["state"]["passed"], json::array({1, 2}));
        EXPECT_EQ(second["state"]["to_move"], 2);
        EXPECT_EQ(second["state"]["result"], nullptr);
        EXPECT_EQ(pass(t, 2, 4)["state"]["to_move"], 0);
        ASSERT_EQ(pass(t, 0, 5)["type"], "moved"); // now every seat has passed
        json over = event(at(t, 1), "game_over")["result"];
        // Seats 0 and 1 tie with one stone each; seat 2 has none. The later tied seat wins.
        EXPECT_EQ(over["winner"], 1);
        EXPECT_EQ(over["reason"], "all_passed");
        EXPECT_EQ(over["scores"], (json{{"p1", 1}, {"p2", 1}, {"p3", 0}}));
        EXPECT_EQ(place(t, 1, 6, 0, 0)["code"], "game_over");
    }
}

// Three players: a resigning seat leaves the turn order, its stones stay; the last seat left
// wins by resignation. Both resignations are stored.
TEST_F(grav_game, ResignationWithThreePlayers) {
    grav_table t = open(grav_options(3));
    placed(t, 0, 0, 3, 3);
    placed(t, 1, 1, 3, 4);
    placed(t, 2, 2, 3, 1);
    // Seat 1 resigns while seat 0 is to move: a STATE is the reply, the game goes on.
    json left = at(t, 1).request({{"type", "resign"}, {"code", t.code}});
    ASSERT_EQ(left["type"], "state") << left;
    EXPECT_EQ(left["state"]["resigned"], json::array({1}));
    EXPECT_EQ(left["state"]["to_move"], 0);
    EXPECT_EQ(left["state"]["stones"], json::array({1, 1, 1}));
    EXPECT_EQ(call(t, 1, 2)["code"], "not_your_turn"); // a resigned seat cannot call
    EXPECT_EQ(placed(t, 0, 3, 4, 2)["to_move"], 2);    // seat 1 is passed over
    EXPECT_EQ(place(t, 1, 4, 5, 2)["code"], "not_your_turn");
    EXPECT_EQ(placed(t, 2, 4, 5, 2)["to_move"], 0);
    // Seat 0 resigns on its own turn: seat 2 is the last one left and wins.
    ASSERT_EQ(at(t, 0).request({{"type", "resign"}, {"code", t.code}})["type"], "game_over");
    json over = event(at(t, 2), "game_over")["result"];
    EXPECT_EQ(over["outcome"], "win");
    EXPECT_EQ(over["winner"], 2);
    EXPECT_EQ(over["reason"], "resignation");
    EXPECT_EQ(over["scores"], (json{{"p1", 2}, {"p2", 1}, {"p3", 2}}));
    EXPECT_EQ(rows("SELECT seat, ply FROM resignations WHERE game_id = " +
                   std::to_string(t.game_id) + " ORDER BY seq"),
              "1|3\n0|5\n");
}

// Three players: a correct call on a bonus placement, a skip still owed, then SIGKILL in the
// penalty phase. The restarted server restores the exact position and whose turn it is, and the
// game goes on: the caller removes a stone, takes its turn, the owed skip is taken.
TEST_F(grav_game, RestartInThePenaltyPhaseRestoresTheExactPosition) {
    grav_table t = open(grav_options(3, 4));
    placed(t, 0, 0, 2, 2);
    placed(t, 1, 1, 3, 2);
    placed(t, 2, 2, 2, 3);
    EXPECT_EQ(placed(t, 0, 3, 3, 3, 1)["bonus_left"], 1); // the 2x2 block: a bonus turn
    // Seat 2 calls the (legal) block placement wrongly and owes a skip.
    ASSERT_EQ(call(t, 2, 3)["correct"], false);
    // The bonus placement is 6 away from (3,3); seat 1 calls it.
    EXPECT_EQ(placed(t, 0, 4, 6, 6)["to_move"], 1);
    json result = call(t, 1, 4);
    ASSERT_EQ(result["correct"], true) << result;
    EXPECT_EQ(result["violations"], json::array({"distance 6 is outside [1, 4] from (3,3)"}));

    const json before = state_of(at(t, 0), t.code);
    EXPECT_EQ(before["phase"], "penalty_remove");
    EXPECT_EQ(before["to_move"], 1);
    EXPECT_EQ(before["penalty"], (json{{"caller", 1}, {"against", 0}}));
    EXPECT_EQ(before["voided"], json::array({4}));
    EXPECT_EQ(before["skips_owed"], json::array({0, 0, 1}));
    EXPECT_EQ(before["last"], json::array({3, 3}));
    EXPECT_EQ(before["bonus_left"], 0);
    EXPECT_EQ(board_text(before), "......./......./..01.../..20.../......./......./.......");

    server().stop(SIGKILL);
    server().restart();
    ASSERT_TRUE(server().running());
    std::vector<std::unique_ptr<test_client>> again;
    for (int seat = 0; seat < 3; ++seat) {
        again.push_back(std::make_unique<test_client>(port()));
        ASSERT_EQ(again.back()->hello("p" + std::to_string(seat + 1),
                                      t.tokens[static_cast<std::size_t>(seat)])["type"],
                  "welcome");
    }
    EXPECT_EQ(state_of(*again[0], t.code), before);
    for (int seat = 0; seat < 3; ++seat)
        t.seats[static_cast<std::size_t>(seat)] = std::move(again[static_cast<std::size_t>(seat)]);

    EXPECT_EQ(place(t, 1, 5, 4, 4)["code"], "illegal_move"); // still the penalty phase
    json removed = move(at(t, 1), t.code, 5, json{{"remove", {2, 2}}});
    ASSERT_EQ(removed["type"], "moved") << removed;
    EXPECT_EQ(removed["state"]["to_move"], 1);
    EXPECT_EQ(removed["state"]["stones"], json::array({1, 1, 1}));
    // The caller's own turn; then seat 2's skip is taken and seat 0 moves.
    json after = placed(t, 1, 6, 3, 5);
    EXPECT_EQ(after["to_move"], 0);
    EXPECT_EQ(after["skipped"], json::array({2}));
    EXPECT_EQ(after["skips_owed"], json::array({0, 0, 0}));

    const std::string game = std::to_string(t.game_id);
    EXPECT_EQ(rows("SELECT by_seat, against, called_ply, ply, correct FROM challenges WHERE "
                   "game_id = " +
                   game + " ORDER BY seq"),
              "2|0|3|4|0\n1|0|4|5|1\n");
    EXPECT_EQ(rows("SELECT ply, seat, move FROM moves WHERE game_id = " + game +
                   " AND ply >= 4 "
                   "ORDER BY ply"),
              "4|0|{\"place\":[6,6]}\n5|1|{\"remove\":[2,2]}\n6|1|{\"place\":[3,5]}\n");
}

} // namespace
} // namespace plyroom::test
