// /g/ID: a stored game, move by move, from /api/games/{id}.
import { h } from './dom.js';
import { resultText, seatLabel } from './words.js';
import { formatClock } from './clock.js';
import { gameOf } from './games/registry.js';
import { rulesLink } from './rules.js';
import { playerHeaders } from './net.js';
import { moveItems, moveText, recordMoves } from './move_list.js';
import { downloadText } from './download.js';
import { words } from './messages/index.js';

export function replayView(root, id) {
  const w = words();
  const heading = h('h1', {}, w.gameNumber(id));
  const status = h('div', { role: 'status', class: 'result' });
  const boardBox = h('div', { class: 'board-box' });
  const position = h('p', { class: 'turn', 'aria-live': 'polite' });
  const list = h('ol', { class: 'moves', 'aria-label': w.moves });
  const controls = h('div', { class: 'buttons' });
  root.append(heading, status, h('div', { class: 'play' }, boardBox, h('div', { class: 'side' }, position, controls, list)));
  fetch(`/api/games/${id}?positions=1`, { cache: 'no-store', headers: playerHeaders() }).then(async (response) => {
    if (!response.ok) {
      status.textContent = response.status === 404 ? w.noSuchGame(id) : w.gameNotLoaded;
      return;
    }
    const stored = await response.json();
    // Moves taken back stay in the record, marked; the replay shows the moves that stand.
    const entries = stored.record || [];
    const allMoves = recordMoves(stored);
    const record = { ...stored, moves: allMoves.filter((m) => !m.taken_back_at) };
    const takenBack = allMoves.length - record.moves.length;
    // In a timed game each entry of the record carries the clocks as they stood after it.
    const clocksAfter = new Map(entries.filter((e) => e.clock).map((e) => [e.seq, e.clock.remaining_ms]));
    const game = gameOf(record.game);
    heading.after(h('p', {}, rulesLink(record.game)));
    const room = { game: record.game, options: record.options || {},
      seats: record.players.map((p) => ({ seat: p.seat, name: p.name, player: p.player,
        side: p.side || game.sideNames(record.players.length)[p.seat] || w.seatNumber(p.seat + 1) })) };
    heading.textContent = w.replayTitle(game.title(), id);
    if (record.result) status.textContent = resultText(room, record.result, null);
    // A rematch and the game before it link to each other.
    for (const [other, named] of [[stored.rematch, w.itsRematch], [stored.rematch_of, w.gameBefore]]) {
      if (other) status.after(h('p', {}, h('a', { href: `/g/${other}`, 'data-internal': true }, named(other))));
    }
    // The game text (tag pairs, then the moves as the game writes them). Fetched with the
    // player's identity, which a private game asks for and which never goes in an address.
    const textPath = `/api/games/${id}.txt`;
    const download = h('a', { href: textPath, download: `${record.game}-${id}.txt`, onClick: (event) => {
      event.preventDefault();
      fetch(textPath, { cache: 'no-store', headers: playerHeaders() }).then(async (answer) => {
        if (!answer.ok) throw new Error(String(answer.status));
        downloadText(`${record.game}-${id}.txt`, await answer.text(), 'text/plain');
      }).catch(() => { status.append(h('p', { class: 'notice' }, w.textNotLoaded)); });
    } }, w.downloadText);
    controls.after(h('p', {}, download));
    if (takenBack) list.before(h('p', { class: 'notice' }, w.takenBackNote(takenBack)));
    // The server replays the record through the rules: the position before each move that
    // stands, then the end.
    const states = stored.positions || [];
    let at = states.length - 1;
    const show = () => {
      if (!states.length) {
        position.textContent = w.replaysAsList;
        return;
      }
      const ui = { lastMove: at > 0 ? record.moves[at - 1].move : null };
      const view = { state: states[at], room, mySeat: null, canMove: false, ui, play() {}, redraw() {}, tell() {} };
      boardBox.replaceChildren(game.drawBoard(view).board);
      position.textContent = at === 0 ? w.startPosition : w.afterMove(at, record.moves.length, moveText(game, record.moves[at - 1].move));
      const clocks = at > 0 && clocksAfter.get(record.moves[at - 1].seq);
      if (clocks) position.textContent += w.clocksAfter(clocks.map((ms, seat) => `${seatLabel(room, seat)} ${formatClock(ms)}`));
      for (const [i, item] of [...list.children].entries()) item.classList.toggle('current', i === at - 1);
    };
    const step = (to) => { at = Math.max(0, Math.min(states.length - 1, to)); show(); };
    if (!states.length) at = 0;
    controls.append(
      h('button', { onClick: () => step(0) }, w.first),
      h('button', { onClick: () => step(at - 1) }, w.previous),
      h('button', { onClick: () => step(at + 1) }, w.next),
      h('button', { onClick: () => step(states.length - 1) }, w.last));
    list.append(...moveItems(room, game, record.moves, (i) => step(i + 1)));
    show();
  }).catch(() => { status.textContent = w.gameNotLoaded; });
  return {};
}
