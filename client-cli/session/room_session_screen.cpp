// The drawn side of a room_session: the screen, the code banner, and the local match that
// pre-checks moves, rebuilt from the stored record when the session joins a game under way.
#include "record.hpp"
#include "registry.hpp"
#include "session/room_session.hpp"

#include <algorithm>

namespace plyroom::client {

namespace {

// The record entries of a stored game (GET /api/games/{id}) in the order they happened: each
// move, with the "Grav!" calls and the resignations made before it (by the number of moves
// played when they were made), in the shape core::apply_record_entry reads.
std::vector<json> record_entries(const json& record) {
    std::vector<std::pair<int, json>> between; // (moves played before it, entry)
    for (const json& call : record.value("challenges", json::array()))
        if (call.is_object() && call.value("ply", json()).is_number_integer())
            between.emplace_back(
                call["ply"].get<int>(),
                json{{"seat", call.value("by", 0)}, {"challenge", call.value("called_ply", 0)}});
    for (const json& resignation : record.value("resignations", json::array()))
        if (resignation.is_object() && resignation.value("ply", json()).is_number_integer())
            between.emplace_back(resignation["ply"].get<int>(),
                                 json{{"seat", resignation.value("seat", 0)}, {"resign", true}});
    std::stable_sort(between.begin(), between.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<json> entries;
    std::size_t next = 0;
    int played = 0;
    for (const json& entry : record.value("moves", json::array())) {
        while (next < between.size() && between[next].first <= played)
            entries.push_back(between[next++].second);
        json flat = entry.contains("move") && entry["move"].is_object() ? entry["move"] : entry;
        flat["seat"] = entry.value("seat", 0);
        entries.push_back(std::move(flat));
        ++played;
    }
    while (next < between.size())
        entries.push_back(between[next++].second);
    return entries;
}

} // namespace

// Rebuilds the local match from the room's options and the stored moves of the game.
void room_session::rebuild_local_match() {
    local_.reset();
    if (!room_.is_object() || !state_.is_object())
        return;
    core::creation created =
        core::create_match(room_.value("game", ""), room_.value("options", json::object()));
    auto* match = std::get_if<std::unique_ptr<core::match>>(&created);
    if (match == nullptr)
        return;
    std::unique_ptr<core::match> rebuilt = std::move(*match);
    if (state_.value("ply", 0) > 0) {
        const auto record = io_.fetch_game_record(room_.value("game_id", std::int64_t{0}));
        if (!record || !record->contains("moves") || !(*record)["moves"].is_array())
            return;
        for (const json& entry : record_entries(*record)) {
            const bool between_moves = entry.contains("challenge") || entry.contains("resign");
            if (rebuilt->ply() >= state_.value("ply", 0) && !between_moves)
                break;
            if (core::apply_record_entry(*rebuilt, entry))
                return;
        }
        if (last_move_.is_null() && !(*record)["moves"].empty()) {
            const json& last = (*record)["moves"].back();
            last_move_ = last.contains("move") ? last["move"] : last;
            last_seat_ = last.value("seat", -1);
        }
    }
    if (rebuilt->ply() == state_.value("ply", -1) && rebuilt->state()["board"] == state_["board"])
        local_ = std::move(rebuilt);
}

// Draws the whole screen: the code banner while waiting, then the room.
void room_session::redraw() {
    if (ui_ == nullptr)
        return;
    std::vector<std::string> lines;
    const bool waiting = room_.is_object() && room_.value("status", "") == "waiting";
    if (waiting && my_seat_ && !code_.empty()) {
        const std::string hint = goal_.command + " join " + code_;
        lines = code_banner(code_, hint, look_);
        lines.emplace_back();
    }
    screen_view view{room_,      state_,
                     last_move_, last_seat_,
                     my_seat_,   std::vector<std::string>(notices_.begin(), notices_.end()),
                     draft_};
    for (std::string& line : draw_screen(*ui_, view, look_))
        lines.push_back(std::move(line));
    io_.show_screen(lines);
}

// The room code spaced out in a box, and the line to paste.
std::vector<std::string> code_banner(const std::string& code, const std::string& join_line,
                                     const style& look) {
    std::string spaced;
    for (const char c : code) {
        spaced += "  ";
        spaced += c;
    }
    spaced += "  ";
    std::string bar;
    for (std::size_t i = 0; i < spaced.size(); ++i)
        bar += pick(look, "═", "=");
    return {
        "Room code:",
        "  " + std::string(pick(look, "╔", "+")) + bar + std::string(pick(look, "╗", "+")),
        "  " + std::string(pick(look, "║", "|")) + paint(look, sgr::yellow, spaced) +
            std::string(pick(look, "║", "|")),
        "  " + std::string(pick(look, "╚", "+")) + bar + std::string(pick(look, "╝", "+")),
        "Your opponent types:  " + paint(look, sgr::bold, join_line),
    };
}

} // namespace plyroom::client
