// Clocks, claims, takebacks and rematch as the pure room logic runs them: time is what the test
// says it is (context.now), so every rule that is arithmetic is checked without waiting.
#include "match/room_logic.hpp"
#include "registry.hpp"

#include <gtest/gtest.h>

namespace plyroom::server::match {
namespace {

namespace p = protocol;

constexpr std::int64_t start = 1'000'000;

class room_rules : public ::testing::Test {
protected:
    // A room of `game` (two seats unless the options say more), timed when `clock` is set.
    void open(const std::string& game, json options, std::optional<clock_setting> clock) {
        auto created = core::create_match(game, options, 1);
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<core::match>>(created));
        state_ =
            make_room("ABCDEF", 7, true, std::move(std::get<std::unique_ptr<core::match>>(created)),
                      clock, room_timing{30'000, 60'000, 15'000});
        ctx_.now = start;
        ctx_.next_offer_id = [this] { return ++offers_; };
        ctx_.reserve_room = [] { return reserved_room{"NEXT22", 8}; };
    }

    // Runs a command as the room does: its commit goes through, and the turn begins when the
    // events go out, `commit_ms` later.
    outcome run(const actor& who, command_body body, std::int64_t commit_ms = 0) {
        outcome out = handle(state_, command{who, 1, std::move(body)}, ctx_);
        state_.record.committed();
        begin_turn(state_, out, ctx_.now + commit_ms);
        return out;
    }

    outcome send(const actor& who, p::client_body body) { return run(who, std::move(body)); }
    outcome move(const actor& who, int column, std::int64_t commit_ms = 0) {
        return run(who,
                   p::client_body{p::move{"ABCDEF", state_.game->ply(), json{{"column", column}}}},
                   commit_ms);
    }
    outcome tick_at(std::int64_t now) {
        ctx_.now = now;
        return run(actor{}, tick{});
    }

    // STATE as the room writes it at `now`, read back from the text.
    json written_state(std::int64_t now) const {
        return json::parse(p::state_text(state_.write_state(now)));
    }

    static std::string error_of(const outcome& out) {
        if (!out.reply)
            return "";
        auto* e = std::get_if<p::error_message>(&out.reply->body);
        return e != nullptr ? e->code : "";
    }
    static std::string message_of(const outcome& out) {
        auto* e = out.reply ? std::get_if<p::error_message>(&out.reply->body) : nullptr;
        return e != nullptr ? e->message : "";
    }

    // The events of one type the room would push (game events by their type name).
    static std::vector<json> events(const outcome& out, const std::string& type) {
        std::vector<json> found;
        for (const auto& event : out.events) {
            if (const auto* e = std::get_if<p::game_event>(&event); e && e->type == type)
                found.push_back(e->fields);
            if (const auto* over = std::get_if<p::game_over>(&event); over && type == "game_over")
                found.push_back(over->result);
        }
        return found;
    }

    // STATE's room_actions in the latest STATE the room would push (null when it pushes none).
    static json room_actions_shown(const outcome& out) {
        json shown;
        for (const auto& event : out.events) {
            const std::optional<p::written_state>* written = nullptr;
            if (const auto* state = std::get_if<p::state_message>(&event))
                written = &state->written;
            if (const auto* moved = std::get_if<p::moved>(&event))
                written = &moved->written;
            if (written != nullptr && *written)
                shown = json::parse(p::state_text(**written))["room_actions"];
        }
        return shown;
    }

    // room_actions with these seats for abort, offer_draw and request_takeback, and no claim
    // or rematch open.
    static json open_in_play(std::vector<int> abort, std::vector<int> offer_draw,
                             std::vector<int> request_takeback) {
        return json{{"abort", abort},
                    {"offer_draw", offer_draw},
                    {"request_takeback", request_takeback},
                    {"claim_victory", json::array()},
                    {"claim_draw", json::array()},
                    {"claimable", json::array()},
                    {"rematch", json::array()}};
    }

    void seat(std::vector<actor> players) {
        run(players[0], create{0, players[0].player_id, std::nullopt, {}});
        for (std::size_t i = 1; i < players.size(); ++i)
            send(players[i], p::join_room{"ABCDEF", p::join_as::player, std::nullopt});
        ASSERT_EQ(state_.status, room_status::playing);
    }

    // Alice (red) and Bob have both moved; Alice's clock runs.
    void both_moved() {
        move(alice_, 0);
        move(bob_, 1);
    }

    const core::match_record& record() const { return state_.record.entries(); }
    room_state state_;
    context ctx_;
    std::int64_t offers_ = 0;
    actor alice_{1, "p_a", "alice", std::nullopt};
    actor bob_{2, "p_b", "bob", std::nullopt};
    actor carol_{3, "p_c", "carol", std::nullopt};
    const clock_setting five_plus_two{300'000, 2'000};
};

TEST(ClockOption, OutOfRangeIsRefusedWithTheRangeInWords) {
    auto read = [](json clock) { return read_clock_option(json{{"clock", clock}}); };
    EXPECT_TRUE(std::holds_alternative<std::optional<clock_setting>>(read(nullptr)));
    const auto ok = read(json{{"initial_ms", 1000}, {"increment_ms", 0}});
    ASSERT_TRUE(std::holds_alternative<std::optional<clock_setting>>(ok));
    EXPECT_EQ(std::get<std::optional<clock_setting>>(ok)->initial_ms, 1000);
    for (const json& bad : {json{{"initial_ms", 999}}, json{{"initial_ms", 10'800'001}},
                            json{{"initial_ms", 60'000}, {"increment_ms", 180'001}},
                            json{{"initial_ms", 60'000}, {"increment_ms", -1}}, json("5+3"),
                            json{{"initial_ms", 60'000}, {"extra", 1}}}) {
        const auto refused = read(bad);
        ASSERT_TRUE(std::holds_alternative<std::string>(refused)) << bad;
        EXPECT_NE(std::get<std::string>(refused).find(" to "), std::string::npos) << bad;
    }
}

TEST_F(room_rules, NoClockRunsBeforeEverySeatHasMoved) {
    open("connect4", json::object(), five_plus_two);
    seat({alice_, bob_});
    EXPECT_EQ(state_.clock->running(), std::nullopt);
    EXPECT_EQ(state_.clock->first_move_deadline(30'000), start + 30'000);
    ctx_.now = start + 20'000;
    move(alice_, 0);
    EXPECT_EQ(state_.clock->running(), std::nullopt);
    EXPECT_EQ(state_.clock->first_move_deadline(30'000), start + 50'000);
    ctx_.now = start + 45'000;
    move(bob_, 1);
    // Nobody was charged, nobody got an increment; now Alice's clock runs.
    EXPECT_EQ(state_.clock->remaining(), (std::vector<std::int64_t>{300'000, 300'000}));
    EXPECT_EQ(state_.clock->running(), 0);
}

TEST_F(room_rules, AMissedFirstMoveAbortsTheGame) {
    open("connect4", json::object(), five_plus_two);
    seat({alice_, bob_});
    move(alice_, 0);
    EXPECT_TRUE(tick_at(start + 29'999).events.empty());
    outcome out = tick_at(start + 30'000);
    ASSERT_EQ(events(out, "game_over").size(), 1u);
    EXPECT_EQ(events(out, "game_over")[0]["outcome"], "aborted");
    EXPECT_EQ(events(out, "game_over")[0]["reason"], "no_first_move");
    EXPECT_EQ(record().back().kind, "no_first_move");
    EXPECT_EQ(record().back().seat, 1);
}

TEST_F(room_rules, ThinkingIsChargedAndStoringIsNotAndTheIncrementComesAfterTheFirstMove) {
    open("connect4", json::object(), five_plus_two);
    seat({alice_, bob_});
    move(alice_, 0);
    move(bob_, 1, 40); // Alice's turn begins 40 ms later, when the move is sent
    ctx_.now = start + 10'040;
    move(alice_, 2, 25);
    // Alice thought 10 s (the commit before is not hers) and gained 2 s.
    EXPECT_EQ(state_.clock->remaining()[0], 300'000 - 10'000 + 2'000);
    EXPECT_EQ(state_.clock->running(), 1);
    EXPECT_EQ(record().back().clock, (json{{"remaining_ms", {292'000, 300'000}}}));
    // STATE as of a moment in Bob's turn shows his time counting down from its start.
    const json clock = written_state(start + 10'040 + 25 + 1'000)["clock"];
    EXPECT_EQ(clock["remaining_ms"], (json{292'000, 299'000}));
    EXPECT_EQ(clock["running"], 1);
}

TEST_F(room_rules, AFlagFallsWhenTheTimeRunsOutAndTheOtherSeatWins) {
    open("connect4", json::object(), clock_setting{1'500, 0});
    seat({alice_, bob_});
    both_moved();
    EXPECT_EQ(next_deadline(state_), start + 1'500);
    EXPECT_TRUE(tick_at(start + 1'499).events.empty());
    outcome out = tick_at(start + 1'500);
    ASSERT_EQ(events(out, "seat_out").size(), 1u);
    EXPECT_EQ(events(out, "seat_out")[0], (json{{"seat", 0}, {"reason", "timeout"}}));
    ASSERT_EQ(events(out, "game_over").size(), 1u);
    EXPECT_EQ(events(out, "game_over")[0]["winner"], 1);
    EXPECT_EQ(events(out, "game_over")[0]["reason"], "timeout");
    EXPECT_EQ(record().back().kind, "flag");
    EXPECT_EQ(record().back().seat, 0);
    EXPECT_EQ(record().back().clock, (json{{"remaining_ms", {0, 1'500}}}));
    EXPECT_EQ(next_deadline(state_), std::nullopt);
}

TEST_F(room_rules, InGravWithThreePlayersAFlaggedSeatLeavesAndTheGameGoesOn) {
    open("grav", json{{"size", 7}, {"players", 3}}, clock_setting{2'000, 0});
    seat({alice_, bob_, carol_});
    for (const actor& who : {alice_, bob_, carol_}) {
        const auto moves = state_.game->legal_moves();
        ASSERT_FALSE(moves.empty());
        run(who, p::client_body{p::move{"ABCDEF", state_.game->ply(), moves.front()}});
    }
    const auto running = state_.clock->running();
    ASSERT_TRUE(running);
    outcome out = tick_at(start + 2'000);
    EXPECT_EQ(events(out, "seat_out").at(0)["seat"], *running);
    EXPECT_TRUE(events(out, "game_over").empty());
    EXPECT_EQ(state_.status, room_status::playing);
    EXPECT_TRUE(state_.game->resigned(*running));
    EXPECT_NE(state_.clock->running(), running);
}

TEST_F(room_rules, GiveTimeAddsToAnotherSeatWithinItsRange) {
    open("connect4", json::object(), five_plus_two);
    seat({alice_, bob_});
    EXPECT_EQ(error_of(send(alice_, p::give_time{"ABCDEF", 0, 15'000})), "bad_request");
    EXPECT_EQ(error_of(send(alice_, p::give_time{"ABCDEF", 1, 999})), "bad_request");
    EXPECT_EQ(error_of(send(alice_, p::give_time{"ABCDEF", 1, 60'001})), "bad_request");
    outcome out = send(alice_, p::give_time{"ABCDEF", 1, 15'000});
    EXPECT_EQ(error_of(out), "");
    EXPECT_EQ(state_.clock->remaining()[1], 315'000);
    EXPECT_EQ(record().back().kind, "give_time");
    EXPECT_EQ(record().back().body, (json{{"seat", 1}, {"ms", 15'000}}));
    ASSERT_EQ(out.events.size(), 1u);
    EXPECT_TRUE(std::holds_alternative<p::state_message>(out.events[0]));
}

TEST_F(room_rules, AnAbsentSeatCanBeClaimedAfterTheGraceAndNotBefore) {
    open("connect4", json::object(), std::nullopt);
    seat({alice_, bob_});
    both_moved();
    ctx_.now = start + 1'000;
    run(bob_, detach{});
    EXPECT_EQ(state_.view().seats[1].offline_since, start + 1'000);
    EXPECT_EQ(next_deadline(state_), start + 61'000);
    ctx_.now = start + 31'000;
    outcome early = send(alice_, p::claim_victory{"ABCDEF", std::nullopt});
    EXPECT_EQ(error_of(early), "bad_request");
    EXPECT_NE(message_of(early).find("in 30 seconds"), std::string::npos) << message_of(early);
    outcome announced = tick_at(start + 61'000);
    ASSERT_EQ(events(announced, "claimable").size(), 1u);
    EXPECT_EQ(events(announced, "claimable")[0], (json{{"seat", 1}, {"since", start + 1'000}}));
    EXPECT_TRUE(tick_at(start + 62'000).events.empty()); // announced once
    outcome won = send(alice_, p::claim_victory{"ABCDEF", std::nullopt});
    ASSERT_EQ(events(won, "game_over").size(), 1u);
    EXPECT_EQ(events(won, "game_over")[0]["winner"], 0);
    EXPECT_EQ(events(won, "game_over")[0]["reason"], "abandoned");
    EXPECT_EQ(record().back().kind, "claim");
    EXPECT_EQ(record().back().body, (json{{"against", 1}, {"outcome", "victory"}}));
}

TEST_F(room_rules, ComingBackCancelsAClaimAndADrawCanBeClaimedInstead) {
    open("connect4", json::object(), std::nullopt);
    seat({alice_, bob_});
    EXPECT_EQ(error_of(send(alice_, p::claim_victory{"ABCDEF", 1})), "bad_request");
    both_moved();
    run(bob_, detach{});
    ctx_.now = start + 60'000;
    send(bob_, p::join_room{"ABCDEF", p::join_as::player, std::nullopt});
    EXPECT_EQ(state_.view().seats[1].offline_since, std::nullopt);
    outcome back = send(alice_, p::claim_victory{"ABCDEF", 1});
    EXPECT_EQ(error_of(back), "bad_request");
    EXPECT_NE(message_of(back).find("online"), std::string::npos);
    run(bob_, detach{});
    ctx_.now += 60'000;
    outcome drawn = send(alice_, p::claim_draw{"ABCDEF", std::nullopt});
    ASSERT_EQ(events(drawn, "game_over").size(), 1u);
    EXPECT_EQ(events(drawn, "game_over")[0]["outcome"], "draw");
    EXPECT_EQ(events(drawn, "game_over")[0]["reason"], "abandoned");
}

TEST_F(room_rules, InGravWithThreePlayersAClaimTakesTheSeatOutAndADrawClaimIsUnsupported) {
    open("grav", json{{"size", 7}, {"players", 3}}, std::nullopt);
    seat({alice_, bob_, carol_});
    for (const actor& who : {alice_, bob_, carol_})
        run(who, p::client_body{
                     p::move{"ABCDEF", state_.game->ply(), state_.game->legal_moves().front()}});
    run(carol_, detach{});
    ctx_.now += 60'000;
    EXPECT_EQ(error_of(send(alice_, p::claim_draw{"ABCDEF", std::nullopt})), "unsupported");
    outcome out = send(alice_, p::claim_victory{"ABCDEF", std::nullopt});
    EXPECT_EQ(events(out, "seat_out").at(0), (json{{"seat", 2}, {"reason", "abandoned"}}));
    EXPECT_TRUE(events(out, "game_over").empty());
    EXPECT_TRUE(state_.game->resigned(2));
    EXPECT_EQ(state_.status, room_status::playing);
}

TEST_F(room_rules, ATakebackOfOnePlyIsAskedAcceptedAndMarkedInTheRecord) {
    open("connect4", json::object(), five_plus_two);
    seat({alice_, bob_});
    EXPECT_EQ(error_of(send(alice_, p::request_takeback{"ABCDEF"})), "bad_request");
    both_moved();
    move(alice_, 3);
    outcome asked = send(alice_, p::request_takeback{"ABCDEF"});
    EXPECT_EQ(events(asked, "takeback").at(0), (json{{"by", 0}, {"plies", 1}, {"status", "open"}}));
    EXPECT_EQ(error_of(send(bob_, p::request_takeback{"ABCDEF"})), "offer_exists");
    EXPECT_EQ(error_of(send(alice_, p::accept_takeback{"ABCDEF"})), "no_offer");
    const std::int64_t undone_seq = record()[record().size() - 2].seq;
    ctx_.now = start + 5'000;
    outcome accepted = send(bob_, p::accept_takeback{"ABCDEF"});
    EXPECT_EQ(events(accepted, "takeback").at(0)["status"], "accepted");
    ASSERT_TRUE(std::holds_alternative<p::state_message>(accepted.events.back()));
    EXPECT_EQ(state_.game->ply(), 2);
    EXPECT_EQ(state_.game->to_move(), 0);
    EXPECT_EQ(state_.clock->running(), 0); // the clock runs on, not rewound
    for (const core::record_entry& e : record())
        EXPECT_EQ(e.taken_back_at.has_value(), e.seq == undone_seq) << e.seq;
    // The move can be made again at the ply that was undone.
    EXPECT_EQ(error_of(move(alice_, 4)), "");
}

TEST_F(room_rules, OnTheAskersTurnTwoPliesAreTakenBack) {
    open("hnefatafl", json::object(), std::nullopt);
    seat({alice_, bob_});
    run(alice_, p::client_body{p::move{"ABCDEF", 0, json{{"from", "d1"}, {"to", "d3"}}}});
    run(bob_, p::client_body{p::move{"ABCDEF", 1, json{{"from", "f4"}, {"to", "c4"}}}});
    outcome asked = send(alice_, p::request_takeback{"ABCDEF"});
    EXPECT_EQ(events(asked, "takeback").at(0)["plies"], 2);
    send(bob_, p::accept_takeback{"ABCDEF"});
    EXPECT_EQ(state_.game->ply(), 0);
    auto fresh = core::create_match("hnefatafl", json::object(), 0);
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<core::match>>(fresh));
    EXPECT_EQ(state_.game->state()["board"],
              std::get<std::unique_ptr<core::match>>(fresh)->state()["board"]);
}

TEST_F(room_rules, ADeclinedOrLapsedTakebackMayBeAskedAgainOnlyAfterAnOwnMove) {
    open("connect4", json::object(), std::nullopt);
    seat({alice_, bob_});
    both_moved();
    move(alice_, 3);
    send(alice_, p::request_takeback{"ABCDEF"});
    EXPECT_EQ(error_of(send(alice_, p::decline_takeback{"ABCDEF"})), "no_offer");
    outcome declined = send(bob_, p::decline_takeback{"ABCDEF"});
    EXPECT_EQ(events(declined, "takeback").at(0)["status"], "declined");
    EXPECT_EQ(error_of(send(alice_, p::request_takeback{"ABCDEF"})), "bad_request");
    move(bob_, 4);
    EXPECT_EQ(error_of(send(alice_, p::request_takeback{"ABCDEF"})), "bad_request");
    move(alice_, 5);
    EXPECT_EQ(error_of(send(alice_, p::request_takeback{"ABCDEF"})), "");
    outcome lapsed = move(bob_, 6);
    EXPECT_EQ(events(lapsed, "takeback").at(0),
              (json{{"by", 0}, {"plies", 1}, {"status", "lapsed"}}));
    EXPECT_EQ(error_of(send(alice_, p::request_takeback{"ABCDEF"})), "bad_request");
}

TEST_F(room_rules, AMoveAlreadyTakenBackIsNotCountedAgain) {
    open("connect4", json::object(), std::nullopt);
    seat({alice_, bob_});
    move(alice_, 0);
    move(bob_, 1);
    send(bob_, p::request_takeback{"ABCDEF"});
    EXPECT_EQ(written_state(ctx_.now)["takeback"], (json{{"by", 1}, {"plies", 1}}));
    send(alice_, p::accept_takeback{"ABCDEF"});
    EXPECT_EQ(written_state(ctx_.now)["takeback"], nullptr);
    move(bob_, 2);
    outcome asked = send(alice_, p::request_takeback{"ABCDEF"});
    EXPECT_EQ(error_of(asked), "") << message_of(asked);
    EXPECT_EQ(events(asked, "takeback").at(0)["plies"], 2);
    send(bob_, p::accept_takeback{"ABCDEF"});
    EXPECT_EQ(state_.game->ply(), 0);
}

TEST_F(room_rules, TakebacksAreForTwoPlayerGames) {
    open("grav", json{{"size", 7}, {"players", 3}}, std::nullopt);
    seat({alice_, bob_, carol_});
    run(alice_, p::client_body{p::move{"ABCDEF", 0, state_.game->legal_moves().front()}});
    EXPECT_EQ(error_of(send(alice_, p::request_takeback{"ABCDEF"})), "unsupported");
}

TEST_F(room_rules, ARematchNeedsTheEndAndEveryPlayerAndSwapsTheSeats) {
    open("connect4", json::object(), clock_setting{60'000, 1'000});
    state_.requested_options = json{{"clock", {{"initial_ms", 60'000}, {"increment_ms", 1'000}}}};
    seat({alice_, bob_});
    EXPECT_EQ(error_of(send(alice_, p::rematch{"ABCDEF"})), "bad_request");
    send(bob_, p::resign{"ABCDEF"});
    outcome opened = send(alice_, p::rematch{"ABCDEF"});
    EXPECT_EQ(written_state(ctx_.now)["rematch"], (json{{"agreed", {0}}}));
    EXPECT_EQ(events(opened, "rematch").at(0),
              (json{{"by", 0}, {"status", "open"}, {"agreed", {0}}}));
    EXPECT_EQ(error_of(send(alice_, p::rematch{"ABCDEF"})), "offer_exists");
    outcome agreed = send(bob_, p::rematch{"ABCDEF"});
    EXPECT_EQ(events(agreed, "rematch").at(0), (json{{"status", "accepted"}, {"next", "NEXT22"}}));
    ASSERT_TRUE(agreed.rematch);
    EXPECT_EQ(agreed.rematch->seating.seats[0].player_id, bob_.player_id);
    EXPECT_EQ(agreed.rematch->seating.seats[1].player_id, alice_.player_id);
    EXPECT_EQ(agreed.rematch->seating.rematch_of, 7);
    EXPECT_EQ(agreed.rematch->requested_options, state_.requested_options);
    EXPECT_EQ(agreed.rematch->clock, (clock_setting{60'000, 1'000}));
    EXPECT_EQ(record().back().body["next_game_id"], 8);
}

TEST_F(room_rules, ARematchOfferIsDeclinedOrLapsesWhenAPlayerLeaves) {
    open("connect4", json::object(), std::nullopt);
    seat({alice_, bob_});
    send(alice_, p::resign{"ABCDEF"});
    EXPECT_EQ(error_of(send(bob_, p::decline_rematch{"ABCDEF"})), "no_offer");
    send(alice_, p::rematch{"ABCDEF"});
    outcome declined = send(bob_, p::decline_rematch{"ABCDEF"});
    EXPECT_EQ(events(declined, "rematch").at(0), (json{{"by", 1}, {"status", "declined"}}));
    send(alice_, p::rematch{"ABCDEF"});
    outcome left = send(bob_, p::leave_room{"ABCDEF"});
    EXPECT_EQ(events(left, "rematch").at(0), (json{{"status", "lapsed"}}));
    EXPECT_FALSE(state_.rematch);
}

// ---- What STATE says is open

TEST_F(room_rules, StateSaysWhenAbortAndTakebackAreOpenAndAbortReturnsWithATakeback) {
    open("connect4", json::object(), std::nullopt);
    run(alice_, create{0, alice_.player_id, std::nullopt, {}});
    outcome started = send(bob_, p::join_room{"ABCDEF", p::join_as::player, std::nullopt});
    EXPECT_EQ(room_actions_shown(started), open_in_play({0, 1}, {0, 1}, {}));
    EXPECT_EQ(room_actions_shown(move(alice_, 0)), open_in_play({0, 1}, {0, 1}, {0}));
    EXPECT_EQ(room_actions_shown(move(bob_, 1)), open_in_play({}, {0, 1}, {0, 1}));
    EXPECT_EQ(message_of(send(alice_, p::abort_game{"ABCDEF"})),
              "a game can be aborted only before every player has moved; resign instead");
    // Bob takes his move back: Bob has no move that stands, so the game may be aborted again.
    outcome asked = send(bob_, p::request_takeback{"ABCDEF"});
    EXPECT_EQ(room_actions_shown(asked), open_in_play({}, {0, 1}, {}));
    outcome undone = send(alice_, p::accept_takeback{"ABCDEF"});
    EXPECT_EQ(state_.game->ply(), 1);
    EXPECT_EQ(room_actions_shown(undone), open_in_play({0, 1}, {0, 1}, {0}));
    outcome aborted = send(bob_, p::abort_game{"ABCDEF"});
    EXPECT_EQ(error_of(aborted), "");
    EXPECT_EQ(events(aborted, "game_over").at(0)["outcome"], "aborted");
}

TEST_F(room_rules, AnOfferMadeOrAnsweredPushesStateWithWhatIsOpenNow) {
    open("connect4", json::object(), std::nullopt);
    seat({alice_, bob_});
    both_moved();
    outcome offered = send(alice_, p::offer_draw{"ABCDEF"});
    ASSERT_EQ(offered.events.size(), 2u);
    EXPECT_TRUE(std::holds_alternative<p::draw_offer_event>(offered.events[0]));
    EXPECT_EQ(room_actions_shown(offered), open_in_play({}, {}, {0, 1}));
    // Alice may not offer again before her next move.
    EXPECT_EQ(room_actions_shown(send(bob_, p::decline_draw{"ABCDEF"})),
              open_in_play({}, {1}, {0, 1}));
    // Nothing changed that STATE shows: no STATE is pushed.
    EXPECT_TRUE(room_actions_shown(send(bob_, p::chat{"ABCDEF", "hm"})).is_null());
    outcome over = send(bob_, p::resign{"ABCDEF"});
    EXPECT_EQ(room_actions_shown(over), (json{{"abort", json::array()},
                                              {"offer_draw", json::array()},
                                              {"request_takeback", json::array()},
                                              {"claim_victory", json::array()},
                                              {"claim_draw", json::array()},
                                              {"claimable", json::array()},
                                              {"rematch", {0, 1}}}));
    EXPECT_TRUE(std::holds_alternative<p::state_message>(over.events.back()));
    EXPECT_EQ(room_actions_shown(send(alice_, p::rematch{"ABCDEF"}))["rematch"], json{1});
}

TEST_F(room_rules, StateShowsAClaimOnceItsGraceIsOverAndNoLongerOnceTheSeatIsBack) {
    open("connect4", json::object(), std::nullopt);
    seat({alice_, bob_});
    both_moved();
    EXPECT_TRUE(room_actions_shown(run(bob_, detach{})).is_null());
    outcome announced = tick_at(start + 60'000);
    ASSERT_EQ(events(announced, "claimable").size(), 1u);
    const json shown = room_actions_shown(announced);
    EXPECT_EQ(shown["claim_victory"], json{0});
    EXPECT_EQ(shown["claim_draw"], json{0});
    EXPECT_EQ(shown["claimable"], json{1});
    outcome back = send(bob_, p::join_room{"ABCDEF", p::join_as::player, std::nullopt});
    EXPECT_EQ(room_actions_shown(back), open_in_play({}, {0, 1}, {0, 1}));
}

// ---- Games nobody is left to finish

constexpr std::int64_t day = 24 * 3'600'000LL;

TEST_F(room_rules, AnUntimedGameEveryPlayerLeftEndsAsInactiveADayAfterTheLastOneLeft) {
    open("connect4", json::object(), std::nullopt);
    seat({alice_, bob_});
    both_moved();
    EXPECT_EQ(next_deadline(state_), std::nullopt); // both are here
    ctx_.now = start + 1'000;
    run(alice_, detach{});
    EXPECT_EQ(state_.abandoned_at(), std::nullopt); // Bob is still here
    ctx_.now = start + 5'000;
    run(bob_, detach{});
    // The claim graces come first; the game itself is due a day after Bob left.
    EXPECT_EQ(state_.abandoned_at(), start + 5'000 + day);
    EXPECT_TRUE(events(tick_at(start + 5'000 + day - 1), "game_over").empty());
    EXPECT_EQ(state_.status, room_status::playing);
    const outcome out = tick_at(start + 5'000 + day);
    const auto over = events(out, "game_over");
    ASSERT_EQ(over.size(), 1u);
    EXPECT_EQ(over[0]["outcome"], "aborted");
    EXPECT_EQ(over[0]["reason"], "inactive");
    EXPECT_EQ(state_.status, room_status::finished);
    EXPECT_EQ(record().back().kind, core::inactive_kind);
    EXPECT_EQ(next_deadline(state_), std::nullopt);
}

TEST_F(room_rules, AGameAPlayerStaysInNeverEndsAsInactive) {
    open("connect4", json::object(), std::nullopt);
    seat({alice_, bob_});
    both_moved();
    run(bob_, detach{});
    EXPECT_EQ(state_.abandoned_at(), std::nullopt);
    tick_at(start + 30 * day);
    EXPECT_EQ(state_.status, room_status::playing);
}

TEST_F(room_rules, AWaitingRoomItsHostLeftEndsAsInactive) {
    open("connect4", json::object(), std::nullopt);
    run(alice_, create{0, alice_.player_id, std::nullopt, {}});
    ctx_.now = start + 2'000;
    run(alice_, detach{});
    EXPECT_EQ(next_deadline(state_), start + 2'000 + day);
    const auto over = events(tick_at(start + 2'000 + day), "game_over");
    ASSERT_EQ(over.size(), 1u);
    EXPECT_EQ(over[0]["reason"], "inactive");
    EXPECT_EQ(state_.status, room_status::finished);
}

TEST_F(room_rules, ATimedGameIsLeftToItsClock) {
    open("connect4", json::object(), five_plus_two);
    seat({alice_, bob_});
    both_moved();
    run(alice_, detach{});
    run(bob_, detach{});
    EXPECT_EQ(state_.abandoned_at(), std::nullopt);
    const auto over = events(tick_at(start + day), "game_over");
    ASSERT_EQ(over.size(), 1u);
    EXPECT_EQ(over[0]["reason"], "timeout");
}

TEST_F(room_rules, TheCountRunsFromTheLatestEntryOrDeparture) {
    open("connect4", json::object(), std::nullopt);
    seat({alice_, bob_});
    both_moved();
    run(alice_, detach{});
    run(bob_, detach{});
    // A restored room counts from its latest entry (lobby::rebuild sets it so).
    state_.last_activity = start - 3 * day;
    EXPECT_EQ(state_.abandoned_at(), start - 2 * day);
    const auto over = events(tick_at(start), "game_over");
    ASSERT_EQ(over.size(), 1u);
    EXPECT_EQ(over[0]["reason"], "inactive");
}

} // namespace
} // namespace plyroom::server::match
