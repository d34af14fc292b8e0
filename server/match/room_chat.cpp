// The room's chat, bounded per player.
#include "room_handler.hpp"

namespace plyroom::server::match::detail {

void handler::on_chat(const p::chat& m) {
    if (!require_member())
        return;
    const auto seat = s().seat_of(who().player_id);
    if (!chat_allowed())
        return refuse(error_code::rate_limited,
                      "at most " + std::to_string(s().timing.chat_per_minute) +
                          " lines of chat a minute in one room; wait a moment");
    ensure_attached();
    out_.rows.push_back(store::chat_row{s().game_id, who().player_id, seat, m.text, ctx_.now});
    mark_reply();
    push(p::chat_event{s().code, who().name, seat, m.text});
}

bool handler::chat_allowed() {
    const std::int64_t minute_ago = ctx_.now - 60'000;
    auto& said = s().chat_said_at;
    for (auto it = said.begin(); it != said.end();) {
        while (!it->second.empty() && it->second.front() <= minute_ago)
            it->second.pop_front();
        it = it->second.empty() ? said.erase(it) : std::next(it);
    }
    auto& mine = said[who().player_id];
    if (mine.size() >= s().timing.chat_per_minute)
        return false;
    mine.push_back(ctx_.now);
    return true;
}

} // namespace plyroom::server::match::detail
