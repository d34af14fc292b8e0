// Takebacks, rematches and claims as the page follows them, over the events the protocol
// reference gives ("Takebacks", "Rematch", "Disconnection and claims"): no browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { emptyOffers, takeOfferEvent, takeRoomSnapshot } from '../../web/js/offers.js';

// The absent seats the page knows of (STATE's room_actions says which a claim may name now).
const knownAway = (offers) => [...offers.claimable.keys()].sort((a, b) => a - b);

const seat = (n, side, name, extra = {}) => ({ seat: n, side, player: `p_${name}`, name, online: true, ...extra });
const room = (seats, status = 'playing') => ({ code: 'K7QX2M', game: 'connect4', options: {}, status, spectators: 0, seats });
const twoSeats = room([seat(0, 'red', 'alice'), seat(1, 'blue', 'bob')]);

test('a takeback request opens, and is accepted, declined or lapses', () => {
  const offers = emptyOffers();
  const open = { type: 'takeback', code: 'K7QX2M', by: 1, plies: 1, status: 'open' };
  assert.equal(takeOfferEvent(offers, open, twoSeats, 0), 'bob (blue) asks to take back their last move.');
  assert.deepEqual(offers.takeback, { by: 1, plies: 1 });
  assert.equal(takeOfferEvent(offers, { ...open, status: 'accepted' }, twoSeats, 0), 'One move was taken back at bob (blue)\'s request.');
  assert.equal(offers.takeback, null);

  assert.equal(takeOfferEvent(offers, { ...open, by: 0, plies: 2 }, twoSeats, 0), null, 'one\'s own request needs no notice');
  assert.deepEqual(offers.takeback, { by: 0, plies: 2 });
  assert.equal(takeOfferEvent(offers, { ...open, by: 0, plies: 2, status: 'accepted' }, twoSeats, 0), 'Two moves were taken back at your request.');
  takeOfferEvent(offers, open, twoSeats, 0);
  assert.equal(takeOfferEvent(offers, { ...open, status: 'declined' }, twoSeats, 1), 'Your takeback request was declined.');
  takeOfferEvent(offers, open, twoSeats, 0);
  assert.equal(takeOfferEvent(offers, { ...open, status: 'lapsed' }, twoSeats, 0), 'bob (blue)\'s takeback request lapsed.');
  assert.equal(offers.takeback, null);
  takeOfferEvent(offers, open, twoSeats, 0);
  takeOfferEvent(offers, { type: 'game_over', code: 'K7QX2M', result: { outcome: 'draw' } }, twoSeats, 0);
  assert.equal(offers.takeback, null, 'the end of the game closes a request');
});

test('a rematch is offered, declined, lapses, or is agreed with the next room', () => {
  const finished = { ...twoSeats, status: 'finished' };
  const offers = emptyOffers();
  assert.equal(takeOfferEvent(offers, { type: 'rematch', code: 'K7QX2M', by: 0, status: 'open', agreed: [0] }, finished, 1),
    'alice (red) asks for a rematch.');
  assert.deepEqual(offers.rematch, { by: 0, agreed: [0] });
  assert.equal(takeOfferEvent(offers, { type: 'rematch', code: 'K7QX2M', by: 1, status: 'declined' }, finished, 1), 'You declined the rematch.');
  assert.equal(offers.rematch, null);
  takeOfferEvent(offers, { type: 'rematch', code: 'K7QX2M', by: 1, status: 'open' }, finished, 1);
  assert.deepEqual(offers.rematch, { by: 1, agreed: [1] }, 'without agreed, the offerer has agreed');
  assert.equal(takeOfferEvent(offers, { type: 'rematch', code: 'K7QX2M', status: 'lapsed' }, finished, 1), 'The rematch offer lapsed.');
  assert.equal(takeOfferEvent(offers, { type: 'rematch', code: 'K7QX2M', status: 'accepted', next: 'Q3WXYZ' }, finished, 0),
    'Rematch agreed: the new game is in room Q3WXYZ.');
  assert.equal(offers.next, 'Q3WXYZ');
});

test('a seat that went away can be claimed against once the server says so, and not once it is back', () => {
  const offers = emptyOffers();
  const away = room([seat(0, 'red', 'alice'), seat(1, 'blue', 'bob', { online: false, offline_since: 1764590400123 })]);
  assert.equal(takeRoomSnapshot(offers, twoSeats, away, 0, false), 'bob (blue) left the game.');
  assert.equal(takeOfferEvent(offers, { type: 'claimable', code: 'K7QX2M', seat: 1, since: 1764590400123 }, away, 0),
    'bob (blue) has been away too long: you may claim the victory or a draw.');
  assert.deepEqual(knownAway(offers), [1]);
  assert.equal(takeRoomSnapshot(offers, away, twoSeats, 0, false), 'bob (blue) is back.');
  assert.deepEqual(knownAway(offers), []);
});

test('a player back before the grace is over is announced; a seat taken for the first time is not', () => {
  const offers = emptyOffers();
  const away = room([seat(0, 'red', 'alice'), seat(1, 'blue', 'bob', { online: false, offline_since: 7 })]);
  assert.equal(takeRoomSnapshot(offers, twoSeats, away, 0, false), 'bob (blue) left the game.');
  assert.equal(takeRoomSnapshot(offers, away, twoSeats, 0, false), 'bob (blue) is back.');
  const waiting = room([seat(0, 'red', 'alice'), { seat: 1, side: 'blue', player: null, name: null, online: false }], 'waiting');
  assert.equal(takeRoomSnapshot(offers, waiting, twoSeats, 0, false), null);
});

test('a page that arrives while a seat is away offers the claim; the server judges it', () => {
  const offers = emptyOffers();
  const away = room([seat(0, 'red', 'alice'), seat(1, 'blue', 'bob', { online: false, offline_since: 5 })]);
  assert.equal(takeRoomSnapshot(offers, null, away, 0, true), null);
  assert.deepEqual(offers.claimable.get(1), { since: 5, confirmed: false });
  // A pushed room (not a reply) does not, nor does a waiting or finished room.
  const later = emptyOffers();
  takeRoomSnapshot(later, away, away, 0, false);
  takeRoomSnapshot(later, null, { ...away, status: 'finished' }, 0, true);
  assert.deepEqual(knownAway(later), []);
});

test('a seat taken out or moving is no longer claimable; Grav of three offers no draw', () => {
  const grav = room([seat(0, 'p1', 'ann'), seat(1, 'p2', 'ben'), seat(2, 'p3', 'cat', { online: false, offline_since: 1 })]);
  const offers = emptyOffers();
  assert.equal(takeOfferEvent(offers, { type: 'claimable', code: 'K7QX2M', seat: 2, since: 1 }, grav, 0),
    'cat (p3) has been away too long: you may claim the victory.');
  assert.equal(takeOfferEvent(offers, { type: 'seat_out', code: 'K7QX2M', seat: 2, reason: 'abandoned' }, grav, 0),
    'cat (p3) was away too long and is out of the game.');
  assert.deepEqual(knownAway(offers), []);
  assert.equal(takeOfferEvent(offers, { type: 'seat_out', code: 'K7QX2M', seat: 0, reason: 'timeout' }, grav, 0), 'You ran out of time.');
  takeOfferEvent(offers, { type: 'claimable', code: 'K7QX2M', seat: 1, since: 1 }, grav, 0);
  takeOfferEvent(offers, { type: 'moved', code: 'K7QX2M', seat: 1, ply: 3, move: {}, state: {} }, grav, 0);
  assert.deepEqual(knownAway(offers), []);
});
