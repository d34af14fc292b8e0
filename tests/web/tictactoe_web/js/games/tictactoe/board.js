// Tic-tac-toe: nine squares, each a button named by its square and its mark.
import { svg, target } from '../../dom.js';
import { inLanguage } from '../../lang.js';
import { CATALOGUE } from './words.js';

const CELL = 80;

export const squareName = ([x, y]) => `${'abc'[x]}${3 - y}`;

export function drawTictactoe(view) {
  const words = inLanguage(CATALOGUE);
  const rows = view.state.board.rows;
  const board = svg('svg', { viewBox: `0 0 ${3 * CELL} ${3 * CELL}`, class: 'board tictactoe', role: 'group', 'aria-label': words.board });
  for (let y = 0; y < 3; y++) {
    for (let x = 0; x < 3; x++) {
      const mark = rows[y][x];
      board.append(target({
        label: words.square(squareName([x, y]), words.marks[mark]), key: `${x},${y}`, pos: `${x},${y}`,
        enabled: view.canMove && mark === '.',
        onPress: () => view.play({ cell: [x, y] }),
      },
      svg('rect', { class: 'hit', x: x * CELL, y: y * CELL, width: CELL, height: CELL, stroke: 'currentColor' }),
      mark === '.' ? null : svg('text', { x: x * CELL + CELL / 2, y: y * CELL + CELL * 0.65, 'text-anchor': 'middle', 'font-size': CELL * 0.6, fill: 'currentColor' }, words.marks[mark])));
    }
  }
  return { board, grid: { columns: 3, rows: 3, keyAt: (c, r) => `${c},${r}` } };
}
