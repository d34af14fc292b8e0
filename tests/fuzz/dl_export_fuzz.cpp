// A Divided Loyalties export (a game to continue): read and replayed, or refused with a
// reason. What is accepted exports again, and that export is accepted in turn.
#include "divided_loyalties/divided_loyalties_match.hpp"
#include "protocol/json_depth.hpp"
#include "registry.hpp"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using plyroom::core::json;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    if (!plyroom::protocol::within_depth(text))
        return 0;
    json exported = json::parse(text, nullptr, false);
    if (exported.is_discarded())
        return 0;
    auto created =
        plyroom::core::create_match("divided_loyalties", json{{"export", std::move(exported)}}, 1);
    if (const auto* refused = std::get_if<plyroom::core::refusal>(&created)) {
        if (refused->message.empty())
            std::abort();
        return 0;
    }
    const auto& match = std::get<std::unique_ptr<plyroom::core::match>>(created);
    if (match->finished())
        return 0; // an ended game is not exported again
    const json again = plyroom::core::divided_loyalties::export_game(*match);
    auto recreated = plyroom::core::create_match("divided_loyalties", json{{"export", again}}, 1);
    if (std::holds_alternative<plyroom::core::refusal>(recreated))
        std::abort(); // the server's own export must read back
    return 0;
}
