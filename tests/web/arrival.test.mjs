// How a player arrives at a game, in the browser against the real server: the start page's
// unfinished games, each named by its game, the opponents and whose turn it is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, openPage, assertNoErrors, DESKTOP, PHONE, LIMIT } from './harness.mjs';
import { column, drop, newGame } from './connect4_page.mjs';

let server;
let browser;
withServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

async function close(...pages) {
  assertNoErrors(...pages);
  for (const page of pages) await page.context().close();
}

test('the start page names each unfinished game: its game, the opponents and whose turn it is', LIMIT, async () => {
  const { red, blue, url } = await newGame(browser, server, { redName: 'alice', blueName: 'bob', blueOptions: PHONE });
  const code = url.slice(-6);
  await drop(red, 'a', 'a1 red');
  await red.goto(`${server.url}/`);
  await red.getByRole('link', { name: `Connect Four against bob (blue), bob (blue) to move (${code})`, exact: true }).waitFor();
  await blue.goto(`${server.url}/`);
  const mine = blue.getByRole('link', { name: `Connect Four against alice (red), your turn (${code})`, exact: true });
  await mine.waitFor();
  // Looking at a room does not stay in it: alice's page, back in the room, sees bob away.
  await red.goto(url);
  await red.locator('.seat', { hasText: 'blue: bob' }).getByText(', offline').waitFor();
  await mine.tap();
  await blue.waitForURL(url);
  await column(blue, 'b').and(blue.locator('[aria-disabled="false"]')).waitFor();
  await red.locator('.seat', { hasText: 'blue: bob' }).getByText(', online').waitFor();
  await close(red, blue);
});
