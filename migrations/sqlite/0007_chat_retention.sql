-- Chat of finished games is deleted once they are older than --chat-retention-days: the sweep
-- walks the finished games by the time they finished and each one's chat by its game (the
-- per-room trim to the latest 500 lines finds a room's chat by the same index).
CREATE INDEX games_finished_at ON games(finished_at) WHERE status = 'finished';
CREATE INDEX chat_by_game ON chat(game_id, id);
