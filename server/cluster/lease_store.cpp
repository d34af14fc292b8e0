#include "lease_store.hpp"

namespace plyroom::server::cluster {

namespace {

// The database's clock in Unix milliseconds: every node reads the same one.
constexpr const char* db_now = "(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT";

std::string sql(std::string text) {
    for (std::size_t at = text.find("NOW_MS"); at != std::string::npos; at = text.find("NOW_MS"))
        text.replace(at, 6, db_now);
    return text;
}

std::int64_t millis(std::chrono::milliseconds ttl) {
    return ttl.count();
}

} // namespace

store::error lease_store::open(const std::string& url) {
    if (store::backend_of(url) != store::backend::postgresql)
        return std::string("room leases need PostgreSQL");
    if (store::error failed = db_.open(url, false))
        return failed;
    store::error failed;
    register_ = db_.prepare(
        sql("INSERT INTO cluster_nodes(node_id, incarnation, started_at, expires_at) "
            "VALUES(?1, 1, NOW_MS, NOW_MS + ?2) ON CONFLICT (node_id) DO UPDATE SET "
            "incarnation = cluster_nodes.incarnation + 1, started_at = excluded.started_at, "
            "expires_at = excluded.expires_at WHERE cluster_nodes.expires_at < NOW_MS "
            "RETURNING incarnation"),
        failed);
    renew_node_ = db_.prepare(
        sql("UPDATE cluster_nodes SET expires_at = NOW_MS + ?2 WHERE node_id = ?1"), failed);
    drop_node_ = db_.prepare("DELETE FROM cluster_nodes WHERE node_id = ?1", failed);
    reserve_ =
        db_.prepare(sql("INSERT INTO room_leases(game_id, code, owner_node, fencing, expires_at) "
                        "VALUES(nextval('plyroom_game_ids'), ?1, ?2, 1, NOW_MS + ?3) "
                        "ON CONFLICT (code) DO NOTHING RETURNING game_id, fencing"),
                    failed);
    take_ =
        db_.prepare(sql("INSERT INTO room_leases(game_id, code, owner_node, fencing, expires_at) "
                        "VALUES(?1, ?2, ?3, 1, NOW_MS + ?4) ON CONFLICT (game_id) DO UPDATE SET "
                        "owner_node = excluded.owner_node, fencing = room_leases.fencing + 1, "
                        "expires_at = excluded.expires_at WHERE room_leases.expires_at < NOW_MS "
                        "RETURNING fencing"),
                    failed);
    // The rows are locked in game id order, as the writer's group commit fences them, so
    // that a renewal and a commit never wait on each other in a cycle.
    renew_all_ = db_.prepare(sql("UPDATE room_leases SET expires_at = NOW_MS + ?2 "
                                 "WHERE game_id IN (SELECT game_id FROM room_leases "
                                 "WHERE owner_node = ?1 ORDER BY game_id FOR UPDATE) "
                                 "AND owner_node = ?1 RETURNING game_id, code, fencing"),
                             failed);
    release_ = db_.prepare("UPDATE room_leases SET expires_at = 0 "
                           "WHERE game_id = ?1 AND owner_node = ?2 AND fencing = ?3",
                           failed);
    forget_ = db_.prepare("DELETE FROM room_leases "
                          "WHERE game_id = ?1 AND owner_node = ?2 AND fencing = ?3",
                          failed);
    orphaned_ =
        db_.prepare(sql("SELECT g.id, g.code, COALESCE(l.fencing, 0) FROM games g "
                        "LEFT JOIN room_leases l ON l.game_id = g.id WHERE g.status <> 'finished' "
                        "AND (l.game_id IS NULL OR l.expires_at < NOW_MS) "
                        "ORDER BY COALESCE(l.expires_at, 0), g.id LIMIT ?1"),
                    failed);
    // One statement: the lease that one node deletes is the one whose offer it lapses (a
    // second node finds the row gone). The latest rematch entry says whether the offer is open.
    free_expired_ = db_.prepare(
        sql("WITH gone AS (DELETE FROM room_leases l WHERE l.expires_at < NOW_MS AND NOT "
            "EXISTS (SELECT 1 FROM games g WHERE g.id = l.game_id AND g.status <> 'finished') "
            "RETURNING l.game_id), lapsed AS (INSERT INTO record(game_id, seq, kind, seat, ply, "
            "body, created_at) SELECT r.game_id, (SELECT MAX(seq) + 1 FROM record WHERE "
            "game_id = r.game_id), 'rematch', NULL, r.ply, '{\"status\":\"lapsed\"}', NOW_MS "
            "FROM record r JOIN gone ON gone.game_id = r.game_id WHERE r.kind = 'rematch' AND " +
            db_.json_text_sql("r.body", "status") +
            " = 'open' AND r.seq = (SELECT MAX(seq) FROM record WHERE game_id = r.game_id AND "
            "kind = 'rematch') RETURNING game_id) SELECT count(*) FROM lapsed"),
        failed);
    offer_block_ = db_.prepare("SELECT nextval('plyroom_offer_blocks')", failed);
    owner_ = db_.prepare(sql("SELECT CASE WHEN expires_at >= NOW_MS THEN owner_node END "
                             "FROM room_leases WHERE code = ?1"),
                         failed);
    player_ = db_.prepare("SELECT id, name FROM players WHERE token_hash = ?1", failed);
    rooms_of_ = db_.prepare("SELECT DISTINCT g.code FROM games g JOIN seats s ON s.game_id = g.id "
                            "WHERE g.status <> 'finished' AND s.player_id = ?1 ORDER BY g.code",
                            failed);
    return failed;
}

std::variant<std::int64_t, std::string> lease_store::register_node(const std::string& node,
                                                                   std::chrono::milliseconds ttl) {
    register_.bind(1, node).bind(2, millis(ttl));
    const bool registered = register_.step();
    const std::int64_t incarnation = registered ? register_.integer(0) : 0;
    store::error failed = register_.failure();
    register_.reset();
    if (failed)
        return "cannot register node " + node + ": " + *failed;
    if (!registered)
        return "another node named " + node +
               " is running (its heartbeat is fresh): give this one another --node-id";
    return incarnation;
}

store::error lease_store::renew_node(const std::string& node, std::chrono::milliseconds ttl) {
    return renew_node_.bind(1, node).bind(2, millis(ttl)).run();
}

store::error lease_store::drop_node(const std::string& node) {
    return drop_node_.bind(1, node).run();
}

std::optional<lease> lease_store::reserve_room(const std::string& code, const std::string& node,
                                               std::chrono::milliseconds ttl,
                                               store::error& failed) {
    reserve_.bind(1, code).bind(2, node).bind(3, millis(ttl));
    std::optional<lease> out;
    if (reserve_.step())
        out = lease{reserve_.integer(0), code, reserve_.integer(1)};
    failed = reserve_.failure();
    reserve_.reset();
    return failed ? std::nullopt : out;
}

std::optional<lease> lease_store::take(std::int64_t game_id, const std::string& code,
                                       const std::string& node, std::chrono::milliseconds ttl,
                                       store::error& failed) {
    take_.bind(1, game_id).bind(2, code).bind(3, node).bind(4, millis(ttl));
    std::optional<lease> out;
    if (take_.step())
        out = lease{game_id, code, take_.integer(0)};
    failed = take_.failure();
    take_.reset();
    return failed ? std::nullopt : out;
}

std::vector<lease> lease_store::renew_all(const std::string& node, std::chrono::milliseconds ttl,
                                          store::error& failed) {
    renew_all_.bind(1, node).bind(2, millis(ttl));
    std::vector<lease> out;
    while (renew_all_.step())
        out.push_back(lease{renew_all_.integer(0), renew_all_.text(1), renew_all_.integer(2)});
    failed = renew_all_.failure();
    renew_all_.reset();
    return out;
}

store::error lease_store::release(std::int64_t game_id, const std::string& node,
                                  std::int64_t fencing) {
    return release_.bind(1, game_id).bind(2, node).bind(3, fencing).run();
}

store::error lease_store::forget(std::int64_t game_id, const std::string& node,
                                 std::int64_t fencing) {
    return forget_.bind(1, game_id).bind(2, node).bind(3, fencing).run();
}

std::vector<lease> lease_store::orphaned(std::size_t limit, store::error& failed) {
    orphaned_.bind(1, static_cast<std::int64_t>(limit));
    std::vector<lease> out;
    while (orphaned_.step())
        out.push_back(lease{orphaned_.integer(0), orphaned_.text(1), orphaned_.integer(2)});
    failed = orphaned_.failure();
    orphaned_.reset();
    return out;
}

std::int64_t lease_store::free_expired(store::error& failed) {
    std::int64_t lapsed = 0;
    if (free_expired_.step())
        lapsed = free_expired_.integer(0);
    failed = free_expired_.failure();
    free_expired_.reset();
    return lapsed;
}

lease_store::room_owner lease_store::owner_of(const std::string& code, store::error& failed) {
    owner_.bind(1, code);
    room_owner out;
    if (owner_.step())
        out = {true, owner_.optional_text(0)};
    failed = owner_.failure();
    owner_.reset();
    return out;
}

std::optional<std::pair<std::string, std::string>>
lease_store::player(const std::string& token_hash, store::error& failed) {
    player_.bind(1, token_hash);
    std::optional<std::pair<std::string, std::string>> out;
    if (player_.step())
        out.emplace(player_.text(0), player_.text(1));
    failed = player_.failure();
    player_.reset();
    return out;
}

std::vector<std::string> lease_store::rooms_of(const std::string& player_id, store::error& failed) {
    rooms_of_.bind(1, player_id);
    std::vector<std::string> out;
    while (rooms_of_.step())
        out.push_back(rooms_of_.text(0));
    failed = rooms_of_.failure();
    rooms_of_.reset();
    return out;
}

std::optional<std::int64_t> lease_store::offer_id_block(store::error& failed) {
    std::optional<std::int64_t> first;
    if (offer_block_.step())
        first = offer_block_.integer(0);
    failed = offer_block_.failure();
    offer_block_.reset();
    return first;
}

} // namespace plyroom::server::cluster
