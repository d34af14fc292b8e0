// A database stored before draw offers lived in the record only: its offers in the tables
// draw_offers and draw_responses, its record without their steps. The migration that drops the
// tables puts each offer's steps into the record where they happened, so /api/games answers
// as the tables did and a rebuilt room keeps its open offer. On the backend of this run
// (SQLite, or PostgreSQL in the `pg` variant), built with the real earlier migrations.
#include "match/record_fold.hpp"
#include "registry.hpp"
#include "store/migrations.hpp"
#include "store/reader.hpp"
#include "support/temp_dir.hpp"
#include "support/test_database.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace plyroom::server::store {
namespace {

using json = nlohmann::json;

class offer_migration : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_FALSE(dir_.path().empty());
        ASSERT_EQ(db_.failure(), "");
        ASSERT_FALSE(conn_.open(db_.location(), false));
        const auto all = embedded_migrations(conn_.kind());
        const auto found = std::find_if(all.begin(), all.end(), [](const migration& m) {
            return m.name.find("offers_in_the_record") != std::string_view::npos;
        });
        ASSERT_NE(found, all.end());
        before_ = all.first(static_cast<std::size_t>(found - all.begin()));
        all_ = all;
        ASSERT_FALSE(migrate(conn_, before_));
        // Grav's options as the server stores them: every random draw written in.
        auto created = core::create_match(
            "grav", json{{"size", 7}, {"players", 3}, {"a", 3}, {"b", 2}, {"c", 3}, {"d", 1}}, 1);
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<core::match>>(created));
        grav_options_ = std::get<std::unique_ptr<core::match>>(created)->options().dump();
    }

    // Game 7 (connect4, finished) is draw_test's story: an offer declined, one lapsed by the
    // other side's move in the same millisecond, one accepted. Game 8 (three-seat grav, in
    // play) has an open offer one seat of two has accepted. Game 9 (connect4, in play) was
    // stored across the upgrade: an offer closed before migration 4 (no ply for its close)
    // in the tables only, the open one after it in both. Game 10 (three-seat grav, finished):
    // a seat accepted, then the last other seat resigned, which settled the offer in its name.
    void store_before_the_record_held_offers() {
        ASSERT_FALSE(conn_.exec(
            "INSERT INTO players VALUES ('p_1', 'alice', 'h1', 0), ('p_2', 'bob', 'h2', 0),"
            "  ('p_3', 'carol', 'h3', 0);"
            "INSERT INTO games (id, code, game, options, seat_count, public, status, created_by,"
            "  created_at) VALUES (7, 'AAAAAA', 'connect4', '{}', 2, 1, 'finished', 'p_1', 1),"
            "  (8, 'BBBBBB', 'grav', '" +
            grav_options_ +
            "', 3, 1, 'playing', 'p_1', 1),"
            "  (9, 'CCCCCC', 'connect4', '{}', 2, 1, 'playing', 'p_1', 1),"
            "  (10, 'DDDDDD', 'grav', '" +
            grav_options_ +
            "', 3, 1, 'finished', 'p_1', 1);"
            "INSERT INTO seats VALUES (7, 0, 'p_1', 1), (7, 1, 'p_2', 1), (8, 0, 'p_1', 1),"
            "  (8, 1, 'p_2', 1), (8, 2, 'p_3', 1), (9, 0, 'p_1', 1), (9, 1, 'p_2', 1),"
            "  (10, 0, 'p_1', 1), (10, 1, 'p_2', 1), (10, 2, 'p_3', 1);"
            "INSERT INTO record (game_id, seq, kind, seat, ply, body, created_at) VALUES"
            "  (7, 1, 'move', 0, 0, '{\"column\":0}', 20),"
            "  (7, 2, 'move', 1, 1, '{\"column\":1}', 30),"
            "  (9, 1, 'move', 0, 0, '{\"column\":3}', 10),"
            "  (9, 2, 'move', 1, 1, '{\"column\":4}', 20),"
            "  (9, 3, 'draw', 1, 2, '{\"event\":\"open\",\"offer\":6}', 40),"
            "  (10, 1, 'resign', 2, 0, '{}', 30);"
            "INSERT INTO draw_offers (id, game_id, by_seat, ply, status, resolved_by, created_at,"
            "  resolved_at, resolved_ply) VALUES"
            "  (1, 7, 0, 0, 'declined', 1, 10, 15, 0), (2, 7, 0, 1, 'lapsed', 1, 25, 30, 2),"
            "  (3, 7, 1, 2, 'accepted', 0, 40, 50, 2), (4, 8, 0, 0, 'open', NULL, 10, NULL, NULL),"
            "  (5, 9, 0, 2, 'declined', 1, 30, 35, NULL), (6, 9, 1, 2, 'open', NULL, 40, NULL, "
            "NULL),"
            "  (7, 10, 0, 0, 'accepted', 2, 10, 30, 0);"
            "INSERT INTO draw_responses (offer_id, seat, response, created_at) VALUES"
            "  (1, 1, 'declined', 15), (3, 0, 'accepted', 50), (4, 1, 'accepted', 20),"
            "  (5, 1, 'declined', 35), (7, 1, 'accepted', 20);"));
        ASSERT_FALSE(migrate(conn_, all_));
        ASSERT_EQ(conn_.user_version(), all_.back().version);
        ASSERT_FALSE(reader_.open(db_.location()));
    }

    json stored(std::int64_t game_id) {
        error failed;
        json out = reader_.game_record(game_id, failed);
        EXPECT_FALSE(failed) << *failed;
        return out;
    }

    // Each entry as seq:kind[ event] seat@ply/time.
    static std::vector<std::string> story(const json& game) {
        std::vector<std::string> out;
        for (const json& e : game["record"])
            out.push_back(e["seq"].dump() + ":" + e["kind"].get<std::string>() +
                          (e["kind"] == "draw" ? " " + e["body"]["event"].get<std::string>() +
                                                     " #" + e["body"]["offer"].dump()
                                               : "") +
                          " " + e["seat"].dump() + "@" + e["ply"].dump() + "/" + e["at"].dump());
        return out;
    }

    match::room_state rebuilt(std::int64_t game_id) {
        error failed;
        const std::vector<stored_game> games = reader_.unfinished_games(failed);
        EXPECT_FALSE(failed) << *failed;
        const auto game = std::find_if(games.begin(), games.end(),
                                       [&](const stored_game& g) { return g.id == game_id; });
        if (game == games.end()) {
            ADD_FAILURE() << "game " << game_id << " is not unfinished";
            return {};
        }
        auto room = match::rebuild_room(*game, match::room_timing{}, 100);
        if (const auto* problem = std::get_if<std::string>(&room)) {
            ADD_FAILURE() << *problem;
            return {};
        }
        return std::get<match::room_state>(std::move(room));
    }

    test::temp_dir dir_;
    test::test_database db_{dir_.path() + "/offers.db"};
    database conn_;
    std::span<const migration> before_;
    std::span<const migration> all_;
    std::string grav_options_;
    reader reader_;
};

TEST_F(offer_migration, TheTablesGoAndTheRecordTellsEachOfferWhereItHappened) {
    store_before_the_record_held_offers();
    EXPECT_TRUE(conn_.exec("SELECT 1 FROM draw_offers")) << "draw_offers should be gone";
    EXPECT_TRUE(conn_.exec("SELECT 1 FROM draw_responses")) << "draw_responses should be gone";
    EXPECT_EQ(story(stored(7)),
              (std::vector<std::string>{"1:draw open #1 0@0/10", "2:draw declined #1 1@0/15",
                                        "3:move 0@0/20", "4:draw open #2 0@1/25", "5:move 1@1/30",
                                        "6:draw lapsed #2 1@2/30", "7:draw open #3 1@2/40",
                                        "8:draw accepted #3 0@2/50"}));
    // Offer 6 was in the record already: it stays once, after offer 5's steps.
    EXPECT_EQ(story(stored(9)),
              (std::vector<std::string>{"1:move 0@0/10", "2:move 1@1/20", "3:draw open #5 0@2/30",
                                        "4:draw declined #5 1@2/35", "5:draw open #6 1@2/40"}));
    // The settling close follows the resignation of its millisecond and ply.
    EXPECT_EQ(story(stored(10)),
              (std::vector<std::string>{"1:draw open #7 0@0/10", "2:draw accept #7 1@0/20",
                                        "3:resign 2@0/30", "4:draw accepted #7 2@0/30"}));
    error failed;
    EXPECT_EQ(reader_.ids(failed).offer, 8);
    EXPECT_FALSE(failed);
}

// What the old reader built from the tables' rows, field by field.
TEST_F(offer_migration, ApiGamesAnswersTheDrawOffersAsTheTablesDid) {
    store_before_the_record_held_offers();
    EXPECT_EQ(stored(7)["draw_offers"], json::parse(R"([
        {"by":0,"ply":0,"status":"declined","resolved_by":1,"time":10,"resolved_at":15,
         "resolved_ply":0,"responses":[{"seat":1,"response":"declined","time":15}]},
        {"by":0,"ply":1,"status":"lapsed","resolved_by":1,"time":25,"resolved_at":30,
         "resolved_ply":2,"responses":[]},
        {"by":1,"ply":2,"status":"accepted","resolved_by":0,"time":40,"resolved_at":50,
         "resolved_ply":2,"responses":[{"seat":0,"response":"accepted","time":50}]}])"));
    EXPECT_EQ(stored(8)["draw_offers"], json::parse(R"([
        {"by":0,"ply":0,"status":"open","resolved_by":null,"time":10,"resolved_at":null,
         "resolved_ply":null,"responses":[{"seat":1,"response":"accepted","time":20}]}])"));
    // The resigning seat settled the offer but never answered it.
    EXPECT_EQ(stored(10)["draw_offers"], json::parse(R"([
        {"by":0,"ply":0,"status":"accepted","resolved_by":2,"time":10,"resolved_at":30,
         "resolved_ply":0,"responses":[{"seat":1,"response":"accepted","time":20}]}])"));
    // An offer closed before migration 4 stored no ply for its close; the record's entry has
    // the ply after the last move made by then.
    const json legacy = stored(9)["draw_offers"];
    ASSERT_EQ(legacy.size(), 2u) << legacy;
    EXPECT_EQ(legacy[0]["resolved_ply"], 2);
    EXPECT_EQ(legacy[0]["responses"], json::parse(R"([{"seat":1,"response":"declined",
                                                        "time":35}])"));
    EXPECT_EQ(legacy[1]["status"], "open");
    EXPECT_EQ(legacy[1]["by"], 1);
}

TEST_F(offer_migration, ARebuiltUnfinishedGameKeepsItsOpenOffer) {
    store_before_the_record_held_offers();
    const match::room_state grav = rebuilt(8);
    ASSERT_TRUE(grav.draw);
    EXPECT_EQ(grav.draw->by, 0);
    EXPECT_EQ(grav.draw->terms.id, 4);
    EXPECT_EQ(grav.draw->accepted, (std::set<int>{1}));
    const match::room_state connect4 = rebuilt(9);
    ASSERT_TRUE(connect4.draw);
    EXPECT_EQ(connect4.draw->by, 1);
    EXPECT_EQ(connect4.draw->terms.id, 6);
    EXPECT_TRUE(connect4.draw.blocked(0)) << "the declined offer blocks its offerer until a move";
}

} // namespace
} // namespace plyroom::server::store
