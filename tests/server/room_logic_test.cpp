// The room logic as a pure function: no sockets, no database.
#include "match/room_logic.hpp"
#include "registry.hpp"

#include <gtest/gtest.h>

namespace plyroom::server::match {
namespace {

namespace p = protocol;

class room_logic : public ::testing::Test {
protected:
    void SetUp() override {
        auto created = core::create_match("connect4", json::object(), 1);
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<core::match>>(created));
        state_ = make_room("ABCDEF", 7, true,
                           std::move(std::get<std::unique_ptr<core::match>>(created)));
        ctx_.now = 1000;
        ctx_.next_offer_id = [this] { return ++offers_; };
    }

    // Runs a command on the room's state, as the room does.
    outcome run(const actor& who, command_body body) {
        return handle(state_, command{who, 1, std::move(body)}, ctx_);
    }

    static std::string error_of(const outcome& out) {
        if (!out.reply)
            return "";
        auto* e = std::get_if<p::error_message>(&out.reply->body);
        return e != nullptr ? e->code : "";
    }

    void seat_both() {
        run(alice_, create{0, alice_.player_id, std::nullopt, {}});
        run(bob_, p::client_body{p::join_room{"ABCDEF", p::join_as::player, std::nullopt}});
        ASSERT_EQ(state_.status, room_status::playing);
    }

    room_state state_;
    context ctx_;
    std::int64_t offers_ = 0;
    actor alice_{1, "p_a", "alice", std::nullopt};
    actor bob_{2, "p_b", "bob", std::nullopt};
    actor carol_{3, "p_c", "carol", std::nullopt};
};

TEST_F(room_logic, CreateStoresGameAndSeat) {
    outcome out = run(alice_, create{1, alice_.player_id, std::nullopt, {}});
    ASSERT_EQ(out.rows.size(), 2u);
    EXPECT_TRUE(std::holds_alternative<store::game_row>(out.rows[0]));
    EXPECT_EQ(std::get<store::seat_row>(out.rows[1]).seat, 1);
    ASSERT_EQ(out.events.size(), 1u);
    EXPECT_EQ(out.reply_event, 0u);
    EXPECT_EQ(state_.seats[1]->name, "alice");
    EXPECT_EQ(state_.status, room_status::waiting);
}

TEST_F(room_logic, SecondPlayerStartsTheGame) {
    run(alice_, create{0, alice_.player_id, std::nullopt, {}});
    outcome out =
        run(bob_, p::client_body{p::join_room{"ABCDEF", p::join_as::player, std::nullopt}});
    EXPECT_EQ(state_.status, room_status::playing);
    ASSERT_EQ(out.events.size(), 2u);
    EXPECT_TRUE(std::holds_alternative<p::room_message>(out.events[0]));
    EXPECT_TRUE(std::holds_alternative<p::state_message>(out.events[1]));
    EXPECT_TRUE(std::holds_alternative<store::game_started_row>(out.rows.back()));
}

TEST_F(room_logic, RefusedCommandChangesNothing) {
    seat_both();
    const int ply = state_.game->ply();
    outcome out = run(bob_, p::client_body{p::move{"ABCDEF", 0, json{{"column", 0}}}});
    EXPECT_EQ(error_of(out), "not_your_turn");
    EXPECT_TRUE(out.rows.empty());
    EXPECT_TRUE(out.events.empty());
    EXPECT_EQ(state_.game->ply(), ply);
    out = run(alice_, p::client_body{p::move{"ABCDEF", 3, json{{"column", 0}}}});
    EXPECT_EQ(error_of(out), "stale_ply");
}

// The match is changed in place, never copied per move: the cost of a move does not grow
// with the game.
TEST_F(room_logic, MoveAppliesToTheLiveMatchAndStoresARecordEntry) {
    seat_both();
    const core::match* before = state_.game.get();
    outcome out = run(alice_, p::client_body{p::move{"ABCDEF", 0, json{{"column", 3}}}});
    ASSERT_EQ(out.rows.size(), 1u);
    const auto& row = std::get<store::record_row>(out.rows[0]);
    EXPECT_EQ(row.entry.kind, "move");
    EXPECT_EQ(row.entry.ply, 0);
    EXPECT_EQ(row.entry.seq, 1);
    EXPECT_EQ(row.entry.seat, 0);
    EXPECT_EQ(row.entry.body.dump(), R"({"column":3})");
    EXPECT_EQ(state_.game.get(), before);
    EXPECT_EQ(state_.game->ply(), 1);
    EXPECT_TRUE(out.moved);
}

TEST_F(room_logic, OfferLapsesWhenTheOtherSideMoves) {
    seat_both();
    run(bob_, p::client_body{p::offer_draw{"ABCDEF"}});
    ASSERT_TRUE(state_.draw);
    outcome out = run(alice_, p::client_body{p::move{"ABCDEF", 0, json{{"column", 3}}}});
    EXPECT_FALSE(state_.draw);
    ASSERT_EQ(out.events.size(), 2u);
    EXPECT_EQ(std::get<p::draw_offer_event>(out.events[1]).status, "lapsed");
    const auto& lapse = std::get<store::record_row>(out.rows[1]).entry;
    EXPECT_EQ(lapse.kind, "draw");
    EXPECT_EQ(lapse.body["event"], "lapsed");
    // Bob may not offer again until he has moved.
    EXPECT_EQ(error_of(run(bob_, p::client_body{p::offer_draw{"ABCDEF"}})), "bad_request");
    run(bob_, p::client_body{p::move{"ABCDEF", 1, json{{"column", 3}}}});
    EXPECT_EQ(error_of(run(bob_, p::client_body{p::offer_draw{"ABCDEF"}})), "");
}

TEST_F(room_logic, SpectatorsAndStrangers) {
    seat_both();
    EXPECT_EQ(error_of(run(carol_, p::client_body{p::chat{"ABCDEF", "hi"}})), "not_in_room");
    run(carol_, p::client_body{p::join_room{"ABCDEF", p::join_as::spectator, std::nullopt}});
    EXPECT_EQ(state_.spectators(), 1);
    EXPECT_EQ(error_of(run(carol_, p::client_body{p::resign{"ABCDEF"}})), "not_a_player");
    outcome out = run(carol_, detach{});
    EXPECT_EQ(state_.spectators(), 0);
    EXPECT_EQ(out.events.size(), 1u);
}

TEST_F(room_logic, AcceptEndsInAgreement) {
    seat_both();
    run(alice_, p::client_body{p::offer_draw{"ABCDEF"}});
    EXPECT_EQ(error_of(run(alice_, p::client_body{p::accept_draw{"ABCDEF"}})), "no_offer");
    outcome out = run(bob_, p::client_body{p::accept_draw{"ABCDEF"}});
    EXPECT_EQ(state_.status, room_status::finished);
    ASSERT_GE(out.events.size(), 2u);
    const auto& over = std::get<p::game_over>(out.events[out.events.size() - 2]);
    EXPECT_EQ(over.result["reason"], "agreement");
    // Then STATE: nothing is open now but a rematch.
    EXPECT_TRUE(std::holds_alternative<p::state_message>(out.events.back()));
    EXPECT_TRUE(std::holds_alternative<store::game_finished_row>(out.rows.back()));
}

TEST_F(room_logic, ReOfferingAfterALapseNeedsAMoveMadeAfterIt) {
    seat_both();
    ASSERT_EQ(error_of(run(alice_, p::client_body{p::offer_draw{"ABCDEF"}})), "");
    // Alice moves while her offer is open; it lapses only when Bob moves.
    run(alice_, p::client_body{p::move{"ABCDEF", 0, json{{"column", 3}}}});
    ASSERT_TRUE(state_.draw);
    run(bob_, p::client_body{p::move{"ABCDEF", 1, json{{"column", 3}}}});
    ASSERT_FALSE(state_.draw);
    EXPECT_EQ(error_of(run(alice_, p::client_body{p::offer_draw{"ABCDEF"}})), "bad_request");
    run(alice_, p::client_body{p::move{"ABCDEF", 2, json{{"column", 3}}}});
    EXPECT_EQ(error_of(run(alice_, p::client_body{p::offer_draw{"ABCDEF"}})), "");
}

TEST_F(room_logic, ResignationAndAbortAnswerWithTheGameOverEvenWithAnOpenOffer) {
    seat_both();
    run(alice_, p::client_body{p::offer_draw{"ABCDEF"}});
    const outcome resigned = run(bob_, p::client_body{p::resign{"ABCDEF"}});
    ASSERT_TRUE(resigned.reply_event);
    EXPECT_TRUE(std::holds_alternative<p::game_over>(resigned.events.at(*resigned.reply_event)));
    EXPECT_EQ(std::get<p::draw_offer_event>(resigned.events.front()).status, "lapsed");

    SetUp();
    seat_both();
    run(alice_, p::client_body{p::offer_draw{"ABCDEF"}});
    const outcome aborted = run(alice_, p::client_body{p::abort_game{"ABCDEF"}});
    ASSERT_TRUE(aborted.reply_event);
    EXPECT_TRUE(std::holds_alternative<p::game_over>(aborted.events.at(*aborted.reply_event)));
}

// Three seats of Grav, where a resignation takes a seat out while the others play on.
class room_logic_three : public room_logic {
protected:
    void SetUp() override {
        auto created = core::create_match(
            "grav",
            json{{"size", 7}, {"players", 3}, {"a", 3}, {"b", 2}, {"c", 3}, {"d", 1}, {"e", 4}}, 1);
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<core::match>>(created));
        state_ = make_room("ABCDEF", 7, true,
                           std::move(std::get<std::unique_ptr<core::match>>(created)));
        ctx_.now = 1000;
        ctx_.next_offer_id = [this] { return ++offers_; };
        run(alice_, create{0, alice_.player_id, std::nullopt, {}});
        for (const actor* who : {&bob_, &carol_})
            run(*who, p::client_body{p::join_room{"ABCDEF", p::join_as::player, std::nullopt}});
        ASSERT_EQ(state_.status, room_status::playing);
    }

    // The seat to move plays its first legal placement.
    void place(const actor& who) {
        for (const json& m : state_.game->legal_moves())
            if (m.contains("place")) {
                ASSERT_EQ(
                    error_of(run(who, p::client_body{p::move{"ABCDEF", state_.game->ply(), m}})),
                    "");
                return;
            }
        FAIL() << "no placement";
    }
};

TEST_F(room_logic_three, AnAcceptanceCountsOnce) {
    run(alice_, p::client_body{p::offer_draw{"ABCDEF"}});
    const outcome first = run(bob_, p::client_body{p::accept_draw{"ABCDEF"}});
    EXPECT_EQ(error_of(first), "");
    // Everyone sees who has accepted so far.
    EXPECT_EQ(std::get<p::draw_offer_event>(first.events.back()).accepted, std::vector<int>{1});
    EXPECT_EQ(error_of(run(bob_, p::client_body{p::accept_draw{"ABCDEF"}})), "bad_request");
    EXPECT_EQ(state_.status, room_status::playing);
    EXPECT_EQ(error_of(run(carol_, p::client_body{p::accept_draw{"ABCDEF"}})), "");
    EXPECT_EQ(state_.status, room_status::finished);
}

TEST_F(room_logic_three, ASeatThatResignedNeitherAnswersOffersNorIsWaitedFor) {
    ASSERT_EQ(error_of(run(carol_, p::client_body{p::resign{"ABCDEF"}})), "");
    ASSERT_EQ(state_.status, room_status::playing);
    run(alice_, p::client_body{p::offer_draw{"ABCDEF"}});
    EXPECT_EQ(error_of(run(carol_, p::client_body{p::accept_draw{"ABCDEF"}})), "bad_request");
    EXPECT_EQ(error_of(run(carol_, p::client_body{p::decline_draw{"ABCDEF"}})), "bad_request");
    EXPECT_EQ(error_of(run(carol_, p::client_body{p::offer_draw{"ABCDEF"}})), "bad_request");
    const outcome agreed = run(bob_, p::client_body{p::accept_draw{"ABCDEF"}});
    EXPECT_EQ(error_of(agreed), "");
    EXPECT_EQ(state_.status, room_status::finished);
    EXPECT_EQ(state_.game->result()->reason, "agreement");
}

TEST_F(room_logic_three, AResignationSettlesAnOpenOffer) {
    // Bob accepted Alice's offer; Carol resigns instead of answering: agreed.
    run(alice_, p::client_body{p::offer_draw{"ABCDEF"}});
    run(bob_, p::client_body{p::accept_draw{"ABCDEF"}});
    run(carol_, p::client_body{p::resign{"ABCDEF"}});
    EXPECT_EQ(state_.status, room_status::finished);
    EXPECT_EQ(state_.game->result()->reason, "agreement");

    // An offerer who resigns withdraws the offer.
    SetUp();
    run(alice_, p::client_body{p::offer_draw{"ABCDEF"}});
    const outcome out = run(alice_, p::client_body{p::resign{"ABCDEF"}});
    EXPECT_FALSE(state_.draw);
    EXPECT_EQ(state_.status, room_status::playing);
    // The lapse, then STATE (what is open changed with it).
    ASSERT_GE(out.events.size(), 2u);
    EXPECT_EQ(std::get<p::draw_offer_event>(out.events[out.events.size() - 2]).status, "lapsed");
    EXPECT_TRUE(std::holds_alternative<p::state_message>(out.events.back()));
}

TEST_F(room_logic_three, AbortIsRefusedOnceEverySeatStillPlayingHasMoved) {
    place(alice_);
    ASSERT_EQ(error_of(run(bob_, p::client_body{p::resign{"ABCDEF"}})), "");
    // Bob resigned without moving; Carol has not moved yet.
    EXPECT_EQ(state_.status, room_status::playing);
    place(carol_);
    EXPECT_EQ(error_of(run(alice_, p::client_body{p::abort_game{"ABCDEF"}})), "bad_request");
}

} // namespace
} // namespace plyroom::server::match
