// A seat in words: its player's name and side, or the side alone while it is free. The side
// is the game's word for it (a side the wire calls "p2" may read "blue").
import { gameOf } from './games/registry.js';
import { words } from './messages/index.js';

export function sideText(room, seat) {
  return gameOf(room.game).sideText(seat.seat, seat.side);
}

// The name of a seat's player: the server's computer (protocol/README.md: the player `ai_easy`,
// `ai_normal` or `ai_hard`) in the page's words, anyone else as they named themselves.
export function playerName(seat) {
  const computer = /^ai_([a-z]+)$/.exec(seat.player || '');
  return computer ? words().computerName(computer[1]) : seat.name;
}

// A player's name with their rating in the room's game beside it, when they have one (an
// account; `?` while provisional).
export function ratedName(seat) {
  const name = playerName(seat);
  return Number.isInteger(seat.rating) ? words().ratedName(name, seat.rating, seat.provisional) : name;
}

export function seatLabel(room, seat) {
  const s = room.seats.find((x) => x.seat === seat);
  if (!s) return words().seatNumber(seat + 1);
  return s.name ? `${playerName(s)} (${sideText(room, s)})` : sideText(room, s);
}
