// Words for the server's names that every game shares: how a game ends, and its result.
// A game's own reasons and scores are in its module (games/registry.js).
import { gameOf } from './games/registry.js';
import { seatLabel } from './seats.js';

export { seatLabel };

const REASONS = {
  agreement: 'agreement',
  resignation: 'resignation',
  aborted: 'the game was aborted',
  timeout: 'time ran out',
  no_first_move: 'a first move was not made in time',
  abandoned: 'a player left the game',
  inactive: 'every player had left and nothing was played for a long time',
};

export function reasonText(game, reason) {
  return gameOf(game).reasonText(reason) || REASONS[reason] || reason;
}

export function resultText(room, result, mySeat) {
  const reason = reasonText(room.game, result.reason);
  if (result.outcome === 'aborted') return `Game aborted: ${reason}.`;
  if (result.outcome === 'draw') return `Draw by ${reason}.`;
  const winner = seatLabel(room, result.winner);
  let text;
  if (mySeat === result.winner) text = `You won (${winner}) by ${reason}.`;
  else if (mySeat !== null && mySeat !== undefined) text = `You lost: ${winner} won by ${reason}.`;
  else text = `${winner} won by ${reason}.`;
  if (result.scores) text += ` Scores: ${gameOf(room.game).scoresText(result.scores)}.`;
  return text;
}
