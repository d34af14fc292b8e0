#include "grav_options.hpp"

#include "grid.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace plyroom::core::grav {

namespace {

constexpr std::array<const char*, 8> option_names{"size", "players", "a", "b",
                                                  "c",    "d",       "e", "strict"};
constexpr std::array<int, 4> usual_sizes{7, 13, 17, 23};
// Larger values make no sense on a 29x29 board and would only risk overflow.
constexpr long long largest_value = 1'000'000;

// Draws uniformly from a fixed seed: the same seed gives the same options on every platform.
class draws {
public:
    explicit draws(std::uint64_t seed) : engine_(seed) {}

    // A value in [lo, hi].
    int between(int lo, int hi) {
        return lo + static_cast<int>(engine_() % static_cast<std::uint64_t>(hi - lo + 1));
    }
    // One of the candidates, which must not be empty.
    int one_of(const std::vector<int>& candidates) {
        return candidates[static_cast<std::size_t>(
            between(0, static_cast<int>(candidates.size()) - 1))];
    }

private:
    std::mt19937_64 engine_;
};

// Reads an optional integer option; a refusal when it is there but not a sane integer.
std::variant<std::optional<int>, refusal> integer_option(const json& options, const char* name) {
    const auto found = options.find(name);
    if (found == options.end() || found->is_null())
        return std::optional<int>{};
    if (!found->is_number_integer())
        return bad_request(std::string("option \"") + name + "\" must be a whole number");
    const std::string out_of_range =
        std::string("option \"") + name + "\" must be " +
        (std::string_view(name) == "players" ? std::string("from 2 to 6")
                                             : "between -" + std::to_string(largest_value) +
                                                   " and " + std::to_string(largest_value));
    // An unsigned number above the signed range would wrap to a negative one.
    if (found->is_number_unsigned() &&
        found->get<unsigned long long>() > static_cast<unsigned long long>(largest_value))
        return bad_request(out_of_range);
    const auto value = found->get<long long>();
    if (value < -largest_value || value > largest_value)
        return bad_request(out_of_range);
    return std::optional<int>{static_cast<int>(value)};
}

// The board sizes to draw from, given the values of b and c fixed by the options.
std::vector<int> size_candidates(std::optional<int> b, std::optional<int> c) {
    const auto fits = [&](int n) { return (!b || *b <= n) && (!c || *c <= n * n); };
    std::vector<int> sizes;
    for (const int n : usual_sizes)
        if (fits(n))
            sizes.push_back(n);
    for (int n = min_size; sizes.empty() && n <= max_size; ++n)
        if (is_prime(n) && fits(n))
            sizes.push_back(n);
    if (sizes.empty())
        sizes.push_back(max_size); // nothing fits: validation then names the reason
    return sizes;
}

// The values of b to draw from for a board of `size`, given c when the options fix it.
std::vector<int> b_candidates(int size, std::optional<int> c) {
    std::vector<int> values;
    for (int b = 2; b <= 4; ++b)
        if (b <= size && (!c || *c <= b * b))
            values.push_back(b);
    if (values.empty()) {
        int b = 2;
        while (c && b * b < *c)
            ++b;
        values.push_back(b);
    }
    return values;
}

} // namespace

// Reads each option, refuses bad ones, draws the missing ones in a fixed order, then validates.
std::variant<settings, refusal> settings_from_options(const json& options, std::uint64_t seed) {
    if (!options.is_object())
        return bad_request("Grav options must be a JSON object");
    for (const auto& [key, value] : options.items()) {
        bool known = false;
        for (const char* name : option_names)
            known = known || key == name;
        if (!known)
            return bad_request("Grav has no option \"" + key + "\"");
    }
    std::array<std::optional<int>, 7> given{};
    for (std::size_t k = 0; k < given.size(); ++k) {
        auto read = integer_option(options, option_names[k]);
        if (auto* refused = std::get_if<refusal>(&read))
            return *refused;
        given[k] = std::get<std::optional<int>>(read);
    }
    const auto [size, players, a, b, c, d, e] = given;

    settings s;
    if (const auto strict = options.find("strict"); strict != options.end() && !strict->is_null()) {
        if (!strict->is_boolean())
            return bad_request("option \"strict\" must be true or false");
        s.strict = strict->get<bool>();
    }
    draws random(seed);
    s.size = size ? *size : random.one_of(size_candidates(b, c));
    s.players = players ? *players : 2;
    s.a = a ? *a : random.between(3, 5);
    s.b = b ? *b : random.one_of(b_candidates(s.size, c));
    if (c) {
        s.c = *c;
    } else {
        const int square = s.b * s.b;
        s.c = random.between(std::max(2, (square + 1) / 2), std::max(2, square));
    }
    if (d) {
        s.d = *d;
    } else {
        std::vector<int> values;
        for (int value = 0; value <= 2; ++value)
            if (!e || value <= *e)
                values.push_back(value);
        s.d = values.empty() ? 0 : random.one_of(values);
    }
    const int base = std::max(s.d, 1);
    s.e = e ? *e : random.between(base + 1, base + 6);
    if (auto reason = invalid_reason(s))
        return bad_request(*reason);
    return s;
}

// All eight options, as options() shows them.
json options_from_settings(const settings& s) {
    return json{
        {"size", s.size}, {"players", s.players}, {"a", s.a}, {"b", s.b}, {"c", s.c}, {"d", s.d},
        {"e", s.e},       {"strict", s.strict}};
}

} // namespace plyroom::core::grav
