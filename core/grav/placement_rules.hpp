// The three placement ("consultation") rules of Grav and the symmetry bonus, judged for a
// stone that already stands on the board (core/grav/README.md, "Placement rules", "Bonus turns").
//
// Decisions where the rules are silent:
// - Continuity and density look only at lines and squares through the new stone, so an
//   earlier rule-breaking stone that nobody called does not make every later placement
//   break the rule too (core/grav/README.md says so for continuity; density follows it).
// - Each broken rule is reported once, by its worst instance: the longest equally spaced
//   run (the smallest step first on a tie), the fullest square (the topmost, then leftmost).
#pragma once

#include "grid.hpp"
#include "settings.hpp"

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace plyroom::core::grav {

// A broken rule: the server's words, and the same as data (the rule and its values) so that a
// client can say it in its own words (core/grav/README.md, "What a call reports"):
//   {"rule":"continuity","stones":4,"spacing":2,"line":"row","through":[x,y],"a":3}
//   {"rule":"density","b":2,"from":[x,y],"to":[x,y],"stones":5,"c":3}
//   {"rule":"distance","distance":12,"from":[x,y],"d":1,"e":7}
struct violation {
    std::string words;
    nlohmann::json facts;
    bool operator==(const violation&) const = default;
};

// A run of more than `a` stones at equal spacing on a line through p, or nullopt.
std::optional<violation> continuity_violation(const grid& g, point p, int a);
// A b x b square on the board holding p and more than c stones, or nullopt.
std::optional<violation> density_violation(const grid& g, point p, int b, int c);
// A Manhattan distance from `last` outside [d, e], or nullopt (also when there is no `last`).
std::optional<violation> distance_violation(point p, std::optional<point> last, int d, int e);

// 1 when the group (8-neighbourhood, any owners) holding the stone at p has 4 or more stones
// and is point-symmetric about the centre of its bounding box, else 0.
int symmetry_bonus(const grid& g, point p);

// Every rule the stone at p breaks, in the order continuity, density, distance, and the
// bonus turns it earns. `last` is the latest placed stone still on the board before p.
struct placement_verdict {
    std::vector<violation> violations;
    int bonus = 0;
};
placement_verdict judge_placement(const grid& g, point p, std::optional<point> last,
                                  const settings& s);

// Whether the stone at p breaks any rule; the same judgement as judge_placement without words.
bool breaks_a_rule(const grid& g, point p, std::optional<point> last, const settings& s);

} // namespace plyroom::core::grav
