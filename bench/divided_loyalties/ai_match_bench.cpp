// Divided Loyalties computer players against each other on the built-in positions, each game
// played from both seats, with per-player figures (per game): points, scoring and red bridges
// made, the other side's bridges that ended cut, stones placed on dots, and the time per turn.
// Players are levels (easy, normal, hard), "random", or a level with settings changed
// ("hard:replies=16,waiting=0.5"; keys: depth, replies, banked, careless, look_ahead,
// mover_best, mover_second, waiting), so that evaluation weights can be compared. A fixed number
// of evaluations per turn (--evals N) makes every game replay the same; otherwise --move-ms.
//
//   bench_divided_loyalties_ai_match --a hard --b easy --games 2 --move-ms 1000
//   (--games N: games per position and seat order; --positions 1,5,9; --seed S; --verbose 1)
#include "divided_loyalties/divided_loyalties_match.hpp"
#include "divided_loyalties/dl_ai.hpp"
#include "divided_loyalties/dl_match.hpp"
#include "divided_loyalties/state_json.hpp"
#include "registry.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace plyroom::core;
using namespace plyroom::core::divided_loyalties;

// The random player: random_turn() behind the player interface.
class random_dl_player final : public ai::player {
public:
    explicit random_dl_player(std::uint64_t seed) : rng_(seed) {}
    std::optional<ai::action> choose(const match& m, int seat, const ai::limits&) override {
        const game_state* state = rules_state(m);
        if (state == nullptr || m.to_move() != seat)
            return std::nullopt;
        return plyroom::core::action{plyroom::core::move_kind,
                                     turn_to_json(random_turn(*state, rng_))};
    }

private:
    std::mt19937_64 rng_;
};

bool verbose = false;

struct player_spec {
    std::string name;
    bool random = false;
    ai_settings settings;
};

struct tally {
    int wins = 0, draws = 0, losses = 0, illegal = 0;
    long points = 0, scoring = 0, red = 0, cuts = 0, dots = 0, turns = 0;
    double think_ms = 0, max_ms = 0;
};

// Exits with a message.
[[noreturn]] void fail(const std::string& why) {
    std::fprintf(stderr, "bench_divided_loyalties_ai_match: %s\n", why.c_str());
    std::exit(2);
}

// Sets one named setting.
void set_value(ai_settings& s, const std::string& key, double value) {
    eval_weights& w = s.search.weights;
    if (key == "depth")
        s.search.depth = static_cast<int>(value);
    else if (key == "replies")
        s.search.reply_checks = static_cast<int>(value);
    else if (key == "banked")
        s.search.banked = value;
    else if (key == "careless")
        s.careless_percent = static_cast<int>(value);
    else if (key == "look_ahead")
        w.look_ahead = value != 0;
    else if (key == "mover_best")
        w.mover_best = value;
    else if (key == "mover_second")
        w.mover_second = value;
    else if (key == "waiting")
        w.waiting = value;
    else
        fail("unknown setting " + key);
}

// Reads "level[:key=value,...]" or "random".
player_spec read_spec(const std::string& text) {
    player_spec spec;
    spec.name = text;
    const std::string level_text = text.substr(0, text.find(':'));
    if (level_text == "random") {
        spec.random = true;
        return spec;
    }
    const auto l = ai::parse_level(level_text);
    if (!l)
        fail("unknown player " + text);
    spec.settings = ai_settings_for(*l);
    if (text.find(':') == std::string::npos)
        return spec;
    std::stringstream rest(text.substr(text.find(':') + 1));
    for (std::string item; std::getline(rest, item, ',');) {
        const auto eq = item.find('=');
        if (eq == std::string::npos)
            fail("a setting is key=value, not " + item);
        set_value(spec.settings, item.substr(0, eq), std::stod(item.substr(eq + 1)));
    }
    return spec;
}

// The player of a spec.
std::unique_ptr<ai::player> make(const player_spec& spec, std::int64_t evals, std::uint64_t seed) {
    if (spec.random)
        return std::make_unique<random_dl_player>(seed);
    ai_settings settings = spec.settings;
    settings.search.max_evaluations = evals;
    return make_ai_player(settings, seed);
}

// Adds one finished game to the players' tallies; seat_of[p] is player p's seat.
void count(const dl_match& m, const std::array<int, 2>& seat_of, std::array<tally, 2>& t) {
    const game_state& state = m.rules();
    for (int p = 0; p < 2; ++p) {
        const int seat = seat_of[static_cast<std::size_t>(p)];
        tally& mine = t[static_cast<std::size_t>(p)];
        const auto& result = *m.result();
        if (result.outcome == outcome_kind::draw)
            ++mine.draws;
        else
            (result.winner == seat ? mine.wins : mine.losses)++;
        mine.points += state.score_of(seat).total();
        for (const bridge& b : state.bridges()) {
            if (b.by == seat)
                (b.scoring() ? mine.scoring : mine.red)++;
            if (b.cut && b.by != seat)
                ++mine.cuts; // a bridge of the other side, cut (by red)
        }
        for (const recorded_turn& played : m.history())
            if (played.seat == seat && played.played.place &&
                state.board().kind(state.board().index(played.played.place->cell)) ==
                    cell_kind::dot)
                ++mine.dots;
    }
}

// Plays one game; false on an illegal move.
bool play(int position, const std::array<player_spec, 2>& specs, int a_seat, std::int64_t evals,
          int move_ms, std::uint64_t seed, std::array<tally, 2>& t) {
    auto created = create_match("divided_loyalties", json{{"position", position}}, seed);
    auto& m = dynamic_cast<dl_match&>(*std::get<std::unique_ptr<match>>(created));
    const std::array<int, 2> seat_of{a_seat, 1 - a_seat};
    std::array<std::unique_ptr<ai::player>, 2> by_seat;
    for (int p = 0; p < 2; ++p)
        by_seat[static_cast<std::size_t>(seat_of[static_cast<std::size_t>(p)])] =
            make(specs[static_cast<std::size_t>(p)], evals, seed * 7 + static_cast<unsigned>(p));
    while (!m.finished()) {
        const int seat = *m.to_move();
        const int p = seat == a_seat ? 0 : 1;
        tally& mine = t[static_cast<std::size_t>(p)];
        const auto start = std::chrono::steady_clock::now();
        auto chosen = by_seat[static_cast<std::size_t>(seat)]->choose(
            m, seat, ai::limits::within(std::chrono::milliseconds(move_ms)));
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count();
        mine.think_ms += ms;
        mine.max_ms = std::max(mine.max_ms, ms);
        ++mine.turns;
        if (verbose && chosen)
            std::printf("%s %s score %d-%d\n", specs[static_cast<std::size_t>(p)].name.c_str(),
                        chosen->body.dump().c_str(), m.rules().score_of(0).total(),
                        m.rules().score_of(1).total());
        if (!chosen || m.apply(seat, chosen->body)) {
            ++mine.illegal;
            std::fprintf(stderr, "illegal move by %s on position %d\n",
                         specs[static_cast<std::size_t>(p)].name.c_str(), position);
            return false;
        }
    }
    count(m, seat_of, t);
    return true;
}

} // namespace

// Reads the flags, plays every position in both seat orders, prints the tallies.
int main(int argc, char** argv) {
    std::array<player_spec, 2> specs{read_spec("hard"), read_spec("easy")};
    int games = 1;
    std::int64_t evals = 0;
    int move_ms = 1000;
    std::uint64_t seed = 1;
    std::vector<int> positions;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        const std::string value = argv[i + 1];
        if (flag == "--a")
            specs[0] = read_spec(value);
        else if (flag == "--b")
            specs[1] = read_spec(value);
        else if (flag == "--games")
            games = std::stoi(value);
        else if (flag == "--evals")
            evals = std::stoll(value);
        else if (flag == "--move-ms")
            move_ms = std::stoi(value);
        else if (flag == "--verbose")
            verbose = value == "1";
        else if (flag == "--seed")
            seed = std::stoull(value);
        else if (flag == "--positions") {
            std::stringstream list(value);
            for (std::string item; std::getline(list, item, ',');)
                positions.push_back(std::stoi(item));
        } else
            fail("unknown flag " + flag +
                 " (--a, --b, --games, --evals, --move-ms, --seed, --positions)");
    }
    if (positions.empty())
        for (int id = 1; id <= 12; ++id)
            positions.push_back(id);
    std::array<tally, 2> total{};
    int played = 0;
    for (const int position : positions) {
        std::array<tally, 2> here{};
        for (int g = 0; g < games; ++g)
            for (int a_seat = 0; a_seat < 2; ++a_seat) {
                const std::uint64_t game_seed =
                    seed * 1'000'003 + static_cast<std::uint64_t>(position * 100 + g * 2 + a_seat);
                play(position, specs, a_seat, evals, move_ms, game_seed, here);
                ++played;
            }
        std::printf("position %2d: %s %d-%d-%d (points %ld-%ld)\n", position, specs[0].name.c_str(),
                    here[0].wins, here[0].draws, here[0].losses, here[0].points, here[1].points);
        for (std::size_t p = 0; p < 2; ++p) {
            tally& sum = total[p];
            const tally& add = here[p];
            sum.wins += add.wins, sum.draws += add.draws, sum.losses += add.losses;
            sum.illegal += add.illegal, sum.points += add.points, sum.scoring += add.scoring;
            sum.red += add.red, sum.cuts += add.cuts, sum.dots += add.dots, sum.turns += add.turns;
            sum.think_ms += add.think_ms, sum.max_ms = std::max(sum.max_ms, add.max_ms);
        }
    }
    std::printf("%d games, %s per turn\n", played,
                evals > 0 ? (std::to_string(evals) + " evaluations").c_str()
                          : (std::to_string(move_ms) + " ms").c_str());
    std::printf("%-28s %5s %5s %5s %6s %7s %7s %5s %5s %5s %5s %8s %8s\n", "player", "wins",
                "draws", "losses", "win%", "illegal", "points", "bridg", "red", "cuts", "dots",
                "mean ms", "max ms");
    for (std::size_t p = 0; p < 2; ++p) {
        const tally& t = total[p];
        std::printf("%-28s %5d %5d %6d %5.1f%% %7d %7.1f %5.1f %5.1f %5.1f %5.1f %8.2f %8.1f\n",
                    specs[p].name.c_str(), t.wins, t.draws, t.losses,
                    played ? 100.0 * t.wins / played : 0.0, t.illegal,
                    played ? static_cast<double>(t.points) / played : 0.0,
                    played ? static_cast<double>(t.scoring) / played : 0.0,
                    played ? static_cast<double>(t.red) / played : 0.0,
                    played ? static_cast<double>(t.cuts) / played : 0.0,
                    played ? static_cast<double>(t.dots) / played : 0.0,
                    t.turns ? t.think_ms / static_cast<double>(t.turns) : 0.0, t.max_ms);
    }
    return total[0].illegal + total[1].illegal > 0 ? 1 : 0;
}
