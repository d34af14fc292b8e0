// Divided Loyalties through the real server: the room options (built-in positions, custom CSV,
// sets), a whole game to its end, an accepted draw offer ending the game on scores, an export
// continued in a new room, and a SIGKILL restart. The players choose their turns with the rules
// core, as a client does, and check every STATE the server sends against their own copy.
#include "divided_loyalties/builtin_positions.hpp"
#include "divided_loyalties/divided_loyalties_match.hpp"
#include "divided_loyalties/game_state.hpp"
#include "divided_loyalties/state_json.hpp"
#include "fixture.hpp"
#include "registry.hpp"

#include <memory>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace plyroom::test {
namespace {

// STATE as the rules alone give it: the server adds the room's clock and what it holds open.
json without_clock(json state) {
    for (const char* room_field : {"clock", "takeback", "rematch", "room_actions"})
        state.erase(room_field);
    return state;
}

namespace dl = core::divided_loyalties;

// A Divided Loyalties room with both seats taken, and the players' own copy of the match.
struct dl_table {
    std::string code;
    long long game_id = 0;
    json options;
    std::unique_ptr<core::match> mirror;
};

// The turn a simple player picks: the first placement (in the core's order) that forms the most
// bridges, each bridge the first one valid at that point. Deterministic.
json greedy_turn(const dl::game_state& state) {
    const std::vector<dl::placement> placements = state.legal_placements();
    if (placements.empty())
        return json{{"pass", true}};
    dl::turn best;
    for (const dl::placement& stone : placements) {
        dl::game_state scratch = state;
        if (scratch.place(stone))
            continue;
        dl::turn candidate{stone, {}};
        for (auto options = scratch.valid_bridges(); !options.empty();
             options = scratch.valid_bridges()) {
            if (scratch.add_bridge(options.front()))
                break;
            candidate.bridges.push_back(options.front());
        }
        if (scratch.end_turn())
            continue;
        if (!best.place || candidate.bridges.size() > best.bridges.size())
            best = candidate;
    }
    return dl::turn_to_json(best);
}

// The rules state of the players' copy.
const dl::game_state& rules(const dl_table& table) {
    return *dl::rules_state(*table.mirror);
}

class dl_game : public server_test {
protected:
    // The server, and the two players every test uses.
    void SetUp() override {
        server_test::SetUp();
        blue_ = player("blue");
        yellow_ = player("yellow");
    }

    // The client of a seat: blue is seat 0, yellow seat 1.
    test_client& side(int seat) { return seat == 0 ? *blue_ : *yellow_; }

    // Blue creates a room with these options in seat 0; the reply (ROOM or an error).
    json create_dl(const json& options) {
        return blue_->request({{"type", "create_room"},
                               {"game", "divided_loyalties"},
                               {"options", options},
                               {"seat", 0}});
    }

    // A started room from these options; the mirror is built from the normalised options.
    dl_table open(const json& options) {
        dl_table table;
        json reply = create_dl(options);
        EXPECT_EQ(reply["type"], "room") << reply;
        table.code = reply["room"]["code"].get<std::string>();
        table.game_id = reply["room"]["game_id"].get<long long>();
        table.options = reply["room"]["options"];
        EXPECT_EQ(join(*yellow_, table.code)["type"], "room");
        core::creation created = core::create_match("divided_loyalties", table.options);
        if (auto* refused = std::get_if<core::refusal>(&created))
            ADD_FAILURE() << refused->message;
        else
            table.mirror = std::move(std::get<std::unique_ptr<core::match>>(created));
        return table;
    }

    // The STATE pushed when the game in the room started.
    static json started_state(test_client& c, const std::string& code) {
        auto found = c.wait_for([&](const json& m) {
            return m.value("type", "") == "state" && m.value("code", "") == code;
        });
        return found ? (*found)["state"] : json(nullptr);
    }

    // The room's STATE as a fresh sync gives it.
    static json state_of(test_client& c, const std::string& code) {
        json reply = c.request({{"type", "sync"}, {"code", code}});
        EXPECT_EQ(reply["type"], "room") << reply;
        c.inbox().clear(); // older events; the sync's STATE follows the ROOM reply
        return event(c, "state")["state"];
    }

    // Sends the move for the seat to move, which must be accepted, and applies it to the mirror;
    // the STATE the server sends must equal the mirror's.
    ::testing::AssertionResult play(dl_table& table, const json& m) {
        const int seat = *table.mirror->to_move();
        const int ply = table.mirror->ply();
        json reply = move(side(seat), table.code, ply, m);
        if (reply["type"] != "moved")
            return ::testing::AssertionFailure() << "ply " << ply << ": " << reply;
        if (core::status refused = table.mirror->apply(seat, m))
            return ::testing::AssertionFailure() << "the mirror refused: " << refused->message;
        // The server fills in draw_offer; the rules know nothing of offers.
        json sent = reply["state"];
        json expected = table.mirror->state();
        sent.erase("draw_offer");
        expected.erase("draw_offer");
        sent = without_clock(sent); // and the room's own fields
        expected = without_clock(expected);
        if (sent != expected)
            return ::testing::AssertionFailure() << "ply " << ply << ": the server's STATE " << sent
                                                 << " differs from " << expected;
        return ::testing::AssertionSuccess();
    }

    // Plays greedy turns until `turns` have been played or the game is over.
    ::testing::AssertionResult play_greedy(dl_table& table, int turns) {
        for (int k = 0; k < turns && !table.mirror->finished(); ++k)
            if (auto played = play(table, greedy_turn(rules(table))); !played)
                return played;
        return ::testing::AssertionSuccess();
    }

    // One query's rows on the game's database.
    std::string rows(const std::string& query) const { return sql(db_path(), query); }

    std::unique_ptr<test_client> blue_;
    std::unique_ptr<test_client> yellow_;
};

// Every built-in position by id: its name, its cells and its number of sets; "sets" overrides.
TEST_F(dl_game, EveryBuiltInPositionWithItsSets) {
    for (int id = 1; id <= dl::builtin_position_count; ++id) {
        SCOPED_TRACE("position " + std::to_string(id));
        const int sets = id <= 6 ? 4 : 3;
        dl_table t = open(json{{"position", id}});
        EXPECT_EQ(t.options, (json{{"position", id}, {"sets", sets}}));
        const json state = started_state(*yellow_, t.code);
        const auto builtin = dl::builtin_position(id);
        EXPECT_EQ(state["position"], (json{{"id", id}, {"name", builtin->name}}));
        EXPECT_EQ(state["board"]["sets"], sets);
        EXPECT_EQ(state["board"]["width"], builtin->width);
        EXPECT_EQ(state["board"]["height"], builtin->height);
        EXPECT_EQ(state["board"]["set"], (json{{"blue", 1}, {"yellow", 1}}));
        EXPECT_EQ(without_clock(state), t.mirror->state());
    }
    dl_table four = open(json{{"position", 9}, {"sets", 4}});
    EXPECT_EQ(four.options, (json{{"position", 9}, {"sets", 4}}));
    EXPECT_EQ(state_of(*blue_, four.code)["board"]["sets"], 4);
    dl_table three = open(json{{"position", 2}, {"sets", 3}});
    EXPECT_EQ(state_of(*blue_, three.code)["board"]["sets"], 3);
}

// Options a room cannot be made from are refused with the reason, and make no room.
TEST_F(dl_game, BadOptionsAreRefused) {
    const std::vector<std::pair<json, std::string>> cases{
        {json{{"position", 0}}, "\"position\" must be a built-in position id from 1 to 12"},
        {json{{"position", 13}}, "\"position\" must be a built-in position id from 1 to 12"},
        {json{{"position", "3"}}, "\"position\" must be a built-in position id from 1 to 12"},
        {json{{"position", 1}, {"sets", 5}}, "\"sets\" must be 3 or 4"},
        {json{{"position", 1}, {"position_csv", "1,A,0,S1,S1,S1\n"}},
         "give either \"position\" or \"position_csv\", not both"},
        {json{{"board", 1}},
         "unknown option \"board\" (Divided Loyalties takes position, position_csv, sets or "
         "export)"},
    };
    for (const auto& [options, message] : cases) {
        json reply = create_dl(options);
        EXPECT_EQ(reply["type"], "error") << options;
        EXPECT_EQ(reply["code"], "bad_request") << options;
        EXPECT_EQ(reply["message"], message) << options;
    }
    EXPECT_EQ(rows("SELECT COUNT(*) FROM games"), "0\n");
}

// A custom position from CSV plays 3 sets unless told otherwise; a bad CSV is refused naming the
// line and column of the fault.
TEST_F(dl_game, CustomPositionFromCsv) {
    const std::string csv = "42,Tiny,0,.,S1,S1,S1,o\n42,Tiny,1,W1,W1,G1,G1,o\n";
    dl_table t = open(json{{"position_csv", csv}});
    EXPECT_EQ(t.options, (json{{"position_csv", csv}, {"sets", 3}}));
    const json state = state_of(*blue_, t.code);
    EXPECT_EQ(state["position"], (json{{"id", nullptr}, {"name", "Tiny"}}));
    EXPECT_EQ(state["board"]["width"], 5);
    EXPECT_EQ(state["board"]["height"], 2);
    EXPECT_EQ(state["board"]["sets"], 3);
    EXPECT_EQ(state["board"]["cells"].size(), 9U);
    EXPECT_EQ(state["board"]["cells"][0],
              (json{{"x", 1}, {"y", 0}, {"kind", "board"}, {"region", "S1"}}));
    EXPECT_EQ(state["board"]["cells"][3],
              (json{{"x", 4}, {"y", 0}, {"kind", "dot"}, {"region", nullptr}}));
    dl_table four = open(json{{"position_csv", csv}, {"sets", 4}});
    EXPECT_EQ(state_of(*blue_, four.code)["board"]["sets"], 4);

    struct bad_csv {
        std::string text;
        std::string where;
    };
    const std::vector<bad_csv> cases{
        {"42,Tiny,0,S1,S1\n42,Tiny,1,S1,\n", "line 2, column 5"}, // an empty cell
        {"42,Tiny,0,S1,S1,S1\n42,Tiny,1,S1,S1\n", "line 2, column 6"},
        {"42,Tiny,0,S1,S1\n42,Tiny,2,S1,S1\n", "line 2, column 3"},
        {"42,,0,S1,S1\n", "line 1, column 2"},
        {"", "line 1, column 1"},
    };
    for (const auto& [text, where] : cases) {
        json reply = create_dl(json{{"position_csv", text}});
        EXPECT_EQ(reply["code"], "bad_request") << text;
        const std::string message = reply.value("message", "");
        EXPECT_EQ(message.rfind("the position CSV is wrong at " + where, 0), 0U)
            << text << " -> " << message;
    }
    EXPECT_EQ(rows("SELECT COUNT(*) FROM games"), "2\n");
}

// A whole game to its end: every turn accepted, every STATE as the rules give it, a refused
// turn changes nothing, and the end is scored and stored.
TEST_F(dl_game, AWholeGameToItsEnd) {
    dl_table t = open(json{{"position", 7}});
    int turns = 0;
    bool refused_once = false;
    while (!t.mirror->finished()) {
        ASSERT_LT(turns, 200) << "the game does not end";
        const json good = greedy_turn(rules(t));
        if (turns >= 20 && !refused_once && good.contains("bridges") && !good["bridges"].empty()) {
            // A turn whose last bridge repeats the first is refused whole, naming that bridge.
            refused_once = true;
            {
                json bad = good;
                bad["bridges"].push_back(good["bridges"][0]);
                const int seat = *t.mirror->to_move();
                json refused = move(side(seat), t.code, t.mirror->ply(), bad);
                EXPECT_EQ(refused["code"], "illegal_move");
                EXPECT_NE(refused.value("message", "")
                              .find("bridge " + std::to_string(bad["bridges"].size())),
                          std::string::npos)
                    << refused;
                EXPECT_EQ(without_clock(state_of(side(seat), t.code)), t.mirror->state());
            }
        }
        ASSERT_TRUE(play(t, good));
        ++turns;
    }
    EXPECT_TRUE(refused_once);
    const json result = t.mirror->result_json();
    const json over = event(*blue_, "game_over")["result"];
    EXPECT_EQ(over, result);
    EXPECT_TRUE(over["reason"] == "all_placed" || over["reason"] == "all_passed") << over;
    EXPECT_EQ(over["scores"], t.mirror->state()["board"]["score"]);
    const auto& final_rules = rules(t);
    const int blue = final_rules.score_of(0).total();
    const int yellow = final_rules.score_of(1).total();
    EXPECT_GT(blue + yellow, 0); // the greedy players built bridges
    EXPECT_EQ(over["winner"], blue == yellow ? json(nullptr) : json(blue > yellow ? 0 : 1));
    const std::string game = std::to_string(t.game_id);
    EXPECT_EQ(rows("SELECT status, result FROM games WHERE id = " + game),
              "finished|" + result.dump() + "\n");
    EXPECT_EQ(rows("SELECT COUNT(*) FROM moves WHERE game_id = " + game),
              std::to_string(turns) + "\n");
    EXPECT_EQ(move(*blue_, t.code, turns, json{{"pass", true}})["code"], "game_over");
}

// An accepted draw offer ends the game and the scores decide.
TEST_F(dl_game, AnAcceptedDrawOfferEndsTheGameOnScores) {
    dl_table t = open(json{{"position", 3}});
    ASSERT_TRUE(play_greedy(t, 15));
    const auto& now = rules(t);
    ASSERT_NE(now.score_of(0).total(), now.score_of(1).total()) << "pick a game with a leader";
    const int leader = now.score_of(0).total() > now.score_of(1).total() ? 0 : 1;
    const int offerer = *t.mirror->to_move();
    ASSERT_EQ(side(offerer).request({{"type", "offer_draw"}, {"code", t.code}})["status"], "open");
    json accepted = side(1 - offerer).request({{"type", "accept_draw"}, {"code", t.code}});
    ASSERT_EQ(accepted["type"], "game_over") << accepted;
    EXPECT_EQ(event(side(offerer), "draw_offer")["status"], "accepted");
    const json over = event(side(offerer), "game_over")["result"];
    EXPECT_EQ(over, accepted["result"]);
    ASSERT_FALSE(t.mirror->agree_draw());
    EXPECT_EQ(over, t.mirror->result_json());
    EXPECT_EQ(over["outcome"], "win");
    EXPECT_EQ(over["winner"], leader);
    EXPECT_EQ(over["reason"], "agreement");
    EXPECT_EQ(over["scores"], dl::scores_json(rules(t)));
    const std::string game = std::to_string(t.game_id);
    EXPECT_EQ(offer_lines(draw_offers(t.game_id)),
              std::to_string(offerer) + "|15|accepted|" + std::to_string(1 - offerer) + "|1|1\n");
    EXPECT_EQ(rows("SELECT status, result FROM games WHERE id = " + game),
              "finished|" + over.dump() + "\n");
}

// The export a client writes (position, sets, every turn) starts a new room at the same point;
// the continued game and the original then go on alike. The stored record gives the same export.
TEST_F(dl_game, AnExportContinuesInANewRoom) {
    dl_table original = open(json{{"position", 5}});
    ASSERT_TRUE(play_greedy(original, 23));
    // What the client's `export FILE` writes, read back as the file's text.
    const json exported = json::parse(dl::export_game(*original.mirror).dump(2));
    EXPECT_EQ(exported["turns"].size(), 23U);
    EXPECT_EQ(exported["position"], 5);
    EXPECT_EQ(exported["sets"], 4);
    EXPECT_EQ(exported["result"], nullptr);

    // The same export from the server's stored record of the game.
    const auto [status, body] = http_get(port(), "/api/games/" + std::to_string(original.game_id));
    ASSERT_EQ(status, 200) << body;
    const json record = json::parse(body);
    core::creation replayed = core::create_match("divided_loyalties", record["options"]);
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<core::match>>(replayed));
    auto& from_record = *std::get<std::unique_ptr<core::match>>(replayed);
    for (const json& stored : record["moves"])
        ASSERT_FALSE(from_record.apply(stored["seat"].get<int>(), stored["move"]));
    EXPECT_EQ(dl::export_game(from_record), exported);

    dl_table continued = open(json{{"export", exported}});
    EXPECT_EQ(continued.options["export"]["turns"], exported["turns"]);
    EXPECT_EQ(continued.mirror->ply(), 23);
    const json state = state_of(*yellow_, continued.code);
    // The same position; what the room offers differs, as the new room's record has no moves
    // to take back (the exported turns are its starting point).
    EXPECT_EQ(without_clock(state), without_clock(state_of(*yellow_, original.code)));
    EXPECT_EQ(state["ply"], 23);
    EXPECT_EQ(state["to_move"], 1);
    // A move for another ply is stale; the same turns then keep both rooms equal.
    EXPECT_EQ(move(*yellow_, continued.code, 0, greedy_turn(rules(continued)))["code"],
              "stale_ply");
    for (int k = 0; k < 6; ++k) {
        const json next = greedy_turn(rules(original));
        ASSERT_TRUE(play(original, next));
        ASSERT_TRUE(play(continued, next));
    }
    EXPECT_EQ(without_clock(state_of(*blue_, continued.code)),
              without_clock(state_of(*blue_, original.code)));

    // An export whose turns do not replay is refused naming the turn.
    json broken = exported;
    broken["turns"][3] = broken["turns"][2];
    json refused = create_dl(json{{"export", broken}});
    EXPECT_EQ(refused["code"], "bad_request");
    EXPECT_EQ(refused.value("message", "").rfind("turn 4 of the export", 0), 0U) << refused;
}

// After SIGKILL and a restart on the same file, a running game and a game continued from an
// export are rebuilt exactly and go on.
TEST_F(dl_game, RestartRestoresRunningGames) {
    json welcome_blue, welcome_yellow;
    blue_ = player("blue", &welcome_blue);
    yellow_ = player("yellow", &welcome_yellow);
    dl_table running = open(json{{"position", 11}});
    ASSERT_TRUE(play_greedy(running, 17));
    dl_table continued = open(json{{"export", dl::export_game(*running.mirror)}});
    ASSERT_TRUE(play_greedy(continued, 4));
    // An open draw offer survives too.
    const int offerer = *running.mirror->to_move();
    ASSERT_EQ(side(offerer).request({{"type", "offer_draw"}, {"code", running.code}})["type"],
              "draw_offer");
    const json running_before = state_of(*blue_, running.code);
    const json continued_before = state_of(*blue_, continued.code);
    EXPECT_EQ(running_before["draw_offer"]["by"], offerer);

    server().stop(SIGKILL);
    server().restart();
    ASSERT_TRUE(server().running());
    blue_ = std::make_unique<test_client>(port());
    yellow_ = std::make_unique<test_client>(port());
    ASSERT_EQ(blue_->hello("blue", welcome_blue["token"].get<std::string>())["type"], "welcome");
    ASSERT_EQ(yellow_->hello("yellow", welcome_yellow["token"].get<std::string>())["type"],
              "welcome");
    EXPECT_EQ(state_of(*blue_, running.code), running_before);
    EXPECT_EQ(state_of(*yellow_, continued.code), continued_before);
    EXPECT_EQ(continued_before["ply"], 21);
    ASSERT_TRUE(play_greedy(running, 3));
    ASSERT_TRUE(play_greedy(continued, 3));
    EXPECT_EQ(state_of(*blue_, continued.code)["ply"], 24);
}

} // namespace
} // namespace plyroom::test
