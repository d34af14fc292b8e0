// The room's head: its title, the link to the game's rules, a line per seat (who, online, to move, out) and whose turn it is.
import { h } from '../dom.js';
import { words } from '../messages/index.js';
import { documentTitle, seatLines, shownRoom, titleText, turnText } from '../room_model.js';
import { rulesLink } from '../rules.js';

export function headView(model) {
  const title = h('h1', {}, titleText(model));
  const seats = h('ul', { class: 'seats' });
  const turn = h('p', { class: 'turn', 'aria-live': 'polite' });
  const rules = h('p', { class: 'room-rules' });
  return {
    element: h('section', { class: 'room-head' }, title, rules, seats, turn),
    render() {
      title.textContent = titleText(model);
      const pageTitle = documentTitle(model);
      if (pageTitle) document.title = pageTitle;
      turn.textContent = turnText(model);
      const room = shownRoom(model);
      if (!room) return;
      if (rules.dataset.game !== room.game) {
        rules.dataset.game = room.game;
        rules.replaceChildren(rulesLink(room.game, { beside: true }));
      }
      const w = words();
      seats.replaceChildren(...seatLines(model).map((s) => h('li', { class: `seat seat${s.seat}${s.toMove ? ' to-move' : ''}` },
        h('span', { class: `swatch ${room.game} side-${s.side}`, 'aria-hidden': 'true' }, s.swatch),
        h('span', { class: s.online ? 'dot online' : 'dot offline', 'aria-hidden': 'true' }),
        s.text,
        h('span', { class: 'sr-only' }, s.occupied ? (s.online ? w.online : w.offlineSeat) : ''),
        s.toMove ? h('span', { class: 'badge' }, w.toMoveBadge) : null,
        s.out ? h('span', { class: 'out' }, w.outOfGame) : null)),
      h('li', { class: 'spectators' }, w.watching(room.spectators)));
    },
  };
}
