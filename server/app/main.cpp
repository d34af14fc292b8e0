// plyroom-server entry point (the networked server arrives with the match-server work).
#include <iostream>

int main() {
    std::cout << "plyroom-server 0.1.0\n";
    return 0;
}
