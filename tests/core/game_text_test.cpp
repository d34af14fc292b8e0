// Game texts through the uniform interface: seeded random games of every game written as a
// game text and read back replay to the same moves and the same position; a text cut at a ply
// stops there; damaged texts are refused with a line and column, never with a crash.
#include "game_text.hpp"
#include "record.hpp"
#include "registry.hpp"

#include <random>

#include <gtest/gtest.h>

namespace plyroom::core {
namespace {

struct random_game {
    json stored;                // as /api/games/{id} serves it
    match_record record;        // the moves
    std::unique_ptr<match> end; // the match after them
};

random_game play_random_game(const game_definition& game, std::uint64_t seed, int most_plies) {
    random_game out;
    creation created = game.create(json::object(), seed);
    auto& m = std::get<std::unique_ptr<match>>(created);
    std::mt19937_64 random(seed);
    match_record record;
    while (m->ply() < most_plies && !m->finished()) {
        const auto moves = m->legal_moves();
        if (moves.empty())
            break;
        const json& move = moves[random() % moves.size()];
        const int seat = *m->to_move();
        record_entry entry;
        entry.seq = static_cast<std::int64_t>(record.size()) + 1;
        entry.seat = seat;
        entry.ply = m->ply();
        entry.body = move;
        if (m->apply(seat, move)) {
            ADD_FAILURE() << game.id << " refused its own legal move " << move.dump();
            break;
        }
        record.push_back(entry);
    }
    out.record = record;
    json players = json::array();
    for (int seat = 0; seat < m->seat_count(); ++seat)
        players.push_back({{"seat", seat}, {"name", "player \"" + std::to_string(seat) + "\""}});
    out.stored = {
        {"game_id", seed},    {"game", std::string(game.id)}, {"options", m->options()},
        {"players", players}, {"created_at", 1764892800000},  {"record", to_json(record)}};
    out.end = std::move(m);
    return out;
}

// Twenty games of each: enough to meet every kind of move (the fuzz target reads damaged texts at
// length), few enough for the sanitizer build, where a Grav position's moves cost the most.
TEST(GameText, RandomGamesOfEveryGameRoundTrip) {
    for (const game_definition& game : all_games()) {
        if (game.notation == nullptr)
            continue;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const random_game played = play_random_game(game, seed, 300);
            auto written = write_game_text(played.stored, "test");
            ASSERT_TRUE(std::holds_alternative<std::string>(written))
                << game.id << ": " << std::get<refusal>(written).message;
            const std::string& text = std::get<std::string>(written);
            auto read = read_game_text(text);
            ASSERT_TRUE(std::holds_alternative<read_game>(read))
                << game.id << " seed " << seed << ": " << std::get<game_text_error>(read).describe()
                << "\n"
                << text;
            const read_game& back = std::get<read_game>(read);
            EXPECT_EQ(back.game, game.id);
            ASSERT_EQ(back.entries.size(), played.record.size()) << game.id << " seed " << seed;
            for (std::size_t i = 0; i < back.entries.size(); ++i) {
                EXPECT_EQ(back.entries[i].kind, played.record[i].kind);
                EXPECT_EQ(back.entries[i].seat, played.record[i].seat);
                EXPECT_EQ(back.entries[i].body, played.record[i].body)
                    << game.id << " seed " << seed << " move " << i;
            }
            EXPECT_EQ(back.played->state(), played.end->state()) << game.id << " seed " << seed;
        }
    }
}

TEST(GameText, AResignationIsWrittenBySideAndReadBack) {
    random_game played = play_random_game(all_games().front(), 9, 3);
    ASSERT_FALSE(played.end->finished());
    const int resigner = *played.end->to_move();
    record_entry resignation;
    resignation.seq = static_cast<std::int64_t>(played.record.size()) + 1;
    resignation.kind = resign_kind;
    resignation.seat = resigner;
    resignation.ply = played.end->ply();
    played.record.push_back(resignation);
    played.stored["record"] = to_json(played.record);
    ASSERT_FALSE(played.end->resign(resigner));
    const std::string text = std::get<std::string>(write_game_text(played.stored, ""));
    EXPECT_NE(text.find(played.end->side_name(resigner) + ":resign"), std::string::npos) << text;
    EXPECT_NE(text.find("[Termination \"resignation\"]"), std::string::npos) << text;
    auto read = read_game_text(text);
    ASSERT_TRUE(std::holds_alternative<read_game>(read))
        << std::get<game_text_error>(read).describe();
    const read_game& back = std::get<read_game>(read);
    ASSERT_EQ(back.entries.size(), 4U);
    EXPECT_EQ(back.entries.back().kind, resign_kind);
    EXPECT_EQ(back.entries.back().seat, resigner);
    EXPECT_EQ(back.played->result(), played.end->result());
}

TEST(GameText, TheTagsComeFirstWithThePlayersBySide) {
    const random_game played = play_random_game(all_games().front(), 7, 6);
    const std::string text = std::get<std::string>(write_game_text(played.stored, "example.org"));
    EXPECT_EQ(text.rfind("[Event \"Plyroom game 7\"]\n[Site \"example.org\"]\n"
                         "[Date \"2025.12.05\"]\n",
                         0),
              0U)
        << text;
    const std::string side = played.end->side_name(0);
    const std::string tag = "[" + std::string(1, static_cast<char>(std::toupper(side[0]))) +
                            side.substr(1) + " \"player \\\"0\\\"\"]";
    EXPECT_NE(text.find(tag), std::string::npos) << text;
    EXPECT_NE(text.find("\n1. "), std::string::npos) << text;
}

TEST(GameText, ATextCutAtAPlyStopsThere) {
    const random_game played = play_random_game(all_games().front(), 3, 10);
    const std::string text = std::get<std::string>(write_game_text(played.stored, ""));
    for (int cut = 1; cut <= 10; ++cut) {
        auto read = read_game_text(text, cut);
        ASSERT_TRUE(std::holds_alternative<read_game>(read));
        EXPECT_EQ(std::get<read_game>(read).played->ply(), std::min(cut, played.end->ply()));
    }
}

TEST(GameText, ADamagedTextIsRefusedWithALineAndColumnAndNeverCrashes) {
    for (const game_definition& game : all_games()) {
        if (game.notation == nullptr)
            continue;
        const random_game played = play_random_game(game, 11, 12);
        const std::string text = std::get<std::string>(write_game_text(played.stored, ""));
        for (std::size_t at = 0; at < text.size(); ++at) {
            for (const char replacement : {'\0', '"', '[', '9', 'z', ' '}) {
                std::string damaged = text;
                damaged[at] = replacement;
                auto read = read_game_text(damaged);
                if (auto* error = std::get_if<game_text_error>(&read)) {
                    EXPECT_GE(error->line, 1U);
                    EXPECT_GE(error->column, 1U);
                    EXPECT_FALSE(error->expected.empty());
                }
            }
            auto cut = read_game_text(std::string_view(text).substr(0, at));
            if (at < text.find("\n\n")) {
                EXPECT_TRUE(std::holds_alternative<game_text_error>(cut)) << at;
            }
        }
    }
}

TEST(GameText, AnUnknownMoveIsRefusedWhereItStands) {
    const random_game played = play_random_game(all_games().front(), 5, 4);
    std::string text = std::get<std::string>(write_game_text(played.stored, ""));
    const std::size_t second = text.find(" 2. ");
    ASSERT_NE(second, std::string::npos) << text;
    text.replace(second + 4, text.find(' ', second + 4) - (second + 4), "@@");
    auto read = read_game_text(text);
    ASSERT_TRUE(std::holds_alternative<game_text_error>(read));
    const auto& error = std::get<game_text_error>(read);
    const std::size_t line_start = text.rfind('\n', second) + 1;
    EXPECT_EQ(error.column, second + 4 - line_start + 1) << error.describe();
    EXPECT_NE(error.expected.find("a move"), std::string::npos) << error.describe();
}

} // namespace
} // namespace plyroom::core
