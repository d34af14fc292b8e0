// Where a Hnefatafl piece may go, to mark the destinations after a piece is selected. The
// server decides whether a move is legal; this only draws the hints (see README, "Rules in
// the page"). Rook moves over empty squares; only the king stops on the throne or enters a
// corner; other pieces may pass over the empty throne.
const THRONE = [5, 5];

function restricted(x, y) {
  const corner = (x === 0 || x === 10) && (y === 0 || y === 10);
  return corner || (x === THRONE[0] && y === THRONE[1]);
}

export function destinations(rows, [fromX, fromY]) {
  const kind = rows[fromY][fromX];
  const result = [];
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
    for (let x = fromX + dx, y = fromY + dy; x >= 0 && y >= 0 && x < 11 && y < 11; x += dx, y += dy) {
      if (rows[y][x] !== '.') break;
      const isCorner = (x === 0 || x === 10) && (y === 0 || y === 10);
      if (kind !== 'K' && isCorner) break;
      if (kind !== 'K' && restricted(x, y)) continue; // the empty throne: pass over it
      result.push([x, y]);
    }
  }
  return result;
}

// Why the piece on `from` cannot go to `to` (neither is off the board), for the words of a
// press on a square it cannot reach: { why: 'line' | 'taken' | 'blocked' | 'throne' | 'corner',
// at: [x, y] of the piece in the way }, or null when it can.
export function whyNot(rows, [fromX, fromY], [toX, toY]) {
  const kind = rows[fromY][fromX];
  if (rows[toY][toX] !== '.') return { why: 'taken' };
  if (fromX !== toX && fromY !== toY) return { why: 'line' };
  const dx = Math.sign(toX - fromX);
  const dy = Math.sign(toY - fromY);
  for (let x = fromX + dx, y = fromY + dy; x !== toX || y !== toY; x += dx, y += dy)
    if (rows[y][x] !== '.') return { why: 'blocked', at: [x, y] };
  const isCorner = (toX === 0 || toX === 10) && (toY === 0 || toY === 10);
  if (kind !== 'K' && isCorner) return { why: 'corner' };
  if (kind !== 'K' && restricted(toX, toY)) return { why: 'throne' };
  return null;
}
