// "My unfinished games" on the start page: each room where this player holds a seat, named by
// its game, the opponents and whose turn it is. The page looks at each room as the terminal
// client's `resume` does: a sync answers its ROOM and STATE, then the page leaves it again.
import { h } from './dom.js';
import { gameOf } from './games/registry.js';
import { seatLabel } from './seats.js';

// "Connect Four against bob (blue), your turn (K7QX2M)" for one room, as `player` sees it.
export function unfinishedLine(room, state, player) {
  const others = room.seats.filter((s) => s.player && s.player !== player).map((s) => seatLabel(room, s.seat));
  const mine = room.seats.find((s) => s.player === player);
  const toMove = state ? state.to_move : null;
  let turn = '';
  if (room.status === 'waiting') turn = ', waiting for players';
  else if (room.status === 'finished') turn = ', over';
  else if (toMove !== null && toMove !== undefined) turn = mine && mine.seat === toMove ? ', your turn' : `, ${seatLabel(room, toMove)} to move`;
  const against = others.length ? ` against ${others.join(', ')}` : '';
  return `${gameOf(room.game).title()}${against}${turn} (${room.code})`;
}

export function unfinishedGames() {
  const list = h('ul', { class: 'mine' });
  const element = h('section', { hidden: true }, h('h2', {}, 'My unfinished games'), list);
  // Per code: its link, and what the sync told (the room, then its state), until it is left.
  let looked = new Map();
  let player = null;
  let connection = null;

  function leave(code, entry) {
    if (entry.left) return;
    entry.left = true;
    if (connection && connection.welcome) connection.socket.send(JSON.stringify({ type: 'leave_room', code }));
  }

  function show(code, entry) {
    entry.link.textContent = unfinishedLine(entry.room, entry.state, player);
    leave(code, entry);
  }

  return {
    element,
    // The welcome's rooms: listed by code at once, each named once its sync has answered.
    start(welcome, current) {
      for (const [code, entry] of looked) leave(code, entry);
      connection = current;
      player = welcome.player;
      looked = new Map(welcome.rooms.map((code) => [code,
        { link: h('a', { href: `/r/${code}`, 'data-internal': true }, `Room ${code}`), room: null, state: null, left: false }]));
      element.hidden = looked.size === 0;
      list.replaceChildren(...[...looked.values()].map((entry) => h('li', {}, entry.link)));
      for (const [code, entry] of looked) {
        connection.request({ type: 'sync', code }).then((reply) => {
          // A room that closed meanwhile stays listed by its code.
          if (reply.type === 'error') entry.left = true;
        }).catch(() => {});
      }
    },
    // A room event: the sync's ROOM, then its STATE (a room still waiting has none).
    take(message) {
      const code = message.code || (message.room && message.room.code);
      const entry = looked.get(code);
      if (!entry || entry.left) return;
      if (message.type === 'room') entry.room = message.room;
      else if (message.type === 'state') entry.state = message.state;
      if (entry.room && (entry.state || entry.room.status === 'waiting')) show(code, entry);
    },
    // Leaving the start page: no room stays attached to this connection for it.
    stop() {
      for (const [code, entry] of looked) leave(code, entry);
    },
  };
}
