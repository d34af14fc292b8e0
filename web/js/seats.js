// A seat in words: its player's name and side, or the side alone while it is free. The side
// is the game's word for it (a side the wire calls "p2" may read "blue").
import { gameOf } from './games/registry.js';
import { words } from './messages/index.js';

export function sideText(room, seat) {
  return gameOf(room.game).sideText(seat.seat, seat.side);
}

export function seatLabel(room, seat) {
  const s = room.seats.find((x) => x.seat === seat);
  if (!s) return words().seatNumber(seat + 1);
  return s.name ? `${s.name} (${sideText(room, s)})` : sideText(room, s);
}
