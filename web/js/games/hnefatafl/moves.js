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
