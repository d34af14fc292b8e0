#include "builtin_positions.hpp"

#include "embedded_positions.hpp"
#include "position_csv.hpp"

#include <vector>

namespace plyroom::core::divided_loyalties {

namespace {

// Parses the embedded CSV; the tests prove it parses, so a failure leaves the list empty.
std::vector<std::shared_ptr<const position>> parse_builtins() {
    std::vector<std::shared_ptr<const position>> list;
    auto parsed = parse_positions_csv(builtin_positions_csv());
    if (auto* positions = std::get_if<std::vector<position>>(&parsed))
        for (position& each : *positions)
            list.push_back(std::make_shared<const position>(std::move(each)));
    return list;
}

} // namespace

// Looks the id up among the parsed built-in positions (parsed on first use).
std::shared_ptr<const position> builtin_position(int id) {
    static const std::vector<std::shared_ptr<const position>> builtins = parse_builtins();
    for (const auto& each : builtins)
        if (each->id == id && id >= 1 && id <= builtin_position_count)
            return each;
    return nullptr;
}

} // namespace plyroom::core::divided_loyalties
