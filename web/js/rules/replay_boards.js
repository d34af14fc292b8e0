// The boards of a stored game after each move, for the replay page: the stored record
// (/api/games/{id}) holds the moves but not the positions. Only what drawing needs is
// rebuilt: Connect Four drops, Hnefatafl moves with their captures, Grav placements and
// removals (without the placements a correct call voided), Divided Loyalties stones and bridges (cut as dl_bridges.js previews them) on the
// position read from its CSV.
import { bridgeCells, bridgeOwner, conflict } from './dl_bridges.js';
const EMPTY_C4 = Array(6).fill('.......');
const TAFL_START = [
  '...AAAAA...', '.....A.....', '...........', 'A....D....A', 'A...DDD...A', 'AA.DDKDD.AA',
  'A...DDD...A', 'A....D....A', '...........', '.....A.....', '...AAAAA...'];

function setAt(rows, x, y, c) {
  rows[y] = rows[y].slice(0, x) + c + rows[y].slice(x + 1);
}

function square(name) {
  return [name.charCodeAt(0) - 97, 11 - Number(name.slice(1))];
}

// Custodian captures of ordinary pieces and the four-sided king capture, as the rules say.
function taflMove(before, move) {
  const rows = [...before];
  const [fx, fy] = square(move.from);
  const [tx, ty] = square(move.to);
  const kind = rows[fy][fx];
  setAt(rows, fx, fy, '.');
  setAt(rows, tx, ty, kind);
  const attacker = kind === 'A';
  const at = (x, y) => (x < 0 || y < 0 || x > 10 || y > 10 ? null : rows[y][x]);
  const special = (x, y) => ((x === 0 || x === 10) && (y === 0 || y === 10)) || (x === 5 && y === 5);
  const hostile = (x, y, victimIsAttacker) => {
    const c = at(x, y);
    if (c === null) return false;
    if (victimIsAttacker ? c === 'D' || c === 'K' : c === 'A') return true;
    if (x === 5 && y === 5) return c === '.' || (victimIsAttacker && c === 'K');
    return special(x, y) && c === '.';
  };
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
    const vx = tx + dx;
    const vy = ty + dy;
    const victim = at(vx, vy);
    if (!victim || victim === '.') continue;
    if (victim === 'K' && attacker) {
      const sides = [[1, 0], [-1, 0], [0, 1], [0, -1]].map(([sx, sy]) => at(vx + sx, vy + sy));
      if (sides.includes(null)) continue; // an edge king is safe
      const around = [[1, 0], [-1, 0], [0, 1], [0, -1]].every(([sx, sy]) =>
        at(vx + sx, vy + sy) === 'A' || (vx + sx === 5 && vy + sy === 5 && at(5, 5) === '.'));
      if (around) setAt(rows, vx, vy, '.');
      continue;
    }
    if (victim === 'K') continue;
    const victimIsAttacker = victim === 'A';
    if (victimIsAttacker === attacker) continue;
    if (hostile(vx + dx, vy + dy, victimIsAttacker)) setAt(rows, vx, vy, '.');
  }
  return rows;
}

// The cells of one position from CSV text (position_id,position_name,row,c0,c1,...).
export function positionCells(csv, id) {
  const cells = [];
  let width = 0;
  let height = 0;
  for (const line of csv.split(/\r?\n/).slice(1)) {
    const fields = line.split(',').map((f) => f.trim());
    if (fields.length < 4 || (id !== null && Number(fields[0]) !== id)) continue;
    const y = Number(fields[2]);
    fields.slice(3).forEach((token, x) => {
      width = Math.max(width, x + 1);
      if (token === '.' || token === '') return;
      cells.push({ x, y, kind: token === 'o' ? 'dot' : 'board', region: token === 'o' ? null : token });
    });
    height = Math.max(height, y + 1);
  }
  return { width, height, cells };
}

function dlStates(record, positionsCsv) {
  const options = record.options || {};
  const layout = options.position_csv ? positionCells(options.position_csv, null)
    : positionCells(positionsCsv || '', options.position);
  const stones = [];
  const bridges = [];
  const snapshot = () => ({ board: { ...layout, stones: [...stones], bridges: bridges.map((b) => ({ ...b })) } });
  const states = [snapshot()];
  for (const { move, seat } of record.moves) {
    if (move.place) {
      const side = seat === 0 ? 'blue' : 'yellow';
      stones.push({ x: move.place.cell[0], y: move.place.cell[1], color: move.place.color });
      const colorAt = ([x, y]) => (stones.find((s) => s.x === x && s.y === y) || {}).color;
      for (const [from, to] of move.bridges || []) {
        const cells = bridgeCells(from, to);
        const owner = cells && bridgeOwner(cells.map(colorAt), side);
        if (!owner) continue;
        if (owner === 'red')
          for (const b of bridges)
            if (b.owner !== 'red' && !b.cut && conflict(cells, bridgeCells(b.from, b.to))) b.cut = true;
        bridges.push({ from, to, owner, by: side, cut: false });
      }
    }
    states.push(snapshot());
  }
  return states;
}

export function replayStates(record, positionsCsv) {
  if (record.game === 'divided_loyalties') return record.options && record.options.export ? [] : dlStates(record, positionsCsv);
  const game = record.game;
  const states = [];
  if (game === 'connect4') {
    let rows = [...EMPTY_C4];
    states.push({ board: { rows }, last: null });
    for (const { move, seat } of record.moves) {
      rows = [...rows];
      let y = 5;
      while (y >= 0 && rows[y][move.column] !== '.') y--;
      if (y >= 0) setAt(rows, move.column, y, seat === 0 ? 'R' : 'B');
      states.push({ board: { rows }, last: [move.column, y] });
    }
  } else if (game === 'hnefatafl') {
    let rows = [...TAFL_START];
    states.push({ board: { rows } });
    for (const { move } of record.moves) {
      rows = taflMove(rows, move);
      states.push({ board: { rows } });
    }
  } else if (game === 'grav') {
    const size = (record.options && record.options.size) || 13;
    let rows = Array(size).fill('.'.repeat(size));
    let last = null;
    states.push({ board: { size, rows }, last, params: record.options });
    // A correct call takes the called placement back before the next move.
    const voided = new Set((record.challenges || []).filter((c) => c.correct).map((c) => c.called_ply));
    for (const { move, seat, ply } of record.moves) {
      rows = [...rows];
      if (move.place && !voided.has(ply)) {
        setAt(rows, move.place[0], move.place[1], String(seat));
        last = move.place;
      } else if (move.remove) {
        setAt(rows, move.remove[0], move.remove[1], '.');
      }
      states.push({ board: { size, rows }, last, params: record.options });
    }
  }
  return states;
}
