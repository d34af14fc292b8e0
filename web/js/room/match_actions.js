// The buttons of a player besides draws, resignation and abort: takeback (ask, accept,
// decline), claims against an absent seat, and a rematch after the end, each while STATE
// says it is open.
import { h } from '../dom.js';
import { seatLabel } from '../seats.js';
import { claimTargets, isOpen } from '../room_model.js';
import { words } from '../messages/index.js';

function takebackControls({ model, act, code }) {
  const open = model.offers.takeback;
  if (!open) {
    if (!isOpen(model, 'request_takeback')) return [];
    return [h('div', { class: 'buttons' }, h('button', { onClick: () => act({ type: 'request_takeback', code }) }, words().takeback))];
  }
  if (open.by === model.mySeat) {
    return [h('p', {}, words().takebackWaiting(open.plies))];
  }
  return [h('div', { class: 'buttons' },
    h('button', { class: 'primary', onClick: () => act({ type: 'accept_takeback', code }) }, words().acceptTakeback),
    h('button', { onClick: () => act({ type: 'decline_takeback', code }) }, words().declineTakeback))];
}

function claimControls({ model, act, code }) {
  const seats = claimTargets(model);
  if (!seats.length) return [];
  const drawAllowed = isOpen(model, 'claim_draw');
  // With one absent seat the message need not name it; with several each gets its button.
  if (seats.length === 1) {
    return [h('div', { class: 'buttons claims' },
      h('button', { class: 'primary', onClick: () => act({ type: 'claim_victory', code, seat: seats[0] }) }, words().claimVictory),
      drawAllowed ? h('button', { onClick: () => act({ type: 'claim_draw', code, seat: seats[0] }) }, words().claimDraw) : null)];
  }
  return [h('div', { class: 'buttons claims' }, ...seats.map((seat) =>
    h('button', { onClick: () => act({ type: 'claim_victory', code, seat }) }, words().claimVictoryOver(seatLabel(model.room, seat)))))];
}

function rematchControls({ model, act, code }) {
  const open = model.offers.rematch;
  if (model.offers.next) return [];
  if (open && open.agreed.includes(model.mySeat)) return [h('p', {}, words().rematchWaiting)];
  if (!isOpen(model, 'rematch')) return [];
  return [h('div', { class: 'buttons' },
    h('button', { class: open ? 'primary' : null, onClick: () => act({ type: 'rematch', code }) }, words().rematch),
    open ? h('button', { onClick: () => act({ type: 'decline_rematch', code }) }, words().declineRematch) : null)];
}

// context: { model, act, code }; only for a player of the room.
export function matchActions(context) {
  const { model } = context;
  if (model.result) return rematchControls(context);
  if (model.room.status !== 'playing' || !model.state) return [];
  return [...takebackControls(context), ...claimControls(context)];
}
