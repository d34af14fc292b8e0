// "My unfinished games" on the start page: each room where this player holds a seat, named by
// its game, the opponents and whose turn it is. One `my_rooms` asks the server for them all, as
// they stand, without entering any: the opponents see no coming and going. A room the answer
// does not hold (among several nodes, one held by another node) stays listed by its code.
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

  return {
    element,
    // The welcome's rooms: listed by code at once, each named once my_rooms has answered.
    start(welcome, connection) {
      const links = new Map(welcome.rooms.map((code) =>
        [code, h('a', { href: `/r/${code}`, 'data-internal': true }, `Room ${code}`)]));
      element.hidden = links.size === 0;
      list.replaceChildren(...[...links.values()].map((link) => h('li', {}, link)));
      if (links.size === 0) return;
      connection.request({ type: 'my_rooms' }).then((reply) => {
        for (const { room, to_move: toMove } of reply.rooms || []) {
          const link = links.get(room.code);
          if (link) link.textContent = unfinishedLine(room, { to_move: toMove }, welcome.player);
        }
      }).catch(() => {});
    },
  };
}
