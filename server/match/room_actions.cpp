#include "room_actions.hpp"

namespace plyroom::server::match {

namespace {

using protocol::error_code;

// The game has ended, whether or not the room has announced it yet.
bool over(const room_state& room) {
    return room.status == room_status::finished || room.game->finished();
}

std::uint64_t bit(int seat) {
    return std::uint64_t{1} << seat;
}

// Writes the seats of a mask as an array, lowest first.
void write_seats(core::json_writer& out, std::uint64_t seats) {
    out.begin_array();
    for (int seat = 0; seats != 0; ++seat, seats >>= 1)
        if ((seats & 1) != 0)
            out.number(seat);
    out.end_array();
}

// Whether every seat still in the game has a move that stands.
bool every_seat_in_game_has_a_move(const room_state& room) {
    for (int seat = 0; seat < room.seat_count(); ++seat)
        if (!room.game->resigned(seat) && room.standing_moves[seat] == 0)
            return false;
    return true;
}

} // namespace

// Refuses a seat outside a running game, or one that resigned from it.
action_check in_game_check(const room_state& room, int seat) {
    if (room.status == room_status::waiting)
        return closed_action{error_code::game_not_started, "the game has not started yet"};
    if (over(room))
        return closed_action{error_code::game_over, "the game is over"};
    if (room.game->resigned(seat))
        return closed_action{error_code::bad_request, "you have resigned from this game"};
    return std::nullopt;
}

// Seats that resigned without moving do not hold the game open to an abort, and a move taken
// back does not count: a takeback to before every seat moved opens the abort again.
action_check abort_check(const room_state& room, int /*seat*/) {
    if (over(room))
        return closed_action{error_code::game_over, "the game is over"};
    if (!every_seat_in_game_has_a_move(room))
        return std::nullopt;
    return closed_action{error_code::bad_request,
                         "a game can be aborted only before every player has moved; resign "
                         "instead"};
}

action_check offer_draw_check(const room_state& room, int seat) {
    if (auto closed = in_game_check(room, seat))
        return closed;
    if (room.draw)
        return closed_action{error_code::offer_exists, "a draw offer is already open"};
    if (room.draw.blocked(seat))
        return closed_action{error_code::bad_request,
                             "you may offer a draw again only after your next move"};
    return std::nullopt;
}

// Looks back from the end of the record for the seat's latest move that stands; the request
// undoes it and every move since, unless a game action (a call) was made on them.
action_check takeback_check(const room_state& room, int seat, takeback_offer::request* planned) {
    if (auto closed = in_game_check(room, seat))
        return closed;
    if (room.seat_count() != 2)
        return closed_action{error_code::unsupported, "takebacks are for two-player games"};
    if (room.rated)
        return closed_action{error_code::unsupported, "a rated game allows no takebacks"};
    if (room.takeback)
        return closed_action{error_code::offer_exists, "a takeback request is already open"};
    if (room.takeback.blocked(seat))
        return closed_action{error_code::bad_request,
                             "you may ask for a takeback again only after your next move"};
    if (room.standing_moves[seat] == 0)
        return closed_action{error_code::bad_request,
                             "you have not moved yet, so there is nothing of yours to take back"};
    if (room.action_since_own_move[seat])
        return closed_action{error_code::unsupported,
                             "a call was made on these moves, so they cannot be taken back"};
    if (planned != nullptr) {
        // The asker's latest move that stands, and every move since.
        const core::match_record& entries = room.record.entries();
        int plies = 0;
        for (std::size_t i = entries.size(); i-- > 0;) {
            const core::record_entry& e = entries[i];
            if (e.kind != core::move_kind || e.taken_back_at)
                continue;
            ++plies;
            if (e.seat == seat) {
                *planned = takeback_offer::request{seat, 0, {}, takeback_terms{plies, e.seq}};
                break;
            }
        }
    }
    return std::nullopt;
}

void count_standing_moves(room_state& room, std::int64_t before_seq) {
    room.standing_moves.assign(room.seats.size(), 0);
    room.action_since_own_move.assign(room.seats.size(), false);
    for (const core::record_entry& e : room.record.entries()) {
        if (e.seq >= before_seq)
            break;
        if (!e.seat || core::is_room_kind(e.kind) || (e.kind == core::move_kind && e.taken_back_at))
            continue;
        note_action(room, *e.seat, e.kind == core::move_kind);
    }
}

void note_action(room_state& room, int seat, bool moved) {
    if (moved) {
        ++room.standing_moves[seat];
        room.action_since_own_move[seat] = false;
    } else {
        room.action_since_own_move.assign(room.seats.size(), true);
    }
}

action_check claim_check(const room_state& room, int seat, bool draw) {
    if (auto closed = in_game_check(room, seat))
        return closed;
    if (!room.every_seat_moved())
        return closed_action{error_code::bad_request,
                             "a claim is possible only once every player has moved; abort the "
                             "game instead"};
    if (draw && room.seat_count() > 2)
        return closed_action{error_code::unsupported,
                             "a draw cannot be claimed in a game of more than two players; claim "
                             "the victory to take the absent seat out"};
    return std::nullopt;
}

// Assumes the seat is absent (absent_since is set).
std::int64_t claim_possible_at(const room_state& room, int against) {
    return *room.absent_since(against) + room.timing.claim_after_ms;
}

// A game nobody has played (a waiting room cancelled) has nothing to play again.
action_check rematch_check(const room_state& room, int seat) {
    if (!over(room))
        return closed_action{error_code::bad_request,
                             "a rematch can be asked for only after the game is over"};
    for (const auto& holder : room.seats)
        if (!holder)
            return closed_action{error_code::bad_request,
                                 "no game was played in this room, so there is none to play "
                                 "again"};
    if (room.rematch.accepted_by(seat))
        return closed_action{error_code::offer_exists, "you have already asked for a rematch"};
    return std::nullopt;
}

room_actions open_room_actions(const room_state& room, std::int64_t now) {
    room_actions open;
    // The absent seats whose claim grace has passed.
    std::uint64_t claimable = 0;
    for (int seat = 0; seat < room.seat_count(); ++seat)
        if (room.absent_since(seat) && now >= claim_possible_at(room, seat))
            claimable |= bit(seat);
    for (int seat = 0; seat < room.seat_count(); ++seat) {
        if (!room.seats[seat])
            continue;
        if (!abort_check(room, seat))
            open.abort |= bit(seat);
        if (!offer_draw_check(room, seat))
            open.offer_draw |= bit(seat);
        if (!takeback_check(room, seat))
            open.request_takeback |= bit(seat);
        const std::uint64_t targets = claimable & ~bit(seat);
        if (targets != 0 && !claim_check(room, seat, false)) {
            open.claim_victory |= bit(seat);
            open.claimable |= targets;
        }
        if (targets != 0 && !claim_check(room, seat, true))
            open.claim_draw |= bit(seat);
        if (!rematch_check(room, seat))
            open.rematch |= bit(seat);
    }
    return open;
}

void write_room_actions(core::json_writer& out, const room_actions& open) {
    out.begin_object();
    out.key("abort");
    write_seats(out, open.abort);
    out.key("offer_draw");
    write_seats(out, open.offer_draw);
    out.key("request_takeback");
    write_seats(out, open.request_takeback);
    out.key("claim_victory");
    write_seats(out, open.claim_victory);
    out.key("claim_draw");
    write_seats(out, open.claim_draw);
    out.key("claimable");
    write_seats(out, open.claimable);
    out.key("rematch");
    write_seats(out, open.rematch);
    out.end_object();
}

} // namespace plyroom::server::match
