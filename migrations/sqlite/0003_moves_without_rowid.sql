-- A move is stored in one b-tree: moves become a WITHOUT ROWID table keyed by (game_id, ply),
-- and the separate UNIQUE (game_id, seq) index goes. With a thousand games in play, every
-- index touched by a group commit writes one page per game in it, so each extra b-tree cost
-- a page write per move. `seq` still orders a game's record (read by game_id, then sorted).
CREATE TABLE moves_by_game (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    seq         INTEGER NOT NULL,
    ply         INTEGER NOT NULL,           -- moves played before this one
    seat        INTEGER NOT NULL,
    move        TEXT NOT NULL,              -- MOVE, JSON
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
INSERT INTO moves_by_game (game_id, seq, ply, seat, move, created_at)
    SELECT game_id, seq, ply, seat, move, created_at FROM moves;
DROP TABLE moves;
ALTER TABLE moves_by_game RENAME TO moves;
