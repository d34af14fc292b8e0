// Divided Loyalties positions in CSV (a custom position a host uploads): read or refused
// with a line and column, never a crash.
#include "divided_loyalties/position_csv.hpp"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace dl = plyroom::core::divided_loyalties;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto single = dl::parse_single_position_csv(text);
    if (const auto* failed = std::get_if<dl::csv_error>(&single))
        if (failed->message.empty() || failed->describe().empty())
            std::abort();
    (void)dl::parse_positions_csv(text);
    return 0;
}
