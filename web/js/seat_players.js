// Against the computer in a game of three or more: who plays each seat but the creator's, the
// computer or a friend who comes by the link. Every seat the computer's is the plain `ai`; a
// mix names the computer's seats (`ai.seats`), and the others wait for friends.
import { h } from './dom.js';
import { field, select } from './form.js';
import { words } from './messages/index.js';

export function seatPlayersBox() {
  const list = h('div', {});
  const element = h('fieldset', { class: 'options', hidden: true },
    h('legend', {}, words().otherSeats), list);
  const choices = new Map(); // seat -> its select, kept across refreshes
  return {
    element,
    // sides: the game's side names; mySeat: the creator's seat, or null for a random one.
    refresh(shown, sides, mySeat) {
      element.hidden = !shown || sides.length < 3;
      if (element.hidden) return;
      list.replaceChildren(...sides.flatMap((side, seat) => {
        if (seat === mySeat) return [];
        if (!choices.has(seat)) choices.set(seat, select(`seat-player-${seat}`, Object.entries(words().seatChoices), 'computer'));
        return [field(words().seatOf(side), choices.get(seat))];
      }));
    },
    // The `ai` of create_room at this level.
    ai(level, seatCount, mySeat) {
      const computer = [];
      let friends = 0;
      for (let seat = 0; seat < seatCount; seat++) {
        if (seat === mySeat) continue;
        if (element.hidden || !choices.has(seat) || choices.get(seat).value === 'computer') computer.push(seat);
        else friends += 1;
      }
      return friends ? { level, seats: computer } : { level };
    },
  };
}
