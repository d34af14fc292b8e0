// Hnefatafl in the page: the board with its move hints; pieces a move takes fade out.
import { capturedBetween, drawHnefatafl } from './board.js';
import { CATALOGUE } from './words.js';

export const hnefatafl = {
  id: 'hnefatafl',
  catalogue: CATALOGUE,
  drawBoard: drawHnefatafl,
  moveText: (move) => `${move.from}-${move.to}`,
  afterMove(ui, before, message) {
    if (before) ui.captured = capturedBetween(before.board.rows, message.state.board.rows, message.move);
  },
  afterTakeback(ui) {
    ui.captured = null;
  },
};
