// plyroom entry point.
#include <iostream>

int main() {
    std::cout << "plyroom 0.1.0\n";
    return 0;
}
