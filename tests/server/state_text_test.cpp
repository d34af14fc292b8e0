// STATE written straight to text (room_state::write_state) says what the tree the server built
// before did: for every game, at the start, during and at the end, with a draw offer, a
// takeback request, a rematch offer and a running clock open, and inside moved and state events.
#include "match/room_state.hpp"
#include "protocol/server_message.hpp"
#include "registry.hpp"

#include <random>

#include <gtest/gtest.h>

namespace plyroom::server::match {
namespace {

namespace p = protocol;

// STATE as the server built it as a tree before it wrote text: the match's state() with what
// the room holds open put in.
json tree_state(const room_state& room, std::int64_t now) {
    json state = room.game->state();
    if (room.offer)
        state["draw_offer"] = json{{"by", room.offer->by}, {"status", "open"}};
    state["clock"] =
        room.clock ? room.clock->state_json(now, room.timing.first_move_ms) : json(nullptr);
    state["takeback"] = room.takeback
                            ? json{{"by", room.takeback->by}, {"plies", room.takeback->plies}}
                            : json(nullptr);
    state["rematch"] = room.rematch ? json{{"agreed", room.rematch->agreed}} : json(nullptr);
    return state;
}

room_state room_for(const core::game_definition& game, std::uint64_t seed, bool timed) {
    core::creation created = game.create(json::object(), seed);
    EXPECT_TRUE(std::holds_alternative<std::unique_ptr<core::match>>(created)) << game.id;
    std::optional<clock_setting> clock;
    if (timed)
        clock = clock_setting{60'000, 2'000};
    return make_room(
        "ABCDEF", 3, true,
        std::shared_ptr<core::match>(std::move(std::get<std::unique_ptr<core::match>>(created))),
        clock);
}

// Checks the text against the tree in every open-offer variant of the room as it stands.
void expect_same_in_every_variant(room_state& room, std::int64_t now, const std::string& where) {
    const auto check = [&](const char* variant) {
        const json from_text = json::parse(p::state_text(room.write_state(now)));
        EXPECT_EQ(from_text, tree_state(room, now)) << where << ", " << variant;
        EXPECT_EQ(room.state_json(now), from_text) << where << ", " << variant;
    };
    check("nothing open");
    room.offer = open_offer{9, 1, room.game->ply(), {}};
    check("a draw offer");
    room.takeback = takeback_request{0, 2, 4};
    check("a draw offer and a takeback request");
    room.offer.reset();
    room.takeback.reset();
    room.rematch = rematch_offer{{0}};
    check("a rematch offer by one seat");
    room.rematch = rematch_offer{{0, 1}};
    check("a rematch offer by two seats");
    room.rematch.reset();
}

TEST(StateText, EveryGameFromTheStartToTheEndReadsAsTheTree) {
    std::mt19937_64 rng(11);
    for (const core::game_definition& game : core::all_games()) {
        for (const bool timed : {false, true}) {
            room_state room = room_for(game, 5, timed);
            std::int64_t now = 1'000'000;
            if (room.clock) {
                room.clock->wait_for(room.game->to_move(), true, false);
                room.clock->begin(now);
            }
            for (int step = 0; step < 2000; ++step) {
                const std::string where = std::string(game.id) + (timed ? " timed" : "") +
                                          " at ply " + std::to_string(room.game->ply());
                expect_same_in_every_variant(room, now + 250, where);
                if (room.game->finished())
                    break;
                const auto moves = room.game->legal_moves();
                ASSERT_FALSE(moves.empty()) << where;
                const int seat = room.game->to_move().value();
                ASSERT_FALSE(room.game->apply(seat, moves[rng() % moves.size()])) << where;
                now += 1'000;
                if (room.clock) {
                    room.clock->end_turn(seat, now);
                    room.clock->wait_for(room.game->to_move(), false, true);
                    room.clock->begin(now);
                }
            }
            EXPECT_TRUE(room.game->finished()) << game.id << " did not end in 2000 moves";
        }
    }
}

TEST(StateText, AResignedAndAnAbortedGameReadAsTheTree) {
    for (const core::game_definition& game : core::all_games()) {
        room_state resigned = room_for(game, 6, false);
        ASSERT_FALSE(resigned.game->resign(0)) << game.id;
        expect_same_in_every_variant(resigned, 5, std::string(game.id) + " resigned");
        room_state aborted = room_for(game, 6, true);
        ASSERT_FALSE(aborted.game->abort()) << game.id;
        expect_same_in_every_variant(aborted, 5, std::string(game.id) + " aborted");
    }
}

// The frames of moved and state events with the written STATE parse to those with the tree,
// also after the room sets the clock as the turn begins.
TEST(StateText, MovedAndStateEventsReadAsWithTheTree) {
    for (const core::game_definition& game : core::all_games()) {
        room_state room = room_for(game, 7, true);
        const json move = room.game->legal_moves().front();
        ASSERT_FALSE(room.game->apply(0, move)) << game.id;
        room.clock->wait_for(room.game->to_move(), true, false);
        room.takeback = takeback_request{0, 1, 1};
        p::written_state written = room.write_state(2'000);
        room.clock->begin(2'500);
        written.clock = room.clock->state_json(2'500, room.timing.first_move_ms);
        const json tree = tree_state(room, 2'500);

        const std::string moved_text =
            p::serialize(nullptr, 12, p::moved{"ABCDEF", 0, 0, move, nullptr, written});
        const std::string moved_tree =
            p::serialize(nullptr, 12, p::moved{"ABCDEF", 0, 0, move, tree, std::nullopt});
        EXPECT_EQ(json::parse(moved_text), json::parse(moved_tree)) << game.id;
        EXPECT_EQ(p::to_json(p::server_message{nullptr, 12,
                                               p::moved{"ABCDEF", 0, 0, move, nullptr, written}}),
                  json::parse(moved_tree))
            << game.id;

        const std::string state_text =
            p::serialize(7, 13, p::state_message{"ABCDEF", nullptr, written});
        const std::string state_tree =
            p::serialize(7, 13, p::state_message{"ABCDEF", tree, std::nullopt});
        EXPECT_EQ(json::parse(state_text), json::parse(state_tree)) << game.id;
        // What a client reads back is the same message either way.
        const auto parsed = p::parse_server_message(moved_text);
        ASSERT_TRUE(std::holds_alternative<p::server_message>(parsed)) << game.id;
        EXPECT_EQ(std::get<p::moved>(std::get<p::server_message>(parsed).body).state, tree)
            << game.id;
    }
}

} // namespace
} // namespace plyroom::server::match
