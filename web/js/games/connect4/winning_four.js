// The winning four: the line of one colour through the latest disc, when it is four long or
// more. A game ends at its first four, so only the latest disc can have made one; the board
// and `last` are all it needs (the room's STATE and each position of the replay carry both).
const DIRECTIONS = [[1, 0], [0, 1], [1, 1], [1, -1]];

// The cells "column,row" (row from the top) of the four, or an empty set.
export function winningFour(rows, last) {
  const won = new Set();
  if (!last) return won;
  const [column, row] = last;
  const colour = rows[row] && rows[row][column];
  if (!colour || colour === '.') return won;
  const same = (x, y) => y >= 0 && y < rows.length && x >= 0 && x < rows[y].length && rows[y][x] === colour;
  for (const [dx, dy] of DIRECTIONS) {
    const line = [[column, row]];
    for (const sign of [1, -1])
      for (let step = 1; same(column + sign * step * dx, row + sign * step * dy); step++)
        line.push([column + sign * step * dx, row + sign * step * dy]);
    if (line.length >= 4) for (const [x, y] of line) won.add(`${x},${y}`);
  }
  return won;
}
