// Room options: validation with reasons, random draws from the seed, options() filled in.
#include "grav/grav_match.hpp"
#include "grav_test_support.hpp"
#include "registry.hpp"

#include <set>

#include <gtest/gtest.h>

namespace plyroom::core::grav {
namespace {

// The refusal for these options, or a failure when they were accepted.
refusal refused(const json& options) {
    creation made = core::create_match("grav", options, 1);
    if (auto* why = std::get_if<refusal>(&made))
        return *why;
    ADD_FAILURE() << "accepted " << options.dump();
    return refusal{refusal_code::bad_request, ""};
}

// The match for these options, or a failure when they were refused.
std::unique_ptr<match> made(const json& options, std::uint64_t seed = 1) {
    creation result = core::create_match("grav", options, seed);
    if (auto* why = std::get_if<refusal>(&result)) {
        ADD_FAILURE() << why->message;
        return nullptr;
    }
    return std::move(std::get<std::unique_ptr<match>>(result));
}

TEST(Options, GivenValuesAreKept) {
    const json options{{"size", 13}, {"players", 3}, {"a", 4}, {"b", 3},
                       {"c", 6},     {"d", 1},       {"e", 5}, {"strict", true}};
    const auto m = made(options);
    ASSERT_TRUE(m);
    EXPECT_EQ(m->options(), options);
    EXPECT_EQ(m->seat_count(), 3);
    EXPECT_EQ(m->side_name(2), "p3");
    const json state = m->state();
    EXPECT_EQ(state["board"]["size"], 13);
    EXPECT_EQ(state["params"],
              (json{{"a", 4}, {"b", 3}, {"c", 6}, {"d", 1}, {"e", 5}, {"strict", true}}));
}

// Left-out values are drawn within the stated ranges, every one shown in options().
TEST(Options, DrawsStayInTheirRanges) {
    std::set<int> sizes, as, bs, ds;
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
        const auto m = made(json::object(), seed);
        ASSERT_TRUE(m);
        const json& o = m->options();
        for (const char* key : {"size", "players", "a", "b", "c", "d", "e", "strict"})
            ASSERT_TRUE(o.contains(key)) << key;
        const int n = o["size"], b = o["b"], c = o["c"], d = o["d"], e = o["e"];
        EXPECT_TRUE(n == 7 || n == 13 || n == 17 || n == 23) << n;
        EXPECT_EQ(o["players"], 2);
        EXPECT_EQ(o["strict"], false);
        EXPECT_GE(o["a"].get<int>(), 3);
        EXPECT_LE(o["a"].get<int>(), 5);
        EXPECT_GE(b, 2);
        EXPECT_LE(b, 4);
        EXPECT_GE(c, std::max(2, (b * b + 1) / 2));
        EXPECT_LE(c, b * b);
        EXPECT_GE(d, 0);
        EXPECT_LE(d, 2);
        EXPECT_GE(e, std::max(d, 1) + 1);
        EXPECT_LE(e, std::max(d, 1) + 6);
        sizes.insert(n);
        as.insert(o["a"].get<int>());
        bs.insert(b);
        ds.insert(d);
    }
    EXPECT_EQ(sizes.size(), 4U);
    EXPECT_EQ(as.size(), 3U);
    EXPECT_EQ(bs.size(), 3U);
    EXPECT_EQ(ds.size(), 3U);
}

// The same seed gives the same options; the drawn options recreate the same match.
TEST(Options, DrawsAreDeterministic) {
    const auto first = made(json{{"players", 4}}, 99);
    const auto second = made(json{{"players", 4}}, 99);
    ASSERT_TRUE(first && second);
    EXPECT_EQ(first->options(), second->options());
    bool any_differs = false;
    for (std::uint64_t seed = 100; seed < 110; ++seed)
        any_differs =
            any_differs || made(json{{"players", 4}}, seed)->options() != first->options();
    EXPECT_TRUE(any_differs);
    const auto again = made(first->options(), 12345);
    EXPECT_EQ(again->options(), first->options());
    EXPECT_EQ(again->state(), first->state());
}

// Draws respect the values that were given.
TEST(Options, DrawsFitGivenValues) {
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        const auto big_b = made(json{{"b", 11}}, seed);
        ASSERT_TRUE(big_b);
        EXPECT_GE(big_b->options()["size"].get<int>(), 11);
        const auto big_c = made(json{{"c", 14}, {"size", 7}}, seed);
        ASSERT_TRUE(big_c);
        EXPECT_GE(big_c->options()["b"].get<int>() * big_c->options()["b"].get<int>(), 14);
        const auto small_e = made(json{{"e", 1}}, seed);
        ASSERT_TRUE(small_e);
        EXPECT_LE(small_e->options()["d"].get<int>(), 1);
        const auto big_d = made(json{{"d", 5}}, seed);
        ASSERT_TRUE(big_d);
        EXPECT_GE(big_d->options()["e"].get<int>(), 6);
    }
}

// Any prime from 5 to 29 is a valid size; nothing else is.
TEST(Options, SizeMustBeAPrimeFrom5To29) {
    for (const int n : {5, 7, 11, 13, 17, 19, 23, 29})
        EXPECT_TRUE(made(json{{"size", n}, {"b", 2}})) << n;
    for (const int n : {2, 3, 4, 9, 15, 25, 31, 0, -7})
        EXPECT_EQ(refused(json{{"size", n}}).message,
                  "size " + std::to_string(n) + " is not a prime number from 5 to 29");
}

TEST(Options, RefusalsNameTheReason) {
    EXPECT_EQ(refused(json{{"players", 1}}).message, "players 1 is not from 2 to 6");
    EXPECT_EQ(refused(json{{"players", 7}}).message, "players 7 is not from 2 to 6");
    EXPECT_EQ(refused(json{{"a", 2}}).message, "a = 2 is less than 3");
    EXPECT_EQ(refused(json{{"b", 1}}).message, "b = 1 is less than 2");
    EXPECT_EQ(refused(json{{"size", 5}, {"b", 6}}).message, "b = 6 is larger than the 5x5 board");
    EXPECT_EQ(refused(json{{"c", 1}}).message, "c = 1 must be more than 1");
    EXPECT_EQ(refused(json{{"b", 2}, {"c", 5}}).message,
              "c = 5 is more than a 2x2 square can hold (4)");
    EXPECT_EQ(refused(json{{"d", -1}}).message, "d = -1 is negative");
    EXPECT_EQ(refused(json{{"e", 0}}).message, "e = 0 is less than 1");
    EXPECT_EQ(refused(json{{"d", 3}, {"e", 2}}).message, "d = 3 is more than e = 2");
    EXPECT_EQ(refused(json{{"size", "big"}}).message, "option \"size\" must be a whole number");
    EXPECT_EQ(refused(json{{"a", 3.5}}).message, "option \"a\" must be a whole number");
    EXPECT_EQ(refused(json{{"strict", 1}}).message, "option \"strict\" must be true or false");
    EXPECT_EQ(refused(json{{"colour", "red"}}).message, "Grav has no option \"colour\"");
    EXPECT_EQ(refused(json{{"e", 1'000'000'000'000LL}}).message,
              "option \"e\" must be between -1000000 and 1000000");
    EXPECT_EQ(refused(json{{"d", 2},
                           {"e", 2},
                           {"b", 2},
                           {"c", 4},
                           {"a", 3},
                           {"size", 7},
                           {"players", 2},
                           {"x", 1}})
                  .code,
              refusal_code::bad_request);
}

// The valid edges of every range are accepted.
TEST(Options, EdgesOfTheRangesAreAccepted) {
    EXPECT_TRUE(made(json{{"players", 6}}));
    EXPECT_TRUE(made(json{{"size", 5}, {"b", 5}, {"c", 25}}));
    EXPECT_TRUE(made(json{{"b", 2}, {"c", 2}}));
    EXPECT_TRUE(made(json{{"d", 0}, {"e", 1}}));
    EXPECT_TRUE(made(json{{"d", 4}, {"e", 4}}));
}

} // namespace
} // namespace plyroom::core::grav
