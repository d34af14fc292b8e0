// The server on PostgreSQL, for what the SQLite tests do through SQLite itself (crash_test's
// newer schema, failed_commit_test's refusing trigger, fault_test's lock held elsewhere): the
// same behaviour, set up through PostgreSQL. Run in the `pg` variant only.
#include "fixture.hpp"
#include "store/database.hpp"

namespace plyroom::test {
namespace {

class postgres_server : public server_test {
protected:
    void SetUp() override {
        if (!testing_postgresql())
            GTEST_SKIP() << "PostgreSQL only (the ctest variant server_pg.*)";
        server_test::SetUp();
    }

    // A game of Connect Four with `plies` moves played; its room code in `code`.
    void game_with_moves(test_client& a, test_client& b, std::string& code, int plies) {
        code = create(a)["code"];
        ASSERT_EQ(join(b, code)["type"], "room");
        for (int ply = 0; ply < plies; ++ply)
            ASSERT_EQ(move(ply % 2 == 0 ? a : b, code, ply, column(ply % 2))["type"], "moved");
    }
};

TEST_F(postgres_server, ANewerDatabaseIsRefused) {
    EXPECT_EQ(server().stop(), 0);
    EXPECT_EQ(sql(db_path(), "UPDATE plyroom_schema SET version = 999 RETURNING version"), "999\n");
    server().restart();
    EXPECT_FALSE(server().running());
}

TEST_F(postgres_server, AMoveThatCannotBeStoredChangesNothingAndCanBeSentAgain) {
    auto alice = player("alice");
    auto bob = player("bob");
    std::string code;
    game_with_moves(*alice, *bob, code, 1);
    ASSERT_EQ(event(*bob, "moved")["ply"], 0);

    EXPECT_EQ(sql(db_path(), "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS "
                             "$$BEGIN RAISE EXCEPTION 'refused'; END$$; "
                             "CREATE TRIGGER no_record BEFORE INSERT ON record "
                             "FOR EACH ROW EXECUTE FUNCTION refuse();"),
              "");
    const json refused = move(*bob, code, 1, column(4));
    EXPECT_EQ(refused["type"], "error") << refused;
    EXPECT_EQ(refused["code"], "internal") << refused;

    EXPECT_EQ(sql(db_path(), "DROP TRIGGER no_record ON record;"), "");
    const json accepted = move(*bob, code, 1, column(4));
    ASSERT_EQ(accepted["type"], "moved") << accepted;
    EXPECT_EQ(accepted["state"]["ply"], 2);
    EXPECT_EQ(accepted["state"]["board"]["rows"][5], "R...B..");
    EXPECT_EQ(sql(db_path(), "SELECT ply, seat, move FROM moves ORDER BY seq"),
              "0|0|{\"column\":0}\n1|1|{\"column\":4}\n");
}

// A table locked by another session: the move waits one lock timeout (5 s, as SQLite's busy
// wait), fails with `internal`, other requests are answered meanwhile, and moves are stored
// again once the lock is gone.
TEST_F(postgres_server, ATableLockedElsewhereFailsAMoveInBoundedTime) {
    auto alice = player("alice");
    auto bob = player("bob");
    std::string code;
    game_with_moves(*alice, *bob, code, 2);

    server::store::database other;
    ASSERT_FALSE(other.open(db_path(), false));
    ASSERT_FALSE(other.exec("BEGIN; LOCK TABLE record IN ACCESS EXCLUSIVE MODE;"));
    const auto sent = std::chrono::steady_clock::now();
    alice->send(
        {{"type", "move"}, {"id", "stalled"}, {"code", code}, {"ply", 2}, {"move", column(4)}});
    const json rooms = bob->request({{"type", "list_rooms"}}, std::chrono::seconds(2));
    EXPECT_EQ(rooms["type"], "rooms") << rooms;
    const auto failed = alice->wait_for(
        [](const json& m) { return m.value("id", json()) == "stalled"; }, std::chrono::seconds(15));
    ASSERT_TRUE(failed);
    EXPECT_EQ((*failed)["type"], "error") << *failed;
    EXPECT_EQ((*failed)["code"], "internal") << *failed;
    EXPECT_LT(std::chrono::steady_clock::now() - sent, std::chrono::seconds(8));

    ASSERT_FALSE(other.exec("ROLLBACK;"));
    EXPECT_EQ(move(*alice, code, 2, column(4))["type"], "moved");
    server().restart();
    EXPECT_EQ(sql(db_path(), "SELECT count(*) FROM moves"), "3\n");
}

// What the SQLite tests read back in SQLite's dialect (draw_test, limits_test), read back in
// PostgreSQL's: offers with their answers, chat with a spectator's empty seat, a resignation,
// an abort and the results, row by row.
TEST_F(postgres_server, EveryKindOfRowIsStoredAsSent) {
    json welcome_a;
    json welcome_c;
    auto alice = player("alice", &welcome_a);
    auto bob = player("bob");
    auto carol = player("carol", &welcome_c);
    const std::string code = create(*alice)["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    ASSERT_EQ(join(*carol, code, "spectator")["type"], "room");
    const std::string said = "good luck \u00e9\u4e16"; // 2 + 3 bytes of UTF-8
    ASSERT_EQ(alice->request({{"type", "chat"}, {"code", code}, {"text", said}})["type"], "chat");
    ASSERT_EQ(carol->request({{"type", "chat"}, {"code", code}, {"text", "go bob"}})["type"],
              "chat");
    ASSERT_EQ(alice->request({{"type", "offer_draw"}, {"code", code}})["status"], "open");
    ASSERT_EQ(bob->request({{"type", "decline_draw"}, {"code", code}})["status"], "declined");
    ASSERT_EQ(move(*alice, code, 0, column(0))["type"], "moved");
    const json resigned = bob->request({{"type", "resign"}, {"code", code}});
    ASSERT_EQ(resigned["type"], "game_over") << resigned;

    const std::string second = create(*alice)["code"];
    ASSERT_EQ(join(*bob, second)["type"], "room");
    ASSERT_EQ(move(*alice, second, 0, column(3))["type"], "moved");
    ASSERT_EQ(bob->request({{"type", "abort"}, {"code", second}})["type"], "game_over");

    const json offers = draw_offers(1);
    EXPECT_EQ(offer_lines(offers), "0|0|declined|1|1|1\n");
    EXPECT_EQ(response_lines(offers), "1|declined\n");
    EXPECT_EQ(sql(db_path(), "SELECT seq, seat, ply, body::json ->> 'event' FROM record "
                             "WHERE kind = 'draw' ORDER BY seq"),
              "1|0|0|open\n2|1|0|declined\n");
    EXPECT_EQ(sql(db_path(), "SELECT game_id, player_id, COALESCE(seat::text, 'null'), text, "
                             "octet_length(text) FROM chat ORDER BY id"),
              "1|" + welcome_a["player"].get<std::string>() + "|0|" + said + "|15\n1|" +
                  welcome_c["player"].get<std::string>() + "|null|go bob|6\n");
    // The record's order: the offer opened (1) and declined (2), the move (3), the resignation.
    EXPECT_EQ(sql(db_path(), "SELECT game_id, seat, ply, seq FROM resignations"), "1|1|1|4\n");
    EXPECT_EQ(sql(db_path(), "SELECT game_id, seat, ply, created_at > 0 FROM aborts"), "2|1|1|t\n");
    EXPECT_EQ(sql(db_path(), "SELECT id, status, result::json ->> 'outcome', "
                             "result::json ->> 'reason', finished_at >= started_at FROM games "
                             "ORDER BY id"),
              "1|finished|" + resigned["result"]["outcome"].get<std::string>() + "|" +
                  resigned["result"]["reason"].get<std::string>() +
                  "|t\n2|finished|aborted|aborted|t\n");
}

} // namespace
} // namespace plyroom::test
