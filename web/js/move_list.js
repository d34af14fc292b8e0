// A game's moves as a numbered list, each "who: move" (the replay's and, for the games that
// want it, the room's). pick(i), when given, makes each entry a button to step there.
import { h } from './dom.js';
import { seatLabel } from './seats.js';
import { words } from './messages/index.js';

export function moveText(game, move) {
  return move ? game.moveText(move) : words().unknownMove;
}

function moveLine(room, game, entry) {
  return words().moveLine(seatLabel(room, entry.seat), moveText(game, entry.move));
}

export function moveItems(room, game, moves, pick) {
  return moves.map((entry, i) => h('li', {}, pick
    ? h('button', { class: 'link', onClick: () => pick(i) }, moveLine(room, game, entry))
    : moveLine(room, game, entry)));
}

// The moves of a stored game (the record of /api/games), in order, each { seat, move, seq,
// taken_back_at }: a move taken back stays in the record, marked.
export function recordMoves(stored) {
  return (stored.record || []).filter((e) => e.kind === 'move')
    .map((e) => ({ seat: e.seat, move: e.body, seq: e.seq, taken_back_at: e.taken_back_at }));
}
