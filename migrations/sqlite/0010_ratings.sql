-- Ratings (docs/ratings.md): one Glicko-2 rating per account and game, and each rated game's
-- change per seat. A rated game is rated once: its changes are keyed by (game, seat) and are
-- written in the same commit as the game's end. Times are Unix milliseconds (UTC).

ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0; -- 1: created rated

CREATE TABLE ratings (
    player_id   TEXT NOT NULL REFERENCES players(id),
    game        TEXT NOT NULL,              -- protocol game id
    rating      REAL NOT NULL,
    deviation   REAL NOT NULL,              -- RD
    volatility  REAL NOT NULL,
    games       INTEGER NOT NULL,           -- rated games played
    rated_at    INTEGER NOT NULL,           -- end of the last rated game: idle days count from it
    PRIMARY KEY (player_id, game)
);

CREATE TABLE rating_changes (
    game_id           INTEGER NOT NULL REFERENCES games(id),
    seat              INTEGER NOT NULL,
    player_id         TEXT NOT NULL REFERENCES players(id),
    rating_before     REAL NOT NULL,
    deviation_before  REAL NOT NULL,
    volatility_before REAL NOT NULL,
    rating_after      REAL NOT NULL,
    deviation_after   REAL NOT NULL,
    volatility_after  REAL NOT NULL,
    created_at        INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX rating_changes_player ON rating_changes(player_id, created_at);
