// Server limits, signals and settings seen from outside (filled in below).
#include "fixture.hpp"

namespace plyroom::test {
namespace {} // namespace
} // namespace plyroom::test
