// The one interface every game implements and the server and client use.
//
// Every action of a seat goes through act(); every refusal leaves the match exactly as it was,
// so the server acts on its live match and never copies it per move. A match is rebuilt by
// creating it from its normalised options() and replaying its record (record.hpp) in order.
#pragma once

#include "action.hpp"
#include "json_writer.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

namespace plyroom::core {

using json = nlohmann::json;

// Why the core refused something. Stable names: protocol/ maps each to the wire code of the
// same spelling (see refusal_code_name).
enum class refusal_code {
    bad_request,   // the move or options are malformed (missing field, wrong type, off the board)
    not_your_turn, // the seat may not act now
    illegal_move,  // well-formed, but the rules forbid it
    game_over,     // the match has already ended
    unsupported,   // this game has no such action (e.g. a challenge in Connect Four)
};

std::string_view refusal_code_name(refusal_code code);

// A refusal: a stable code and a sentence a player understands ("column 3 is full").
struct refusal {
    refusal_code code;
    std::string message;
    // What a client needs to say why in its own words (each game's README lists its fields);
    // null when the words are all there is.
    json details = nullptr;
};

// Success, or the refusal that left everything unchanged.
using status = std::optional<refusal>;

inline refusal illegal(std::string message, json details = nullptr) {
    return {refusal_code::illegal_move, std::move(message), std::move(details)};
}
inline refusal bad_request(std::string message) {
    return {refusal_code::bad_request, std::move(message)};
}

enum class outcome_kind { win, draw, aborted };

std::string_view outcome_name(outcome_kind value);

// How a match ended. `reason` is one of protocol/README.md's REASON names.
struct game_result {
    outcome_kind outcome = outcome_kind::draw;
    std::optional<int> winner;
    std::string reason;
    json scores; // null, or the game's final scores

    json to_json() const;
    bool operator==(const game_result&) const = default;
};

// A live match of one game. Implementations derive from match and fill in the pure virtuals;
// the shared parts (turn checks, the STATE envelope, resignation, agreement, abort) live here
// once so that every game behaves the same at its edges.
class match {
public:
    virtual ~match() = default;

    // The game's name in the protocol ("connect4"); not a stored game's row id.
    virtual std::string_view game_name() const = 0;
    // The options the match was created with, every random draw filled in: creating a match
    // from these gives the same match.
    virtual const json& options() const = 0;
    virtual int seat_count() const = 0;
    // Whether the match began somewhere other than one of the game's own starting positions (a
    // position of the players' making, or a game continued from an export): such a game is
    // never rated.
    virtual bool custom_start() const { return false; }
    // The side name of a seat as in protocol/README.md ("red", "attackers", "p1", "blue").
    virtual std::string side_name(int seat) const = 0;

    // Moves applied so far (protocol/README.md's `ply`).
    int ply() const { return ply_; }
    // The seat to act next, or nullopt once the match has ended.
    std::optional<int> to_move() const;
    // "play" in ordinary turns, "over" once ended; games add their own phases.
    std::string phase() const;
    const std::optional<game_result>& result() const { return result_; }
    bool finished() const { return result_.has_value(); }

    // The one door for a seat's action: a MOVE (kind "move") or one of the game's own actions.
    // Checks the match runs and the seat exists; a move must also be the seat's turn. On
    // success `effect` says what happened; on refusal nothing changes.
    status act(int seat, const action& what, action_effect& effect);
    // act() for a MOVE, when the caller needs no effect (replays, searches, tests).
    status apply(int seat, const json& move);
    // Whether a seat has resigned while the others play on (games of three or more seats): it
    // no longer moves, and the server no longer counts it for draw offers or abort.
    virtual bool resigned(int /*seat*/) const { return false; }
    // Whether a seat that is not to move has an action of the game's own open now (Grav: a call
    // on the latest placement), so that an AI seat is asked about it.
    virtual bool may_act_out_of_turn(int /*seat*/) const { return false; }
    // The seat gives up. Two seats: the other wins. Games with more seats may instead take the
    // seat out of the turn order (see the game's own docs).
    status resign(int seat);
    // A seat taken out by the room rather than by its own choice (a flag fall, a claim): as a
    // resignation, but an end it brings about is named `reason` ("timeout", "abandoned").
    status retire(int seat, std::string_view reason);
    // Every seat agreed to end the match: a draw, unless the game scores agreements.
    status agree_draw() { return end_agreed("agreement"); }
    // Ends the match as an agreement does, named `reason` (a claimed draw: "abandoned").
    status end_agreed(std::string_view reason);
    // Ends the match with no result (the server checks when this is allowed), named `reason`
    // ("aborted", or "no_first_move" when the clock aborts it).
    status abort(std::string_view reason = "aborted");

    // The members of STATE of protocol/README.md that the match knows ("board", "phase",
    // "ply", "result", "to_move" and the game's own fields), as JSON text into the open object
    // of `out`, with no tree: the server writes STATE on every move. The one writer of STATE.
    void write_state_members(json_writer& out) const;
    // STATE as a tree, read back from write_state_members(), with "draw_offer":null (the
    // server fills in draw_offer): for clients, tools and tests.
    json state() const;
    json result_json() const;

    // Every legal move in MOVE shape, for games with a finite list; empty otherwise.
    virtual std::vector<json> legal_moves() const { return {}; }
    // Whether legal_moves() is every move the seat to move may make (a game whose turns are
    // too many to list gives only some of them, for its AI).
    virtual bool lists_every_move() const { return false; }
    // Number of move sequences of `depth` moves from here; a finished match has no moves.
    // Games override this with a fast do/undo search; the default walks legal_moves().
    virtual std::uint64_t perft(int depth) const;

    virtual std::unique_ptr<match> clone() const = 0;

protected:
    match() = default;
    match(const match&) = default;
    match& operator=(const match&) = default;

    // The game's part of a move: the seat is the one to move and the match is running. Must
    // leave everything unchanged when it refuses. ply() counts up after it succeeds.
    virtual status play(int seat, const json& move) = 0;
    // The fields a MOVE of this game may have: any other is refused before play(), so a move is
    // stored and sent only in the shape the game defines.
    virtual std::span<const std::string_view> move_fields() const = 0;
    // A move play() accepted, in the one form the game writes it (lower-case squares, no
    // empty optional fields): what the room announces and the record keeps, whatever
    // spelling the seat sent. Games whose reader takes only that form keep the default.
    virtual json canonical_move(const json& accepted) const { return accepted; }
    // The seat whose move it is while the match runs.
    virtual int seat_to_move() const = 0;
    virtual std::string running_phase() const { return "play"; }
    // BOARD of the game's STATE, as one JSON value.
    virtual void write_board(json_writer& out) const = 0;
    // The game's own fields at the top level of STATE (e.g. "plies_since_capture"), as
    // members of the open object.
    virtual void write_state_fields(json_writer& /*out*/) const {}
    // Games with more than two seats, or with their own resignation rule, override this.
    virtual status on_resign(int seat);
    // Games where an agreement is scored (Divided Loyalties) override this.
    virtual game_result agreed_result() const;
    // The game's own actions (any kind but "move"): the match runs and the seat exists.
    virtual status on_action(int seat, const action& what, action_effect& effect);

    void finish(game_result result) { result_ = std::move(result); }

private:
    int ply_ = 0;
    std::optional<game_result> result_;
};

// A created match, or why the options were refused.
using creation = std::variant<std::unique_ptr<match>, refusal>;

} // namespace plyroom::core
