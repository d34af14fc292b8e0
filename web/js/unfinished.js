// "My unfinished games" on the start page: each room where this player holds a seat, named by
// its game, the opponents and whose turn it is. One `my_rooms` asks the server for them all, as
// they stand, without entering any: the opponents see no coming and going. A room the answer
// does not hold (among several nodes, one held by another node) stays listed by its code.
import { h } from './dom.js';
import { gameOf } from './games/registry.js';
import { seatLabel } from './seats.js';
import { words } from './messages/index.js';

// "Connect Four against bob (blue), your turn (K7QX2M)" for one room, as `player` sees it.
export function unfinishedLine(room, state, player) {
  const others = room.seats.filter((s) => s.player && s.player !== player).map((s) => seatLabel(room, s.seat));
  const mine = room.seats.find((s) => s.player === player);
  const toMove = state ? state.to_move : null;
  const w = words();
  let turn = '';
  if (room.status === 'waiting') turn = w.unfinishedWaiting;
  else if (room.status === 'finished') turn = w.unfinishedOver;
  else if (toMove !== null && toMove !== undefined) turn = mine && mine.seat === toMove ? w.unfinishedYourTurn : w.unfinishedToMove(seatLabel(room, toMove));
  return w.unfinished(gameOf(room.game).title(), others, turn, room.code);
}

export function unfinishedGames() {
  const list = h('ul', { class: 'mine' });
  const element = h('section', { hidden: true }, h('h2', {}, words().myGames), list);

  return {
    element,
    // The welcome's rooms: listed by code at once, each named once my_rooms has answered.
    start(welcome, connection) {
      const links = new Map(welcome.rooms.map((code) =>
        [code, h('a', { href: `/r/${code}`, 'data-internal': true }, words().roomCode(code))]));
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
