-- Plyroom storage, version 1. Times are Unix milliseconds (UTC). JSON columns hold the
-- protocol's shapes (MOVE, options, RESULT) as text.

CREATE TABLE players (
    id          TEXT PRIMARY KEY,           -- public player id "p_4f2c9a1b7e"
    name        TEXT NOT NULL,
    token_hash  TEXT NOT NULL UNIQUE,       -- SHA-256 of the secret token, hex; never the token
    created_at  INTEGER NOT NULL
);

CREATE TABLE games (
    id          INTEGER PRIMARY KEY,        -- ROOM.game_id
    code        TEXT NOT NULL,              -- room code; unique among unfinished games
    game        TEXT NOT NULL,              -- protocol game id
    options     TEXT NOT NULL,              -- normalised options, JSON
    seat_count  INTEGER NOT NULL,
    public      INTEGER NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ('waiting', 'playing', 'finished')),
    result      TEXT,                       -- RESULT, JSON, once finished
    created_by  TEXT REFERENCES players(id),
    created_at  INTEGER NOT NULL,
    started_at  INTEGER,
    finished_at INTEGER
);
CREATE INDEX games_unfinished ON games(status) WHERE status <> 'finished';
CREATE INDEX games_code ON games(code);

CREATE TABLE seats (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    seat        INTEGER NOT NULL,
    player_id   TEXT NOT NULL REFERENCES players(id),
    joined_at   INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);

-- The record of a game is every row of moves, challenges and resignations in `seq` order,
-- replayed through the rules core (core::apply_record_entry).
CREATE TABLE moves (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    seq         INTEGER NOT NULL,
    ply         INTEGER NOT NULL,           -- moves played before this one
    seat        INTEGER NOT NULL,
    move        TEXT NOT NULL,              -- MOVE, JSON
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply),
    UNIQUE (game_id, seq)
);

CREATE TABLE challenges (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    seq         INTEGER NOT NULL,
    by_seat     INTEGER NOT NULL,
    against     INTEGER,                    -- the seat whose placement was called
    called_ply  INTEGER NOT NULL,           -- the ply of the placement called
    ply         INTEGER NOT NULL,           -- moves played when the call was made
    correct     INTEGER NOT NULL,
    violations  TEXT NOT NULL,              -- JSON array of sentences
    created_at  INTEGER NOT NULL,
    UNIQUE (game_id, seq)
);

CREATE TABLE resignations (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    seq         INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    ply         INTEGER NOT NULL,
    created_at  INTEGER NOT NULL,
    UNIQUE (game_id, seq)
);

CREATE TABLE aborts (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    seat        INTEGER NOT NULL,
    ply         INTEGER NOT NULL,
    created_at  INTEGER NOT NULL
);

-- One row per offer; at most one 'open' row per game.
CREATE TABLE draw_offers (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL REFERENCES games(id),
    by_seat     INTEGER NOT NULL,
    ply         INTEGER NOT NULL,           -- moves played when offered
    status      TEXT NOT NULL CHECK (status IN ('open', 'accepted', 'declined', 'lapsed')),
    resolved_by INTEGER,                    -- the seat that accepted, declined or lapsed it
    created_at  INTEGER NOT NULL,
    resolved_at INTEGER
);
CREATE UNIQUE INDEX draw_offers_one_open ON draw_offers(game_id) WHERE status = 'open';

-- Each player's answer to an offer (several with three or more players).
CREATE TABLE draw_responses (
    offer_id    INTEGER NOT NULL REFERENCES draw_offers(id),
    seat        INTEGER NOT NULL,
    response    TEXT NOT NULL CHECK (response IN ('accepted', 'declined')),
    created_at  INTEGER NOT NULL
);

CREATE TABLE chat (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL REFERENCES games(id),
    player_id   TEXT NOT NULL REFERENCES players(id),
    seat        INTEGER,                    -- null for spectators
    text        TEXT NOT NULL,
    created_at  INTEGER NOT NULL
);
