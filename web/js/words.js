// Words for the server's names that every game shares: how a game ends, and its result.
// A game's own reasons and scores are in its module (games/registry.js).
import { gameOf } from './games/registry.js';
import { seatLabel } from './seats.js';
import { words } from './messages/index.js';

export { seatLabel };

// How a game ended, as the words that follow "won", "Draw" or "Game aborted" (or, in Korean,
// come before them): "by" a thing, "on time", or "because" of what happened. A game's own
// reasons read the same way.
export function howText(game, reason) {
  const how = gameOf(game).reasonText(reason) ?? words().how[reason];
  return how === undefined ? `(${reason})` : how;
}

export function resultText(room, result, mySeat) {
  const w = words();
  const how = howText(room.game, result.reason);
  if (result.outcome === 'aborted') return w.gameAborted(how);
  if (result.outcome === 'draw') return w.draw(how);
  const winner = seatLabel(room, result.winner);
  let text;
  if (mySeat === result.winner) text = w.youWon(how);
  else if (mySeat !== null && mySeat !== undefined) text = w.youLost(winner, how);
  else text = w.won(winner, how);
  if (result.scores) text += w.scores(gameOf(room.game).scoresText(result.scores));
  return text;
}
