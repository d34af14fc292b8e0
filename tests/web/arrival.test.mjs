// How a player arrives at a game, in the browser against the real server: an invite link that
// names the game, who waits and the free seats before joining (and offers only watching once
// every seat is taken) or says that no room has its code, and the start page's unfinished
// games, each named by its game, the opponents and whose turn it is, without entering them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, openPage, createRoom, joinByLink, assertNoErrors, DESKTOP, PHONE, LIMIT } from './harness.mjs';
import { column, drop, newGame, redSeat } from './connect4_page.mjs';

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
  // From here bob's page keeps every notice it shows.
  await blue.evaluate(() => {
    const notice = document.querySelector('p.notice');
    let shown = notice.textContent;
    window.noticesSeen = [];
    new MutationObserver(() => {
      if (notice.textContent === shown) return;
      shown = notice.textContent;
      if (shown) window.noticesSeen.push(shown);
    }).observe(notice, { childList: true, characterData: true, subtree: true });
  });
  await red.goto(`${server.url}/`);
  await red.getByRole('link', { name: `Connect Four against bob (blue), bob (blue) to move (${code})`, exact: true }).waitFor();
  // Looking at a room does not enter it: bob's page, which hears the room's events in order,
  // tells of alice leaving the room's page, and of nothing more (no coming back and leaving
  // again as her start page looks at the room).
  await blue.getByRole('textbox', { name: 'Message' }).fill('still there?');
  await blue.getByRole('textbox', { name: 'Message' }).press('Enter');
  await blue.getByText('bob: still there?').waitFor();
  assert.deepEqual(await blue.evaluate(() => window.noticesSeen), ['alice (red) left the game.']);
  await blue.locator('.seat', { hasText: 'red: alice' }).getByText(', offline').waitFor();

  await blue.goto(`${server.url}/`);
  const mine = blue.getByRole('link', { name: `Connect Four against alice (red), your turn (${code})`, exact: true });
  await mine.waitFor();
  await red.goto(url);
  await red.locator('.seat', { hasText: 'blue: bob' }).getByText(', offline').waitFor();
  await mine.tap();
  await blue.waitForURL(url);
  await column(blue, 'b').and(blue.locator('[aria-disabled="false"]')).waitFor();
  await red.locator('.seat', { hasText: 'blue: bob' }).getByText(', online').waitFor();
  await close(red, blue);
});

test('an invite link names the game, who waits and the free seats before joining; a full room offers watching', LIMIT, async () => {
  const host = await openPage(browser, DESKTOP);
  const url = await createRoom(host, server, { name: 'alice', game: 'Connect Four', setup: redSeat });
  const code = url.slice(-6);
  const friend = await openPage(browser, PHONE);
  await friend.goto(url);
  await friend.getByRole('heading', { name: `Connect Four · room ${code}` }).waitFor();
  await friend.getByText('alice is waiting for an opponent: the blue seat is free.', { exact: true }).waitFor();
  await friend.locator('.seat', { hasText: 'red: alice' }).waitFor();
  await friend.locator('.seat', { hasText: 'blue: free seat' }).waitFor();
  await friend.getByRole('button', { name: 'Join', exact: true }).waitFor();
  await joinByLink(friend, url, 'bob');
  await friend.getByText('blue: bob (you)').waitFor();

  const late = await openPage(browser, DESKTOP);
  await late.goto(url);
  await late.getByText('Every seat is taken: you may watch alice and bob play.', { exact: true }).waitFor();
  assert.equal(await late.getByRole('button', { name: 'Join', exact: true }).count(), 0, 'a full room offers no seat');
  await late.getByLabel('Your name').fill('carol');
  await late.getByRole('button', { name: 'Watch', exact: true }).click();
  await late.getByText('1 watching').waitFor();
  await close(host, friend, late);
});

test('a link to a room that does not exist says so, and the page logs no failed request', LIMIT, async () => {
  const visitor = await openPage(browser, DESKTOP);
  await visitor.goto(`${server.url}/r/ZZZZZ2`);
  await visitor.getByLabel('Your name').fill('dora');
  await visitor.getByRole('button', { name: 'Join', exact: true }).click();
  await visitor.getByRole('alert').getByText('there is no room ZZZZZ2', { exact: true }).waitFor();
  await close(visitor);
});
