// What a match offers beyond moves, in the browser against the real server: clocks counting
// down (the running one marked, a warning under ten seconds, more time, a flag fall), a
// takeback declined and one accepted, a rematch declined and agreed (both players follow into
// the new room, a spectator by its link), the computer's answers to both, and claims against
// a player who left (two players, and Grav of three). The server's claim grace is one second
// here, so a claim needs no long wait.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, openPage, createRoom, assertNoErrors, shot, shotBoard, noHorizontalScroll, status, DESKTOP, PHONE, LIMIT } from './harness.mjs';
import { column, cell, drop, newGame, redSeat } from './connect4_page.mjs';

let server;
let browser;
withServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
}, ['--claim-after-seconds', '1']);

const clockOf = (page, side) => page.locator('.clock').filter({ hasText: side });
const timeOf = async (page, side) => {
  const [m, s] = (await clockOf(page, side).getByRole('timer').textContent()).split(':').map(Number);
  return m * 60 + s;
};

async function close(...pages) {
  assertNoErrors(...pages);
  for (const page of pages) await page.context().close();
}

test('a timed game: the clocks, the first-move deadline, more time, and a flag fall', LIMIT, async () => {
  // Nine seconds each: under the warning from the start.
  const { red, blue } = await newGame(browser, server, { redName: 'tess', blueName: 'uri', blueOptions: PHONE, setup: async (page) => {
    await page.getByRole('combobox', { name: 'Clock' }).selectOption({ label: 'Other…' });
    await page.getByLabel('Minutes per player').fill('0.15');
    await page.getByLabel('Seconds added per move').fill('0');
  } });
  assert.equal(await red.getByRole('timer').count(), 2, 'a clock per seat');
  assert.equal(await red.getByRole('timer', { name: 'tess (red) clock' }).textContent(), '0:09.0');
  // No clock runs before every seat has moved; the first move has its deadline.
  await red.getByText(/^You have \d+ s to make a first move, or the game is aborted\.$/).waitFor();
  await blue.getByText(/^tess \(red\) has \d+ s to make a first move/).waitFor();
  assert.equal(await red.locator('.clock.running').count(), 0);
  await drop(red, 'a', 'a1 red');
  await column(blue, 'b').tap();
  await cell(red, 'b1 blue').waitFor();

  // Red's clock runs now, marked in words as well as by its frame, and warns.
  await clockOf(red, 'red').and(red.locator('.running.warning')).waitFor();
  assert.match(await clockOf(blue, 'red').textContent(), /running/);
  const before = await timeOf(red, 'red');
  await red.waitForFunction((start) => {
    const [m, s] = document.querySelector('.clock.running [role="timer"]').textContent.split(':').map(Number);
    return m * 60 + s < start - 0.5;
  }, before);
  await shot(blue, 'clock-warning-phone');
  await noHorizontalScroll(blue);

  // Blue gives red 15 seconds: red is out of the warning.
  await blue.getByRole('button', { name: 'More time for tess (red)' }).tap();
  await red.waitForFunction(() => !document.querySelector('.clock.running').classList.contains('warning'));
  assert.ok(await timeOf(red, 'red') > 15, 'the time was added');
  assert.equal(await red.getByRole('button', { name: /More time for tess/ }).count(), 0, 'nobody gives themselves time');
  await shot(red, 'clock-desktop');
  await shotBoard(red, 'clocks', '.board-box');

  // Red moves; blue's nine seconds run out with nobody sending anything.
  await drop(red, 'c', 'c1 red');
  await clockOf(blue, 'blue').and(blue.locator('.running')).waitFor();
  await status(red).waitFor({ timeout: 15000 });
  assert.match(await status(red).textContent(), /^You won on time\.$/);
  assert.match(await status(blue).textContent(), /^You lost: tess \(red\) won on time\.$/);
  assert.equal(await red.locator('.clock.running').count(), 0, 'no clock runs after the end');
  // The replay shows the clocks after each move.
  await red.getByRole('link', { name: 'Replay this game move by move' }).click();
  await red.getByText(/^After move 3 of 3: column c\. Clocks: tess \(red\) 0:\d\d, uri \(blue\) 0:09\.0\.$/).waitFor();
  await close(red, blue);
});

test('after a server restart the clocks resume, the running one with the courtesy time', LIMIT, async () => {
  const { red, blue } = await newGame(browser, server, { redName: 'ida', blueName: 'jon', setup: (page) =>
    page.getByRole('combobox', { name: 'Clock' }).selectOption({ label: '5 min + 3 s' }) });
  await drop(red, 'a', 'a1 red');
  await drop(blue, 'b', 'b1 blue');
  await clockOf(red, 'red').and(red.locator('.running')).waitFor();
  red.context().serverDown = blue.context().serverDown = true;
  await server.stop();
  await red.getByText(/Offline, reconnecting/).waitFor();
  await server.start();
  await red.getByText('Connected').waitFor();
  await blue.getByText('Connected').waitFor();
  red.context().serverDown = blue.context().serverDown = false;
  // Red's reading stored with blue's move (5:00), plus 15 s for the restart; blue's stands
  // (no increment for a first move).
  await red.waitForFunction(() => /^5:1\d$/.test(document.querySelector('.clock.running [role="timer"]').textContent));
  assert.equal(await clockOf(blue, 'blue').getByRole('timer').textContent(), '5:00');
  await drop(red, 'c', 'c1 red');
  await clockOf(red, 'blue').and(red.locator('.running')).waitFor();
  await close(red, blue);
});

test('abort is offered only while it is allowed: gone once both moved, back after a takeback to before', LIMIT, async () => {
  const { red, blue } = await newGame(browser, server, { redName: 'xena', blueName: 'yuri' });
  const abort = (page) => page.getByRole('button', { name: 'Abort', exact: true });
  await abort(red).waitFor();
  await drop(red, 'a', 'a1 red');
  await abort(blue).waitFor();
  await drop(blue, 'b', 'b1 blue');
  await abort(red).waitFor({ state: 'detached' });
  await abort(blue).waitFor({ state: 'detached' });
  // Blue takes its move back: blue has no move that stands, so the game may be aborted again.
  await blue.getByRole('button', { name: 'Takeback', exact: true }).click();
  await red.getByRole('button', { name: 'Accept takeback' }).click();
  await cell(red, 'b1 empty').waitFor();
  await abort(blue).waitFor();
  await abort(red).click();
  await status(blue).waitFor();
  assert.match(await status(blue).textContent(), /Game aborted/);
  await close(red, blue);
});

test('a takeback declined, then one accepted, its notice gone with the next move', LIMIT, async () => {
  const { red, blue } = await newGame(browser, server, { redName: 'vera', blueName: 'walt' });
  const takeback = (page) => page.getByRole('button', { name: 'Takeback', exact: true });
  assert.equal(await takeback(red).count(), 0, 'nothing to take back before one\'s first move');
  await drop(red, 'a', 'a1 red');
  await drop(blue, 'b', 'b1 blue');
  // On its own turn red asks for its move and blue's reply; blue declines.
  await takeback(red).click();
  await red.getByText('You asked to take back your move and the reply; waiting for an answer.').waitFor();
  await blue.getByText('vera (red) asks to take back their move and the reply.').waitFor();
  await blue.getByRole('button', { name: 'Decline takeback' }).click();
  await red.getByText('Your takeback request was declined.').waitFor();
  await cell(red, 'b1 blue').waitFor();
  // Asking again before another move of one's own is not open: no button.
  await takeback(red).waitFor({ state: 'detached' });

  // After a move of its own red asks for it back on blue's turn; blue accepts.
  await drop(red, 'c', 'c1 red');
  await takeback(red).click();
  await blue.getByText('vera (red) asks to take back their last move.').waitFor();
  await blue.getByRole('button', { name: 'Accept takeback' }).click();
  await cell(blue, 'c1 empty').waitFor();
  await cell(red, 'c1 empty').waitFor();
  await red.getByText('One move was taken back at your request.').waitFor();
  assert.equal(await column(red, 'd').getAttribute('aria-disabled'), 'false', 'red is to move again');
  assert.equal(await column(blue, 'd').getAttribute('aria-disabled'), 'true');
  await drop(red, 'd', 'd1 red');
  await cell(blue, 'd1 red').waitFor();
  // The takeback's notice belongs to its moment: the next move ends it.
  assert.equal(await red.getByText('One move was taken back at your request.').count(), 0, 'the takeback\'s notice is gone after the next move');

  // The replay shows the moves that stand.
  await blue.getByRole('button', { name: 'Resign' }).click();
  await blue.getByRole('button', { name: 'Yes, resign' }).click();
  await red.getByRole('link', { name: 'Replay this game move by move' }).click();
  await red.getByText('One move was taken back; the list shows the moves that stand.').waitFor();
  await red.getByText('After move 3 of 3: column d.').waitFor();
  // The move list names who played each move.
  assert.deepEqual(await red.getByRole('listitem').getByRole('button').allTextContents(),
    ['vera (red): column a', 'walt (blue): column b', 'vera (red): column d']);
  await cell(red, 'c1 empty').waitFor();
  await close(red, blue);
});

test('a rematch declined, then agreed: both players follow into the new room with the sides swapped', LIMIT, async () => {
  const { red, blue, url } = await newGame(browser, server, { redName: 'xena', blueName: 'yuri' });
  const watcher = await openPage(browser, DESKTOP);
  await watcher.goto(url);
  await watcher.getByLabel('Your name').fill('zed');
  await watcher.getByRole('button', { name: 'Watch' }).click();
  await red.getByText('1 watching').waitFor();
  await drop(red, 'a', 'a1 red');
  await red.getByRole('button', { name: 'Resign' }).click();
  await red.getByRole('button', { name: 'Yes, resign' }).click();
  await status(blue).waitFor();
  const firstGame = await red.getByRole('link', { name: 'Replay this game move by move' }).getAttribute('href');
  await red.getByRole('button', { name: 'Rematch', exact: true }).click();
  await red.getByText('You asked for a rematch; waiting for an answer.').waitFor();
  await blue.getByText('xena (red) asks for a rematch.').waitFor();
  await blue.getByRole('button', { name: 'Decline rematch' }).click();
  await red.getByText('yuri (blue) declined the rematch.').waitFor();

  await blue.getByRole('button', { name: 'Rematch', exact: true }).click();
  await red.getByText('yuri (blue) asks for a rematch.').waitFor();
  await red.getByRole('button', { name: 'Rematch', exact: true }).click();
  await red.waitForURL((next) => next.href !== url && /\/r\/[2-9A-Z]{6}$/.test(next.pathname));
  await blue.waitForURL(red.url());
  // Yuri played blue and now plays red, and opens.
  await blue.getByText('red: yuri (you)').waitFor();
  await red.getByText('blue: xena (you)').waitFor();
  await drop(blue, 'd', 'd1 red');
  await cell(red, 'd1 red').waitFor();
  assert.equal(await status(red).count(), 0, 'the new game goes on');
  // The spectator is told, and may follow.
  await watcher.getByText(/^Rematch agreed: the new game is in room [2-9A-Z]{6}\.$/).waitFor();
  await watcher.getByRole('link', { name: 'Watch the rematch' }).click();
  await watcher.waitForURL(red.url());
  await watcher.getByText('Every seat is taken: you are watching.').waitFor();
  await cell(watcher, 'd1 red').waitFor();
  // The stored games link to each other.
  await red.goto(server.url + firstGame);
  await red.getByRole('link', { name: /^Its rematch \(game \d+\)$/ }).click();
  await red.getByRole('link', { name: `The game before (game ${firstGame.slice(3)})` }).waitFor();
  await close(red, blue, watcher);
});

test('the computer accepts a takeback and agrees to a rematch at once', LIMIT, async () => {
  const page = await openPage(browser, PHONE);
  const url = await createRoom(page, server, { name: 'cleo', game: 'Connect Four', opponent: 'Computer', setup: redSeat });
  await column(page, 'a').tap();
  await page.locator('[role="img"][aria-label*=" blue"]').first().waitFor();
  // The computer has replied: red's move and the reply go back together.
  await page.getByRole('button', { name: 'Takeback', exact: true }).tap();
  await page.getByText('Two moves were taken back at your request.').waitFor();
  assert.equal(await page.locator('[role="img"][aria-label*=" red"], [role="img"][aria-label*=" blue"]').count(), 0);
  await page.getByRole('button', { name: 'Resign' }).tap();
  await page.getByRole('button', { name: 'Yes, resign' }).tap();
  await status(page).waitFor();
  await page.getByRole('button', { name: 'Rematch', exact: true }).tap();
  await page.waitForURL((next) => next.href !== url && /\/r\/[2-9A-Z]{6}$/.test(next.pathname));
  // Now blue: the computer opens.
  await page.getByText('blue: cleo (you)').waitFor();
  await page.locator('[role="img"][aria-label*=" red"]').first().waitFor();
  await close(page);
});

test('a player who left: the notice, the claim once the grace is over, a victory and a draw', LIMIT, async () => {
  for (const [claim, result] of [['Claim victory', /^You won because a player left the game\.$/],
    ['Claim draw', /^Draw because a player left the game\.$/]]) {
    const { red, blue } = await newGame(browser, server, { redName: 'zoe', blueName: 'abe' });
    await drop(red, 'a', 'a1 red');
    await drop(blue, 'b', 'b1 blue');
    await close(blue);
    await red.getByText('abe (blue) left the game.').waitFor();
    await red.getByText('abe (blue) has been away too long: you may claim the victory or a draw.').waitFor();
    await shot(red, 'claim-desktop');
    await red.getByRole('button', { name: claim }).click();
    await status(red).waitFor();
    assert.match(await status(red).textContent(), result);
    await close(red);
  }
});

test('Grav of three: a claim takes the absent seat out and the game goes on, with no draw to claim', LIMIT, async () => {
  const point = (page, name) => page.getByRole('button', { name: new RegExp(`^${name} `) });
  const [ann, ben, cat] = await Promise.all([openPage(browser, DESKTOP), openPage(browser, DESKTOP), openPage(browser, PHONE)]);
  const url = await createRoom(ann, server, { name: 'ann', game: 'Grav', setup: async (p) => {
    await p.getByRole('combobox', { name: 'Board size' }).selectOption('7');
    await p.getByRole('combobox', { name: 'Players' }).selectOption('3');
    await p.getByRole('combobox', { name: 'Your seat' }).selectOption({ label: 'red' });
  } });
  for (const [page, name] of [[ben, 'ben'], [cat, 'cat']]) {
    await page.goto(url);
    await page.getByLabel('Your name').fill(name);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.getByText(`(you)`).first().waitFor();
  }
  await point(ann, '1,1').click();
  await point(ben, '1,1').and(ben.locator('[aria-label*="red"]')).waitFor();
  await point(ben, '5,5').click();
  await point(cat, '5,5').and(cat.locator('[aria-label*="blue"]')).waitFor();
  await point(cat, '3,3').tap();
  await point(ann, '3,3').and(ann.locator('[aria-label*="green"]')).waitFor();
  await close(cat);
  await ann.getByText('cat (green) has been away too long: you may claim the victory.').waitFor();
  assert.equal(await ann.getByRole('button', { name: 'Claim draw' }).count(), 0);
  await ann.getByRole('button', { name: 'Claim victory' }).click();
  await ann.getByText('cat (green) was away too long and is out of the game.').waitFor();
  await ben.locator('.seat', { hasText: 'green: cat' }).getByText('(out of the game)').waitFor();
  assert.equal(await status(ann).count(), 0, 'two players are left: the game goes on');
  await point(ann, '1,3').click();
  await point(ben, '1,3').and(ben.locator('[aria-label*="red"]')).waitFor();
  await close(ann, ben);
});
