// plyroom-server: reads its settings and runs the match server.
#include "config.hpp"
#include "server.hpp"

#include <iostream>
#include <string>
#include <vector>

// Parses flags and environment, then runs until stopped.
int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    auto parsed = plyroom::server::app::parse_config(args);
    if (auto* done = std::get_if<plyroom::server::app::exit_with>(&parsed)) {
        (done->code == 0 ? std::cout : std::cerr) << done->text;
        return done->code;
    }
    return plyroom::server::app::run_server(std::get<plyroom::server::app::config>(parsed));
}
