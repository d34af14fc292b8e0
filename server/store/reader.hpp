// Read queries: what start-up needs to rebuild unfinished rooms and players, and the full
// record of one game for the HTTP API.
#pragma once

#include "database.hpp"
#include "player_reader.hpp"
#include "positions_cache.hpp"
#include "record.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace plyroom::server::store {

struct stored_player {
    std::string id;
    std::string name;
    std::string token_hash;
};

struct stored_seat {
    int seat = 0;
    std::string player_id;
    std::string name;
};

// An unfinished game with everything needed to rebuild its room.
struct stored_game {
    std::int64_t id = 0;
    std::string code;
    std::string game;
    nlohmann::json options;
    nlohmann::json requested_options; // as create_room sent them (null before migration 6)
    bool is_public = true;
    bool rated = false;
    std::string status;
    std::int64_t created_at = 0; // Unix ms
    std::vector<stored_seat> seats;
    core::match_record record; // draw offers included
};

// Who asks for a game's record over HTTP: what decides whether a private game is shown.
struct record_viewer {
    std::optional<std::string> token_hash; // the stored form of the token the request carried
    std::optional<std::string> code;       // the room code the request carried, upper case
};

// The next free ids, so the server can name rows before they are written.
struct next_ids {
    std::int64_t game = 1;
    std::int64_t offer = 1;
};

class reader {
public:
    // Opens a connection to a migrated database.
    error open(const std::string& path);

    std::vector<stored_player> players(error& failed);
    std::vector<stored_game> unfinished_games(error& failed);
    next_ids ids(error& failed);
    // The full record of a game (protocol/README.md's /api/games/{id}), or null if there is none
    // or `viewer` may not see it (a private game: its players; while unfinished, also whoever
    // holds its code); `with_positions` adds the STATE before each move that stands and at the
    // end.
    nlohmann::json game_record(std::int64_t game_id, error& failed, bool with_positions = false,
                               const record_viewer& viewer = {});
    // The same with the positions, as the JSON text of the reply; a finished game's positions
    // come from `cache` once a request has replayed them. nullopt where game_record is null.
    std::optional<std::string> game_record_with_positions(std::int64_t game_id, error& failed,
                                                          const record_viewer& viewer,
                                                          positions_cache& cache);

    // The rating of the account `player_id` in `game`, a new player's when it has played no rated
    // game of it yet (docs/ratings.md); nullopt for a player without an account.
    std::optional<account_rating> rating_of(const std::string& player_id, const std::string& game,
                                            error& failed);

    // The queries of player pages, leaderboards and seat ratings on this connection, prepared on
    // first use; nullptr (and `failed`) when they cannot be.
    player_reader* player_pages(error& failed);

private:
    bool holds_seat(std::int64_t game_id, const std::string& token_hash, error& failed);
    statement record_query(error& failed);
    static core::match_record read_record(statement& query, std::int64_t game_id);
    // game_record without the positions; `record` gets the game's record.
    nlohmann::json record_without_positions(std::int64_t game_id, error& failed,
                                            const record_viewer& viewer,
                                            core::match_record& record);

    database db_;
    std::unique_ptr<player_reader> player_pages_;
};

} // namespace plyroom::server::store
