// The room page's model over recorded messages (protocol/README.md "Rooms", "Events"): what it
// takes, what it ignores, what it asks for, and what the views are given to show. No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resultText } from '../../web/js/words.js';
import { unfinishedLine } from '../../web/js/unfinished.js';
import { newRoomModel, takeEvent, canMove, titleText, turnText, seatLines, resultLine, joinChoices,
  playerActions } from '../../web/js/room_model.js';

const CODE = 'K7QX2M';
const seat = (n, side, name, extra = {}) => ({ seat: n, side, player: name ? `p_${name}` : null, name, online: Boolean(name), ...extra });
const roomOf = (game, seats, status = 'playing') => ({ code: CODE, game, options: {}, status, spectators: 0, seats });
const c4Room = (status = 'playing') => roomOf('connect4', [seat(0, 'red', 'alice'), seat(1, 'blue', 'bob')], status);
const emptyRows = () => Array.from({ length: 6 }, () => '.......');
// STATE's room_actions with nothing open.
const closed = { abort: [], offer_draw: [], request_takeback: [], claim_victory: [], claim_draw: [], claimable: [], rematch: [] };

// alice's page, a member of the room.
function alicesModel() {
  const model = newRoomModel(CODE);
  model.player = 'p_alice';
  model.member = true;
  return model;
}

test('a room snapshot seats this player and names the room and whose turn it is', () => {
  const model = alicesModel();
  assert.equal(titleText(model), `Room ${CODE}`);
  assert.equal(turnText(model), 'Joining…');
  const waiting = roomOf('connect4', [seat(0, 'red', 'alice'), seat(1, 'blue', null)], 'waiting');
  assert.deepEqual(takeEvent(model, { type: 'room', v: 1, room: waiting }, true, 0), { render: true, syncFrom: undefined, notice: null });
  assert.equal(model.mySeat, 0);
  assert.equal(titleText(model), `Connect Four · room ${CODE}`);
  assert.equal(turnText(model), 'Waiting for players. Send the link below to a friend.');
  assert.deepEqual(seatLines(model).map((s) => s.text), ['red: alice (you)', 'blue: free seat']);
  assert.equal(joinChoices(model), null, 'a seated player is offered nothing to join');

  takeEvent(model, { type: 'room', v: 2, room: c4Room() }, false, 0);
  takeEvent(model, { type: 'state', code: CODE, v: 3, state: { ply: 0, phase: 'play', to_move: 0, board: { rows: emptyRows() } } }, false, 0);
  assert.equal(turnText(model), 'Your turn.');
  assert.ok(canMove(model));
  assert.deepEqual(seatLines(model).map((s) => s.toMove), [true, false]);
});

test('an account\'s rating in the game stands beside its name, with ? while provisional', () => {
  const model = alicesModel();
  const rated = roomOf('connect4', [seat(0, 'red', 'alice', { rating: 1512, provisional: false }),
    seat(1, 'blue', 'bob', { rating: 1500, provisional: true })]);
  takeEvent(model, { type: 'room', v: 1, room: rated }, true, 0);
  assert.deepEqual(seatLines(model).map((s) => s.text), ['red: alice (1512) (you)', 'blue: bob (1500?)']);
});

test('events are taken once each and in order; a gap asks for the missed ones', () => {
  const model = alicesModel();
  takeEvent(model, { type: 'room', v: 5, room: c4Room() }, true, 0);
  const state = (ply, toMove) => ({ ply, phase: 'play', to_move: toMove, board: { rows: emptyRows() } });
  const moved = { type: 'moved', code: CODE, v: 6, seat: 0, move: { column: 3 }, state: state(1, 1) };
  assert.equal(takeEvent(model, moved, false, 0).render, true);
  assert.equal(model.version, 6);
  assert.equal(turnText(model), 'bob (blue) to move.');
  assert.equal(canMove(model), false);
  assert.deepEqual(model.ui.lastMove, { column: 3 });
  assert.equal(takeEvent(model, moved, false, 0).render, false, 'an event seen before is dropped');
  const late = takeEvent(model, { ...moved, v: 9, seat: 1, state: state(2, 0) }, false, 0);
  assert.deepEqual(late, { render: false, syncFrom: 6 }, 'a gap is not taken: the missed events are asked for');
  assert.equal(model.state.ply, 1);
  const snapshot = takeEvent(model, { type: 'state', code: CODE, v: 9, state: state(2, 0) }, false, 0);
  assert.deepEqual(snapshot, { render: true, syncFrom: 6 }, 'a snapshot after a gap is taken, and the gap asked for');
  assert.equal(model.state.ply, 2);
  assert.deepEqual(takeEvent(model, { ...moved, code: 'OTHER2' }, false, 0), {}, 'another room\'s event is not this page\'s');
  assert.deepEqual(takeEvent(model, { type: 'error', message: 'no such room' }, false, 0), { alert: 'no such room' });
  assert.deepEqual(takeEvent(model, { type: 'error', message: 'refused' }, true, 0), {}, 'a refused request is its sender\'s to show');
});

test('a draw offer is said, answered, and the end is put in words', () => {
  const model = alicesModel();
  takeEvent(model, { type: 'room', room: c4Room() }, true, 0);
  const stateWith = (roomActions) => ({ type: 'state', code: CODE,
    state: { ply: 4, phase: 'play', to_move: 0, board: { rows: emptyRows() }, room_actions: { ...closed, ...roomActions } } });
  takeEvent(model, stateWith({ offer_draw: [0, 1], request_takeback: [0, 1] }), false, 0);
  assert.deepEqual(playerActions(model), { offerDraw: true, answerDraw: false, resign: true, abort: false,
    waitingForDrawAnswer: false, confirmResign: false });
  assert.equal(takeEvent(model, { type: 'draw_offer', code: CODE, by: 1, status: 'open' }, false, 0).notice, 'bob (blue) offers a draw.');
  takeEvent(model, stateWith({}), false, 0);
  assert.equal(playerActions(model).answerDraw, true);
  assert.equal(playerActions(model).offerDraw, false);
  assert.equal(takeEvent(model, { type: 'draw_offer', code: CODE, by: 1, status: 'declined' }, false, 0).notice, 'bob (blue)\'s draw offer was declined.');
  takeEvent(model, stateWith({ offer_draw: [0] }), false, 0);
  assert.equal(playerActions(model).offerDraw, true);
  assert.equal(takeEvent(model, { type: 'draw_offer', code: CODE, by: 0, status: 'open' }, false, 0).notice, null, 'one\'s own offer needs no notice');
  assert.equal(playerActions(model).waitingForDrawAnswer, true);
  assert.equal(takeEvent(model, { type: 'draw_offer', code: CODE, by: 0, status: 'declined' }, false, 0).notice, 'Your draw offer was declined.');
  // Alice may not offer again before her next move: STATE no longer lists her.
  takeEvent(model, stateWith({ offer_draw: [1] }), false, 0);
  assert.equal(playerActions(model).offerDraw, false);
  takeEvent(model, { type: 'game_over', code: CODE, result: { outcome: 'win', winner: 0, reason: 'four_in_a_row' } }, false, 0);
  assert.equal(resultLine(model), 'You won by four in a row.');
  assert.equal(turnText(model), 'The game is over.');
  assert.equal(model.offer, null);
  assert.equal(canMove(model), false);
  assert.deepEqual(playerActions(model), { offerDraw: false, answerDraw: false, resign: false, abort: false,
    waitingForDrawAnswer: false, confirmResign: false });
});

test('abort is offered while STATE says it is open, and a waiting room may be cancelled', () => {
  const model = alicesModel();
  takeEvent(model, { type: 'room', room: roomOf('connect4', [seat(0, 'red', 'alice'), seat(1, 'blue', null)], 'waiting') }, true, 0);
  assert.equal(playerActions(model).abort, true, 'no STATE before the game: the host may cancel');
  takeEvent(model, { type: 'room', room: c4Room() }, false, 0);
  const stateAt = (ply, abort) => ({ type: 'state', code: CODE, state: { ply, phase: 'play', to_move: ply % 2, board: { rows: emptyRows() },
    room_actions: { ...closed, abort } } });
  takeEvent(model, stateAt(1, [0, 1]), false, 0);
  assert.equal(playerActions(model).abort, true);
  takeEvent(model, stateAt(2, []), false, 0);
  assert.equal(playerActions(model).abort, false, 'both moved');
  takeEvent(model, stateAt(1, [0, 1]), false, 0);
  assert.equal(playerActions(model).abort, true, 'a takeback to before both moved');
});

test('an accepted rematch takes a player to the next room', () => {
  const model = alicesModel();
  takeEvent(model, { type: 'room', room: c4Room('finished') }, true, 0);
  const out = takeEvent(model, { type: 'rematch', code: CODE, by: 1, status: 'accepted', next: 'N3XT22' }, false, 0);
  assert.equal(out.follow, 'N3XT22');
  assert.equal(out.notice, 'Rematch agreed: the new game is in room N3XT22.');
  assert.equal(out.render, false);
  const watcher = newRoomModel(CODE);
  watcher.player = 'p_wendy';
  takeEvent(watcher, { type: 'room', room: c4Room('finished') }, true, 0);
  assert.equal(takeEvent(watcher, { type: 'rematch', code: CODE, by: 1, status: 'accepted', next: 'N3XT22' }, false, 0).follow, undefined,
    'a spectator stays');
  assert.deepEqual(joinChoices(watcher), { name: true, join: false, watch: true });
});

test('a game\'s own words and marks come from its module', () => {
  const model = alicesModel();
  const gravRoom = roomOf('grav', [seat(0, 'p1', 'alice'), seat(1, 'p2', 'bob'), seat(2, 'p3', 'carol')]);
  takeEvent(model, { type: 'room', room: gravRoom }, true, 0);
  const rows = Array.from({ length: 7 }, () => '.......');
  takeEvent(model, { type: 'state', code: CODE, state: { ply: 5, phase: 'penalty_remove', to_move: 2, resigned: [1], board: { size: 7, rows } } }, false, 0);
  assert.equal(turnText(model), 'carol (green) to move (removing a stone after a correct call).');
  assert.deepEqual(seatLines(model).map((s) => [s.swatch, s.out]), [['1', false], ['2', true], ['3', false]]);
  const call = { type: 'game_action', code: CODE, seat: 2, action: 'challenge', result: { by: 2, against: 0, ply: 4, correct: true,
    violations: ['distance 9 is outside [1, 7] from (3,3)'], broken_rules: [{ rule: 'distance', distance: 9, from: [3, 3], d: 1, e: 7 }] } };
  assert.equal(takeEvent(model, call, false, 0).notice,
    'Grav! carol (green) was right: alice (red)\'s placement broke the distance rule (9 from the latest stone at 3,3, outside 1 to 7).');

  const tafl = alicesModel();
  takeEvent(tafl, { type: 'room', room: roomOf('hnefatafl', [seat(0, 'attackers', 'alice'), seat(1, 'defenders', 'bob')]) }, true, 0);
  const before = Array.from({ length: 11 }, () => '...........');
  before[0] = '...AAD.....';
  before[1] = '.....A.....';
  const after = [...before];
  after[0] = '...AA......';
  after[1] = '...........';
  after[0] = '...AA.A....';
  takeEvent(tafl, { type: 'state', code: CODE, state: { ply: 8, phase: 'play', to_move: 0, board: { rows: before } } }, false, 0);
  takeEvent(tafl, { type: 'moved', code: CODE, seat: 0, move: { from: 'f10', to: 'g11' }, state: { ply: 9, phase: 'play', to_move: 1, board: { rows: after } } }, false, 0);
  assert.deepEqual(tafl.ui.captured, [[5, 0, 'D']], 'the defender taken by the move');
  takeEvent(tafl, { type: 'takeback', code: CODE, by: 0, plies: 1, status: 'accepted' }, false, 0);
  assert.equal(tafl.ui.captured, null);
  assert.equal(tafl.ui.lastMove, null);
});

test('a notice lasts until the room moves on: a move, a seat taken, the end', () => {
  const model = alicesModel();
  const waiting = roomOf('connect4', [seat(0, 'red', 'alice'), seat(1, 'blue', null)], 'waiting');
  takeEvent(model, { type: 'room', room: waiting }, true, 0);
  const atStart = model.moment;
  takeEvent(model, { type: 'room', room: c4Room() }, false, 0);
  assert.notEqual(model.moment, atStart, 'a seat taken moves the room on');
  const state = (ply, toMove) => ({ ply, phase: 'play', to_move: toMove, board: { rows: emptyRows() } });
  takeEvent(model, { type: 'state', code: CODE, state: state(2, 0) }, false, 0);
  takeEvent(model, { type: 'takeback', code: CODE, by: 1, status: 'accepted', plies: 2 }, false, 0);
  assert.equal(model.notice, 'Two moves were taken back at bob (blue)\'s request.');
  takeEvent(model, { type: 'state', code: CODE, state: state(0, 0) }, false, 0);
  assert.equal(model.notice, 'Two moves were taken back at bob (blue)\'s request.', 'the takeback\'s own position keeps it');
  takeEvent(model, { type: 'moved', code: CODE, seat: 0, move: { column: 3 }, state: state(1, 1) }, false, 0);
  assert.equal(model.notice, null, 'the next move clears it');
  takeEvent(model, { type: 'draw_offer', code: CODE, by: 0, status: 'open' }, false, 0);
  takeEvent(model, { type: 'draw_offer', code: CODE, by: 0, status: 'declined' }, false, 0);
  assert.equal(model.notice, 'Your draw offer was declined.');
  takeEvent(model, { type: 'game_over', code: CODE, result: { outcome: 'win', winner: 1, reason: 'resignation' } }, false, 0);
  assert.equal(model.notice, null, 'the end clears it');
  takeEvent(model, { type: 'rematch', code: CODE, by: 1, status: 'open' }, false, 0);
  assert.equal(model.notice, 'bob (blue) asks for a rematch.', 'what follows the end is said');
  takeEvent(model, { type: 'rematch', code: CODE, by: 1, status: 'accepted', next: 'N3XTRM' }, false, 0);
  takeEvent(model, { type: 'room', room: roomOf('connect4', [seat(0, 'red', 'alice'), seat(1, 'blue', null)], 'finished') }, false, 0);
  assert.equal(model.notice, 'Rematch agreed: the new game is in room N3XTRM.', 'players leaving after the end keep it');
});

test('every way a game ends reads as a sentence', () => {
  const room = (game, sides) => roomOf(game, sides.map((side, n) => seat(n, side, n === 0 ? 'alice' : 'bob')));
  const c4 = room('connect4', ['red', 'blue']);
  const tafl = room('hnefatafl', ['attackers', 'defenders']);
  const dl = room('divided_loyalties', ['blue', 'yellow']);
  const grav = room('grav', ['p1', 'p2']);
  const said = (r, outcome, reason, mySeat = null, winner = outcome === 'win' ? 0 : null, scores = null) =>
    resultText(r, { outcome, winner, reason, scores }, mySeat);
  assert.equal(said(c4, 'draw', 'abandoned'), 'Draw because a player left the game.');
  assert.equal(said(c4, 'draw', 'agreement'), 'Draw by agreement.');
  assert.equal(said(c4, 'draw', 'board_full'), 'Draw because the board is full.');
  assert.equal(said(c4, 'draw', 'timeout'), 'Draw on time.');
  assert.equal(said(c4, 'draw', 'inactive'), 'Draw because every player had left and nothing was played for a long time.');
  assert.equal(said(c4, 'aborted', 'aborted'), 'Game aborted.');
  assert.equal(said(c4, 'aborted', 'no_first_move'), 'Game aborted because a first move was not made in time.');
  assert.equal(said(c4, 'win', 'four_in_a_row', 0), 'You won by four in a row.');
  assert.equal(said(c4, 'win', 'timeout', 1), 'You lost: alice (red) won on time.');
  assert.equal(said(c4, 'win', 'abandoned'), 'alice (red) won because a player left the game.');
  assert.equal(said(c4, 'win', 'resignation', 0), 'You won by resignation.');
  assert.equal(said(tafl, 'win', 'king_escaped', 1), 'You lost: alice (attackers) won because the king escaped to a corner.');
  assert.equal(said(tafl, 'win', 'king_captured'), 'alice (attackers) won because the king was captured.');
  assert.equal(said(tafl, 'win', 'no_legal_moves'), 'alice (attackers) won because no legal move was left.');
  assert.equal(said(tafl, 'win', 'encircled'), 'alice (attackers) won because the defenders were encircled.');
  assert.equal(said(tafl, 'draw', 'repetition'), 'Draw because the same position came up three times.');
  assert.equal(said(tafl, 'draw', 'no_capture_limit'), 'Draw because 100 moves were played without a capture.');
  assert.equal(said(grav, 'win', 'all_passed', 0, 0, { p1: 3, p2: 2 }), 'You won because every player passed. Scores: red 3, blue 2.');
  assert.equal(said(dl, 'win', 'all_placed', 0, 0, { blue: { bridges: 2, regions: 1 }, yellow: { bridges: 1, regions: 0 } }),
    'You won because every stone was placed. Scores: blue 2 + 1, yellow 1 + 0.');
  assert.equal(said(dl, 'draw', 'all_passed'), 'Draw because every player passed.');
  assert.equal(said(c4, 'draw', 'a_reason_of_a_newer_server'), 'Draw (a_reason_of_a_newer_server).');
});

test('an unfinished game is named by its game, the opponents and whose turn it is', () => {
  const grav = { ...roomOf('grav', [seat(0, 'p1', 'alice'), seat(1, 'p2', 'bob'), seat(2, 'p3', 'carol')]), code: 'K7QX2M' };
  assert.equal(unfinishedLine(grav, { to_move: 2 }, 'p_alice'), 'Grav against bob (blue), carol (green), carol (green) to move (K7QX2M)');
  assert.equal(unfinishedLine(grav, { to_move: 0 }, 'p_alice'), 'Grav against bob (blue), carol (green), your turn (K7QX2M)');
  const waiting = roomOf('connect4', [seat(0, 'red', 'alice'), seat(1, 'blue', null)], 'waiting');
  assert.equal(unfinishedLine(waiting, null, 'p_alice'), 'Connect Four, waiting for players (K7QX2M)');
});

test('before joining, the link\'s room says who waits and which seats are free, or that only watching is left', () => {
  const model = newRoomModel(CODE);
  model.invite = roomOf('grav', [seat(0, 'p1', 'ann'), seat(1, 'p2', null), seat(2, 'p3', null)], 'waiting');
  assert.equal(titleText(model), `Grav · room ${CODE}`);
  assert.equal(turnText(model), 'ann is waiting for players: the blue and green seats are free.');
  assert.deepEqual(joinChoices(model), { name: true, join: true, watch: true });
  model.invite = roomOf('grav', [seat(0, 'p1', 'ann'), seat(1, 'p2', 'ben'), seat(2, 'p3', null)], 'waiting');
  assert.equal(turnText(model), 'ann and ben are waiting for an opponent: the green seat is free.');
  model.invite = c4Room();
  assert.equal(turnText(model), 'Every seat is taken: you may watch alice and bob play.');
  assert.deepEqual(joinChoices(model), { name: true, join: false, watch: true });
});
