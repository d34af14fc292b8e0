// A correct Grav call in the page's words, composed from the rules it found broken (the call
// result's broken_rules, core/grav/README.md "What a call reports"): no browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gameOf } from '../../web/js/games/registry.js';

const grav = gameOf('grav');

const room = { code: 'K7QX2M', game: 'grav', options: {}, status: 'playing', spectators: 0, seats: [
  { seat: 0, side: 'p1', player: 'p_ann', name: 'Alice', online: true },
  { seat: 1, side: 'p2', player: 'p_bob', name: 'Bob', online: true },
  { seat: 2, side: 'p3', player: 'p_cat', name: 'Carol', online: true }] };
const call = (brokenRules, correct = true) => ({ type: 'game_action', code: 'K7QX2M', seat: 2, action: 'challenge',
  result: { by: 2, against: 1, ply: 4, correct, violations: ['distance 12 is outside [1, 7] from (6,6)'], broken_rules: brokenRules } });
const distance = { rule: 'distance', distance: 12, from: [6, 6], d: 1, e: 7 };
const continuity = { rule: 'continuity', stones: 4, spacing: 2, line: 'anti-diagonal', through: [3, 1], a: 3 };
const density = { rule: 'density', b: 2, from: [0, 0], to: [1, 1], stones: 4, c: 3 };

test('a correct call says each broken rule in a clean sentence', () => {
  assert.equal(grav.actionNotice(call([distance]), room),
    'Grav! Carol (green) was right: Bob (blue)\'s placement broke the distance rule (12 from the latest stone at 6,6, outside 1 to 7).');
  assert.equal(grav.actionNotice(call([continuity, density, distance]), room),
    'Grav! Carol (green) was right: Bob (blue)\'s placement broke the continuity rule (4 stones at equal spacing 2 in the ' +
    'anti-diagonal through 3,1, more than 3), the density rule (4 stones in the 2×2 square from 0,0 to 1,1, more than 3) ' +
    'and the distance rule (12 from the latest stone at 6,6, outside 1 to 7).');
});

test('a wrong call, and a result with no data (an older server), still read well', () => {
  assert.equal(grav.actionNotice(call([], false), room), 'Grav! Carol (green) was wrong: Bob (blue)\'s placement stands, and Carol (green) skips a turn.');
  assert.equal(grav.actionNotice({ ...call([]), result: { ...call([]).result, broken_rules: undefined } }, room), 'Grav! Carol (green) was right: Bob (blue)\'s placement broke a rule.');
});
