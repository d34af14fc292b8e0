// The rating chart's geometry (rating_chart.js): one line per game in time order, inside the
// frame, the scale rounded outward to fifties. No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chartLines } from '../../web/js/rating_chart.js';

test('each game gets its own line, oldest point left, higher rating higher up', () => {
  const { lines, low, high } = chartLines([
    { game: 'a', game_id: 1, at: 1000, rating: 1500 },
    { game: 'b', game_id: 2, at: 2000, rating: 1400 },
    { game: 'a', game_id: 3, at: 3000, rating: 1700 },
  ]);
  assert.equal(low, 1350);
  assert.equal(high, 1750);
  assert.deepEqual(lines.map((l) => l.game), ['a', 'b']);
  const [first, last] = lines[0].points;
  assert.ok(first[0] < last[0], 'time runs left to right');
  assert.ok(first[1] > last[1], 'a higher rating is drawn higher');
  for (const [x, y] of lines.flatMap((l) => l.points)) {
    assert.ok(x >= 48 && x <= 628, `x ${x} inside the frame`);
    assert.ok(y >= 12 && y <= 196, `y ${y} inside the frame`);
  }
});

test('one point stands in the middle; no history draws nothing', () => {
  const { lines } = chartLines([{ game: 'a', game_id: 1, at: 5, rating: 1741 }]);
  assert.deepEqual(lines[0].points, [[338, 120.6]]);
  assert.deepEqual(chartLines([]).lines, []);
});
