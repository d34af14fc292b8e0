// The page's clock logic over STATE clocks as the server writes them (protocol/README.md
// "Clocks"), with the local time fixed by each test: no browser, no waiting.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ServerOffset, clockReadings, firstMoveLeft, formatClock, clockText, clockOption, WARNING_MS } from '../../web/js/clock.js';

// A STATE clock from the protocol reference: seat 0 to move, as of server time `at`.
const clock = { initial_ms: 300000, increment_ms: 2000, remaining_ms: [281200, 300000], running: 0, at: 1764590400123,
  first_move_deadline: null };

test('the running seat counts down from its reading; the other stands still', () => {
  const [red, blue] = clockReadings(clock, clock.at + 1200, 0);
  assert.deepEqual(red, { seat: 0, ms: 280000, running: true, warning: false });
  assert.deepEqual(blue, { seat: 1, ms: 300000, running: false, warning: false });
});

test('the offset between the clocks is taken off the local time', () => {
  // The page's clock is 5 s ahead of the server's: 6.2 s local are 1.2 s of server time.
  const [red] = clockReadings(clock, clock.at + 6200, 5000);
  assert.equal(red.ms, 280000);
});

test('a clock never shows less than zero, and warns under ten seconds while it runs', () => {
  const low = { ...clock, remaining_ms: [9000, 8000] };
  const [red, blue] = clockReadings(low, low.at + 500, 0);
  assert.equal(red.ms, 8500);
  assert.equal(red.warning, true);
  assert.equal(blue.warning, false, 'a stopped clock does not warn');
  assert.equal(clockReadings(low, low.at + 60000, 0)[0].ms, 0);
  assert.equal(clockReadings({ ...low, running: 0 }, low.at + WARNING_MS, 0)[0].warning, true);
});

test('no clock runs before every seat has moved or in an untimed room', () => {
  const waiting = { ...clock, running: null, remaining_ms: [300000, 300000], first_move_deadline: clock.at + 30000 };
  assert.deepEqual(clockReadings(waiting, waiting.at + 10000, 0).map((r) => r.ms), [300000, 300000]);
  assert.equal(clockReadings(null, 0, 0), null);
  assert.equal(firstMoveLeft(waiting, waiting.at + 10000, 0), 20000);
  assert.equal(firstMoveLeft(waiting, waiting.at + 40000, 0), 0);
  assert.equal(firstMoveLeft(clock, clock.at, 0), null);
  assert.equal(firstMoveLeft(null, 0, 0), null);
});

test('a reading stamped ahead of the local estimate does not add time', () => {
  const [red] = clockReadings(clock, clock.at - 300, 0);
  assert.equal(red.ms, 281200);
});

test('the offset is the smallest recent arrival delay', () => {
  const offset = new ServerOffset(3);
  assert.equal(offset.value, 0);
  offset.observe(1000, 1250); // 250 ms of latency and offset
  offset.observe(2000, 2040);
  offset.observe(3000, 3400);
  assert.equal(offset.value, 40);
  offset.observe(Number.NaN, 0);
  assert.equal(offset.value, 40, 'a reading without a time is ignored');
  // Older samples fall out: after the local clock was set 10 s forward, the estimate follows.
  for (let i = 0; i < 3; i++) offset.observe(4000 + i, 14100 + i);
  assert.equal(offset.value, 10100);
});

test('times are written as a person reads a game clock', () => {
  assert.equal(formatClock(300000), '5:00');
  assert.equal(formatClock(61001), '1:02');
  assert.equal(formatClock(3723000), '1:02:03');
  assert.equal(formatClock(10000), '0:10');
  assert.equal(formatClock(9999), '0:10.0');
  assert.equal(formatClock(9401), '0:09.5');
  assert.equal(formatClock(400), '0:00.4');
  assert.equal(formatClock(0), '0:00.0');
});

test('the clock option in words and from the create form', () => {
  assert.equal(clockText(null), 'no clock');
  assert.equal(clockText({ initial_ms: 300000, increment_ms: 2000 }), '5 min each + 2 s per move');
  assert.equal(clockText({ initial_ms: 90000, increment_ms: 0 }), '1.5 min each');
  assert.equal(clockText({ initial_ms: 5000, increment_ms: 0 }), '5 s each');
  assert.equal(clockOption('none'), null);
  assert.deepEqual(clockOption('5+3'), { initial_ms: 300000, increment_ms: 3000 });
  assert.deepEqual(clockOption('custom', '0.05', '0'), { initial_ms: 3000, increment_ms: 0 });
  assert.deepEqual(clockOption('custom', '2', ''), { initial_ms: 120000, increment_ms: 0 });
  assert.throws(() => clockOption('custom', '', '1'), /minutes/);
  assert.throws(() => clockOption('custom', '3', '-1'), /seconds added/);
});
