// Connect Four in the browser: a shared link, two browser contexts (desktop and phone), moves
// to four in a row, chat, the replay; draws, resignation, abort; the computer; reload,
// server restart and two tabs; a terminal player in the same room; failover to a second server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { withServerAndBrowser, openPage, watchErrors, assertNoErrors, shot, shotBoard, noHorizontalScroll, createRoom, joinByLink, status,
  DESKTOP, PHONE, CLI_BIN, LIMIT, Server } from './harness.mjs';
import { redSeat, column, cell, drop, newGame as newC4Game } from './connect4_page.mjs';

let server;
let browser;
withServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

const newGame = (redName, blueName, blueOptions) => newC4Game(browser, server, { redName, blueName, blueOptions });

test('two browsers play from a shared link to four in a row, on a desktop and a phone', LIMIT, async () => {
  const { red, blue, url } = await newGame('alice', 'bob', { ...PHONE, colorScheme: 'dark' });
  assert.match(url, /\/r\/[2-9A-HJKMNP-Z]{6}$/);
  assert.equal(await red.locator('meta[name="viewport"]').getAttribute('content'), 'width=device-width, initial-scale=1');
  await shot(red, 'connect4-waiting-desktop');
  // Blue may not play on red's turn.
  assert.equal(await column(blue, 'c').getAttribute('aria-disabled'), 'true');
  await drop(red, 'a', 'a1 red');
  await cell(blue, 'a1 red').waitFor();
  assert.equal(await column(red, 'b').getAttribute('aria-disabled'), 'true');
  // The phone taps.
  await column(blue, 'b').tap();
  await cell(red, 'b1 blue').waitFor();
  await drop(red, 'a', 'a2 red');
  await column(blue, 'b').tap();
  await cell(red, 'b2 blue').waitFor();
  await drop(red, 'a', 'a3 red');
  await column(blue, 'b').tap();
  await cell(red, 'b3 blue').waitFor();
  // Someone else taking the link of a full room is offered to watch, not a seat.
  const watcher = await openPage(browser, PHONE);
  await watcher.goto(url);
  await watcher.getByText('Every seat is taken: you may watch alice and bob play.').waitFor();
  assert.equal(await watcher.getByRole('button', { name: 'Join', exact: true }).count(), 0);
  await watcher.getByLabel('Your name').fill('wendy');
  await watcher.getByRole('button', { name: 'Watch', exact: true }).tap();
  await cell(watcher, 'b3 blue').waitFor();
  await red.getByText('1 watching').waitFor();
  assert.equal(await column(watcher, 'a').getAttribute('aria-disabled'), 'true');
  // Keyboard: focus column a and press Enter.
  await column(red, 'a').focus();
  await red.keyboard.press('Enter');
  await status(red).waitFor();
  assert.equal(await status(red).textContent(), 'You won by four in a row.');
  await assert.doesNotReject(status(blue).waitFor());
  assert.match(await status(blue).textContent(), /You lost: alice \(red\) won by four in a row/);
  assert.equal(await column(blue, 'c').getAttribute('aria-disabled'), 'true');
  assert.equal(await column(red, 'c').getAttribute('aria-disabled'), 'true');
  await noHorizontalScroll(blue);
  await shot(red, 'connect4-desktop');
  await shotBoard(red, 'connect4');
  await status(watcher).waitFor();
  assert.match(await status(watcher).textContent(), /^alice \(red\) won by four in a row/);
  assertNoErrors(watcher);
  await watcher.context().close();
  await shot(blue, 'connect4-phone-dark');

  // Chat after the game, both ways.
  await red.getByRole('textbox', { name: 'Message' }).fill('good game');
  await red.getByRole('textbox', { name: 'Message' }).press('Enter');
  await blue.getByText('alice: good game').waitFor();

  // The finished game replays move by move at /g/ID.
  await red.getByRole('link', { name: 'Replay this game move by move' }).click();
  await red.waitForURL(/\/g\/\d+$/);
  await cell(red, 'a4 red').waitFor();
  await red.getByRole('button', { name: 'First' }).click();
  await cell(red, 'a1 empty').waitFor();
  await red.getByRole('button', { name: 'Next' }).click();
  await cell(red, 'a1 red').waitFor();
  assertNoErrors(red, blue);
  await red.context().close();
  await blue.context().close();
});

// The four that won is named on the board, in the room and in the replay; no other disc is.
test('the winning four is marked in the room and in the replay', LIMIT, async () => {
  const { red, blue } = await newGame('gina', 'hugo');
  for (const file of 'abc') {
    await drop(red, file, `${file}1 red`);
    await drop(blue, file, `${file}2 blue`);
  }
  await drop(red, 'd', 'd1 red');
  const four = ['a1 red, part of the winning four', 'b1 red, part of the winning four',
    'c1 red, part of the winning four', 'd1 red, last move, part of the winning four'];
  for (const page of [red, blue]) {
    await status(page).waitFor();
    for (const name of four) await page.getByRole('img', { name, exact: true }).waitFor();
    assert.equal(await page.getByRole('img', { name: /winning four/ }).count(), 4);
    assert.equal(await page.getByRole('img', { name: 'a2 blue', exact: true }).count(), 1);
  }
  await red.getByRole('link', { name: 'Replay this game move by move' }).click();
  await red.waitForURL(/\/g\/\d+$/);
  for (const name of four) await red.getByRole('img', { name, exact: true }).waitFor();
  // One move earlier, nothing has won yet.
  await red.getByRole('button', { name: 'Previous' }).click();
  await cell(red, 'd1 empty').waitFor();
  assert.equal(await red.getByRole('img', { name: /winning four/ }).count(), 0);
  assertNoErrors(red, blue);
  await red.context().close();
  await blue.context().close();
});

// The replay page offers the game text: a link that downloads the tags and the moves in the
// game's notation (column letters), as the server writes them at /api/games/ID.txt.
test('the replay page downloads the game text', LIMIT, async () => {
  const { red, blue } = await newGame('iris', 'jack');
  for (const file of 'abc') {
    await drop(red, file, `${file}1 red`);
    await drop(blue, file, `${file}2 blue`);
  }
  await drop(red, 'd', 'd1 red');
  await status(red).waitFor();
  await red.getByRole('link', { name: 'Replay this game move by move' }).click();
  await red.waitForURL(/\/g\/\d+$/);
  const link = red.getByRole('link', { name: 'Download the game text' });
  await link.waitFor();
  const [download] = await Promise.all([red.waitForEvent('download'), link.click()]);
  const stream = await download.createReadStream();
  let text = '';
  for await (const chunk of stream) text += chunk;
  assert.match(text, /^\[Event "Plyroom game \d+"\]\n/);
  assert.match(text, /\[Red "iris"\]\n\[Blue "jack"\]\n\[Result "1-0"\]\n/);
  assert.match(text, /\n1\. a 2\. a 3\. b 4\. b 5\. c 6\. c 7\. d 1-0\n/);
  assertNoErrors(red, blue);
  await red.context().close();
  await blue.context().close();
});

// The middle of a cell's hole, in page coordinates.
async function holeCentre(page, name) {
  const box = await cell(page, name).boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

// The preview disc is drawn over the landing hole as the pointer comes in: a press there
// must still reach the column.
test('a click on the hole where the disc will land plays that column, on a desktop', LIMIT, async () => {
  const { red, blue } = await newGame('tess', 'ugo');
  await red.mouse.click(...await holeCentre(red, 'c1 empty'));
  await cell(blue, 'c1 red').waitFor();
  assertNoErrors(red, blue);
  await red.context().close();
  await blue.context().close();
});

test('a tap on the hole where the disc will land plays that column, on a phone', LIMIT, async () => {
  const { red, blue } = await newGame('vera', 'walt', PHONE);
  await drop(red, 'c', 'c1 red');
  await column(blue, 'c').and(blue.locator('[aria-disabled="false"]')).waitFor();
  await blue.touchscreen.tap(...await holeCentre(blue, 'c2 empty'));
  await cell(red, 'c2 blue').waitFor();
  assertNoErrors(red, blue);
  await red.context().close();
  await blue.context().close();
});

test('a draw offered and accepted, a declined offer, a resignation confirmed and an abort', LIMIT, async () => {
  let { red, blue, url } = await newGame('carol', 'dave');
  const watcher = await openPage(browser, DESKTOP);
  await watcher.goto(url);
  await watcher.getByLabel('Your name').fill('walt');
  await watcher.getByRole('button', { name: 'Watch' }).click();
  await red.getByText('1 watching').waitFor();
  await drop(red, 'd', 'd1 red');
  await cell(watcher, 'd1 red').waitFor();
  await blue.getByRole('button', { name: 'Offer draw' }).click();
  // The offerer reads its own offer in the second person, the others in the third.
  await blue.getByText('You offered a draw; waiting for an answer.', { exact: true }).waitFor();
  await watcher.getByText('dave (blue) offers a draw.', { exact: true }).waitFor();
  assert.equal(await blue.getByText('dave (blue) offers a draw.', { exact: true }).count(), 0, 'not in the third person');
  await red.getByRole('button', { name: 'Decline draw' }).click();
  await blue.getByText('Your draw offer was declined.', { exact: true }).waitFor();
  await red.getByText("dave (blue)'s draw offer was declined.", { exact: true }).waitFor();
  // Offering again before a move of one's own is not open: no button until blue has moved.
  await blue.getByRole('button', { name: 'Offer draw' }).waitFor({ state: 'detached' });
  await drop(blue, 'd', 'd2 blue');
  await blue.getByRole('button', { name: 'Offer draw' }).click();
  await red.getByRole('button', { name: 'Accept draw' }).click();
  await status(blue).waitFor();
  assert.match(await status(blue).textContent(), /Draw by agreement/);
  await status(watcher).filter({ hasText: /Draw by agreement/ }).waitFor();
  assertNoErrors(red, blue, watcher);
  await watcher.context().close();
  await red.context().close();
  await blue.context().close();

  ({ red, blue } = await newGame('erin', 'frank'));
  await drop(red, 'c', 'c1 red');
  await drop(blue, 'c', 'c2 blue');
  await blue.getByRole('button', { name: 'Resign' }).click();
  await blue.getByRole('button', { name: 'Keep playing' }).click();
  assert.equal(await status(red).count(), 0, 'no result yet');
  await blue.getByRole('button', { name: 'Resign' }).click();
  await blue.getByRole('button', { name: 'Yes, resign' }).click();
  await status(red).waitFor();
  assert.equal(await status(red).textContent(), 'You won by resignation.');
  // A refused action is explained in the server's words.
  assertNoErrors(red, blue);
  await red.context().close();
  await blue.context().close();

  ({ red, blue } = await newGame('gina', 'hank'));
  await drop(red, 'e', 'e1 red');
  await blue.getByRole('button', { name: 'Abort' }).click();
  await status(red).waitFor();
  assert.match(await status(red).textContent(), /Game aborted/);
  assertNoErrors(red, blue);
  await red.context().close();
  await blue.context().close();
});

// A notice belongs to the moment it describes.
test('a notice is gone once the room moves on: the copied link when the friend joins, a declined draw at the end', LIMIT, async () => {
  const red = await openPage(browser, DESKTOP);
  await red.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const url = await createRoom(red, server, { name: 'nina', game: 'Connect Four', setup: redSeat });
  await red.getByRole('button', { name: 'Copy link' }).click();
  await red.getByText('Link copied.', { exact: true }).waitFor();
  const blue = await openPage(browser, PHONE);
  await joinByLink(blue, url, 'omar');
  await column(red, 'a').and(red.locator('[aria-disabled="false"]')).waitFor();
  await red.getByText('Link copied.', { exact: true }).waitFor({ state: 'detached' });

  await drop(red, 'a', 'a1 red');
  await blue.getByRole('button', { name: 'Offer draw' }).tap();
  await red.getByRole('button', { name: 'Decline draw' }).click();
  await blue.getByText('Your draw offer was declined.', { exact: true }).waitFor();
  await red.getByRole('button', { name: 'Resign' }).click();
  await red.getByRole('button', { name: 'Yes, resign' }).click();
  await status(blue).waitFor();
  assert.equal(await blue.getByText('Your draw offer was declined.', { exact: true }).count(), 0);
  assertNoErrors(red, blue);
  await red.context().close();
  await blue.context().close();
});

// The board's place in the page (scrolling aside), to two decimals.
const boardPlace = (page) => page.getByRole('group', { name: 'Connect Four board' }).evaluate((board) => {
  const box = board.getBoundingClientRect();
  return [box.x + scrollX, box.y + scrollY, box.width, box.height].map((n) => Math.round(n * 100) / 100);
});

// A click aimed between two notices must land where it was aimed.
test('a notice does not move the board, on a desktop and a phone', LIMIT, async () => {
  const { red, blue } = await newGame('pia', 'quentin', PHONE);
  await drop(red, 'a', 'a1 red');
  await cell(blue, 'a1 red').waitFor();
  const phoneBefore = await boardPlace(blue);
  await red.getByRole('button', { name: 'Offer draw' }).click();
  await blue.getByText('pia (red) offers a draw.', { exact: true }).waitFor();
  assert.deepEqual(await boardPlace(blue), phoneBefore, 'the phone\'s board stays');
  const desktopBefore = await boardPlace(red);
  await blue.getByRole('button', { name: 'Decline draw' }).tap();
  await red.getByText('Your draw offer was declined.', { exact: true }).waitFor();
  assert.deepEqual(await boardPlace(red), desktopBefore, 'the desktop\'s board stays');
  assertNoErrors(red, blue);
  await red.context().close();
  await blue.context().close();
});

test('a game against the computer is played to its end', LIMIT, async () => {
  const page = await openPage(browser, PHONE);
  await createRoom(page, server, { name: 'ivy', game: 'Connect Four', opponent: 'Computer', setup: async (p) => {
    await p.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Easy' });
    await redSeat(p);
  } });
  for (let moves = 0; moves < 21 && (await status(page).count()) === 0; moves++) {
    const playable = page.locator('[role="button"][aria-label^="column"][aria-disabled="false"]');
    // Whichever comes first; the other wait is dropped (and its later timeout ignored).
    const waits = [playable.first().waitFor(), status(page).waitFor()];
    waits.forEach((wait) => wait.catch(() => {}));
    await Promise.race(waits);
    if ((await status(page).count()) > 0) break;
    const before = await page.locator('[role="img"][aria-label*=" red"]').count();
    await playable.first().tap();
    await page.waitForFunction((n) => document.querySelectorAll('[role="img"][aria-label*=" red"]').length > n, before);
  }
  await status(page).waitFor();
  assert.match(await status(page).textContent(), /won|Draw/);
  await noHorizontalScroll(page);
  assertNoErrors(page);
  await page.context().close();
});

test('a reload, a server restart and a second tab keep the player in the seat', LIMIT, async () => {
  const { red, blue, url } = await newGame('jack', 'kate');
  await drop(red, 'a', 'a1 red');
  await red.reload();
  await cell(red, 'a1 red').waitFor();
  await drop(blue, 'b', 'b1 blue');
  await cell(red, 'b1 blue').waitFor();

  red.context().serverDown = blue.context().serverDown = true;
  await server.stop();
  await red.getByText(/Offline, reconnecting/).waitFor();
  await server.start();
  await red.getByText('Connected').waitFor();
  await blue.getByText('Connected').waitFor();
  red.context().serverDown = blue.context().serverDown = false;
  await drop(red, 'c', 'c1 red');
  await cell(blue, 'c1 red').waitFor();

  // A second tab of the same player (same browser storage, same token) plays too.
  const second = await red.context().newPage();
  watchErrors(second);
  await second.goto(url);
  await cell(second, 'c1 red').waitFor();
  await drop(blue, 'd', 'd1 blue');
  await cell(second, 'd1 blue').waitFor();
  await drop(second, 'e', 'e1 red');
  await cell(red, 'e1 red').waitFor();
  await shot(red, 'connect4-after-restart');

  // The start page lists the unfinished game, one click away.
  await red.goto(`${server.url}/`);
  await red.getByRole('link', { name: `Connect Four against kate (blue), kate (blue) to move (${url.slice(-6)})` }).click();
  await cell(red, 'e1 red').waitFor();
  assertNoErrors(red, blue, second);
  await red.context().close();
  await blue.context().close();
});

test('a browser player and a terminal player share a room', LIMIT, async () => {
  assert.ok(CLI_BIN, 'PLYROOM_CLI_BIN names the terminal client');
  const red = await openPage(browser, DESKTOP);
  const url = await createRoom(red, server, { name: 'lena', game: 'Connect Four', setup: redSeat });
  const code = url.slice(-6);
  const terminal = spawn(CLI_BIN, ['--server', `ws://127.0.0.1:${server.port}`, '--name', 'termite', 'join', code],
    { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, HOME: server.dir, NO_COLOR: '1' } });
  const exited = new Promise((resolve) => terminal.on('exit', resolve));
  let output = '';
  terminal.stdout.on('data', (d) => { output += d; });
  terminal.stderr.on('data', (d) => { output += d; });
  try {
    await red.getByText(/blue: termite/).waitFor();
    // The terminal types its move once its own screen shows red's: typed before that, the
    // client refuses it as out of turn (the page may see a move before the terminal does).
    const terminalSees = async (ply) => {
      const end = Date.now() + 30000;
      while (!output.includes(`- ply ${ply} -`)) {
        assert.ok(Date.now() < end, `the terminal shows ply ${ply}:\n${output.slice(-2000)}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    for (let i = 1; i <= 3; i++) {
      await drop(red, 'a', `a${i} red`);
      await terminalSees(2 * i - 1);
      terminal.stdin.write('b\n');
      await cell(red, `b${i} blue`).waitFor();
    }
    await drop(red, 'a', 'a4 red');
    await status(red).waitFor();
    assert.match(await status(red).textContent(), /You won/);
    terminal.stdin.write('quit\n');
    terminal.stdin.end();
    await exited;
    assert.match(output, /lena|won|four/i, 'the terminal showed the game');
  } finally {
    terminal.kill();
  }
  assertNoErrors(red);
  await red.context().close();
});

test('a public room is listed on the start page and joined with one click', LIMIT, async () => {
  const host = await openPage(browser, DESKTOP);
  const guest = await openPage(browser, PHONE);
  await guest.goto(`${server.url}/`);
  await guest.getByLabel('Your name').fill('quinn');
  const url = await createRoom(host, server, { name: 'pat', game: 'Connect Four', opponent: 'Anyone (public)' });
  // The list refreshes by itself.
  await guest.getByRole('link', { name: `Join Connect Four with pat (${url.slice(-6)})` }).click();
  await host.getByText(/(red|blue): quinn/).waitFor();
  await guest.locator('[role="button"][aria-label^="column"]').first().waitFor();
  assertNoErrors(host, guest);
});

test('the room link is copied, with or without the clipboard API, and shared by WhatsApp or the system sheet', LIMIT, async () => {
  const host = await openPage(browser, DESKTOP);
  await host.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const url = await createRoom(host, server, { name: 'una', game: 'Connect Four' });
  const clipboard = () => host.evaluate(() => navigator.clipboard.readText());
  await host.getByRole('button', { name: 'Copy link' }).click();
  await host.getByText('Link copied.').waitFor();
  assert.equal(await clipboard(), url);
  const whatsapp = await host.getByRole('link', { name: 'Send by WhatsApp' }).getAttribute('href');
  assert.equal(whatsapp, `https://wa.me/?text=${encodeURIComponent(`Play with me on Plyroom: ${url}`)}`);
  // The system share sheet is offered only where the browser has one.
  const hasShare = await host.evaluate(() => typeof navigator.share === 'function');
  assert.equal(await host.getByRole('button', { name: 'Share…' }).count(), hasShare ? 1 : 0);

  // A page over plain http from another machine has no clipboard API: the field is selected
  // and copied the older way (this page drops the API to be such a page).
  const insecure = await host.context().newPage();
  watchErrors(insecure);
  await insecure.addInitScript(() => { delete Navigator.prototype.clipboard; });
  await host.evaluate(() => navigator.clipboard.writeText('something else'));
  await insecure.goto(url);
  assert.equal(await insecure.evaluate(() => typeof navigator.clipboard), 'undefined');
  await insecure.getByRole('button', { name: 'Copy link' }).click();
  await insecure.getByText('Link copied.').waitFor();
  assert.equal(await clipboard(), url);
  assertNoErrors(host, insecure);
  await host.context().close();
});

// A port nobody listens on now, for a server started later in the test.
function unusedPort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

test('pages given two servers sharing one database move to the second when the first stops', LIMIT, async () => {
  const second = new Server();
  second.db = server.db;
  second.port = await unusedPort();
  // The host names both servers (--page-servers); the page that one serves lists them.
  const servers = `ws://127.0.0.1:${server.port}/ws,ws://127.0.0.1:${second.port}/ws`;
  await server.stop();
  server.extraArgs = second.extraArgs = ['--page-servers', servers];
  await server.start();
  const { red, blue, url } = await newGame('lena', 'milo');
  for (const page of [red, blue]) {
    await page.goto(url);
    await page.getByText('Connected').waitFor();
  }
  await drop(red, 'a', 'a1 red');
  await cell(blue, 'a1 red').waitFor();

  red.context().serverDown = blue.context().serverDown = true;
  await server.stop();
  await red.getByText(/Offline, reconnecting/).waitFor();
  await second.start();
  await red.getByText('Connected').waitFor();
  await blue.getByText('Connected').waitFor();
  await drop(blue, 'b', 'b1 blue');
  await cell(red, 'b1 blue').waitFor();
  await drop(red, 'c', 'c1 red');
  await cell(blue, 'c1 red').waitFor();
  red.context().serverDown = blue.context().serverDown = false;
  assertNoErrors(red, blue);
  await red.context().close();
  await blue.context().close();
  // The first server again on the same database, as it was, for what follows in this file.
  await second.stop();
  server.extraArgs = [];
  await server.start();
});
