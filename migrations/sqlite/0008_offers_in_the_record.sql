-- Draw offers live in the record only: each step of an offer is a `draw` entry
-- ({"event":e,"offer":id}: `open` by the offerer, `accept` by a seat whose acceptance did not
-- settle it, then `accepted`, `declined` or `lapsed` by the seat that closed it), and
-- /api/games builds its `draw_offers` from them. Games stored before the record held these
-- steps have their offers only in draw_offers and draw_responses: each such offer's steps are
-- put into the game's record where they happened, the later entries renumbered, and then the
-- two tables go.
--
-- Where a step goes: after every entry of its game made before it, by time; at the same
-- millisecond, after entries of a lower ply and after other entries of its own ply (a
-- resignation, a flag, a call) but before a move of its ply, since a move made at ply p leaves
-- the game at p + 1. One exception: an offer lapsed by an accepted takeback was closed before
-- the takeback's own entry. A step and an entry of another seat made in the same millisecond
-- at the same ply keep that order whichever came first: the tables kept no finer order.
-- An offer closed before migration 4 has no stored ply for its close: it gets the ply after
-- the last move made by then (before migration 6 there were no takebacks to undo one).

-- Each step of every offer the record does not hold yet.
CREATE TEMP TABLE offer_steps AS
    WITH missing AS (
        SELECT o.* FROM draw_offers o
        WHERE NOT EXISTS (SELECT 1 FROM record d WHERE d.game_id = o.game_id AND d.kind = 'draw'
                          AND json_extract(d.body, '$.offer') = o.id)),
    steps AS (
        SELECT game_id, created_at AS at, ply, by_seat AS seat, 'open' AS event, id AS offer,
               0 AS step, 0 AS sub
        FROM missing
        UNION ALL
        -- Acceptances that did not settle the offer (the settling one is its close).
        SELECT o.game_id, r.created_at, NULL, r.seat, 'accept', o.id, 1, r.rowid
        FROM draw_responses r JOIN missing o ON o.id = r.offer_id
        WHERE r.response = 'accepted' AND NOT (o.status = 'accepted' AND r.seat IS o.resolved_by)
        UNION ALL
        SELECT game_id, COALESCE(resolved_at, created_at), resolved_ply, resolved_by, status, id,
               2, 0
        FROM missing WHERE status <> 'open')
    SELECT s.game_id, s.at, s.seat, s.event, s.offer, s.step, s.sub,
           COALESCE(s.ply, (SELECT m.ply + 1 FROM record m WHERE m.game_id = s.game_id
                            AND m.kind = 'move' AND m.created_at <= s.at
                            ORDER BY m.seq DESC LIMIT 1), 0) AS ply
    FROM steps s;

-- The entry each step follows (0: the start of the game).
CREATE TEMP TABLE placed_steps AS
    SELECT s.*,
           COALESCE((SELECT MAX(r.seq) FROM record r WHERE r.game_id = s.game_id AND (
                         r.created_at < s.at OR (r.created_at = s.at AND (
                             r.ply < s.ply OR (r.ply = s.ply AND r.kind <> 'move' AND NOT (
                                 s.event = 'lapsed' AND r.kind = 'takeback' AND
                                 json_extract(r.body, '$.status') = 'accepted')))))), 0)
               AS after_seq
    FROM offer_steps s;

-- The whole record of every game that gains steps, numbered again.
CREATE TEMP TABLE merged_record AS
    SELECT game_id,
           ROW_NUMBER() OVER (PARTITION BY game_id ORDER BY place, added, at, offer, step, sub)
               AS seq,
           kind, seat, ply, body, created_at, clock, taken_back_at
    FROM (
        SELECT r.game_id, r.seq AS place, 0 AS added, 0 AS at, 0 AS offer, 0 AS step, 0 AS sub,
               r.kind, r.seat, r.ply, r.body, r.created_at, r.clock, r.taken_back_at
        FROM record r WHERE r.game_id IN (SELECT game_id FROM placed_steps)
        UNION ALL
        -- A step keeps the clocks as the entry before it left them.
        SELECT p.game_id, p.after_seq, 1, p.at, p.offer, p.step, p.sub, 'draw', p.seat, p.ply,
               '{"event":"' || p.event || '","offer":' || p.offer || '}', p.at,
               (SELECT c.clock FROM record c WHERE c.game_id = p.game_id AND c.seq = p.after_seq),
               NULL
        FROM placed_steps p) AS entries;

DELETE FROM record WHERE game_id IN (SELECT game_id FROM merged_record);
INSERT INTO record (game_id, seq, kind, seat, ply, body, created_at, clock, taken_back_at)
    SELECT game_id, seq, kind, seat, ply, body, created_at, clock, taken_back_at
    FROM merged_record;

DROP TABLE merged_record;
DROP TABLE placed_steps;
DROP TABLE offer_steps;
DROP TABLE draw_responses;
DROP TABLE draw_offers;

-- The next offer id is one past the largest in the record's draw entries: these alone.
CREATE INDEX record_draw_steps ON record(game_id, seq) WHERE kind = 'draw';
