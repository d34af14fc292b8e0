-- Accounts: a player with a user name and a password. The player id stays the key that games
-- (and later ratings) hang on: registering adds an account row to the player one already is.
-- Times are Unix milliseconds (UTC).

CREATE TABLE accounts (
    player_id     TEXT PRIMARY KEY REFERENCES players(id),
    user_name     TEXT NOT NULL,                -- as the player wrote it
    name_key      TEXT NOT NULL UNIQUE,         -- user_name folded to lower case: unique regardless of case
    password_hash TEXT NOT NULL,                -- Argon2id, libsodium's crypto_pwhash_str text
    created_at    INTEGER NOT NULL
);

-- Recovery codes, shown once at registration; each resets the password once (then deleted).
CREATE TABLE account_recovery_codes (
    player_id     TEXT NOT NULL REFERENCES accounts(player_id),
    code_hash     TEXT NOT NULL,                -- SHA-256 of the code, hex; never the code
    PRIMARY KEY (player_id, code_hash)
);

-- An account's session tokens, one per device logged in; they lapse after a while unused.
CREATE TABLE account_sessions (
    token_hash    TEXT PRIMARY KEY,             -- SHA-256 of the session token, hex
    id            TEXT NOT NULL UNIQUE,         -- public id of the session (to revoke it)
    player_id     TEXT NOT NULL REFERENCES accounts(player_id),
    device        TEXT NOT NULL,                -- what the client called itself
    created_at    INTEGER NOT NULL,
    last_seen_at  INTEGER NOT NULL
);
CREATE INDEX account_sessions_player ON account_sessions(player_id);
