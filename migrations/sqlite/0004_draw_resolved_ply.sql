-- When a declined or lapsed offer closed, in moves played: its offerer may offer again only
-- after a move of their own made later, and a restarted server must tell that apart from a
-- move made while the offer was still open. Offers closed before this column have NULL.
ALTER TABLE draw_offers ADD COLUMN resolved_ply INTEGER;
