// The random source under the tokens and room codes: short reads and interrupted calls are
// retried, any other failure throws instead of spinning.
#include "lobby/secrets.hpp"
#include "random.hpp"

#include <array>
#include <cerrno>
#include <cstring>
#include <system_error>

#include <gtest/gtest.h>

namespace plyroom::server::lobby {
namespace {

// Each source below counts its calls, so a test can tell a retry from a spin.
int calls = 0;

ssize_t failing_source(void*, std::size_t, unsigned int) {
    ++calls;
    errno = ENOSYS;
    return -1;
}

ssize_t silent_source(void*, std::size_t, unsigned int) {
    ++calls;
    return 0;
}

// Interrupted on the first call, then one byte per call.
ssize_t interrupted_then_slow_source(void* buffer, std::size_t, unsigned int) {
    if (calls++ == 0) {
        errno = EINTR;
        return -1;
    }
    std::memset(buffer, 0xAB, 1);
    return 1;
}

TEST(RandomSource, AFailingSourceThrowsWithItsErrorInsteadOfSpinning) {
    calls = 0;
    std::array<unsigned char, 32> bytes{};
    try {
        fill_random(bytes, failing_source);
        FAIL() << "fill_random returned without random bytes";
    } catch (const std::system_error& failure) {
        EXPECT_EQ(failure.code().value(), ENOSYS);
        EXPECT_NE(std::string(failure.what()).find("random bytes"), std::string::npos)
            << failure.what();
    }
    EXPECT_EQ(calls, 1);
}

TEST(RandomSource, ASourceThatGivesNothingThrowsToo) {
    calls = 0;
    std::array<unsigned char, 8> bytes{};
    EXPECT_THROW(fill_random(bytes, silent_source), std::system_error);
    EXPECT_EQ(calls, 1);
}

TEST(RandomSource, InterruptionsAndShortReadsAreRetriedUntilFull) {
    calls = 0;
    std::array<unsigned char, 5> bytes{};
    fill_random(bytes, interrupted_then_slow_source);
    EXPECT_EQ(calls, 6);
    for (const unsigned char byte : bytes)
        EXPECT_EQ(byte, 0xAB);
}

TEST(RandomSource, TheSystemSourceFillsEveryByte) {
    // 64 bytes all zero after a successful draw has a chance of 2^-512.
    std::array<unsigned char, 64> bytes{};
    fill_random(bytes);
    bool any = false;
    for (const unsigned char byte : bytes)
        any = any || byte != 0;
    EXPECT_TRUE(any);
}

} // namespace
} // namespace plyroom::server::lobby
