// The page's game seam, proved with the test-only game of tests/tictactoe/: its web module
// (tictactoe_web/, one module and its registration line) is served by plyroom-server-tictactoe
// through --web-root over the page built into it, and a game is played to its end and replayed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Server, WEB_ROOT, launch, openPage, createRoom, joinByLink, status, assertNoErrors, shot, DESKTOP, PHONE, LIMIT, press } from './harness.mjs';

const TICTACTOE_BIN = process.env.PLYROOM_TICTACTOE_SERVER_BIN;
const OVERLAY = fileURLToPath(new URL('./tictactoe_web', import.meta.url));

// The page's files (the built-in copy, or web/ from disk with PLYROOM_WEB_ROOT) with the
// test game's module and registration list over them.
function webRootWithTheTestGame() {
  const dir = mkdtempSync(join(tmpdir(), 'plyroom-tictactoe-web-'));
  if (WEB_ROOT) cpSync(WEB_ROOT, dir, { recursive: true });
  cpSync(OVERLAY, dir, { recursive: true });
  return dir;
}

let server;
let browser;
before(async () => {
  assert.ok(TICTACTOE_BIN, 'PLYROOM_TICTACTOE_SERVER_BIN names the plyroom-server-tictactoe binary');
  server = await new Server([], { bin: TICTACTOE_BIN, webRoot: webRootWithTheTestGame() }).start();
  browser = await launch();
});
after(async () => {
  await browser.close();
  await server.stop();
});

const square = (page, name) => page.getByRole('button', { name, exact: true });

test('a game the page knows only through its module is created, played to three in a row and replayed', LIMIT, async () => {
  const x = await openPage(browser, DESKTOP);
  const o = await openPage(browser, PHONE);
  // A public room: its record is open to every viewer, so the replay needs nothing more.
  const url = await createRoom(x, server, { name: 'xena', game: 'Tic-tac-toe', opponent: 'Anyone (public)', setup: async (page) => {
    assert.deepEqual(await page.getByRole('combobox', { name: 'Your seat' }).locator('option').allTextContents(), ['Random', 'x', 'o']);
    await page.getByRole('combobox', { name: 'Your seat' }).selectOption({ label: 'x' });
  } });
  await joinByLink(o, url, 'otto');
  await x.getByRole('heading', { name: `Tic-tac-toe · room ${url.slice(-6)}` }).waitFor();
  for (const [page, name, other] of [[x, 'a3', o], [o, 'b3', x], [x, 'a2', o], [o, 'b2', x]]) {
    await square(page, `${name} empty`).and(page.locator('[aria-disabled="false"]')).waitFor();
    await press(page, square(page, `${name} empty`));
    await square(other, `${name} ${page === x ? 'x' : 'o'}`).waitFor();
  }
  await press(x, square(x, 'a1 empty'));
  await status(x).waitFor();
  assert.equal(await status(x).textContent(), 'You won by three in a row.');
  await status(o).waitFor();
  assert.equal(await status(o).textContent(), 'You lost: xena (x) won by three in a row.');
  await shot(x, 'tictactoe-desktop');

  await x.getByRole('link', { name: 'Replay this game move by move' }).click();
  await x.waitForURL(/\/g\/\d+$/);
  await x.getByRole('heading', { name: /^Tic-tac-toe: game \d+$/ }).waitFor();
  assert.deepEqual(await x.locator('ol.moves li').allTextContents(),
    ['xena (x): square a3', 'otto (o): square b3', 'xena (x): square a2', 'otto (o): square b2', 'xena (x): square a1']);
  await x.getByRole('button', { name: 'First' }).click();
  await square(x, 'a3 empty').waitFor();
  assertNoErrors(x, o);
  await x.context().close();
  await o.context().close();
});
