// A room rebuilt from its stored record (a restart, a take-over) holds what the live room
// held: the record is folded through the same room logic that handled each command live.
#include "match/record_fold.hpp"
#include "match/room_logic.hpp"
#include "match/stored_record.hpp"
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
        state_.record = record_;
        state_.requested_options = options_;
        ctx_.now = start;
        ctx_.next_offer_id = [this] { return ++offers_; };
        ctx_.reserve_room = [] { return reserved_room{"NEXT22", 8}; };
    }

    // Runs a command as the room does, keeping the record; each a second after the one before.
    outcome run(const actor& who, command_body body) {
        ctx_.now += 1'000;
        outcome out = handle(state_, command{who, 1, std::move(body)}, ctx_);
        stored_.keep(out.rows); // as the room keeps them, then their commit goes through
        stored_.committed();
        state_ = out.next;
        if (state_.clock && state_.clock->turn_pending())
            state_.clock->begin(ctx_.now);
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
        game.record = *record_;
        auto room = rebuild_room(game, timing_, ctx_.now);
        if (const auto* problem = std::get_if<std::string>(&room)) {
            ADD_FAILURE() << *problem;
            return state_;
        }
        return std::get<room_state>(std::move(room));
    }

    // What the rules of the room hold beside the connections and the clock's running time.
    void expect_rebuilt_as_live() {
        const room_state room = rebuilt();
        EXPECT_EQ(room.status, state_.status);
        EXPECT_EQ(room.game->state(), state_.game->state());
        EXPECT_EQ(room.draw, state_.draw);
        EXPECT_EQ(room.takeback, state_.takeback);
        EXPECT_EQ(room.rematch, state_.rematch);
        EXPECT_EQ(room.has_moved, state_.has_moved);
        EXPECT_EQ(room.standing_moves, state_.standing_moves);
        EXPECT_EQ(room.action_since_own_move, state_.action_since_own_move);
        EXPECT_EQ(room.next_seq, state_.next_seq);
        EXPECT_EQ(room.write_state(ctx_.now).members, state_.write_state(ctx_.now).members);
        if (state_.clock) {
            ASSERT_TRUE(room.clock);
            EXPECT_EQ(room.clock->started(), state_.clock->started());
            EXPECT_EQ(room.clock->running(), state_.clock->running());
        }
    }

    const room_timing timing_{30'000, 60'000, 15'000};
    std::string game_;
    json options_;
    stored_record stored_{{}};
    const std::shared_ptr<core::match_record>& record_ = stored_.entries();
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
    ASSERT_EQ(record_->back().kind, core::flag_kind);
    ASSERT_EQ(state_.status, room_status::playing);
    expect_rebuilt_as_live();
}

} // namespace
} // namespace plyroom::server::match
