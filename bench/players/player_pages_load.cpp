// plyroom-player-pages-load: C concurrent keep-alive HTTP clients, each asking again as soon as
// the last answer came, for S seconds, for one kind of page: a random player's page
// (/api/players/playerN), a page of a random player's games (/api/players/playerN/games, the
// newest or those before a random game id), or a game's leaderboard (/api/leaderboard/GAME).
// With --rate R the clients together ask R times a second, each on its own schedule, instead.
// Prints the answers per second by status and each answer's time: p50, p99 and the longest.
//
//   plyroom-player-pages-load --port 8080 --kind history --clients 4 --seconds 10
//       --players 100000 --games 1000000 --game GAME
#include "http_load.hpp"

#include <cstdlib>
#include <iostream>
#include <random>
#include <string>

namespace {

struct settings {
    std::string kind = "player"; // player, history or leaderboard
    long long players = 100000;  // named player1 .. playerN
    long long games = 1000000;   // game ids 1 .. N
    std::string game;            // the leaderboard's game
};

// The next path of the kind asked for, at random.
std::string next_path(const settings& s, std::mt19937_64& random) {
    if (s.kind == "leaderboard")
        return "/api/leaderboard/" + s.game;
    const std::string player =
        "/api/players/player" +
        std::to_string(1 + random() % static_cast<unsigned long long>(s.players));
    if (s.kind == "player")
        return player;
    // Half the history pages are the newest, half go back to a random game id.
    if (random() % 2 == 0)
        return player + "/games";
    return player + "/games?before=" +
           std::to_string(1 + random() % static_cast<unsigned long long>(s.games));
}

} // namespace

int main(int argc, char** argv) {
    plyroom::bench::http_load_settings load;
    settings s;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        const std::string value = argv[i + 1];
        if (flag == "--port")
            load.port = value;
        else if (flag == "--kind")
            s.kind = value;
        else if (flag == "--clients")
            load.clients = std::atoi(value.c_str());
        else if (flag == "--seconds")
            load.seconds = std::atof(value.c_str());
        else if (flag == "--players")
            s.players = std::atoll(value.c_str());
        else if (flag == "--games")
            s.games = std::atoll(value.c_str());
        else if (flag == "--game")
            s.game = value;
        else if (flag == "--rate")
            load.rate = std::atof(value.c_str());
        else {
            std::cerr << "usage: plyroom-player-pages-load --port P --kind player|history|"
                         "leaderboard --clients C --seconds S --players N --games N --game GAME "
                         "[--rate R]\n";
            return 2;
        }
    }
    if (s.players < 1 || s.games < 1 || (s.kind == "leaderboard" && s.game.empty())) {
        std::cerr << "plyroom-player-pages-load: --players and --games from 1; a leaderboard "
                     "needs --game\n";
        return 2;
    }
    auto totals = plyroom::bench::run_http_load(
        load, [&s](std::mt19937_64& random) { return next_path(s, random); });
    plyroom::bench::print_http_load(totals, load.seconds, s.kind);
    return 0;
}
