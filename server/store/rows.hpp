// What the server asks the store to write: one plain struct per fact, no SQL. The room logic
// produces these; the writer turns them into statements inside one transaction.
#pragma once

#include "record.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace plyroom::server::store {

using millis = std::int64_t; // Unix time in milliseconds

struct player_row {
    std::string id;
    std::string name;
    std::string token_hash;
    millis at = 0;
};

struct player_name_row {
    std::string id;
    std::string name;
};

struct game_row {
    std::int64_t id = 0;
    std::string code;
    std::string game;
    std::string options; // JSON
    int seat_count = 0;
    bool is_public = true;
    std::string created_by;
    millis at = 0;
    std::string requested_options;          // JSON, as create_room sent them
    std::optional<std::int64_t> rematch_of; // the game this one is a rematch of
    bool rated = false;                     // created rated: rated at its end if it counts
};

struct seat_row {
    std::int64_t game_id = 0;
    int seat = 0;
    std::string player_id;
    millis at = 0;
};

struct game_started_row {
    std::int64_t game_id = 0;
    millis at = 0;
};

struct game_finished_row {
    std::int64_t game_id = 0;
    std::string result; // RESULT, JSON
    millis at = 0;
};

// One seat's rating before and after a rated game.
struct seat_rating_change {
    int seat = 0;
    double before = 0;
    double after = 0;
    double deviation_after = 0;
};

// A rated game's end, after its game_finished_row in the same submission: each seat's rating
// in this game changes by its final rank (per seat, lower is better, equal ranks tied;
// docs/ratings.md). A game is rated once: a second row for it changes nothing.
struct game_rated_row {
    std::int64_t game_id = 0;
    std::vector<int> ranks;
    millis at = 0;
    // Filled on the writer thread with what the commit stored, before the submission's
    // callback runs (left empty when the game was already rated or is not rated): what the
    // game's end tells its players.
    std::shared_ptr<std::vector<seat_rating_change>> changes = nullptr;
};

// One entry of a game's record: a move, a game's own action, a resignation or an abort, and
// the room's own: each step of an offer among them.
struct record_row {
    std::int64_t game_id = 0;
    core::record_entry entry;
};

// An accepted takeback: the moves it undid are marked, and stay in the record.
struct taken_back_row {
    std::int64_t game_id = 0;
    std::vector<std::int64_t> seqs;
    millis at = 0;
};

// At start-up: every rematch offer left open by a stop is stored as lapsed (finished rooms are
// not rebuilt, so nobody can answer it any more).
struct open_rematches_lapsed_row {
    millis at = 0;
};

struct chat_row {
    std::int64_t game_id = 0;
    std::string player_id;
    std::optional<int> seat;
    std::string text;
    millis at = 0;
};

// Several nodes (PostgreSQL only): the rows after it in a submission are stored only if this
// node still holds the room's lease with this fencing number, checked in the transaction that
// stores them; otherwise the submission fails and nothing of it is stored.
struct fence_row {
    std::int64_t game_id = 0;
    std::string node;
    std::int64_t fencing = 0;
};

using row = std::variant<player_row, player_name_row, game_row, seat_row, game_started_row,
                         game_finished_row, game_rated_row, record_row, taken_back_row,
                         open_rematches_lapsed_row, chat_row, fence_row>;

using rows = std::vector<row>;

} // namespace plyroom::server::store
