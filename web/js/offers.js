// What is open in a room besides the draw offer: a takeback request, a rematch offer, the
// seats a claim may be made against (protocol/README.md "Takebacks", "Rematch",
// "Disconnection and claims"). takeOfferEvent follows the room's events and says what
// happened in words; the room page draws the buttons from what is open.
import { seatLabel } from './seats.js';

export function emptyOffers() {
  // claimable: seat -> { since, confirmed } (confirmed: the server said `claimable`; not
  // confirmed: the seat was already away when this page arrived, so the server may still
  // say how long until a claim is possible).
  return { takeback: null, rematch: null, next: null, claimable: new Map() };
}

const movesText = (plies) => (plies === 2 ? 'their move and the reply' : 'their last move');

function takebackEvent(offers, message, room, mySeat) {
  const who = seatLabel(room, message.by);
  const mine = message.by === mySeat;
  switch (message.status) {
    case 'open':
      offers.takeback = { by: message.by, plies: message.plies };
      return mine ? null : `${who} asks to take back ${movesText(message.plies)}.`;
    case 'accepted':
      offers.takeback = null;
      return `${message.plies === 2 ? 'Two moves were' : 'One move was'} taken back at ${mine ? 'your' : `${who}'s`} request.`;
    case 'declined':
      offers.takeback = null;
      return mine ? 'Your takeback request was declined.' : `${who}'s takeback request was declined.`;
    case 'lapsed':
      offers.takeback = null;
      return mine ? 'Your takeback request lapsed.' : `${who}'s takeback request lapsed.`;
    default:
      return null;
  }
}

function rematchEvent(offers, message, room, mySeat) {
  switch (message.status) {
    case 'open':
      offers.rematch = { by: message.by, agreed: message.agreed || [message.by] };
      return message.by === mySeat ? null : `${seatLabel(room, message.by)} asks for a rematch.`;
    case 'declined':
      offers.rematch = null;
      return message.by === mySeat ? 'You declined the rematch.' : `${seatLabel(room, message.by)} declined the rematch.`;
    case 'lapsed':
      offers.rematch = null;
      return 'The rematch offer lapsed.';
    case 'accepted':
      offers.rematch = null;
      offers.next = message.next;
      return `Rematch agreed: the new game is in room ${message.next}.`;
    default:
      return null;
  }
}

const reasonWords = { timeout: 'ran out of time', abandoned: 'was away too long and is out of the game' };

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
      const draw = room.seats.length === 2 ? ' or a draw' : '';
      return `${seatLabel(room, message.seat)} has been away too long: you may claim the victory${draw}.`;
    }
    case 'seat_out':
      offers.claimable.delete(message.seat);
      return `${message.seat === mySeat ? 'You' : seatLabel(room, message.seat)} ${reasonWords[message.reason] || 'left the game'}.`;
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
      if ((couldClaim || returned) && seat.seat !== mySeat) notices.push(`${seatLabel(room, seat.seat)} is back.`);
      continue;
    }
    if (!seat.player || seat.offline_since === undefined || seat.seat === mySeat) continue;
    if (room.status !== 'playing') continue;
    if (was && was.online) notices.push(`${seatLabel(room, seat.seat)} left the game.`);
    else if (isReply && !offers.claimable.has(seat.seat))
      offers.claimable.set(seat.seat, { since: seat.offline_since, confirmed: false });
  }
  return notices.length ? notices.join(' ') : null;
}
