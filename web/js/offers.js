// What is open in a room besides the draw offer: a takeback request, a rematch offer, the
// seats a claim may be made against (protocol/README.md "Takebacks", "Rematch",
// "Disconnection and claims"). takeOfferEvent follows the room's events and says what
// happened in words; the room page draws the buttons from what is open.
import { seatLabel } from './seats.js';
import { words } from './messages/index.js';

export function emptyOffers() {
  // claimable: seat -> { since, confirmed } (confirmed: the server said `claimable`; not
  // confirmed: the seat was already away when this page arrived, so the server may still
  // say how long until a claim is possible).
  return { takeback: null, rematch: null, next: null, claimable: new Map() };
}

function takebackEvent(offers, message, room, mySeat) {
  const w = words();
  const mine = message.by === mySeat;
  // The asker by name, or null for this page's player.
  const who = mine ? null : seatLabel(room, message.by);
  switch (message.status) {
    case 'open':
      offers.takeback = { by: message.by, plies: message.plies };
      return mine ? null : w.takebackAsked(who, message.plies);
    case 'accepted':
      offers.takeback = null;
      return w.takebackDone(who, message.plies);
    case 'declined':
      offers.takeback = null;
      return w.takebackDeclined(who);
    case 'lapsed':
      offers.takeback = null;
      return w.takebackLapsed(who);
    default:
      return null;
  }
}

function rematchEvent(offers, message, room, mySeat) {
  const w = words();
  const who = message.by === mySeat ? null : seatLabel(room, message.by);
  switch (message.status) {
    case 'open':
      offers.rematch = { by: message.by, agreed: message.agreed || [message.by] };
      return who === null ? null : w.rematchAsked(who);
    case 'declined':
      offers.rematch = null;
      return w.rematchDeclined(who);
    case 'lapsed':
      offers.rematch = null;
      return w.rematchLapsed;
    case 'accepted':
      offers.rematch = null;
      offers.next = message.next;
      return w.rematchAgreed(message.next);
    default:
      return null;
  }
}

// Follows one event; returns a notice in words, or null.
export function takeOfferEvent(offers, message, room, mySeat) {
  switch (message.type) {
    case 'takeback':
      return takebackEvent(offers, message, room, mySeat);
    case 'rematch':
      return rematchEvent(offers, message, room, mySeat);
    case 'claimable': {
      offers.claimable.set(message.seat, { since: message.since, confirmed: true });
      if (message.seat === mySeat) return null;
      return words().mayClaim(seatLabel(room, message.seat), room.seats.length === 2);
    }
    case 'seat_out':
      offers.claimable.delete(message.seat);
      return words().seatOut(message.seat === mySeat ? null : seatLabel(room, message.seat), message.reason);
    case 'moved':
      // Every seat that moves is present; the server closes a takeback by its own event.
      offers.claimable.delete(message.seat);
      return null;
    case 'game_over':
      offers.takeback = null;
      offers.claimable.clear();
      return null;
    default:
      return null;
  }
}

// A new ROOM: seats back online can no longer be claimed against; a seat already away when
// this page took the room (a reply: joining or a full sync) may be. Returns a notice when a
// player left or came back during the game.
export function takeRoomSnapshot(offers, before, room, mySeat, isReply) {
  const notices = [];
  for (const seat of room.seats) {
    const was = before && before.seats.find((s) => s.seat === seat.seat);
    if (seat.online) {
      const couldClaim = offers.claimable.delete(seat.seat);
      const returned = was && was.player === seat.player && seat.player && !was.online && room.status === 'playing';
      if ((couldClaim || returned) && seat.seat !== mySeat) notices.push(words().isBack(seatLabel(room, seat.seat)));
      continue;
    }
    if (!seat.player || seat.offline_since === undefined || seat.seat === mySeat) continue;
    if (room.status !== 'playing') continue;
    if (was && was.online) notices.push(words().leftGame(seatLabel(room, seat.seat)));
    else if (isReply && !offers.claimable.has(seat.seat))
      offers.claimable.set(seat.seat, { since: seat.offline_since, confirmed: false });
  }
  return notices.length ? notices.join(' ') : null;
}
