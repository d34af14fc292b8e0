// Questions about the rules of the position at hand, answered to the asker only and changing
// nothing: the legal moves of the seat to move, and whether a move would be legal. The match
// judges them as it judges a move (match::act, on a copy), so the room knows no game.
#include "room_handler.hpp"

namespace plyroom::server::match::detail {

// The running game's seat a question is about: the author's, a spectator's the seat to move.
std::optional<int> handler::questioned_seat() {
    if (!require_member())
        return std::nullopt;
    const auto seat = s().seat_of(who().player_id);
    if (s().status == room_status::waiting) {
        refuse(error_code::game_not_started, "the game has not started yet");
        return std::nullopt;
    }
    if (s().status == room_status::finished || !s().game->to_move()) {
        refuse(error_code::game_over, "the game is over");
        return std::nullopt;
    }
    return seat ? *seat : *s().game->to_move();
}

void handler::answer(std::string type, json fields) {
    out_.reply = p::server_message{cmd_.id, std::nullopt,
                                   p::game_event{s().code, std::move(type), std::move(fields)}};
}

void handler::on_legal_moves() {
    if (!questioned_seat())
        return;
    const core::match& game = *s().game;
    if (!game.lists_every_move())
        return refuse(error_code::unsupported,
                      "this game's turns are too many to list; ask about one with check_move");
    answer("legal_moves",
           {{"ply", game.ply()}, {"seat", *game.to_move()}, {"moves", game.legal_moves()}});
}

void handler::on_check_move(const p::check_move& m) {
    const auto seat = questioned_seat();
    if (!seat)
        return;
    if (refuse_stale(m.ply))
        return;
    const int ply = s().game->ply();
    const auto trial = s().game->clone();
    core::action_effect effect;
    json fields{{"ply", ply}, {"seat", *seat}};
    if (const core::status refused = trial->act(*seat, core::action{core::move_kind, m.move}, effect)) {
        fields["legal"] = false;
        fields["error"] = {{"code", core::refusal_code_name(refused->code)},
                           {"message", refused->message}};
        if (refused->details.is_object())
            fields["error"]["details"] = refused->details;
    } else {
        fields["legal"] = true;
        fields["move"] = effect.record;
        fields["state"] = trial->state(); // what the move would leave: captures, cuts, the end
    }
    answer("move_check", std::move(fields));
}

} // namespace plyroom::server::match::detail
