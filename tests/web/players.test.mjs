// Player pages and leaderboards in the browser against the real server: two accounts play a
// rated game to its end, then each one's page (/@/NAME) shows the rating, the results, the
// rating chart and the game linking to its replay; the leaderboard lists a settled player.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { withServerAndBrowser, openPage, assertNoErrors, LIMIT, DESKTOP, createRoom, status, shot, registered } from './harness.mjs';
import { redSeat, redWinsDownColumnA } from './connect4_page.mjs';

let server;
let browser;
withServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
}, ['--password-ops', '1', '--password-mem-kib', '8']);


test('after a rated game, each player page shows its rating, results, chart and replay link', LIMIT, async () => {
  const red = await registered(browser, server, 'Alice');
  const blue = await registered(browser, server, 'Bob');
  const url = await createRoom(red, server, { name: 'Alice', game: 'Connect Four', setup: async (page) => {
    await redSeat(page);
    await page.getByRole('checkbox', { name: 'Rated' }).check();
  } });
  await blue.goto(url);
  await blue.getByText('blue: Bob (1500?) (you)').waitFor();
  await redWinsDownColumnA(red, blue);
  await status(blue).filter({ hasText: 'won by four in a row' }).waitFor();

  // Alice reaches her page from the start page's account area.
  await red.goto(`${server.url}/`);
  await red.getByRole('link', { name: 'Your player page' }).click();
  await red.waitForURL(`${server.url}/@/Alice`);
  await red.getByRole('heading', { name: 'Alice', level: 1 }).waitFor();
  await red.getByText('Connect Four · rating 1741? (RD 397) · 1 played: 1 won, 0 drawn, 0 lost').waitFor();
  const chart = red.getByRole('img', { name: 'Rating history' });
  await chart.waitFor();
  assert.equal(await chart.locator('polyline').count(), 1);
  const game = red.locator('.player-games li').first();
  await game.getByText('won').waitFor();
  assert.match(await game.textContent(), /against Bob · rating 1500 → 1741 · private$/);
  await shot(red, 'player-page');

  // The game was made by link, so private: listed to its players. Bob's name links to his page,
  // and the game to its replay.
  await game.getByRole('link', { name: 'Bob' }).click();
  await red.getByText('Connect Four · rating 1259? (RD 397) · 1 played: 0 won, 0 drawn, 1 lost').waitFor();
  await red.locator('.player-games li').first().getByText('lost').waitFor();
  await red.locator('.player-games li a[href^="/g/"]').first().click();
  await red.getByRole('heading', { name: /^Connect Four: game \d+$/ }).waitFor();

  assertNoErrors(red, blue);
  // A name no account has (its 404 is the one failed request the browser logs).
  await red.goto(`${server.url}/@/nobody`);
  await red.getByText('No account is called nobody.').waitFor();
  for (const page of [red, blue]) await page.context().close();
});

test('the leaderboard lists players no longer provisional who played lately', LIMIT, async () => {
  const page = await openPage(browser);
  await page.goto(`${server.url}/`);
  await page.getByRole('link', { name: 'Leaderboard of Connect Four' }).click();
  await page.getByRole('heading', { name: 'Leaderboard: Connect Four' }).waitFor();
  await page.getByText('Nobody is on it yet.').waitFor();

  // As if many games had settled Alice's rating (the game of the test before made it).
  execFileSync('sqlite3', [server.db, `UPDATE ratings SET deviation = 60, rated_at = ${Date.now()} WHERE player_id = (SELECT player_id FROM accounts WHERE user_name = 'Alice')`]);
  await page.reload();
  const table = page.getByRole('table');
  await table.waitFor();
  const rows = table.getByRole('row');
  assert.equal(await rows.count(), 2);
  assert.deepEqual(await rows.nth(1).getByRole('cell').allTextContents(), ['1', 'Alice', '1741', '60', '1']);
  await rows.nth(1).getByRole('link', { name: 'Alice' }).click();
  await page.getByRole('heading', { name: 'Alice', level: 1 }).waitFor();
  await shot(page, 'leaderboard');
  assertNoErrors(page);
  await page.context().close();
});

test('a Korean browser gets the player page and the leaderboard in Korean', LIMIT, async () => {
  const page = await openPage(browser, { ...DESKTOP, locale: 'ko-KR' });
  await page.goto(`${server.url}/@/alice`);
  await page.getByRole('heading', { name: '레이팅과 전적' }).waitFor();
  await page.getByText('커넥트 포 · 레이팅 1741 (RD 60) · 1판: 1승 0무 0패 · 커넥트 포 순위표').waitFor();
  await page.getByRole('img', { name: '레이팅 변화' }).waitFor();
  // Alice's one game was private: a stranger's browser is not shown it.
  await page.locator('.player-games').getByText('아직 둔 게임이 없어요.').waitFor();
  await page.getByRole('link', { name: '커넥트 포 순위표' }).click();
  await page.getByRole('heading', { name: '순위표: 커넥트 포' }).waitFor();
  assert.deepEqual(await page.getByRole('columnheader').allTextContents(), ['순위', '플레이어', '레이팅', 'RD', '레이팅 게임']);
  await shot(page, 'leaderboard-ko');
  assertNoErrors(page);
  await page.context().close();
});
