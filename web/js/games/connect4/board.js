// Connect Four: seven column buttons over a 7x6 grid; the drop target is previewed on hover
// or focus. Red discs are solid, blue discs carry a ring, so colour is never the only mark.
// The winning four is ringed and named as such.
import { svg, target } from '../../dom.js';
import { inLanguage } from '../../lang.js';
import { CATALOGUE } from './words.js';
import { winningFour } from './winning_four.js';

const FILES = 'abcdefg';
const CELL = 60;
const MARGIN = 30;

function disc(piece, cx, cy, extraClass = '') {
  if (piece === '.') return null;
  const side = piece === 'R' ? 'red' : 'blue';
  return svg('g', { class: `disc ${side} ${extraClass}` },
    svg('circle', { cx, cy, r: CELL * 0.4 }),
    side === 'blue' ? svg('circle', { class: 'mark', cx, cy, r: CELL * 0.2 }) : null);
}

export function drawConnect4(view) {
  const words = inLanguage(CATALOGUE);
  const rows = view.state.board.rows;
  const last = view.state.last;
  const four = winningFour(rows, last);
  const width = 7 * CELL + MARGIN;
  const height = 6 * CELL + MARGIN;
  const board = svg('svg', { viewBox: `0 0 ${width} ${height}`, class: 'board connect4', role: 'group',
    'aria-label': words.board });
  board.append(svg('rect', { class: 'frame', x: MARGIN, y: 0, width: 7 * CELL, height: 6 * CELL, rx: 8 }));
  const preview = svg('g', { class: 'preview' });
  for (let y = 0; y < 6; y++) {
    const rank = 6 - y;
    board.append(svg('text', { class: 'coord', x: MARGIN / 2, y: y * CELL + CELL / 2 + 5 }, rank));
    for (let x = 0; x < 7; x++) {
      const piece = rows[y][x];
      const cx = MARGIN + x * CELL + CELL / 2;
      const cy = y * CELL + CELL / 2;
      const name = `${FILES[x]}${rank} ${words.discs[piece]}`;
      const isLast = last && last[0] === x && last[1] === y;
      const inFour = four.has(`${x},${y}`);
      const label = `${name}${isLast ? words.lastMove : ''}${inFour ? words.winningFour : ''}`;
      const classes = [isLast ? 'last' : '', inFour ? 'won' : ''].filter(Boolean).join(' ');
      board.append(svg('g', { role: 'img', 'aria-label': label },
        svg('circle', { class: 'hole', cx, cy, r: CELL * 0.4 }),
        disc(piece, cx, cy, classes),
        inFour ? svg('circle', { class: 'four-ring', cx, cy, r: CELL * 0.47 }) : null));
    }
  }
  const mySide = view.mySeat === 0 ? 'R' : 'B';
  for (let x = 0; x < 7; x++) {
    board.append(svg('text', { class: 'coord', x: MARGIN + x * CELL + CELL / 2, y: height - 8 }, FILES[x]));
    let dropRow = -1;
    for (let y = 5; y >= 0; y--) if (rows[y][x] === '.') { dropRow = y; break; }
    const enabled = view.canMove && dropRow >= 0;
    board.append(target({
      label: words.column(FILES[x]), key: `c${x}`, pos: `${x},0`, enabled,
      onPress: () => view.play({ column: x }),
      onPreview: () => {
        preview.replaceChildren();
        if (enabled) preview.append(disc(mySide, MARGIN + x * CELL + CELL / 2, dropRow * CELL + CELL / 2, 'ghost'));
      },
      onPreviewEnd: () => preview.replaceChildren(),
    }, svg('rect', { class: 'hit', x: MARGIN + x * CELL, y: 0, width: CELL, height: 6 * CELL })));
  }
  board.append(preview);
  return { board, grid: { columns: 7, rows: 1, keyAt: (c) => `c${c}` } };
}
