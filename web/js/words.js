// Words for the server's names: games, sides, results.
export const GAMES = {
  connect4: 'Connect Four',
  hnefatafl: 'Hnefatafl',
  grav: 'Grav',
  divided_loyalties: 'Divided Loyalties',
};

// Each seat's side, as ROOM names them (protocol/README.md "Rooms").
const SIDES = {
  connect4: ['red', 'blue'],
  hnefatafl: ['attackers', 'defenders'],
  divided_loyalties: ['blue', 'yellow'],
};

export function sideNames(game, players) {
  return game === 'grav' ? Array.from({ length: players }, (_, i) => `p${i + 1}`) : SIDES[game] || [];
}

export const DL_POSITIONS = ['Up the Stairs', 'Octopus', 'Wind wheel', 'Gentle kiss', 'Utopia',
  'E M 3 W', 'Pyramid', 'Horseshoes', 'SwissCross', 'Picasso', 'AlmostADiamond', 'Frankenstein'];

const REASONS = {
  four_in_a_row: 'four in a row',
  board_full: 'the board is full',
  king_escaped: 'the king escaped to a corner',
  king_captured: 'the king was captured',
  no_legal_moves: 'no legal move was left',
  no_capture_limit: '100 moves without a capture',
  encircled: 'the defenders were encircled',
  repetition: 'the same position came up three times',
  all_passed: 'every player passed',
  all_placed: 'every stone was placed',
  agreement: 'agreement',
  resignation: 'resignation',
  aborted: 'the game was aborted',
  timeout: 'time ran out',
  no_first_move: 'a first move was not made in time',
  abandoned: 'a player left the game',
  inactive: 'every player had left and nothing was played for a long time',
};

export function seatLabel(room, seat) {
  const s = room.seats.find((x) => x.seat === seat);
  if (!s) return `seat ${seat + 1}`;
  return s.name ? `${s.name} (${s.side})` : s.side;
}

export function resultText(room, result, mySeat) {
  const reason = REASONS[result.reason] || result.reason;
  if (result.outcome === 'aborted') return `Game aborted: ${reason}.`;
  if (result.outcome === 'draw') return `Draw by ${reason}.`;
  const winner = seatLabel(room, result.winner);
  let text;
  if (mySeat === result.winner) text = `You won (${winner}) by ${reason}.`;
  else if (mySeat !== null && mySeat !== undefined) text = `You lost: ${winner} won by ${reason}.`;
  else text = `${winner} won by ${reason}.`;
  if (result.scores) {
    const parts = Object.entries(result.scores).map(([side, s]) =>
      (typeof s === 'object' ? `${side} ${s.bridges ?? 0} + ${s.regions ?? 0}` : `${side} ${s}`));
    text += ` Scores: ${parts.join(', ')}.`;
  }
  return text;
}
