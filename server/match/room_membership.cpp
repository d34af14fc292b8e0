// A room's members: its creation, joining, leaving, coming back and connections that close.
#include "room_handler.hpp"

#include <algorithm>

namespace plyroom::server::match::detail {

bool handler::attach(bool spectator) {
    if (who().ai_seat)
        return false;
    const bool was_online = s().online(who().player_id);
    const int spectators = s().spectators();
    s().members[who().connection] = member{who().player_id, spectator};
    s().note_presence(ctx_.now);
    return was_online != s().online(who().player_id) || spectators != s().spectators();
}

void handler::ensure_attached() {
    if (who().ai_seat)
        return;
    if (s().members.count(who().connection) == 0 && s().seat_of(who().player_id)) {
        if (attach(false))
            push_room();
    }
}

void handler::on_create(const create& c) {
    int seat = 0;
    if (c.seat) {
        if (*c.seat >= s().seat_count())
            return refuse(error_code::bad_request,
                          "this game has seats 0 to " + std::to_string(s().seat_count() - 1));
        seat = *c.seat;
    } else {
        // A random seat among those the AI does not take.
        std::vector<int> open;
        for (int candidate = 0; candidate < s().seat_count(); ++candidate)
            if (std::find(c.ai_seats.begin(), c.ai_seats.end(), candidate) == c.ai_seats.end())
                open.push_back(candidate);
        if (open.empty())
            return refuse(error_code::bad_request,
                          "the AI would take every seat; leave one for you");
        seat = open[static_cast<std::size_t>(ctx_.random % open.size())];
    }
    out_.rows.push_back(store::game_row{s().game_id, s().code, std::string(s().game->game_name()),
                                        s().view().options.dump(), s().seat_count(), s().is_public,
                                        c.created_by, ctx_.now, s().requested_options.dump(),
                                        s().rematch_of, s().rated});
    s().stored = true;
    s().created_at = ctx_.now;
    if (c.ai_level) {
        const std::string ai = ai_player_id(*c.ai_level);
        // The seats named for it, else every other one; the rest wait for friends.
        for (int other = 0; other < s().seat_count(); ++other)
            if (other != seat &&
                (c.ai_seats.empty() ||
                 std::find(c.ai_seats.begin(), c.ai_seats.end(), other) != c.ai_seats.end()))
                seat_player(other, ai, "AI (" + *c.ai_level + ")");
    }
    take_seat(seat);
}

void handler::seat_player(int seat, const std::string& player_id, const std::string& name) {
    s().seats[seat] = seat_holder{player_id, name};
    out_.rows.push_back(store::seat_row{s().game_id, seat, player_id, ctx_.now});
}

void handler::take_seat(int seat) {
    seat_player(seat, who().player_id, who().name);
    attach(false);
    const bool full = std::all_of(s().seats.begin(), s().seats.end(),
                                  [](const auto& holder) { return holder.has_value(); });
    if (full)
        start_game();
    mark_reply();
    push_room();
    if (full)
        push_state();
}

void handler::start_game() {
    s().status = room_status::playing;
    out_.rows.push_back(store::game_started_row{s().game_id, ctx_.now});
    start_turn();
}

void handler::on_create_rematch(const create_rematch& c) {
    out_.rows.push_back(store::game_row{s().game_id, s().code, std::string(s().game->game_name()),
                                        s().view().options.dump(), s().seat_count(), s().is_public,
                                        c.created_by, ctx_.now, s().requested_options.dump(),
                                        s().rematch_of, s().rated});
    s().stored = true;
    s().created_at = ctx_.now;
    for (int seat = 0; seat < s().seat_count(); ++seat)
        seat_player(seat, c.seats[seat].player_id, c.seats[seat].name);
    for (const auto& [connection, player] : c.members)
        s().members[connection] = member{player, false};
    s().note_presence(ctx_.now);
    start_game();
    push_room();
    push_state();
}

void handler::on_rejoin(const rejoin& r) {
    const bool held = s().seat_of(who().player_id).has_value();
    if (!held && !r.spectator)
        return;
    if (attach(!held))
        push_room();
    out_.sync = true;
}

void handler::on_rating_read(const rating_read& r) {
    if (r.seat < 0 || r.seat >= s().seat_count() || !s().seats[r.seat] ||
        s().seats[r.seat]->player_id != r.player_id || s().seats[r.seat]->rating == r.rating)
        return;
    s().seats[r.seat]->rating = r.rating;
    push_room();
}

void handler::on_detach() {
    const auto it = s().members.find(who().connection);
    if (it == s().members.end())
        return;
    const bool was_online = s().online(it->second.player_id);
    const bool spectator = it->second.spectator;
    const std::string player = it->second.player_id;
    s().members.erase(it);
    s().note_presence(ctx_.now);
    if (spectator || was_online != s().online(player))
        push_room();
}

void handler::on_join(const p::join_room& m) {
    const auto held = s().seat_of(who().player_id);
    if (m.as == p::join_as::spectator || held) {
        // A seat holder coming back, or a spectator: attach and answer with ROOM.
        const bool changed = attach(m.as == p::join_as::spectator && !held);
        if (changed) {
            mark_reply();
            push_room();
        } else {
            out_.reply = p::server_message{cmd_.id, std::nullopt, p::room_message{s().view()}};
        }
        return;
    }
    if (s().status == room_status::finished)
        return refuse(error_code::game_over, "the game is over; join as a spectator");
    if (s().rated && !who().account)
        return refuse(error_code::account_required,
                      "this game is rated: its seats are for players with an account; register "
                      "or log in, or watch it");
    if (m.seat) {
        if (*m.seat >= s().seat_count())
            return refuse(error_code::bad_request,
                          "this game has seats 0 to " + std::to_string(s().seat_count() - 1));
        if (s().seats[*m.seat])
            return refuse(error_code::room_full, "seat " + std::to_string(*m.seat) + " is taken");
        return take_seat(*m.seat);
    }
    for (int seat = 0; seat < s().seat_count(); ++seat)
        if (!s().seats[seat])
            return take_seat(seat);
    refuse(error_code::room_full, "every seat in room " + s().code + " is taken");
}

void handler::on_leave() {
    if (s().members.count(who().connection) == 0)
        return refuse(error_code::not_in_room, "you are not in room " + s().code);
    if (s().rematch && s().seat_of(who().player_id))
        lapse_rematch();
    on_detach();
    out_.reply = p::server_message{cmd_.id, std::nullopt, p::left_message{s().code}};
}

void handler::on_sync(const p::sync& m) {
    if (!require_member())
        return;
    if (s().members.count(who().connection) == 0 && attach(false))
        push_room();
    out_.sync = true;
    out_.since = m.since;
}

} // namespace plyroom::server::match::detail
