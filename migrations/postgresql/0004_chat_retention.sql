-- Chat of finished games is deleted once they are older than --chat-retention-days (as in
-- SQLite's 0007).
CREATE INDEX games_finished_at ON games(finished_at) WHERE status = 'finished';
CREATE INDEX chat_by_game ON chat(game_id, id);
