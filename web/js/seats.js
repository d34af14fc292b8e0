// A seat in words: its player's name and side, or the side alone while it is free.
export function seatLabel(room, seat) {
  const s = room.seats.find((x) => x.seat === seat);
  if (!s) return `seat ${seat + 1}`;
  return s.name ? `${s.name} (${s.side})` : s.side;
}
