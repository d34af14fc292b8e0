-- Several nodes (--cluster): the nodes that run, which node owns each room, and ids that no
-- two nodes hand out twice. Times are Unix milliseconds of the database's clock, so that the
-- nodes' own clocks never have to agree. A server alone never writes these tables.

-- One row per node id: a node starts only if no live node (heartbeat not yet expired) has
-- its id, and each start is a new incarnation.
CREATE TABLE cluster_nodes (
    node_id     TEXT PRIMARY KEY,
    incarnation BIGINT NOT NULL,
    started_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL
);

-- A room's owner holds a lease, renewed while it runs. Another node may take a room whose
-- lease has expired; each take raises the fencing number, and every write of the room's
-- actions checks it in the transaction that stores them (see the writer's fence), so an owner
-- that lost its lease stores nothing more. The row also reserves the room's code among all
-- the nodes while the room lives (the games row is written by the room's first commit).
CREATE TABLE room_leases (
    game_id     BIGINT PRIMARY KEY,
    code        TEXT NOT NULL UNIQUE,
    owner_node  TEXT NOT NULL,
    fencing     BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL
);
CREATE INDEX room_leases_by_owner ON room_leases(owner_node);
CREATE INDEX room_leases_by_expiry ON room_leases(expires_at);

-- Game ids and draw offer ids for every node; a node takes offer ids a block at a time.
CREATE SEQUENCE plyroom_game_ids;
SELECT setval('plyroom_game_ids', COALESCE((SELECT MAX(id) FROM games), 0) + 1, false);
CREATE SEQUENCE plyroom_offer_blocks INCREMENT BY 1000;
SELECT setval('plyroom_offer_blocks', COALESCE((SELECT MAX(id) FROM draw_offers), 0) + 1, false);
