#include "pairing/wave.hpp"

#include "pairing/matching.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string_view>
#include <unordered_set>

namespace plyroom::server::pairing {

namespace {

// The indices of each id's first place in the wave.
std::vector<std::size_t> first_places(std::span<const waiting_player> wave) {
    std::unordered_set<std::string_view> seen;
    std::vector<std::size_t> places;
    for (std::size_t i = 0; i < wave.size(); ++i) {
        if (seen.insert(wave[i].id).second) {
            places.push_back(i);
        }
    }
    return places;
}

bool all_compatible(std::span<const waiting_player> players, std::span<const std::size_t> members) {
    for (std::size_t i = 0; i < members.size(); ++i) {
        for (std::size_t j = i + 1; j < members.size(); ++j) {
            if (!compatible(players[members[i]], players[members[j]])) {
                return false;
            }
        }
    }
    return true;
}

// Groups of `size` consecutive players in rating order (the longer waiting first among equal
// ratings): from the lowest rating up, the next `size` players form a group when every two of
// them are compatible, and otherwise the lowest of them is left for a later wave.
std::vector<group> rating_windows(std::span<const waiting_player> players, std::size_t size) {
    std::vector<std::size_t> order(players.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (players[a].rating != players[b].rating) {
            return players[a].rating < players[b].rating;
        }
        return players[a].waves_waited > players[b].waves_waited;
    });
    std::vector<group> groups;
    std::size_t place = 0;
    while (place + size <= order.size()) {
        const std::span<const std::size_t> members(order.data() + place, size);
        if (all_compatible(players, members)) {
            groups.emplace_back(members.begin(), members.end());
            place += size;
        } else {
            ++place;
        }
    }
    return groups;
}

} // namespace

std::vector<group> run_wave(std::span<const waiting_player> wave, std::size_t group_size) {
    if (group_size < 2) {
        throw std::invalid_argument("run_wave: groups of 2 or more players");
    }
    const std::vector<std::size_t> places = first_places(wave);
    std::vector<waiting_player> players;
    players.reserve(places.size());
    for (const std::size_t place : places) {
        players.push_back(wave[place]);
    }
    std::vector<group> groups;
    if (group_size == 2) {
        const auto pairs = players.size() <= exact_wave_limit
                               ? exact_pairs(players)
                               : banded_pairs(players, large_wave_window);
        for (const auto& [a, b] : pairs) {
            groups.push_back({a, b});
        }
    } else {
        groups = rating_windows(players, group_size);
    }
    for (auto& members : groups) {
        for (auto& member : members) {
            member = places[member];
        }
    }
    return groups;
}

} // namespace plyroom::server::pairing
