-- Player pages (docs/players.md). Each player's games, wins, draws and losses per game, counted
-- in the commit of each game's end (a game aborted counts for nothing), so that a page reads one
-- row per game instead of counting the player's games; the seats by player, so that a page of a
-- player's games, newest first, is one range of an index; and the ratings by game and rating,
-- so that a leaderboard reads from the top down without sorting.

CREATE TABLE player_results (
    player_id   TEXT NOT NULL REFERENCES players(id),
    game        TEXT NOT NULL,              -- protocol game id
    games       INTEGER NOT NULL,           -- finished games, won, drawn or lost
    wins        INTEGER NOT NULL,
    draws       INTEGER NOT NULL,
    losses      INTEGER NOT NULL,
    PRIMARY KEY (player_id, game)
);

CREATE INDEX seats_player ON seats(player_id, game_id);
CREATE INDEX ratings_leaderboard ON ratings(game, rating DESC, deviation, rated_at, player_id);

-- A player in several seats of a game (the computer) counts it once, as the writer does: won if
-- any of them won, lost if all of them lost.
INSERT INTO player_results (player_id, game, games, wins, draws, losses)
    SELECT player_id, game, count(*), sum(won), sum(drew), sum(lost) FROM (
        SELECT s.player_id, g.game,
               max(CASE WHEN json_extract(g.result, '$.outcome') = 'win' AND json_extract(g.result, '$.winner') = s.seat THEN 1 ELSE 0 END) AS won,
               max(CASE WHEN json_extract(g.result, '$.outcome') = 'draw' THEN 1 ELSE 0 END) AS drew,
               min(CASE WHEN json_extract(g.result, '$.outcome') = 'win' AND json_extract(g.result, '$.winner') <> s.seat THEN 1 ELSE 0 END) AS lost
        FROM seats s JOIN games g ON g.id = s.game_id
        WHERE g.status = 'finished' AND json_extract(g.result, '$.outcome') IN ('win', 'draw')
        GROUP BY s.player_id, g.game, g.id) AS per_game
    GROUP BY player_id, game;
