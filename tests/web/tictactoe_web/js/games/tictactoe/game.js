// Tic-tac-toe in the page (the test-only game of tests/tictactoe/): its board, words and
// move text; everything else as the registry's defaults.
import { inLanguage } from '../../lang.js';
import { drawTictactoe, squareName } from './board.js';
import { CATALOGUE } from './words.js';

export const tictactoe = {
  id: 'tictactoe',
  catalogue: CATALOGUE,
  drawBoard: drawTictactoe,
  moveText: (move) => inLanguage(CATALOGUE).move(squareName(move.cell)),
};
