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

// Stones two bridges share (cells of both).
function sharedStones(cellsA, cellsB) {
  const b = new Set(cellsB.map((c) => c.join(',')));
  return cellsA.filter((c) => b.has(c.join(','))).length;
}

// Why each drafted bridge would be refused, in the rules' order (README, "A turn"), every
// reason at once: { from, to, owner, problems: [{ rule, ... }] } per bridge. The bridges that
// hold stand for the later ones (a red one cutting), as the server checks them in turn.
// placed: the cell of this turn's stone, or null.
export function draftProblems(boardBridges, draftBridges, colorAt, placed, side) {
  const standing = boardBridges.map((b) => ({ from: b.from, to: b.to, cells: bridgeCells(b.from, b.to), owner: b.owner, cut: b.cut }));
  const key = (c) => c.join(',');
  return draftBridges.map(([from, to]) => {
    const problems = [];
    const cells = bridgeCells(from, to);
    if (!cells) return { from, to, owner: null, problems: [{ rule: 'line' }] };
    const colors = cells.map(colorAt);
    cells.forEach((c, i) => { if (!colors[i]) problems.push({ rule: 'empty', at: key(c) }); });
    if (!placed) problems.push({ rule: 'noStone' });
    else if (!cells.some((c) => key(c) === key(placed))) problems.push({ rule: 'source', at: key(placed) });
    for (let i = 1; i < cells.length; i++)
      if (colors[i] && colors[i] === colors[i - 1]) problems.push({ rule: 'same', a: key(cells[i - 1]), b: key(cells[i]), color: colors[i] });
    const known = colors.filter(Boolean);
    const mine = known.every((c) => GROUPS[side].includes(c));
    const red = known.every((c) => GROUPS.red.includes(c));
    if (!mine && !red) problems.push({ rule: 'group', side });
    const owner = problems.length === 0 ? (mine ? side : 'red') : null;
    for (const b of standing) {
      if (!b.cells) continue;
      const shared = sharedStones(cells, b.cells);
      if (!b.cut && shared > 1) problems.push({ rule: 'shares', count: shared, from: key(b.from), to: key(b.to) });
      else if (conflict(cells, b.cells)) {
        if (mine && !red) problems.push({ rule: 'crosses', from: key(b.from), to: key(b.to) });
        else if (red && (b.owner === 'red' || b.cut)) problems.push({ rule: 'redCrosses', kind: b.cut ? 'cut' : 'red', from: key(b.from), to: key(b.to) });
      }
    }
    if (problems.length === 0) {
      if (owner === 'red') for (const b of standing) if (b.cells && b.owner !== 'red' && !b.cut && conflict(cells, b.cells)) b.cut = true;
      standing.push({ from, to, cells, owner, cut: false });
    }
    return { from, to, owner: problems.length ? null : owner, problems };
  });
}
