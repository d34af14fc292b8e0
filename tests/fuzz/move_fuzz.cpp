// One game's options and moves, decoded and applied as a room does: the first line is the
// room options (empty or refused: the defaults), every further line a MOVE played by the seat
// to move. A refused move must change nothing; a clone must agree with the original. States
// compare as the server writes them (text), the one writer of STATE (state() reads it back).
#include "game.hpp"
#include "protocol/json_depth.hpp"
#include "registry.hpp"

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>

namespace {

using plyroom::core::json;

json parse_line(std::string_view line) {
    if (!plyroom::protocol::within_depth(line))
        return json(json::value_t::discarded);
    return json::parse(line, nullptr, false);
}

// STATE's members as the server writes them on every move.
std::string written_state(const plyroom::core::match& match) {
    std::string text = "{";
    plyroom::core::json_writer out(text);
    match.write_state_members(out);
    text += '}';
    return text;
}

std::unique_ptr<plyroom::core::match> created_match(const json& options) {
    auto created = plyroom::core::create_match(PLYROOM_FUZZ_GAME, options, 1);
    if (std::holds_alternative<plyroom::core::refusal>(created))
        created = plyroom::core::create_match(PLYROOM_FUZZ_GAME, json::object(), 1);
    auto match = std::move(std::get<std::unique_ptr<plyroom::core::match>>(created));
    if (!match)
        std::abort();
    return match;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto first_end = text.find('\n');
    json options = parse_line(text.substr(0, first_end));
    if (!options.is_object())
        options = json::object();
    auto match = created_match(options);
    // The same game fed only the moves the first one accepted: if a refusal changed anything,
    // the two part (a move accepted by one is refused by the other, or the states differ at
    // the end). States are compared once, at the end: building one is most of the cost, and
    // every prefix of an input is an input too.
    auto accepted_only = created_match(options);
    text = first_end == std::string_view::npos ? std::string_view() : text.substr(first_end + 1);
    for (int moves = 0; !text.empty() && moves < 64 && !match->finished(); ++moves) {
        const auto end = text.find('\n');
        const json move = parse_line(text.substr(0, end));
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        const auto seat = match->to_move();
        if (move.is_discarded() || !seat)
            continue;
        if (const auto refused = match->apply(*seat, move)) {
            if (refused->message.empty())
                std::abort(); // a refusal says why
            continue;
        }
        if (accepted_only->to_move() != seat || accepted_only->apply(*seat, move))
            std::abort();
    }
    // The clone is taken of the game that saw only accepted moves: one state fewer to write,
    // and a clone that disagrees with either game still fails. States compare as written text.
    const std::string final_state = written_state(*match);
    if (written_state(*accepted_only->clone()) != final_state)
        std::abort();
    return 0;
}
