// plyroom-records-load: C concurrent keep-alive HTTP clients, each asking for
// /api/games/{id} again as soon as the last answer came, for S seconds; prints the answers
// per second by status and each answer's time. --path asks for another path instead
// (/healthz: what HTTP alone costs, without the store).
//
//   plyroom-records-load --port 8080 --clients 200 --game 1 --seconds 10
#include "http_load.hpp"

#include <cstdlib>
#include <iostream>
#include <string>

int main(int argc, char** argv) {
    plyroom::bench::http_load_settings load{.clients = 200};
    long long game = 1;
    std::string path; // empty: /api/games/{game}
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        const std::string value = argv[i + 1];
        if (flag == "--port")
            load.port = value;
        else if (flag == "--clients")
            load.clients = std::atoi(value.c_str());
        else if (flag == "--game")
            game = std::atoll(value.c_str());
        else if (flag == "--seconds")
            load.seconds = std::atof(value.c_str());
        else if (flag == "--path")
            path = value;
        else {
            std::cerr << "usage: plyroom-records-load --port P --clients C --game ID --seconds S "
                         "[--path /other]\n";
            return 2;
        }
    }
    if (path.empty())
        path = "/api/games/" + std::to_string(game);
    auto totals = plyroom::bench::run_http_load(load, [&path](std::mt19937_64&) { return path; });
    plyroom::bench::print_http_load(totals, load.seconds, path);
    return 0;
}
