// plyroom: the terminal client. Everything happens in run_command_line.
#include "cli/commands.hpp"

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    return plyroom::client::run_command_line(args, std::cin, std::cout, std::cerr,
                                             &plyroom::client::process_env);
}
