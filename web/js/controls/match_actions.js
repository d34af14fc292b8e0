// The buttons of a player besides draws, resignation and abort: takeback (ask, accept,
// decline), claims against an absent seat, and a rematch after the end.
import { h } from '../dom.js';
import { seatLabel } from '../words.js';
import { claimSeats, hasMoved } from '../offers.js';

function takebackControls({ rv, act, code }) {
  const open = rv.offers.takeback;
  if (!open) {
    if (rv.room.seats.length !== 2 || !hasMoved(rv.state, rv.mySeat)) return [];
    return [h('div', { class: 'buttons' }, h('button', { onClick: () => act({ type: 'request_takeback', code }) }, 'Takeback'))];
  }
  if (open.by === rv.mySeat) {
    return [h('p', {}, `You asked to take back ${open.plies === 2 ? 'your move and the reply' : 'your last move'}; waiting for an answer.`)];
  }
  return [h('div', { class: 'buttons' },
    h('button', { class: 'primary', onClick: () => act({ type: 'accept_takeback', code }) }, 'Accept takeback'),
    h('button', { onClick: () => act({ type: 'decline_takeback', code }) }, 'Decline takeback'))];
}

function claimControls({ rv, act, code }) {
  const seats = claimSeats(rv.offers, rv.mySeat);
  if (!seats.length) return [];
  const drawAllowed = rv.room.seats.length === 2;
  // With one absent seat the message need not name it; with several each gets its button.
  if (seats.length === 1) {
    return [h('div', { class: 'buttons claims' },
      h('button', { class: 'primary', onClick: () => act({ type: 'claim_victory', code, seat: seats[0] }) }, 'Claim victory'),
      drawAllowed ? h('button', { onClick: () => act({ type: 'claim_draw', code, seat: seats[0] }) }, 'Claim draw') : null)];
  }
  return [h('div', { class: 'buttons claims' }, ...seats.map((seat) =>
    h('button', { onClick: () => act({ type: 'claim_victory', code, seat }) }, `Claim victory over ${seatLabel(rv.room, seat)}`)))];
}

function rematchControls({ rv, act, code }) {
  const open = rv.offers.rematch;
  if (rv.offers.next) return [];
  if (open && open.agreed.includes(rv.mySeat)) return [h('p', {}, 'You asked for a rematch; waiting for an answer.')];
  return [h('div', { class: 'buttons' },
    h('button', { class: open ? 'primary' : null, onClick: () => act({ type: 'rematch', code }) }, 'Rematch'),
    open ? h('button', { onClick: () => act({ type: 'decline_rematch', code }) }, 'Decline rematch') : null)];
}

// context: { rv, act, code }; only for a player of the room.
export function matchActions(context) {
  const { rv } = context;
  if (rv.result) return rematchControls(context);
  if (rv.room.status !== 'playing' || !rv.state) return [];
  return [...takebackControls(context), ...claimControls(context)];
}
