// A room rebuilt from its stored record (a restart, a take-over) holds what the live room
// held: the record is folded through the same room logic that handled each command live.
#include "match/record_fold.hpp"
#include "match/room_logic.hpp"
#include "registry.hpp"

#include <gtest/gtest.h>

namespace plyroom::server::match {
namespace {

namespace p = protocol;

constexpr std::int64_t start = 1'000'000;

class record_fold : public ::testing::Test {
protected:
    void open(const std::string& game, json options, std::optional<clock_setting> clock) {
        game_ = game;
        auto created = core::create_match(game, options, 1);
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<core::match>>(created));
        // Stored as the server stores them: every random draw written in.
        options_ = std::get<std::unique_ptr<core::match>>(created)->options();
        if (clock)
            options_["clock"] = to_json(*clock);
        state_ =
            make_room("ABCDEF", 7, true, std::move(std::get<std::unique_ptr<core::match>>(created)),
                      clock, timing_);
        state_.requested_options = options_;
        ctx_.now = start;
        ctx_.next_offer_id = [this] { return ++offers_; };
        ctx_.reserve_room = [] { return reserved_room{"NEXT22", 8}; };
    }

    // Runs a command as the room does, keeping the record; each a second after the one before.
    outcome run(const actor& who, command_body body) {
        ctx_.now += 1'000;
        outcome out = handle(state_, command{who, 1, std::move(body)}, ctx_);
        state_.record.committed();
        begin_turn(state_, out, ctx_.now);
        return out;
    }

    void send(const actor& who, p::client_body body) {
        const outcome out = run(who, std::move(body));
        if (out.reply)
            if (const auto* refused = std::get_if<p::error_message>(&out.reply->body))
                FAIL() << refused->message;
    }

    void move(const actor& who) {
        send(who, p::move{"ABCDEF", state_.game->ply(), state_.game->legal_moves().front()});
    }

    void seat(std::vector<actor> players) {
        run(players[0], create{0, players[0].player_id, std::nullopt, {}});
        for (std::size_t i = 1; i < players.size(); ++i)
            send(players[i], p::join_room{"ABCDEF", p::join_as::player, std::nullopt});
        ASSERT_EQ(state_.status, room_status::playing);
    }

    // The room as a restart rebuilds it from what is stored.
    room_state rebuilt() {
        store::stored_game game;
        game.id = state_.game_id;
        game.code = state_.code;
        game.game = game_;
        game.options = options_;
        game.requested_options = options_;
        game.status = std::string(status_name(state_.status));
        game.created_at = start;
        for (int seat = 0; seat < state_.seat_count(); ++seat)
            if (state_.seats[seat])
                game.seats.push_back(
                    {seat, state_.seats[seat]->player_id, state_.seats[seat]->name});
        game.record = record();
        auto room = rebuild_room(game, timing_, ctx_.now);
        if (const auto* problem = std::get_if<std::string>(&room)) {
            ADD_FAILURE() << *problem;
            return state_;
        }
        return std::get<room_state>(std::move(room));
    }

    // What the rules of the room hold beside the connections and the clock's running time.
    void expect_same_rules(const room_state& room, const room_state& live) {
        EXPECT_EQ(room.status, live.status);
        EXPECT_EQ(room.game->state(), live.game->state());
        EXPECT_EQ(room.draw, live.draw);
        EXPECT_EQ(room.takeback, live.takeback);
        EXPECT_EQ(room.rematch, live.rematch);
        EXPECT_EQ(room.has_moved, live.has_moved);
        EXPECT_EQ(room.standing_moves, live.standing_moves);
        EXPECT_EQ(room.action_since_own_move, live.action_since_own_move);
        EXPECT_EQ(room.next_seq, live.next_seq);
        EXPECT_EQ(room.write_state(ctx_.now).members, live.write_state(ctx_.now).members);
        if (live.clock) {
            ASSERT_TRUE(room.clock);
            EXPECT_EQ(room.clock->started(), live.clock->started());
            EXPECT_EQ(room.clock->running(), live.clock->running());
        }
    }
    void expect_rebuilt_as_live() { expect_same_rules(rebuilt(), state_); }

    // The room as it stands, its match apart from the live one (a test's copy to compare with).
    room_state snapshot() const {
        room_state copy = state_;
        copy.game = state_.game->clone();
        return copy;
    }

    // Runs a command whose commit then fails, and rolls the room back as the room does.
    void run_and_fail_commit(const actor& who, command_body body) {
        const before_command before = note_before(state_, who.connection);
        ctx_.now += 1'000;
        const outcome out = handle(state_, command{who, 1, std::move(body)}, ctx_);
        ASSERT_FALSE(out.rows.empty()) << "the command stores nothing";
        if (auto problem = roll_back(state_, before))
            FAIL() << *problem;
    }

    const room_timing timing_{30'000, 60'000, 15'000};
    std::string game_;
    json options_;
    const core::match_record& record() const { return state_.record.entries(); }
    room_state state_;
    context ctx_;
    std::int64_t offers_ = 100;
    actor alice_{1, "p_a", "alice", std::nullopt};
    actor bob_{2, "p_b", "bob", std::nullopt};
    actor carol_{3, "p_c", "carol", std::nullopt};
};

TEST_F(record_fold, AnOpenDrawOfferAndTheBlocksOfDeclinedOnesAreRebuilt) {
    open("connect4", json::object(), std::nullopt);
    seat({alice_, bob_});
    move(alice_);
    send(alice_, p::offer_draw{"ABCDEF"});
    send(bob_, p::decline_draw{"ABCDEF"}); // Alice may not offer again before her next move
    expect_rebuilt_as_live();
    move(bob_);
    send(bob_, p::offer_draw{"ABCDEF"});
    ASSERT_TRUE(state_.draw);
    ASSERT_TRUE(state_.draw.blocked(0));
    expect_rebuilt_as_live();
    move(alice_); // lapses Bob's offer: he is blocked, Alice is free again
    expect_rebuilt_as_live();
}

TEST_F(record_fold, TakebacksOpenAnsweredAndLapsedAreRebuilt) {
    open("connect4", json::object(), std::nullopt);
    seat({alice_, bob_});
    move(alice_);
    move(bob_);
    send(bob_, p::request_takeback{"ABCDEF"});
    send(alice_, p::decline_takeback{"ABCDEF"});
    ASSERT_TRUE(state_.takeback.blocked(1));
    expect_rebuilt_as_live();
    move(alice_);
    send(alice_, p::request_takeback{"ABCDEF"});
    expect_rebuilt_as_live();
    send(bob_, p::offer_draw{"ABCDEF"});
    send(bob_, p::accept_takeback{"ABCDEF"}); // undoes Alice's move and lapses Bob's offer
    expect_rebuilt_as_live();
    move(alice_);
    move(bob_);
    send(alice_, p::request_takeback{"ABCDEF"});
    ASSERT_TRUE(state_.takeback);
    expect_rebuilt_as_live();
}

// Alice's move after her declined offer freed her to offer again, and stays freeing her once
// it is taken back: the live rule, which the rebuilt room follows because it is the same code.
TEST_F(record_fold, AMoveTakenBackHasStillFreedItsMoverToOfferAgain) {
    open("connect4", json::object(), std::nullopt);
    seat({alice_, bob_});
    move(alice_);
    move(bob_);
    send(alice_, p::offer_draw{"ABCDEF"});
    send(bob_, p::decline_draw{"ABCDEF"});
    move(alice_);
    send(alice_, p::request_takeback{"ABCDEF"});
    send(bob_, p::accept_takeback{"ABCDEF"});
    send(bob_, p::request_takeback{"ABCDEF"});
    ASSERT_FALSE(state_.draw.blocked(0));
    expect_rebuilt_as_live();
}

TEST_F(record_fold, AnOfferSomeOfThreeSeatsAcceptedAndAResignationAreRebuilt) {
    open("grav", json{{"size", 7}, {"players", 3}}, std::nullopt);
    seat({alice_, bob_, carol_});
    move(alice_);
    move(bob_);
    send(carol_, p::offer_draw{"ABCDEF"});
    send(alice_, p::accept_draw{"ABCDEF"});
    ASSERT_EQ(state_.draw->accepted, (std::set<int>{0}));
    expect_rebuilt_as_live();
    send(bob_, p::resign{"ABCDEF"}); // everyone still playing has accepted: agreed
    EXPECT_EQ(state_.status, room_status::finished);
}

TEST_F(record_fold, ATimedGameWithAFlagFallAndTimeGivenIsRebuilt) {
    open("grav", json{{"size", 7}, {"players", 3}}, clock_setting{5'000, 0});
    seat({alice_, bob_, carol_});
    move(alice_);
    move(bob_);
    move(carol_);
    send(bob_, p::give_time{"ABCDEF", 2, 1'000});
    ctx_.now += 10'000;
    run(actor{}, tick{}); // Alice's flag falls; the game goes on between Bob and Carol
    ASSERT_EQ(record().back().kind, core::flag_kind);
    ASSERT_EQ(state_.status, room_status::playing);
    expect_rebuilt_as_live();
}

// A commit that fails leaves the room as its stored record makes it: the command's entries go,
// the match, offers, clock and seats are as before it, and the same command is taken again.
TEST_F(record_fold, AMoveWhoseCommitFailedLeavesTheRoomAsBefore) {
    open("connect4", json::object(), clock_setting{60'000, 2'000});
    seat({alice_, bob_});
    move(alice_);
    send(alice_, p::offer_draw{"ABCDEF"}); // Bob's move would lapse it
    const room_state before = snapshot();
    const std::size_t entries = record().size();
    const auto turn_began = state_.clock->turn_began();
    run_and_fail_commit(bob_, p::move{"ABCDEF", 1, state_.game->legal_moves().front()});
    ASSERT_TRUE(state_.draw);
    expect_same_rules(state_, before);
    EXPECT_EQ(record().size(), entries);
    EXPECT_EQ(state_.clock->remaining(), before.clock->remaining());
    EXPECT_EQ(state_.clock->turn_began(), turn_began); // Bob's turn runs on from when it began
    EXPECT_EQ(state_.members, before.members);
    EXPECT_EQ(state_.shown_actions, before.shown_actions);
    move(bob_);
    EXPECT_EQ(state_.game->ply(), 2);
}

TEST_F(record_fold, AJoinWhoseCommitFailedLeavesTheSeatOpenAndTheJoinerOut) {
    open("connect4", json::object(), std::nullopt);
    run(alice_, create{0, alice_.player_id, std::nullopt, {}});
    const room_state before = snapshot();
    run_and_fail_commit(bob_, p::join_room{"ABCDEF", p::join_as::player, std::nullopt});
    expect_same_rules(state_, before);
    EXPECT_FALSE(state_.seats[1]);
    EXPECT_EQ(state_.members, before.members);
    EXPECT_TRUE(state_.stored);
    send(bob_, p::join_room{"ABCDEF", p::join_as::player, std::nullopt});
    EXPECT_EQ(state_.status, room_status::playing);
}

TEST_F(record_fold, AnAcceptedTakebackWhoseCommitFailedLeavesTheMovesStanding) {
    open("connect4", json::object(), std::nullopt);
    seat({alice_, bob_});
    move(alice_);
    move(bob_);
    send(bob_, p::request_takeback{"ABCDEF"});
    const room_state before = snapshot();
    run_and_fail_commit(alice_, p::accept_takeback{"ABCDEF"});
    expect_same_rules(state_, before);
    for (const core::record_entry& e : record())
        EXPECT_FALSE(e.taken_back_at) << "entry " << e.seq;
    send(alice_, p::accept_takeback{"ABCDEF"});
    EXPECT_EQ(state_.game->ply(), 1);
}

// A refused command changes nothing: handle() works on the room itself, so each step checks
// before it changes.
TEST_F(record_fold, RefusedCommandsLeaveTheRoomAsItWas) {
    open("grav", json{{"size", 7}, {"players", 3}}, clock_setting{60'000, 0});
    seat({alice_, bob_, carol_});
    move(alice_);
    send(carol_, p::offer_draw{"ABCDEF"});
    const room_state before = snapshot();
    const std::vector<std::pair<actor, p::client_body>> refused{
        {alice_, p::move{"ABCDEF", 0, state_.game->legal_moves().front()}}, // stale
        {carol_, p::move{"ABCDEF", 1, state_.game->legal_moves().front()}}, // not her turn
        {carol_, p::accept_draw{"ABCDEF"}},                                 // her own offer
        {bob_, p::offer_draw{"ABCDEF"}},                                    // one is open
        {bob_, p::give_time{"ABCDEF", 1, 5'000}},                           // to himself
        {bob_, p::claim_victory{"ABCDEF", std::nullopt}},                   // nobody is away
        {bob_, p::request_takeback{"ABCDEF"}},                              // three seats
        {bob_, p::rematch{"ABCDEF"}},                                       // not over
    };
    for (std::size_t i = 0; i < refused.size(); ++i) {
        const outcome out = run(refused[i].first, refused[i].second);
        ASSERT_TRUE(out.reply && std::holds_alternative<p::error_message>(out.reply->body))
            << "command " << i;
        EXPECT_TRUE(out.events.empty() && out.rows.empty());
        expect_same_rules(state_, before);
        EXPECT_EQ(state_.members, before.members);
        EXPECT_EQ(state_.clock->remaining(), before.clock->remaining());
    }
}

} // namespace
} // namespace plyroom::server::match
