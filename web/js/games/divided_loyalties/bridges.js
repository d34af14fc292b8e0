// Divided Loyalties bridge geometry, for the composer's preview only: who would own a bridge
// and which bridges a red bridge would cut. The server checks every turn in full and is
// the authority (see README, "Rules in the page"). Geometry as in the rules: coordinates
// doubled; a bridge holds its stones' points and the midpoints between neighbours.
export const GROUPS = {
  blue: ['blue', 'purple', 'green'],
  yellow: ['yellow', 'orange', 'green'],
  red: ['red', 'purple', 'orange'],
};

// The cells from one end to the other when they make a straight line of 3 or 4, else null.
export function bridgeCells([x1, y1], [x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const steps = Math.max(Math.abs(dx), Math.abs(dy));
  if (steps < 2 || steps > 3) return null;
  if (dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy)) return null;
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  return Array.from({ length: steps + 1 }, (_, k) => [x1 + k * sx, y1 + k * sy]);
}

// "blue"/"yellow" for a scoring bridge of that side, "red" for a red bridge, null for none.
export function bridgeOwner(colors, side) {
  if (colors.some((c) => !c)) return null;
  for (let i = 1; i < colors.length; i++) if (colors[i] === colors[i - 1]) return null;
  if (colors.every((c) => GROUPS[side].includes(c))) return side;
  if (colors.every((c) => GROUPS.red.includes(c))) return 'red';
  return null;
}

function footprint(cells) {
  const inner = new Set(cells.slice(1, -1).map(([x, y]) => `${2 * x},${2 * y}`));
  const middles = new Set();
  for (let i = 1; i < cells.length; i++)
    middles.add(`${cells[i - 1][0] + cells[i][0]},${cells[i - 1][1] + cells[i][1]}`);
  return { inner, middles };
}

export function conflict(cellsA, cellsB) {
  const a = footprint(cellsA);
  const b = footprint(cellsB);
  for (const m of a.middles) if (b.middles.has(m)) return true;
  for (const s of a.inner) if (b.inner.has(s)) return true;
  return false;
}

// The bridges on the board (indices) that the drafted bridges, made in order, would cut.
// colorAt([x,y]) gives the stone's colour with the drafted stone in place.
export function previewCuts(boardBridges, draftBridges, colorAt, side) {
  const standing = boardBridges.map((b) => ({ cells: bridgeCells(b.from, b.to), owner: b.owner, cut: b.cut }));
  const cuts = new Set();
  for (const [from, to] of draftBridges) {
    const cells = bridgeCells(from, to);
    if (!cells) continue;
    const owner = bridgeOwner(cells.map(colorAt), side);
    if (owner !== 'red') continue;
    standing.forEach((b, index) => {
      if (b.cells && b.owner !== 'red' && !b.cut && !cuts.has(index) && conflict(cells, b.cells)) cuts.add(index);
    });
  }
  return [...cuts];
}
