// Hnefatafl's words, one catalogue per language (lang.js).
export const CATALOGUE = {
  en: {
    title: 'Hnefatafl',
    sides: ['attackers', 'defenders'],
    board: 'Hnefatafl board',
    pieces: { A: 'attacker', D: 'defender', K: 'king', '.': 'empty' },
    selected: ', selected',
    moveHere: ', move here',
    lastMove: ', last move',
    reasons: {
      king_escaped: 'the king escaped to a corner',
      king_captured: 'the king was captured',
      no_legal_moves: 'no legal move was left',
      no_capture_limit: '100 moves without a capture',
      encircled: 'the defenders were encircled',
      repetition: 'the same position came up three times',
    },
  },
};
