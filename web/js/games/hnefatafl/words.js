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
      king_escaped: 'because the king escaped to a corner',
      king_captured: 'because the king was captured',
      no_legal_moves: 'because no legal move was left',
      no_capture_limit: 'because 100 moves were played without a capture',
      encircled: 'because the defenders were encircled',
      repetition: 'because the same position came up three times',
    },
  },
};
