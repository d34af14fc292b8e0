// Tic-tac-toe's words, one catalogue per language (lang.js).
export const CATALOGUE = {
  en: {
    title: 'Tic-tac-toe',
    sides: ['x', 'o'],
    reasons: { three_in_a_row: 'by three in a row', board_full: 'because the board is full' },
    board: 'Tic-tac-toe board',
    square: (name, mark) => `${name} ${mark}`,
    marks: { X: 'x', O: 'o', '.': 'empty' },
    move: (name) => `square ${name}`,
  },
};
