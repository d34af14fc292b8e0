// Questions about the rules over a real server: the legal moves of the seat to move, and
// whether a move would be legal, answered to the asker alone as the match judges a move, with
// nothing played, stored or announced. Every game is asked the same questions, against the
// players' own copy of the match.
#include "fixture.hpp"
#include "registry.hpp"

#include <memory>
#include <string>
#include <variant>

namespace plyroom::test {
namespace {

// A started room of `game` with its default options (what the room drew is in ROOM's options),
// and the same match built from them.
struct table {
    std::string code;
    std::unique_ptr<core::match> mirror;
};

json check(test_client& c, const std::string& code, int ply, const json& m) {
    return c.request({{"type", "check_move"}, {"code", code}, {"ply", ply}, {"move", m}});
}

class rule_questions : public server_test {
protected:
    table start(test_client& host, test_client& guest, const std::string& game) {
        table t;
        const json room = create(host, game);
        t.code = room["code"].get<std::string>();
        EXPECT_EQ(join(guest, t.code)["type"], "room");
        core::creation created = core::create_match(game, room["options"]);
        if (auto* refused = std::get_if<core::refusal>(&created))
            ADD_FAILURE() << game << ": " << refused->message;
        else
            t.mirror = std::move(std::get<std::unique_ptr<core::match>>(created));
        return t;
    }
};

TEST_F(rule_questions, EveryGameListsItsMovesOrSaysItCannotAndJudgesAMoveAsPlayingIt) {
    auto host = player("host");
    auto guest = player("guest");
    auto watcher = player("watcher");
    for (const core::game_definition& game : core::all_games()) {
        SCOPED_TRACE(std::string(game.id));
        table t = start(*host, *guest, std::string(game.id));
        ASSERT_TRUE(t.mirror);
        ASSERT_EQ(join(*watcher, t.code, "spectator")["type"], "room");
        watcher->inbox().clear(); // what the room sent so far
        const int mover = *t.mirror->to_move();
        const std::vector<json> moves = t.mirror->legal_moves();
        ASSERT_FALSE(moves.empty());

        const json listed = watcher->request({{"type", "legal_moves"}, {"code", t.code}});
        if (t.mirror->lists_every_move()) {
            EXPECT_EQ(listed["type"], "legal_moves") << listed;
            EXPECT_EQ(listed["ply"], 0);
            EXPECT_EQ(listed["seat"], mover);
            EXPECT_EQ(listed["moves"], json(moves));
        } else {
            EXPECT_EQ(listed["type"], "error") << listed;
            EXPECT_EQ(listed["code"], "unsupported") << listed;
        }

        // A legal move: the answer is the position playing it would leave, for the mover and
        // for a spectator (asking for the seat to move) alike.
        auto after = t.mirror->clone();
        ASSERT_FALSE(after->apply(mover, moves.front()));
        for (test_client* asker : {mover == 0 ? host.get() : guest.get(), watcher.get()}) {
            const json judged = check(*asker, t.code, 0, moves.front());
            EXPECT_EQ(judged["type"], "move_check") << judged;
            EXPECT_EQ(judged["legal"], true) << judged;
            EXPECT_EQ(judged["seat"], mover);
            EXPECT_EQ(judged["state"], after->state()) << judged; // a position: no room fields
        }
        // The other seat may not move now; a move of no shape is refused as a move would be.
        const json early = check(mover == 0 ? *guest : *host, t.code, 0, moves.front());
        EXPECT_EQ(early["legal"], false) << early;
        EXPECT_EQ(early["error"]["code"], "not_your_turn") << early;
        const json shapeless = check(*watcher, t.code, 0, json{{"nowhere", true}});
        EXPECT_EQ(shapeless["legal"], false) << shapeless;
        EXPECT_EQ(shapeless["error"]["code"], "bad_request") << shapeless;

        // Nothing was played: the move is still to make at ply 0, and nobody heard of it.
        EXPECT_FALSE(watcher->wait_for([](const json& m) { return m.value("type", "") == "moved"; },
                                       std::chrono::milliseconds(200)));
        const json played = move(mover == 0 ? *host : *guest, t.code, 0, moves.front());
        EXPECT_EQ(played["type"], "moved") << played;
        ASSERT_EQ(host->request({{"type", "leave_room"}, {"code", t.code}})["type"], "left");
        ASSERT_EQ(guest->request({{"type", "leave_room"}, {"code", t.code}})["type"], "left");
        ASSERT_EQ(watcher->request({{"type", "leave_room"}, {"code", t.code}})["type"], "left");
    }
}

TEST_F(rule_questions, AnIllegalMoveIsToldWhyAndAStalePlyOrAStrangerIsRefused) {
    auto alice = player("alice");
    auto bob = player("bob");
    const std::string code = create(*alice)["code"];
    const json waiting = alice->request({{"type", "legal_moves"}, {"code", code}});
    EXPECT_EQ(waiting["code"], "game_not_started") << waiting;
    ASSERT_EQ(join(*bob, code)["type"], "room");
    for (int ply = 0; ply < 6; ++ply)
        ASSERT_EQ(move(ply % 2 == 0 ? *alice : *bob, code, ply, column(0))["type"], "moved");
    const std::string stored = sql(db_path(), "SELECT count(*) FROM record");
    // Column 0 is full: no longer listed, and a check says why, in the words of a refused move.
    const json listed = alice->request({{"type", "legal_moves"}, {"code", code}});
    ASSERT_EQ(listed["type"], "legal_moves") << listed;
    EXPECT_EQ(listed["moves"].size(), 6u) << listed;
    const json full = check(*alice, code, 6, column(0));
    EXPECT_EQ(full["legal"], false) << full;
    EXPECT_EQ(full["error"]["code"], "illegal_move") << full;
    const json refused = move(*alice, code, 6, column(0));
    EXPECT_EQ(full["error"]["message"], refused["message"]) << refused;
    // A check for another ply is stale, as a move would be; a stranger is not in the room.
    EXPECT_EQ(check(*alice, code, 5, column(1))["code"], "stale_ply");
    auto stranger = player("carol");
    EXPECT_EQ(check(*stranger, code, 6, column(1))["code"], "not_in_room");
    EXPECT_EQ(stranger->request({{"type", "legal_moves"}, {"code", code}})["code"], "not_in_room");
    // Nothing of the questions is stored.
    EXPECT_EQ(sql(db_path(), "SELECT count(*) FROM record"), stored);
}

// A game's refusal carries its details (core/hnefatafl/README.md, Refusals) in a refused move
// and in a check alike, so that a client says why in its own words.
TEST_F(rule_questions, ARefusalsDetailsComeWithTheMoveAndTheCheck) {
    auto alice = player("alice");
    auto bob = player("bob");
    const std::string code = create(*alice, "hnefatafl")["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    const json blocked{{"from", "a6"}, {"to", "c6"}};
    const json checked = check(*alice, code, 0, blocked);
    EXPECT_EQ(checked["legal"], false) << checked;
    EXPECT_EQ(checked["error"]["details"], (json{{"why", "blocked"}, {"at", "b6"}})) << checked;
    const json refused = move(*alice, code, 0, blocked);
    EXPECT_EQ(refused["code"], "illegal_move") << refused;
    EXPECT_EQ(refused["details"], checked["error"]["details"]) << refused;
}

} // namespace
} // namespace plyroom::test
