// Hnefatafl (Fetlar 11x11): every square is a button named by its square and what stands
// there. Select one of your pieces, then one of the destinations marked on the board; a
// press on another square says why the piece cannot go there. The page knows no rule: the
// destinations are the server's legal moves, and why a move is refused is its answer to
// check_move.
import { svg, target } from '../../dom.js';
import { inLanguage } from '../../lang.js';
import { CATALOGUE } from './words.js';

const FILES = 'abcdefghijk';
const CELL = 40;
const MARGIN = 26;
const RESTRICTED = new Set(['a1', 'a11', 'k1', 'k11', 'f6']);

function piece(kind, cx, cy, extraClass = '') {
  if (kind === '.') return null;
  const cls = { A: 'attacker', D: 'defender', K: 'king' }[kind];
  return svg('g', { class: `piece ${cls} ${extraClass}` },
    svg('circle', { cx, cy, r: CELL * 0.36 }),
    // The king wears a cross, defenders a ring: the mark does not rely on colour alone.
    kind === 'K' ? svg('path', { class: 'mark', d: `M${cx - 9} ${cy}h18M${cx} ${cy - 9}v18` }) : null,
    kind === 'D' ? svg('circle', { class: 'mark', cx, cy, r: CELL * 0.16 }) : null);
}

export function squareName(x, y) {
  return `${FILES[x]}${11 - y}`;
}

export function drawHnefatafl(view) {
  const words = inLanguage(CATALOGUE);
  const rows = view.state.board.rows;
  const ui = view.ui;
  const mySide = view.mySeat === 0 ? 'attackers' : 'defenders';
  const mine = (kind) => (mySide === 'attackers' ? kind === 'A' : kind === 'D' || kind === 'K');
  if (ui.selected && !(view.canMove && mine(rows[ui.selected[1]][ui.selected[0]]))) ui.selected = null;
  const from = ui.selected ? squareName(ui.selected[0], ui.selected[1]) : null;
  const legal = from ? view.legalMoves() || [] : [];
  const reachable = new Set(legal.filter((m) => m.from === from).map((m) => m.to));
  const last = ui.lastMove;
  const size = 11 * CELL + MARGIN;
  const board = svg('svg', { viewBox: `0 0 ${size} ${size}`, class: 'board hnefatafl', role: 'group',
    'aria-label': words.board });
  for (let y = 0; y < 11; y++) {
    board.append(svg('text', { class: 'coord', x: MARGIN / 2, y: y * CELL + CELL / 2 + 5 }, 11 - y));
    for (let x = 0; x < 11; x++) {
      const name = squareName(x, y);
      const kind = rows[y][x];
      const px = MARGIN + x * CELL;
      const py = y * CELL;
      const isSelected = ui.selected && ui.selected[0] === x && ui.selected[1] === y;
      const isDestination = reachable.has(name);
      const wasLast = last && (last.from === name || last.to === name);
      // With a piece selected every square answers: a move, another piece, or why not.
      const enabled = view.canMove && (mine(kind) || isDestination || Boolean(ui.selected));
      let label = `${name} ${words.pieces[kind]}`;
      if (isSelected) label += words.selected;
      if (isDestination) label += words.moveHere;
      if (wasLast) label += words.lastMove;
      const classes = ['square', (x + y) % 2 ? 'dark' : 'light'];
      if (RESTRICTED.has(name)) classes.push('restricted');
      if (wasLast) classes.push('last');
      if (isSelected) classes.push('selected');
      board.append(target({
        label, key: name, pos: `${x},${y}`, enabled,
        onPress: () => {
          if (isDestination) {
            ui.selected = null;
            view.play({ from, to: name });
          } else if (!mine(kind)) {
            explainRefusal(view, rows, ui.selected, [x, y]);
          } else {
            ui.selected = isSelected ? null : [x, y];
            view.redraw();
          }
        },
      },
      svg('rect', { class: classes.join(' '), x: px, y: py, width: CELL, height: CELL }),
      RESTRICTED.has(name) ? svg('path', { class: 'restricted-mark', d: `M${px + 8} ${py + 8}L${px + CELL - 8} ${py + CELL - 8}M${px + CELL - 8} ${py + 8}L${px + 8} ${py + CELL - 8}` }) : null,
      piece(kind, px + CELL / 2, py + CELL / 2),
      isDestination ? svg('circle', { class: 'destination', cx: px + CELL / 2, cy: py + CELL / 2, r: 6 }) : null));
    }
  }
  for (let x = 0; x < 11; x++)
    board.append(svg('text', { class: 'coord', x: MARGIN + x * CELL + CELL / 2, y: size - 8 }, FILES[x]));
  // Pieces taken by the latest move fade out where they stood.
  for (const [x, y, kind] of ui.captured || [])
    board.append(piece(kind, MARGIN + x * CELL + CELL / 2, y * CELL + CELL / 2, 'captured'));
  ui.captured = [];
  return { board, grid: { columns: 11, rows: 11, keyAt: (c, r) => squareName(c, r) } };
}

// Why the selected piece cannot go to the square pressed, in the page's words, from the
// server's answer to check_move (README, "Refusals").
async function explainRefusal(view, rows, from, to) {
  const answer = await view.checkMove({ from: squareName(...from), to: squareName(...to) });
  if (!answer || answer.legal || !answer.error.details) return;
  const words = inLanguage(CATALOGUE);
  const details = answer.error.details;
  const at = details.at ? [FILES.indexOf(details.at[0]), 11 - Number(details.at.slice(1))] : null;
  const why = details.why === 'blocked'
    ? words.why.blocked(words.pieces[rows[at[1]][at[0]]], details.at)
    : words.why[details.why];
  if (why) view.tell(words.cannotReach(words.pieces[rows[from[1]][from[0]]], squareName(...from), squareName(...to), why));
}

// What the latest move took: pieces on the old board missing from the new one, except the
// piece that moved away.
export function capturedBetween(before, after, move) {
  const taken = [];
  if (!before || !move) return taken;
  for (let y = 0; y < 11; y++)
    for (let x = 0; x < 11; x++)
      if (before[y][x] !== '.' && after[y][x] === '.' && squareName(x, y) !== move.from)
        taken.push([x, y, before[y][x]]);
  return taken;
}
