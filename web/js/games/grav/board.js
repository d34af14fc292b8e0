// Grav: an N x N grid of points, each a button named "x,y" and its owner. Stones carry
// their seat number as well as a colour. The Manhattan ring d..e around the latest stone is
// shaded, the latest stone ringed. The axis numbers stand clear of the stones, so a stone on an
// edge point never hides them.
import { svg, target } from '../../dom.js';
import { inLanguage } from '../../lang.js';
import { CATALOGUE } from './words.js';

export function gravField(state, name) {
  if (state[name] !== undefined) return state[name];
  return state.board ? state.board[name] : undefined;
}

// A placement, with the bonus claim when its box is ticked.
function placement(ui, point) {
  return ui.bonus ? { place: point, bonus: 1 } : { place: point };
}

export function drawGrav(view) {
  const words = inLanguage(CATALOGUE);
  const state = view.state;
  const size = state.board.size;
  const rows = state.board.rows;
  const cell = Math.max(22, Math.floor(560 / size));
  const stoneRadius = cell * 0.42;
  // Room for a number beside the outermost stones: above them and to their left.
  const margin = Math.ceil(stoneRadius) + 16;
  const span = (size - 1) * cell;
  const width = span + 2 * margin;
  const last = gravField(state, 'last');
  const params = gravField(state, 'params') || view.room.options || {};
  const penalty = state.phase === 'penalty_remove';
  const violator = penalty ? (gravField(state, 'penalty') || {}).violator : undefined;
  const board = svg('svg', { viewBox: `0 0 ${width} ${width}`, class: 'board grav', role: 'group',
    'aria-label': words.board(size) });
  const at = (i) => margin + i * cell;
  for (let i = 0; i < size; i++) {
    board.append(svg('line', { class: 'grid', x1: at(0), y1: at(i), x2: at(size - 1), y2: at(i) }));
    board.append(svg('line', { class: 'grid', x1: at(i), y1: at(0), x2: at(i), y2: at(size - 1) }));
    if (i % 2 === 0 || size <= 13) {
      board.append(svg('text', { class: 'coord small', x: at(i), y: at(0) - stoneRadius - 5 }, i));
      board.append(svg('text', { class: 'coord small', x: at(0) - stoneRadius - 9, y: at(i) + 4 }, i));
    }
  }
  const ringOn = last && !penalty && params.e !== undefined;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const owner = rows[y][x];
      const empty = owner === '.';
      const distance = last ? Math.abs(x - last[0]) + Math.abs(y - last[1]) : -1;
      const inRing = ringOn && distance >= params.d && distance <= params.e;
      const isLast = last && last[0] === x && last[1] === y;
      let enabled = false;
      if (view.canMove && !penalty) enabled = empty;
      if (view.canMove && penalty) enabled = !empty && (violator === undefined ? Number(owner) !== view.mySeat : Number(owner) === violator);
      let label = `${x},${y} ${empty ? words.empty : words.side(Number(owner))}`;
      if (isLast) label += words.latestPlacement;
      if (inRing && empty) label += words.inDistance;
      board.append(target({
        label, key: `${x},${y}`, pos: `${x},${y}`, enabled,
        onPress: () => view.play(penalty ? { remove: [x, y] } : placement(view.ui, [x, y])),
      },
      svg('rect', { class: inRing ? 'hit ring' : 'hit', x: at(x) - cell / 2, y: at(y) - cell / 2, width: cell, height: cell }),
      empty ? svg('circle', { class: 'point', cx: at(x), cy: at(y), r: 2.5 }) :
        svg('g', { class: `stone seat${owner}${isLast ? ' last' : ''}` },
          svg('circle', { cx: at(x), cy: at(y), r: stoneRadius }),
          svg('text', { x: at(x), y: at(y) + cell * 0.16, 'font-size': cell * 0.45 }, Number(owner) + 1))));
    }
  }
  return { board, grid: { columns: size, rows: size, keyAt: (c, r) => `${c},${r}` } };
}
