-- The server's AI opponents, one player per level, so their seats reference players like any
-- other. Their token_hash is not a SHA-256 digest, so no token can ever resume them.
INSERT INTO players (id, name, token_hash, created_at) VALUES
    ('ai_easy', 'AI (easy)', 'none:ai_easy', 0),
    ('ai_normal', 'AI (normal)', 'none:ai_normal', 0),
    ('ai_hard', 'AI (hard)', 'none:ai_hard', 0);
