-- One record per game (core/record.hpp): every move, game action (Grav's call), resignation
-- and abort in one table, in the order it happened. `body` holds the MOVE, or the action with
-- its outcome ({"action":{"ply":n},"called_ply":n,"correct":..,"against":..,"violations":[..]}). One b-tree
-- keyed by (game_id, seq); the tables it replaces stay readable as views.
CREATE TABLE record (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    seq         INTEGER NOT NULL,           -- order within the game, from 1
    kind        TEXT NOT NULL,              -- 'move', a game's own action, 'resign', 'abort'
    seat        INTEGER,                    -- who acted
    ply         INTEGER NOT NULL,           -- moves played before it
    body        TEXT NOT NULL,              -- JSON
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

INSERT INTO record (game_id, seq, kind, seat, ply, body, created_at)
    SELECT game_id, seq, 'move', seat, ply, move, created_at FROM moves;
INSERT INTO record (game_id, seq, kind, seat, ply, body, created_at)
    SELECT game_id, seq, 'challenge', by_seat, ply,
           json_object('action', json_object('ply', called_ply), 'called_ply', called_ply,
                       'correct', json(CASE WHEN correct THEN 'true' ELSE 'false' END),
                       'against', against, 'violations', json(violations)),
           created_at
    FROM challenges;
INSERT INTO record (game_id, seq, kind, seat, ply, body, created_at)
    SELECT game_id, seq, 'resign', seat, ply, '{}', created_at FROM resignations;
-- Aborts had no place in the order; an abort ends its game, so it comes last.
INSERT INTO record (game_id, seq, kind, seat, ply, body, created_at)
    SELECT a.game_id,
           (SELECT COALESCE(MAX(r.seq), 0) + 1 FROM record r WHERE r.game_id = a.game_id),
           'abort', a.seat, a.ply, '{}', a.created_at
    FROM aborts a;

DROP TABLE moves;
DROP TABLE challenges;
DROP TABLE resignations;
DROP TABLE aborts;

CREATE VIEW moves AS
    SELECT game_id, seq, ply, seat, body AS move, created_at FROM record WHERE kind = 'move';
CREATE VIEW challenges AS
    SELECT game_id, seq, seat AS by_seat, json_extract(body, '$.against') AS against,
           json_extract(body, '$.called_ply') AS called_ply, ply,
           json_extract(body, '$.correct') AS correct, json_extract(body, '$.violations') AS violations,
           created_at
    FROM record WHERE kind = 'challenge';
CREATE VIEW resignations AS
    SELECT game_id, seq, seat, ply, created_at FROM record WHERE kind = 'resign';
CREATE VIEW aborts AS
    SELECT game_id, seat, ply, created_at FROM record WHERE kind = 'abort';
