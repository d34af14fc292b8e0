// STATE as the server writes it, straight to text (room_state::write_state): the match's own
// members and what the room holds open (a draw offer, a takeback request, a rematch offer, the
// clock), each field once, for every game, at the start, during and at the end, and inside
// moved and state events.
#include "match/room_state.hpp"
#include "protocol/server_message.hpp"
#include "registry.hpp"

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace plyroom::server::match {
namespace {

namespace p = protocol;

// The top-level names of a JSON object written as text, repeats kept.
std::vector<std::string> top_level_names(const std::string& text) {
    std::vector<std::string> names;
    json::parser_callback_t note = [&](int depth, json::parse_event_t event, json& parsed) {
        if (event == json::parse_event_t::key && depth == 1)
            names.push_back(parsed.get<std::string>());
        return true;
    };
    [[maybe_unused]] const json whole = json::parse(text, note);
    return names;
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

// Checks the written STATE in every open-offer variant of the room as it stands.
void expect_same_in_every_variant(room_state& room, std::int64_t now, const std::string& where) {
    const auto check = [&](const char* variant) {
        const std::string text = p::state_text(room.write_state(now));
        std::vector<std::string> names = top_level_names(text);
        std::sort(names.begin(), names.end());
        EXPECT_EQ(std::adjacent_find(names.begin(), names.end()), names.end())
            << where << ", " << variant << " names a field twice: " << text;
        json written = json::parse(text);
        const json offer =
            room.draw ? json{{"by", room.draw->by}, {"status", "open"}} : json(nullptr);
        const json takeback =
            room.takeback ? json{{"by", room.takeback->by}, {"plies", room.takeback->terms.plies}}
                          : json(nullptr);
        const json rematch =
            room.rematch ? json{{"agreed", room.rematch->accepted}} : json(nullptr);
        const json clock =
            room.clock ? room.clock->state_json(now, room.timing.first_move_ms) : json(nullptr);
        EXPECT_EQ(written["draw_offer"], offer) << where << ", " << variant;
        EXPECT_EQ(written["takeback"], takeback) << where << ", " << variant;
        EXPECT_EQ(written["rematch"], rematch) << where << ", " << variant;
        EXPECT_EQ(written["clock"], clock) << where << ", " << variant;
        // The rest is the match's own part, as the match writes it.
        // room_actions: room_rules_test says what it lists.
        EXPECT_TRUE(written["room_actions"].is_object()) << where << ", " << variant;
        for (const char* room_field : {"takeback", "rematch", "clock", "room_actions"})
            written.erase(room_field);
        json own = room.game->state();
        own["draw_offer"] = written["draw_offer"];
        EXPECT_EQ(written, own) << where << ", " << variant;
    };
    check("nothing open");
    room.draw.make({1, room.game->ply(), {}, draw_terms{9}});
    check("a draw offer");
    room.takeback.make({0, room.game->ply(), {}, takeback_terms{2, 4}});
    check("a draw offer and a takeback request");
    room.draw.close(offer_end::lapsed);
    room.takeback.close(offer_end::lapsed);
    room.rematch.make({0, room.game->ply(), {0}, {}});
    check("a rematch offer by one seat");
    room.rematch.accept(1);
    check("a rematch offer by two seats");
    room.rematch.close(offer_end::lapsed);
}

TEST(StateText, EveryGameFromTheStartToTheEndIsWrittenWithWhatTheRoomHoldsOpen) {
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

TEST(StateText, AResignedAndAnAbortedGameAreWrittenWithWhatTheRoomHoldsOpen) {
    for (const core::game_definition& game : core::all_games()) {
        room_state resigned = room_for(game, 6, false);
        ASSERT_FALSE(resigned.game->resign(0)) << game.id;
        expect_same_in_every_variant(resigned, 5, std::string(game.id) + " resigned");
        room_state aborted = room_for(game, 6, true);
        ASSERT_FALSE(aborted.game->abort()) << game.id;
        expect_same_in_every_variant(aborted, 5, std::string(game.id) + " aborted");
    }
}

// moved and state events carry the written STATE whole, with the clock the room set as the
// turn began (after the commit), and a client reads it back as it was written.
TEST(StateText, MovedAndStateEventsCarryTheWrittenState) {
    for (const core::game_definition& game : core::all_games()) {
        room_state room = room_for(game, 7, true);
        const json move = room.game->legal_moves().front();
        ASSERT_FALSE(room.game->apply(0, move)) << game.id;
        room.clock->wait_for(room.game->to_move(), true, false);
        room.takeback.make({0, room.game->ply(), {}, takeback_terms{1, 1}});
        p::written_state written = room.write_state(2'000);
        room.clock->begin(2'500);
        written.clock = room.clock->state_json(2'500, room.timing.first_move_ms);
        const json state = json::parse(p::state_text(written));
        EXPECT_EQ(state["clock"], room.clock->state_json(2'500, room.timing.first_move_ms))
            << game.id;
        EXPECT_EQ(state["takeback"], (json{{"by", 0}, {"plies", 1}})) << game.id;

        const std::string moved_text =
            p::serialize(nullptr, 12, p::moved{"ABCDEF", 0, 0, move, nullptr, written});
        const json moved_frame = json::parse(moved_text);
        EXPECT_EQ(moved_frame["state"], state) << game.id;
        EXPECT_EQ(moved_frame["move"], move) << game.id;
        EXPECT_EQ(moved_frame["v"], 12) << game.id;

        const json state_frame =
            json::parse(p::serialize(7, 13, p::state_message{"ABCDEF", nullptr, written}));
        EXPECT_EQ(state_frame["state"], state) << game.id;
        EXPECT_EQ(state_frame["id"], 7) << game.id;
        // What a client reads back is the STATE written.
        const auto parsed = p::parse_server_message(moved_text);
        ASSERT_TRUE(std::holds_alternative<p::server_message>(parsed)) << game.id;
        EXPECT_EQ(std::get<p::moved>(std::get<p::server_message>(parsed).body).state, state)
            << game.id;
    }
}

} // namespace
} // namespace plyroom::server::match
