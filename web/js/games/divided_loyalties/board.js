// Divided Loyalties: cells are buttons named "x,y" and their stone's colour. A turn is
// composed here (a stone, then bridges by choosing two end stones), previewed with what it
// would cut, and sent whole.
import { svg, target } from '../../dom.js';
import { bridgeCells, bridgeOwner, draftProblems, previewCuts } from './bridges.js';
import { inLanguage } from '../../lang.js';
import { CATALOGUE } from './words.js';

const CELL = 40;
const MARGIN = 20;
export const COLORS = ['blue', 'purple', 'green', 'yellow', 'orange', 'red'];
const LETTER = { blue: 'B', purple: 'P', green: 'G', yellow: 'Y', orange: 'O', red: 'R' };

export function dlField(state, name) {
  if (state[name] !== undefined) return state[name];
  return state.board ? state.board[name] : undefined;
}

// The colour the next stone takes: the one chosen, while the player still holds it, else the
// first the player holds. Board and composer both read it, whichever is drawn first.
export function chosenColour(ui, state, mySeat) {
  const side = mySeat === 1 ? 'yellow' : 'blue';
  const mine = (dlField(state, 'inventory') || {})[side] || {};
  if (!ui.color || !mine[ui.color]) ui.color = COLORS.find((c) => mine[c]) || null;
  return ui.color;
}

// note: what the latest press did besides the draft itself (a stone moved or kept), in words.
export function emptyDraft() {
  return { place: null, bridges: [], end: null, note: null };
}

export function stoneMap(state, draft) {
  const stones = new Map();
  for (const s of dlField(state, 'stones') || []) stones.set(`${s.x},${s.y}`, s.color);
  if (draft.place) stones.set(draft.place.cell.join(','), draft.place.color);
  return stones;
}

// The cut preview and owners of the drafted bridges, for the board and the composer text.
export function draftSummary(state, draft, side) {
  const stones = stoneMap(state, draft);
  const colorAt = ([x, y]) => stones.get(`${x},${y}`);
  const owners = draft.bridges.map(([a, b]) => {
    const cells = bridgeCells(a, b);
    return cells ? bridgeOwner(cells.map(colorAt), side) : null;
  });
  const boardBridges = dlField(state, 'bridges') || [];
  const checked = draftProblems(boardBridges, draft.bridges, colorAt, draft.place && draft.place.cell, side);
  return { owners: owners.map((o, i) => (checked[i].problems.length ? null : o)), checked,
    cuts: previewCuts(boardBridges, draft.bridges, colorAt, side) };
}

function stone(color, cx, cy, extraClass = '') {
  return svg('g', { class: `stone ${color} ${extraClass}` },
    svg('circle', { cx, cy, r: CELL * 0.31 }),
    svg('text', { x: cx, y: cy + 5 }, LETTER[color]));
}

export function drawDividedLoyalties(view) {
  const words = inLanguage(CATALOGUE);
  const state = view.state;
  const draft = view.ui.draft || (view.ui.draft = emptyDraft());
  const side = view.mySeat === 1 ? 'yellow' : 'blue';
  const width = dlField(state, 'width');
  const height = dlField(state, 'height');
  const stones = stoneMap(state, draft);
  const cells = dlField(state, 'cells') || [];
  // The view is cropped to the cells, as positions carry void rows and columns around them.
  const xs = cells.map((c) => c.x);
  const ys = cells.map((c) => c.y);
  const [minX, maxX, minY, maxY] = cells.length ? [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)] : [0, width - 1, 0, height - 1];
  const board = svg('svg', { viewBox: `${minX * CELL} ${minY * CELL} ${(maxX - minX + 1) * CELL + 2 * MARGIN} ${(maxY - minY + 1) * CELL + 2 * MARGIN}`,
    class: 'board dl', role: 'group', 'aria-label': words.board });
  const regionAt = new Map(cells.map((c) => [`${c.x},${c.y}`, c.kind === 'board' ? c.region : null]));
  const centre = ([x, y]) => [MARGIN + x * CELL + CELL / 2, MARGIN + y * CELL + CELL / 2];
  const keys = new Set();
  const cellLayer = svg('g', {});
  const bridgeLayer = svg('g', { class: 'bridges' });
  const stoneLayer = svg('g', {});
  board.append(cellLayer, bridgeLayer, stoneLayer);
  for (const cell of cells) {
    const key = `${cell.x},${cell.y}`;
    keys.add(key);
    const color = stones.get(key);
    const isDraft = draft.place && draft.place.cell.join(',') === key;
    const isEnd = draft.end && draft.end.join(',') === key;
    const last = view.ui.lastMove && view.ui.lastMove.place;
    const isLast = Boolean(last) && last.cell.join(',') === key && !isDraft;
    // With bridges drafted the stone stays where it is; a press elsewhere says so.
    const canPlace = !color && chosenColour(view.ui, state, view.mySeat);
    const enabled = view.canMove && (Boolean(color) || Boolean(canPlace));
    const [cx, cy] = centre([cell.x, cell.y]);
    const region = cell.region || '';
    let label = `${key} ${color ? words.colors[color] : words.empty}`;
    if (cell.kind === 'dot') label += words.dot;
    else if (region) label += words.region(region);
    if (isDraft) label += words.placedThisTurn;
    if (isEnd) label += words.endChosen;
    if (isLast) label += words.lastMove;
    cellLayer.append(target({
      label, key, pos: key, enabled,
      onPress: () => {
        draft.note = null;
        if (color) {
          if (!draft.end) draft.end = [cell.x, cell.y];
          else if (draft.end.join(',') === key) draft.end = null;
          else {
            draft.bridges.push([draft.end, [cell.x, cell.y]]);
            draft.end = null;
          }
        } else if (draft.place && draft.bridges.length) {
          draft.note = words.stoneStays(words.colors[draft.place.color], draft.place.cell.join(','));
        } else {
          // One stone a turn: a second press moves it, and says so.
          if (draft.place) draft.note = words.stoneMoved(words.colors[view.ui.color], draft.place.cell.join(','), key);
          draft.place = { cell: [cell.x, cell.y], color: view.ui.color };
        }
        view.redraw();
      },
    },
    cell.kind === 'dot'
      ? svg('circle', { class: 'dot-cell', cx, cy, r: CELL * 0.16 })
      : svg('rect', { class: `cell region-${region[0] || 'X'}`, x: cx - CELL / 2 + 1, y: cy - CELL / 2 + 1, width: CELL - 2, height: CELL - 2, rx: 4 }),
    color ? stone(color, cx, cy, `${isDraft ? 'draft' : ''} ${isEnd ? 'end' : ''} ${isLast ? 'last' : ''}`) : null));
  }
  // Region borders, so neighbouring regions of one shade stay apart.
  const edges = svg('g', { class: 'region-edges' });
  for (const cell of cells) {
    if (cell.kind !== 'board') continue;
    const x0 = MARGIN + cell.x * CELL;
    const y0 = MARGIN + cell.y * CELL;
    if (regionAt.get(`${cell.x + 1},${cell.y}`) !== cell.region) edges.append(svg('line', { x1: x0 + CELL, y1: y0, x2: x0 + CELL, y2: y0 + CELL }));
    if (regionAt.get(`${cell.x - 1},${cell.y}`) !== cell.region) edges.append(svg('line', { x1: x0, y1: y0, x2: x0, y2: y0 + CELL }));
    if (regionAt.get(`${cell.x},${cell.y + 1}`) !== cell.region) edges.append(svg('line', { x1: x0, y1: y0 + CELL, x2: x0 + CELL, y2: y0 + CELL }));
    if (regionAt.get(`${cell.x},${cell.y - 1}`) !== cell.region) edges.append(svg('line', { x1: x0, y1: y0, x2: x0 + CELL, y2: y0 }));
  }
  cellLayer.append(edges);
  const line = (from, to, cls) => {
    const [x1, y1] = centre(from);
    const [x2, y2] = centre(to);
    return svg('line', { class: cls, x1, y1, x2, y2 });
  };
  const summary = draftSummary(state, draft, side);
  (dlField(state, 'bridges') || []).forEach((b, index) => {
    const wouldCut = summary.cuts.includes(index);
    bridgeLayer.append(line(b.from, b.to, `bridge ${b.cut ? 'cut' : b.owner}${wouldCut ? ' would-cut' : ''}`));
  });
  draft.bridges.forEach(([a, b], i) => bridgeLayer.append(line(a, b, `bridge draft ${summary.owners[i] || 'invalid'}`)));
  // Stones above the bridges, so each end stays readable.
  for (const element of cellLayer.querySelectorAll('.stone')) stoneLayer.append(element.cloneNode(true));
  const columns = width;
  return { board, grid: { columns, rows: height, keyAt: (c, r) => (keys.has(`${c},${r}`) ? `${c},${r}` : null) } };
}
