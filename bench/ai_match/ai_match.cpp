// plyroom-ai-match: plays many games between AI levels (or a random player) through the rules
// core, rotating the seats every game, and prints each player's wins, draws and losses, any
// illegal action, and the time taken per move.
//
//   plyroom-ai-match --game connect4 --players hard,random --games 100 --move-ms 1000
#include "ai/ai.hpp"
#include "ai/random_player.hpp"
#include "registry.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace plyroom;
using json = nlohmann::json;

struct settings {
    std::string game = "connect4";
    std::vector<std::string> players{"hard", "random"};
    int games = 10;
    int move_ms = 1000;
    json options = json::object();
    std::uint64_t seed = 1;
    bool rotate = true;
    bool verbose = false;
};

struct tally {
    int wins = 0, draws = 0, losses = 0, illegal = 0, challenges = 0, correct_challenges = 0;
    long moves = 0;
    double total_ms = 0, max_ms = 0;
};

constexpr const char* usage =
    "usage: plyroom-ai-match --game GAME --players A,B[,C...] [--games N] [--move-ms MS]\n"
    "                        [--options JSON] [--seed S] [--fixed-seats] [--verbose]\n"
    "Players are AI levels (easy, normal, hard) or random. Seats rotate every game unless\n"
    "--fixed-seats. Prints per player: wins, draws, losses, illegal actions, Grav calls and\n"
    "the mean and longest time to choose.\n";

// Exits with the usage text and a reason.
[[noreturn]] void fail(const std::string& why) {
    std::cerr << "plyroom-ai-match: " << why << "\n" << usage;
    std::exit(2);
}

// Reads a whole non-negative number or fails naming the flag.
long long number_of(const std::string& flag, const std::string& text) {
    long long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < 0)
        fail(flag + " needs a whole number, not \"" + text + "\"");
    return value;
}

// Reads the command line.
settings read_settings(int argc, char** argv) {
    settings s;
    for (int i = 1; i < argc; ++i) {
        const std::string flag = argv[i];
        if (flag == "--help" || flag == "-h") {
            std::cout << usage;
            std::exit(0);
        }
        if (flag == "--fixed-seats") {
            s.rotate = false;
            continue;
        }
        if (flag == "--verbose") {
            s.verbose = true;
            continue;
        }
        if (i + 1 >= argc)
            fail(flag + " needs a value");
        const std::string value = argv[++i];
        if (flag == "--game") {
            s.game = value;
        } else if (flag == "--players") {
            s.players.clear();
            std::stringstream list(value);
            for (std::string name; std::getline(list, name, ',');)
                s.players.push_back(name);
        } else if (flag == "--games") {
            s.games = static_cast<int>(number_of(flag, value));
        } else if (flag == "--move-ms") {
            s.move_ms = static_cast<int>(number_of(flag, value));
        } else if (flag == "--seed") {
            s.seed = static_cast<std::uint64_t>(number_of(flag, value));
        } else if (flag == "--options") {
            s.options = json::parse(value, nullptr, false);
            if (!s.options.is_object())
                fail("--options needs a JSON object");
        } else {
            fail("unknown flag " + flag);
        }
    }
    if (core::find_game(s.game) == nullptr)
        fail("unknown game " + s.game);
    for (const std::string& name : s.players)
        if (name != "random" && !core::ai::parse_level(name))
            fail("unknown player " + name + " (easy, normal, hard or random)");
    return s;
}

// A player by name.
std::unique_ptr<core::ai::player> make(const settings& s, const std::string& name,
                                       std::uint64_t seed) {
    if (name == "random")
        return std::make_unique<core::ai::random_player>(seed);
    auto player = core::ai::make_player(s.game, *core::ai::parse_level(name), seed);
    if (!player)
        fail("no AI for " + s.game);
    return player;
}

struct seat_player {
    std::size_t label; // index into settings::players / the tallies
    std::unique_ptr<core::ai::player> ai;
};

// Asks one player and times it.
std::optional<core::ai::action> ask(const settings& s, seat_player& p, const core::match& m,
                                    int seat, tally& t) {
    const auto start = std::chrono::steady_clock::now();
    auto chosen =
        p.ai->choose(m, seat, core::ai::limits::within(std::chrono::milliseconds(s.move_ms)));
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    t.total_ms += ms;
    t.max_ms = std::max(t.max_ms, ms);
    ++t.moves;
    return chosen;
}

// Gives every other seat with an action open out of turn (Grav's call on the move just made)
// the chance to take it; the first one taken is played.
bool offer_calls(const settings& s, std::vector<seat_player>& seats, core::match& m, int mover,
                 std::vector<tally>& tallies) {
    if (m.finished())
        return true;
    const int n = m.seat_count();
    for (int k = 1; k < n; ++k) {
        const int seat = (mover + k) % n;
        if (!m.may_act_out_of_turn(seat))
            continue;
        tally& t = tallies[seats[seat].label];
        auto chosen = ask(s, seats[seat], m, seat, t);
        if (!chosen || chosen->is_move())
            continue;
        core::action_effect effect;
        if (core::status refused = m.act(seat, *chosen, effect)) {
            ++t.illegal;
            std::cerr << "seat " << seat << " (" << s.players[seats[seat].label]
                      << ") made an illegal call: " << refused->message << "\n";
            return false;
        }
        ++t.challenges;
        if (effect.record.value("correct", false))
            ++t.correct_challenges;
        return true;
    }
    return true;
}

// Plays one game; false when a player did something illegal (the game is abandoned).
bool play_game(const settings& s, int game_index, std::vector<tally>& tallies) {
    const std::uint64_t seed = s.seed * 1000003 + static_cast<std::uint64_t>(game_index);
    auto created = core::create_match(s.game, s.options, seed);
    if (auto* refused = std::get_if<core::refusal>(&created))
        fail("the options were refused: " + refused->message);
    auto& m = *std::get<std::unique_ptr<core::match>>(created);
    const int n = m.seat_count();
    if (static_cast<int>(s.players.size()) != n)
        fail(s.game + " with these options has " + std::to_string(n) +
             " seats; give as many players");
    std::vector<seat_player> seats;
    for (int seat = 0; seat < n; ++seat) {
        const std::size_t label =
            static_cast<std::size_t>(s.rotate ? (seat + game_index) % n : seat);
        seats.push_back(
            {label, make(s, s.players[label], seed * 31 + static_cast<std::uint64_t>(seat))});
    }
    int stalled = 0;
    while (!m.finished()) {
        const int seat = *m.to_move();
        tally& t = tallies[seats[seat].label];
        auto chosen = ask(s, seats[seat], m, seat, t);
        if (!chosen) {
            ++t.illegal;
            std::cerr << "seat " << seat << " (" << s.players[seats[seat].label]
                      << ") had no move in game " << game_index << "\n";
            return false;
        }
        core::action_effect effect;
        if (core::status refused = m.act(seat, *chosen, effect)) {
            ++t.illegal;
            std::cerr << "seat " << seat << " (" << s.players[seats[seat].label]
                      << ") played illegally in game " << game_index << ": " << refused->message
                      << "\n  action: " << chosen->body.dump() << "\n";
            return false;
        }
        if (!chosen->is_move()) {
            ++t.challenges;
            if (effect.record.value("correct", false))
                ++t.correct_challenges;
            if (++stalled > 4 * n)
                fail("players keep calling instead of moving");
            continue;
        }
        stalled = 0;
        if (!offer_calls(s, seats, m, seat, tallies))
            return false;
    }
    const core::game_result& result = *m.result();
    for (int seat = 0; seat < n; ++seat) {
        tally& t = tallies[seats[seat].label];
        if (result.outcome == core::outcome_kind::win)
            (result.winner == seat ? t.wins : t.losses)++;
        else
            ++t.draws;
    }
    if (s.verbose)
        std::cout << "game " << game_index << ": " << m.result_json().dump() << " after " << m.ply()
                  << " plies\n";
    return true;
}

} // namespace

// Plays the games and prints the table.
int main(int argc, char** argv) {
    const settings s = read_settings(argc, argv);
    std::vector<tally> tallies(s.players.size());
    int abandoned = 0;
    for (int g = 0; g < s.games; ++g)
        if (!play_game(s, g, tallies))
            ++abandoned;
    std::printf("%s, %d games, %d ms per move, seats %s\n", s.game.c_str(), s.games, s.move_ms,
                s.rotate ? "rotating" : "fixed");
    std::printf("%-4s %-8s %6s %6s %6s %8s %8s %9s %9s\n", "#", "player", "wins", "draws", "losses",
                "illegal", "calls", "mean ms", "max ms");
    for (std::size_t i = 0; i < s.players.size(); ++i) {
        const tally& t = tallies[i];
        std::printf("%-4zu %-8s %6d %6d %6d %8d %4d/%-3d %9.2f %9.1f\n", i, s.players[i].c_str(),
                    t.wins, t.draws, t.losses, t.illegal, t.correct_challenges, t.challenges,
                    t.moves ? t.total_ms / static_cast<double>(t.moves) : 0.0, t.max_ms);
    }
    if (abandoned > 0)
        std::printf("%d game(s) abandoned after an illegal action\n", abandoned);
    return abandoned > 0 ? 1 : 0;
}
