-- Clocks, takebacks and rematches (as SQLite's 0006): a record entry keeps the clock as it
-- stood after it, an accepted takeback marks the moves it undid, and a game keeps the options
-- as they were asked for and the game it is a rematch of.
ALTER TABLE record ADD COLUMN clock TEXT;             -- JSON {"remaining_ms":[...]}, or NULL
ALTER TABLE record ADD COLUMN taken_back_at BIGINT;   -- Unix ms of the takeback that undid it
ALTER TABLE games ADD COLUMN requested_options TEXT;  -- JSON, as create_room sent them
ALTER TABLE games ADD COLUMN rematch_of BIGINT REFERENCES games(id);
CREATE INDEX games_by_rematch_of ON games(rematch_of) WHERE rematch_of IS NOT NULL;
