// Connect Four's words, one catalogue per language (lang.js).
export const CATALOGUE = {
  en: {
    title: 'Connect Four',
    sides: ['red', 'blue'],
    reasons: { four_in_a_row: 'by four in a row', board_full: 'because the board is full' },
    column: (file) => `column ${file}`,
    board: 'Connect Four board',
    discs: { R: 'red', B: 'blue', '.': 'empty' },
    lastMove: ', last move',
    winningFour: ', part of the winning four',
  },
};
