// Words for the server's names that every game shares: how a game ends, and its result.
// A game's own reasons and scores are in its module (games/registry.js).
import { gameOf } from './games/registry.js';
import { seatLabel } from './seats.js';

export { seatLabel };

// How a game ended, as the words that follow "won", "Draw" or "Game aborted": "by" a
// thing, "on time", or "because" of what happened. A game's own reasons read the same way.
const HOW = {
  agreement: 'by agreement',
  resignation: 'by resignation',
  aborted: '',
  timeout: 'on time',
  no_first_move: 'because a first move was not made in time',
  abandoned: 'because a player left the game',
  inactive: 'because every player had left and nothing was played for a long time',
};

export function howText(game, reason) {
  const how = gameOf(game).reasonText(reason) ?? HOW[reason];
  return how === undefined ? `(${reason})` : how;
}

function sentence(...parts) {
  return `${parts.filter(Boolean).join(' ')}.`;
}

export function resultText(room, result, mySeat) {
  const how = howText(room.game, result.reason);
  if (result.outcome === 'aborted') return sentence('Game aborted', how);
  if (result.outcome === 'draw') return sentence('Draw', how);
  const winner = seatLabel(room, result.winner);
  let text;
  if (mySeat === result.winner) text = sentence('You won', how);
  else if (mySeat !== null && mySeat !== undefined) text = sentence(`You lost: ${winner} won`, how);
  else text = sentence(`${winner} won`, how);
  if (result.scores) text += ` Scores: ${gameOf(room.game).scoresText(result.scores)}.`;
  return text;
}
