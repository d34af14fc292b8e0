#include "reader.hpp"

#include "registry.hpp"

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

// A game's own action as the per-kind lists show it: who, when, and its recorded outcome.
json own_action_summary(const core::record_entry& e, const json& seat) {
    json summary{{"by", seat}, {"ply", e.ply}, {"time", e.at}};
    for (const auto& [name, value] : e.body.items())
        if (name != "action")
            summary[name] = value;
    return summary;
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

// Every game not finished, with seats, record entries and draw offers.
std::vector<stored_game> reader::unfinished_games(error& failed) {
    std::vector<stored_game> games;
    statement query =
        db_.prepare("SELECT id, code, game, options, public, status, "
                    "requested_options, created_at FROM games WHERE status <> 'finished' "
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
        games.push_back(std::move(game));
    }
    statement seats = db_.prepare("SELECT s.seat, s.player_id, p.name FROM seats s JOIN players p "
                                  "ON p.id = s.player_id WHERE s.game_id = ?1 ORDER BY s.seat",
                                  failed);
    statement entries = record_query(failed);
    statement offers = db_.prepare(
        "SELECT id, by_seat, ply, status, resolved_ply FROM draw_offers WHERE game_id = ?1 "
        "ORDER BY id",
        failed);
    statement acceptances =
        db_.prepare("SELECT seat FROM draw_responses WHERE offer_id = ?1 AND response = 'accepted' "
                    "ORDER BY seat",
                    failed);
    if (failed)
        return {};
    for (stored_game& game : games) {
        seats.bind(1, game.id);
        while (seats.step())
            game.seats.push_back(
                {static_cast<int>(seats.integer(0)), seats.text(1), seats.text(2)});
        seats.reset();
        game.record = read_record(entries, game.id);
        offers.bind(1, game.id);
        while (offers.step()) {
            stored_offer offer{offers.integer(0),
                               static_cast<int>(offers.integer(1)),
                               static_cast<int>(offers.integer(2)),
                               offers.text(3),
                               {},
                               std::nullopt};
            if (const auto resolved = offers.optional_integer(4))
                offer.resolved_ply = static_cast<int>(*resolved);
            if (offer.status == "open") {
                acceptances.bind(1, offer.id);
                while (acceptances.step())
                    offer.accepted_by.push_back(static_cast<int>(acceptances.integer(0)));
                acceptances.reset();
            }
            game.offers.push_back(std::move(offer));
        }
        offers.reset();
    }
    return games;
}

// One past the largest game and offer ids in use.
next_ids reader::ids(error& failed) {
    next_ids out;
    statement query = db_.prepare("SELECT (SELECT COALESCE(MAX(id), 0) + 1 FROM games), "
                                  "(SELECT COALESCE(MAX(id), 0) + 1 FROM draw_offers)",
                                  failed);
    if (query && query.step()) {
        out.game = query.integer(0);
        out.offer = query.integer(1);
    }
    return out;
}

// Whether the player whose token hashes to `token_hash` holds a seat in the game.
bool reader::holds_seat(std::int64_t game_id, const std::string& token_hash, error& failed) {
    statement seat = db_.prepare("SELECT 1 FROM seats s JOIN players p ON p.id = s.player_id "
                                 "WHERE s.game_id = ?1 AND p.token_hash = ?2",
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
    json& offers = out["draw_offers"] = json::array();
    statement offer_rows = db_.prepare(
        "SELECT id, by_seat, ply, status, resolved_by, created_at, resolved_at, resolved_ply "
        "FROM draw_offers WHERE game_id = ?1 ORDER BY id",
        failed);
    // Each seat's answer: with three or more players an offer gathers several.
    statement response_rows = db_.prepare("SELECT seat, response, created_at FROM draw_responses "
                                          "WHERE offer_id = ?1 ORDER BY rowid",
                                          failed);
    for (offer_rows.bind(1, game_id); offer_rows && offer_rows.step();) {
        json responses = json::array();
        for (response_rows.bind(1, offer_rows.integer(0)); response_rows && response_rows.step();)
            responses.push_back({{"seat", response_rows.integer(0)},
                                 {"response", response_rows.text(1)},
                                 {"time", response_rows.integer(2)}});
        response_rows.reset();
        offers.push_back({{"by", offer_rows.integer(1)},
                          {"ply", offer_rows.integer(2)},
                          {"status", offer_rows.text(3)},
                          {"resolved_by", optional_json(offer_rows.optional_integer(4))},
                          {"time", offer_rows.integer(5)},
                          {"resolved_at", optional_json(offer_rows.optional_integer(6))},
                          {"resolved_ply", optional_json(offer_rows.optional_integer(7))},
                          {"responses", std::move(responses)}});
    }
    statement entries = record_query(failed);
    if (!entries)
        return nullptr;
    record = read_record(entries, game_id);
    // The record whole, then the summaries by kind that earlier versions served.
    out["record"] = core::to_json(record);
    json& moves = out["moves"] = json::array();
    json& resignations = out["resignations"] = json::array();
    json& aborts = out["aborts"] = json::array();
    // Version 1 promised this list of calls in every game's record; other actions of a game's
    // own get a list of their kind when they occur.
    out["challenges"] = json::array();

    for (const core::record_entry& e : record) {
        const json seat = e.seat ? json(*e.seat) : json(nullptr);
        if (e.kind == core::move_kind) {
            json move{
                {"ply", e.ply}, {"seat", seat}, {"move", e.body}, {"time", e.at}, {"seq", e.seq}};
            if (e.taken_back_at)
                move["taken_back_at"] = *e.taken_back_at;
            moves.push_back(std::move(move));
        } else if (e.kind == core::resign_kind) {
            resignations.push_back({{"seat", seat}, {"ply", e.ply}, {"time", e.at}});
        } else if (e.kind == core::abort_kind) {
            aborts.push_back({{"seat", seat}, {"ply", e.ply}, {"time", e.at}});
        } else if (!core::is_room_kind(e.kind)) {
            // The clock, claims, takebacks and rematch offers are in `record` only.
            out[e.kind + "s"].push_back(own_action_summary(e, seat));
        }
    }
    return out;
}

} // namespace plyroom::server::store
