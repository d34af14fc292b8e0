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

// How a win came about, after "won": most reasons read "by <reason>"; these do not.
const WON_HOW = {
  timeout: 'on time',
  no_first_move: 'because a first move was not made in time',
  abandoned: 'because a player left the game',
};

function wonHow(game, reason) {
  if (gameOf(game).reasonText(reason) || !WON_HOW[reason]) return `by ${reasonText(game, reason)}`;
  return WON_HOW[reason];
}

export function resultText(room, result, mySeat) {
  const reason = reasonText(room.game, result.reason);
  if (result.outcome === 'aborted') return `Game aborted: ${reason}.`;
  if (result.outcome === 'draw') return `Draw by ${reason}.`;
  const winner = seatLabel(room, result.winner);
  const how = wonHow(room.game, result.reason);
  let text;
  if (mySeat === result.winner) text = `You won ${how}.`;
  else if (mySeat !== null && mySeat !== undefined) text = `You lost: ${winner} won ${how}.`;
  else text = `${winner} won ${how}.`;
  if (result.scores) text += ` Scores: ${gameOf(room.game).scoresText(result.scores)}.`;
  return text;
}
