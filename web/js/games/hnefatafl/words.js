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
    movesHeading: 'Moves',
    // A press on a square the selected piece cannot reach: the piece, the square and why.
    cannotReach: (piece, from, to, why) => `The ${piece} on ${from} cannot reach ${to}: ${why}.`,
    why: {
      line: 'pieces move along a rank or a file, never diagonally',
      taken: 'the square is taken',
      blocked: (piece, at) => `the ${piece} on ${at} is in the way`,
      throne: 'only the king may stop on the throne',
      corner: 'only the king may enter a corner',
    },
    // What a move took, in words: "the defender on f4", joined.
    captured: (who, pieces) => `${who} captured ${pieces}.`,
    youCaptured: (pieces) => `You captured ${pieces}.`,
    pieceOn: (piece, square) => `the ${piece} on ${square}`,
    and: (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`),
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
