// Connect Four in the page: a board of column buttons; no options, no controls beside it.
import { drawConnect4 } from './board.js';
import { CATALOGUE } from './words.js';
import { inLanguage } from '../../lang.js';

export const connect4 = {
  id: 'connect4',
  catalogue: CATALOGUE,
  drawBoard: drawConnect4,
  moveText: (move) => inLanguage(CATALOGUE).column('abcdefg'[move.column]),
};
