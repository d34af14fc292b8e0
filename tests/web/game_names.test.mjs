// Generic files of the page know no particular game: a game's names (its id and its title)
// appear only in its own files under web/js/games/<game>/ and in the registration list
// web/js/games/index.js, as tests/core/game_names_test.cpp checks for the terminal client and the server.
// Comments may name games; code and its strings may not. No browser, no server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allGames } from '../../web/js/games/registry.js';

const WEB_JS = fileURLToPath(new URL('../../web/js', import.meta.url));

// The names of every registered game, lower-cased: "grav", and the title: "connect four".
function gameNames() {
  return allGames().flatMap((game) => [game.id, game.title()].map((name) => name.toLowerCase()));
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

// A game's own files and the registration list; every other file is generic.
function ownedByAGame(path, ids) {
  return path === 'games/index.js' || ids.some((id) => path.startsWith(`games/${id}/`) || path.startsWith(`games/${id}.`));
}

// The code without its comments: /* blocks */ and // to the end of a line, when the // starts
// a line or follows a space (so "https://..." in a string stays).
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

test('comments are dropped, code and strings are kept', () => {
  assert.equal(withoutComments('const a = 1; // names grav\n/* grav */const b = "https://x";'), 'const a = 1; \nconst b = "https://x";');
});

test('no generic file of the page names a game', () => {
  const names = gameNames();
  assert.ok(names.length >= 8, 'the registry lists the games');
  const ids = allGames().map((game) => game.id);
  let checked = 0;
  for (const file of filesUnder(WEB_JS)) {
    const path = relative(WEB_JS, file).split('\\').join('/');
    if (ownedByAGame(path, ids)) continue;
    checked += 1;
    const code = withoutComments(readFileSync(file, 'utf8')).toLowerCase();
    for (const name of names) assert.ok(!code.includes(name), `${path} names the game "${name}"`);
  }
  assert.ok(checked >= 20, `the page's generic files were found under ${WEB_JS} (${checked})`);
});
