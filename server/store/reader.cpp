#include "reader.hpp"

#include "ratings/glicko2.hpp"
#include "record_views.hpp"
#include "registry.hpp"
#include "written_record.hpp"

namespace plyroom::server::store {

namespace {

using json = nlohmann::json;

json parse_or_null(const std::string& text) {
    json value = json::parse(text, nullptr, false);
    return value.is_discarded() ? json(nullptr) : value;
}

json optional_json(std::optional<std::int64_t> value) {
    return value ? json(*value) : json(nullptr);
}

// A game's record in order, bound to its game id as ?1 (see read_record).
statement record_query_on(database& db, error& failed) {
    return db.prepare("SELECT seq, kind, seat, ply, body, created_at, clock, taken_back_at "
                      "FROM record WHERE game_id = ?1 ORDER BY seq",
                      failed);
}

// The STATE before each move that stands (so after the move before it and whatever followed
// it, a game's own action), then at the end: what a replay draws, from the rules themselves. A
// record that no longer replays gives the positions up to where it stops.
json positions(const std::string& game, const json& options, const core::match_record& record) {
    json out = json::array();
    core::creation created = core::create_match(game, options, 0);
    auto* m = std::get_if<std::unique_ptr<core::match>>(&created);
    if (m == nullptr)
        return out;
    for (const core::record_entry& e : record) {
        if (e.kind == core::move_kind && !e.taken_back_at)
            out.push_back((*m)->state());
        if (core::replay(**m, e))
            return out;
    }
    out.push_back((*m)->state());
    return out;
}

// Each move of `record` and of `moves` gains "notation", the move as the game writes it.
void add_written_moves(json& out, const core::match_record& record) {
    const auto written =
        core::written_moves(out["game"].get<std::string>(), out["options"], record);
    std::size_t next_move = 0;
    for (std::size_t i = 0; i < record.size(); ++i) {
        if (record[i].kind != core::move_kind)
            continue;
        if (written[i]) {
            out["record"][i]["notation"] = *written[i];
            out["moves"][next_move]["notation"] = *written[i];
        }
        ++next_move;
    }
}

} // namespace

statement reader::record_query(error& failed) {
    return record_query_on(db_, failed);
}

// Reads one game's record with a statement from record_query().
core::match_record reader::read_record(statement& query, std::int64_t game_id) {
    core::match_record record;
    query.bind(1, game_id);
    while (query.step()) {
        core::record_entry entry;
        entry.seq = query.integer(0);
        entry.kind = query.text(1);
        if (const auto seat = query.optional_integer(2))
            entry.seat = static_cast<int>(*seat);
        entry.ply = static_cast<int>(query.integer(3));
        entry.body = parse_or_null(query.text(4));
        if (!entry.body.is_object())
            entry.body = json::object();
        entry.at = query.integer(5);
        if (const auto clock = query.optional_text(6))
            entry.clock = parse_or_null(*clock);
        entry.taken_back_at = query.optional_integer(7);
        record.push_back(std::move(entry));
    }
    query.reset();
    return record;
}

// Opens a read connection (the file must already exist and be migrated).
error reader::open(const std::string& path) {
    return db_.open(path, true);
}

std::optional<account_rating> reader::rating_of(const std::string& player_id,
                                                const std::string& game, error& failed) {
    player_reader* queries = player_pages(failed);
    return queries ? queries->rating_of(player_id, game, failed) : std::nullopt;
}

player_reader* reader::player_pages(error& failed) {
    if (!player_pages_) {
        auto prepared = std::make_unique<player_reader>();
        if ((failed = prepared->prepare(db_)))
            return nullptr;
        player_pages_ = std::move(prepared);
    }
    return player_pages_.get();
}

// Every player with its token hash.
std::vector<stored_player> reader::players(error& failed) {
    std::vector<stored_player> out;
    statement query = db_.prepare("SELECT id, name, token_hash FROM players", failed);
    while (query && query.step())
        out.push_back({query.text(0), query.text(1), query.text(2)});
    if (query && query.failure())
        failed = query.failure();
    return out;
}

// Every game not finished, with seats and record.
std::vector<stored_game> reader::unfinished_games(error& failed) {
    std::vector<stored_game> games;
    statement query =
        db_.prepare("SELECT id, code, game, options, public, status, "
                    "requested_options, created_at, rated FROM games WHERE status <> 'finished' "
                    "ORDER BY id",
                    failed);
    while (query && query.step()) {
        stored_game game;
        game.id = query.integer(0);
        game.code = query.text(1);
        game.game = query.text(2);
        game.options = parse_or_null(query.text(3));
        game.is_public = query.integer(4) != 0;
        game.status = query.text(5);
        if (const auto requested = query.optional_text(6))
            game.requested_options = parse_or_null(*requested);
        game.created_at = query.integer(7);
        game.rated = query.integer(8) != 0;
        games.push_back(std::move(game));
    }
    statement seats = db_.prepare("SELECT s.seat, s.player_id, p.name FROM seats s JOIN players p "
                                  "ON p.id = s.player_id WHERE s.game_id = ?1 ORDER BY s.seat",
                                  failed);
    statement entries = record_query(failed);
    if (failed)
        return {};
    for (stored_game& game : games) {
        seats.bind(1, game.id);
        while (seats.step())
            game.seats.push_back(
                {static_cast<int>(seats.integer(0)), seats.text(1), seats.text(2)});
        seats.reset();
        game.record = read_record(entries, game.id);
    }
    return games;
}

// One past the largest game and offer ids in use. Offer ids are in the record's draw entries
// (an index holds those entries alone).
next_ids reader::ids(error& failed) {
    next_ids out;
    statement query = db_.prepare(
        "SELECT (SELECT COALESCE(MAX(id), 0) + 1 FROM games), (SELECT COALESCE(MAX(CAST(" +
            db_.json_text_sql("body", "offer") +
            " AS BIGINT)), 0) + 1 FROM record WHERE kind = 'draw')",
        failed);
    if (query && query.step()) {
        out.game = query.integer(0);
        out.offer = query.integer(1);
    }
    return out;
}

// Whether the player whose token hashes to `token_hash` holds a seat in the game.
bool reader::holds_seat(std::int64_t game_id, const std::string& token_hash, error& failed) {
    // The token of hello: an anonymous player's, or a session of an account (which replaced
    // the account's anonymous token when it registered).
    statement seat = db_.prepare("SELECT 1 FROM seats s JOIN players p ON p.id = s.player_id "
                                 "WHERE s.game_id = ?1 AND p.token_hash = ?2 UNION ALL "
                                 "SELECT 1 FROM seats s JOIN account_sessions a "
                                 "ON a.player_id = s.player_id "
                                 "WHERE s.game_id = ?1 AND a.token_hash = ?2",
                                 failed);
    if (!seat)
        return false;
    seat.bind(1, game_id);
    seat.bind(2, token_hash);
    return seat.step();
}

json reader::game_record(std::int64_t game_id, error& failed, bool with_positions,
                         const record_viewer& viewer) {
    core::match_record record;
    json out = record_without_positions(game_id, failed, viewer, record);
    if (with_positions && !out.is_null())
        out["positions"] = positions(out["game"].get<std::string>(), out["options"], record);
    return out;
}

// The positions are spliced into the record's text as the last member, so that a cached text
// is neither parsed nor copied into a JSON tree.
std::optional<std::string> reader::game_record_with_positions(std::int64_t game_id, error& failed,
                                                              const record_viewer& viewer,
                                                              positions_cache& cache) {
    core::match_record record;
    const json out = record_without_positions(game_id, failed, viewer, record);
    if (out.is_null() || failed)
        return std::nullopt;
    const bool finished = out["status"] == "finished";
    positions_cache::text text = finished ? cache.find(game_id, record.size()) : nullptr;
    if (!text) {
        cache.count_replay();
        text = std::make_shared<const std::string>(
            positions(out["game"].get<std::string>(), out["options"], record)
                .dump(-1, ' ', false, json::error_handler_t::replace));
        if (finished)
            cache.keep(game_id, record.size(), text);
    }
    std::string body = out.dump(-1, ' ', false, json::error_handler_t::replace);
    body.pop_back(); // the object's closing brace
    body += ",\"positions\":";
    body += *text;
    body += '}';
    return body;
}

// Everything stored about one game but its positions, as JSON, when `viewer` may see it.
json reader::record_without_positions(std::int64_t game_id, error& failed,
                                      const record_viewer& viewer, core::match_record& record) {
    statement game = db_.prepare(
        "SELECT id, code, game, options, public, status, result, created_at, started_at, "
        "finished_at, rematch_of, (SELECT MIN(id) FROM games n WHERE n.rematch_of = ?1) "
        "FROM games WHERE id = ?1",
        failed);
    if (!game)
        return nullptr;
    game.bind(1, game_id);
    if (!game.step())
        return nullptr;
    // A private game is answered as no game at all to whoever may not see it, so that walking
    // the (sequential) ids tells a stranger nothing, its code least of all.
    if (game.integer(4) == 0) {
        const bool finished = game.text(5) == "finished";
        const bool holds_code = !finished && viewer.code && *viewer.code == game.text(1);
        if (!holds_code && !(viewer.token_hash && holds_seat(game_id, *viewer.token_hash, failed)))
            return nullptr;
    }
    json out{{"game_id", game.integer(0)},
             {"code", game.text(1)},
             {"game", game.text(2)},
             {"options", parse_or_null(game.text(3))},
             {"public", game.integer(4) != 0},
             {"status", game.text(5)},
             {"result", parse_or_null(game.text(6))},
             {"created_at", game.integer(7)},
             {"started_at", optional_json(game.optional_integer(8))},
             {"finished_at", optional_json(game.optional_integer(9))},
             {"rematch_of", optional_json(game.optional_integer(10))},
             {"rematch", optional_json(game.optional_integer(11))}};
    json& players = out["players"] = json::array();
    statement seats = db_.prepare("SELECT s.seat, s.player_id, p.name, s.joined_at FROM seats s "
                                  "JOIN players p ON p.id = s.player_id WHERE s.game_id = ?1 "
                                  "ORDER BY s.seat",
                                  failed);
    for (seats.bind(1, game_id); seats && seats.step();)
        players.push_back({{"seat", seats.integer(0)},
                           {"player", seats.text(1)},
                           {"name", seats.text(2)},
                           {"joined_at", seats.integer(3)}});
    statement entries = record_query(failed);
    if (!entries)
        return nullptr;
    record = read_record(entries, game_id);
    // The record whole, then the views by kind and by offer that earlier versions served.
    out["record"] = core::to_json(record);
    add_record_views(out, record);
    add_written_moves(out, record);
    return out;
}

} // namespace plyroom::server::store
