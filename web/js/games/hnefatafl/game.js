// Hnefatafl in the page: the board with its move hints; pieces a move takes fade out and
// are named in words; the moves so far beside the board.
import { capturedBetween, drawHnefatafl, squareName } from './board.js';
import { CATALOGUE } from './words.js';
import { inLanguage } from '../../lang.js';
import { seatLabel } from '../../seats.js';

export const hnefatafl = {
  id: 'hnefatafl',
  catalogue: CATALOGUE,
  drawBoard: drawHnefatafl,
  moveText: (move) => `${move.from}-${move.to}`,
  movesInRoom: true,
  moveNotice(before, message, room, mine) {
    if (!before) return null;
    const taken = capturedBetween(before.board.rows, message.state.board.rows, message.move);
    if (!taken.length) return null;
    const words = inLanguage(CATALOGUE);
    const pieces = words.and(taken.map(([x, y, kind]) => words.pieceOn(words.pieces[kind], squareName(x, y))));
    return mine ? words.youCaptured(pieces) : words.captured(seatLabel(room, message.seat), pieces);
  },
  afterMove(ui, before, message) {
    if (before) ui.captured = capturedBetween(before.board.rows, message.state.board.rows, message.move);
  },
  afterTakeback(ui) {
    ui.captured = null;
  },
};
