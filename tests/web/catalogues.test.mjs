// Every catalogue speaks every language whole: the shell's (web/js/messages/) and each game
// module's have the same keys in English and Korean, down to nested entries, lists of the same
// length and phrases of the same kind (a word or a function taking the same values). No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CATALOGUE } from '../../web/js/messages/index.js';
import { LANGUAGES, preferredLanguage } from '../../web/js/lang.js';
import { allGames } from '../../web/js/games/registry.js';
import { endsInConsonant } from '../../web/js/messages/korean.js';
import { readFileSync } from 'node:fs';

// What differs between two entries of one key, as "path: why" lines.
export function differences(english, other, path = '') {
  const out = [];
  const kind = (value) => (Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value);
  if (kind(english) !== kind(other)) return [`${path || '(top)'}: ${kind(english)} in English, ${kind(other)} here`];
  if (kind(english) === 'list') {
    if (english.length !== other.length) out.push(`${path}: ${english.length} entries in English, ${other.length} here`);
  } else if (kind(english) === 'function') {
    if (english.length !== other.length) out.push(`${path}: takes ${english.length} values in English, ${other.length} here`);
  } else if (kind(english) === 'object') {
    for (const key of Object.keys(english)) {
      if (!(key in other)) out.push(`${path}${path ? '.' : ''}${key}: missing`);
      else out.push(...differences(english[key], other[key], `${path}${path ? '.' : ''}${key}`));
    }
    for (const key of Object.keys(other)) if (!(key in english)) out.push(`${path}${path ? '.' : ''}${key}: not in English`);
  }
  return out;
}

function assertWhole(name, catalogue) {
  for (const language of Object.keys(LANGUAGES)) {
    assert.ok(catalogue[language], `${name} has a ${language} catalogue`);
    assert.deepEqual(differences(catalogue.en, catalogue[language]), [], `${name} in ${language}`);
  }
}

test('a missing, extra or reshaped key is found', () => {
  assert.deepEqual(differences({ a: 'x', b: { c: 'y' }, d: ['1', '2'], f: (n) => n }, { a: 'x', b: {}, d: ['1'], e: 'z', f: () => 1 }),
    ['b.c: missing', 'd: 2 entries in English, 1 here', 'f: takes 1 values in English, 0 here', 'e: not in English']);
});

test('the shell speaks every language whole', () => {
  assertWhole('the shell', CATALOGUE);
});

test('every game module speaks every language whole', () => {
  const games = allGames();
  assert.ok(games.length >= 4, 'the registry lists the games');
  for (const game of games) assertWhole(game.id, game.catalogue);
});

// A game's rules document (core/<game>/rules.json, what /rules/GAME and plyroom rules show)
// says the same in every language: the same sections, paragraphs and diagrams, in order.
test('every game\'s rules document speaks every language whole', () => {
  for (const game of allGames()) {
    const rules = JSON.parse(readFileSync(new URL(`../../core/${game.id}/rules.json`, import.meta.url), 'utf8'));
    assert.equal(rules.game, game.id);
    assertWhole(`${game.id} rules`, { en: rules.en, ko: rules.ko });
    for (const language of Object.keys(LANGUAGES)) {
      for (const [i, section] of rules[language].sections.entries()) {
        assert.equal(section.id, rules.en.sections[i].id, `${game.id} ${language} section ${i}`);
        for (const [d, diagram] of section.diagrams.entries()) {
          assert.equal(diagram.id, rules.en.sections[i].diagrams[d].id);
          assert.ok(rules.diagrams[diagram.id], `${game.id}: the position of ${diagram.id}`);
        }
      }
    }
  }
});

test('the page follows the stored choice, else the browser\'s languages, else English', () => {
  assert.equal(preferredLanguage(null, ['ko-KR', 'en-US']), 'ko');
  assert.equal(preferredLanguage(null, ['ko']), 'ko');
  assert.equal(preferredLanguage(null, ['en-US', 'ko-KR']), 'en');
  assert.equal(preferredLanguage(null, ['de-DE']), 'en');
  assert.equal(preferredLanguage(null, []), 'en');
  assert.equal(preferredLanguage('en', ['ko-KR']), 'en');
  assert.equal(preferredLanguage('xx', ['ko-KR']), 'ko');
});

test('a Korean particle follows the last sound of the word before it', () => {
  assert.equal(endsInConsonant('빨강'), true);
  assert.equal(endsInConsonant('파랑 말'), true);
  assert.equal(endsInConsonant('노랑'), true);
  assert.equal(endsInConsonant('수비측'), true);
  assert.equal(endsInConsonant('보라'), false);
  assert.equal(endsInConsonant('alice (빨강)'), false);
  assert.equal(endsInConsonant('민준 (파랑)'), true);
  assert.equal(endsInConsonant('게임 3'), true);
  assert.equal(endsInConsonant('게임 2'), false);
});
