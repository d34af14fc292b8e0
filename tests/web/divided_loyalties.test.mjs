// Divided Loyalties in the browser: the turn composer (colour, stone, undo, bridges), a
// scoring bridge, a red bridge cutting it with the cut previewed, the export and the
// position file, and a refused turn whose refusal goes with Undo and at the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { withServerAndBrowser, openPage, press, assertNoErrors, shot, shotBoard, noHorizontalScroll, createRoom, joinByLink,
  DESKTOP, PHONE, LIMIT } from './harness.mjs';

let server;
let browser;
let exportedGame = null; // the first test's export, continued by the second
withServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

const cell = (page, name) => page.getByRole('button', { name: new RegExp(`^${name} `) });

async function place(page, color, at, bridges = []) {
  await page.getByLabel(new RegExp(`^${color} \\(`)).check();
  await press(page, cell(page, at));
  for (const [from, to] of bridges) {
    await press(page, cell(page, from));
    await press(page, cell(page, to));
  }
  await press(page, page.getByRole('button', { name: 'Send turn' }));
}

const seen = (page, at, color) => page.getByRole('button', { name: new RegExp(`^${at} ${color}`) }).waitFor();

test('a turn with a bridge, and a red bridge that cuts it, previewed before it is sent', LIMIT, async () => {
  const blue = await openPage(browser, DESKTOP);
  const yellow = await openPage(browser, PHONE);
  const url = await createRoom(blue, server, { name: 'bea', game: 'Divided Loyalties', setup: async (p) => {
    await p.getByRole('combobox', { name: 'Position' }).selectOption({ label: '7. Pyramid' });
    await p.getByRole('combobox', { name: 'Your seat' }).selectOption({ label: 'blue' });
  } });
  await joinByLink(yellow, url, 'yan');
  await blue.getByText('Position: Pyramid').waitFor();
  assert.match(await cell(blue, '8,2').getAttribute('aria-label'), /^8,2 empty, dot/);
  assert.match(await cell(blue, '1,10').getAttribute('aria-label'), /^1,10 empty, region S1/);

  // Undo takes the stone back before anything is sent.
  await blue.getByLabel(/^green \(/).check();
  await cell(blue, '5,10').click();
  await seen(blue, '5,10', 'green, region S1, placed this turn');
  await blue.getByRole('button', { name: 'Undo' }).click();
  await seen(blue, '5,10', 'empty');

  await place(blue, 'blue', '1,10');
  await seen(yellow, '1,10', 'blue');
  await place(yellow, 'yellow', '13,11');
  await seen(blue, '13,11', 'yellow');
  await place(blue, 'purple', '2,10');
  await seen(yellow, '2,10', 'purple');
  await place(yellow, 'red', '2,11');
  await seen(blue, '2,11', 'red');
  await place(blue, 'blue', '3,10', [['1,10', '3,10']]);
  await blue.getByText(/^blue: 1 bridges \+ 1 regions = 2/).waitFor();
  await yellow.getByText(/^blue: 1 bridges \+ 1 regions = 2/).waitFor();
  await shot(blue, 'divided-loyalties-desktop');
  await shotBoard(blue, 'divided-loyalties');

  // Yellow drafts a red bridge through the purple inner stone: the cut is previewed.
  await yellow.getByLabel(/^red \(/).check();
  await cell(yellow, '2,9').tap();
  await cell(yellow, '2,9').tap();
  await cell(yellow, '2,11').tap();
  await yellow.getByText(/1 bridge \(red\); would cut 1 bridge/).waitFor();
  assert.equal(await yellow.locator('line.would-cut').count(), 1);
  await shot(yellow, 'divided-loyalties-cut-preview-phone');
  await noHorizontalScroll(yellow);
  await yellow.getByRole('button', { name: 'Send turn' }).click();
  await blue.getByText(/^blue: 0 bridges \+ 0 regions = 0/).waitFor();
  assert.equal(await blue.locator('line.bridge.cut').count(), 1);
  assert.equal(await blue.locator('line.bridge.red').count(), 1);

  // The export (to continue elsewhere) and the position as CSV.
  const [exported] = await Promise.all([blue.waitForEvent('download'), blue.getByRole('button', { name: 'Export' }).click()]);
  exportedGame = await readFile(await exported.path(), 'utf8');
  const game = JSON.parse(exportedGame);
  assert.equal(game.game, 'divided_loyalties');
  assert.equal(game.position, 7);
  assert.equal(game.turns.length, 6);
  assert.deepEqual(game.turns[4].bridges, [[[1, 10], [3, 10]]]);
  const [csv] = await Promise.all([blue.waitForEvent('download'), blue.getByRole('button', { name: 'Download position (CSV)' }).click()]);
  const lines = (await readFile(await csv.path(), 'utf8')).trim().split('\n');
  assert.match(lines[0], /^position_id,position_name,row,c0,c1,/);
  assert.equal(lines[11], '7,Pyramid,10,o,S1,S1,S1,o,S1,S1,S1,o,S1,S1,S1,o,S1,S1,S1,o');

  // Ending by agreement lets the scores decide; the replay rebuilds the bridges and the cut.
  await blue.getByRole('button', { name: 'Offer draw' }).click();
  await yellow.getByRole('button', { name: 'Accept draw' }).click();
  await blue.getByRole('status').filter({ hasText: /agreement/ }).waitFor();
  await blue.getByRole('link', { name: 'Replay this game move by move' }).click();
  await blue.getByText('After move 6 of 6: red at 2,9, bridges 2,9–2,11.').waitFor();
  assert.equal(await blue.locator('line.bridge.cut').count(), 1);
  assert.equal(await blue.locator('line.bridge.red').count(), 1);
  await blue.getByRole('button', { name: 'Previous' }).click();
  assert.equal(await blue.locator('line.bridge.blue').count(), 1);
  assert.match(await cell(blue, '2,9').getAttribute('aria-label'), /^2,9 empty/);
  assertNoErrors(blue, yellow);
});

test('the colour shown as chosen at the start is the one a first press on the board places', LIMIT, async () => {
  const blue = await openPage(browser, DESKTOP);
  const yellow = await openPage(browser, DESKTOP);
  const url = await createRoom(blue, server, { name: 'bo', game: 'Divided Loyalties', setup: async (p) => {
    await p.getByRole('combobox', { name: 'Position' }).selectOption({ label: '7. Pyramid' });
    await p.getByRole('combobox', { name: 'Your seat' }).selectOption({ label: 'blue' });
  } });
  await joinByLink(yellow, url, 'yu');
  await blue.getByText('Position: Pyramid').waitFor();
  assert.equal(await blue.getByLabel(/^blue \(/).isChecked(), true);
  await press(blue, cell(blue, '1,10'));
  await seen(blue, '1,10', 'blue, region S1, placed this turn');
  assertNoErrors(blue, yellow);
});

test('a room from an uploaded position CSV, and one continuing an exported game', LIMIT, async () => {
  const host = await openPage(browser, DESKTOP);
  const pyramid = (await readFile(new URL('../../core/divided_loyalties/positions.csv', import.meta.url), 'utf8'))
    .split('\n').filter((line, i) => i === 0 || line.startsWith('7,')).join('\n').replaceAll('Pyramid', 'My pyramid');
  await createRoom(host, server, { name: 'uma', game: 'Divided Loyalties', setup: async (p) => {
    await p.getByRole('combobox', { name: 'Position' }).selectOption({ label: 'Custom position (CSV file)' });
    await p.getByLabel('File').setInputFiles({ name: 'mine.csv', mimeType: 'text/csv', buffer: Buffer.from(pyramid) });
  } });
  await host.getByText('Waiting for players.', { exact: false }).waitFor();
  assert.equal((await host.getByRole('link', { name: /Send by WhatsApp/ }).getAttribute('href')).startsWith('https://wa.me/?text='), true);

  assert.ok(exportedGame, 'the first test exported its game');
  const guest = await openPage(browser, PHONE);
  const url = await createRoom(host, server, { name: 'uma', game: 'Divided Loyalties', setup: async (p) => {
    await p.getByRole('combobox', { name: 'Position' }).selectOption({ label: 'Continue an exported game' });
    await p.getByLabel('File').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(exportedGame) });
    await p.getByRole('combobox', { name: 'Your seat' }).selectOption({ label: 'blue' });
  } });
  await joinByLink(guest, url, 'vic');
  // The six turns of the export stand, and blue is to move.
  await seen(host, '2,9', 'red');
  await seen(host, '3,10', 'blue');
  assert.equal(await host.locator('line.bridge.cut').count(), 1);
  await host.getByText('Your turn.').waitFor();
  assertNoErrors(host, guest);
});

test('on a phone the composer stays in sight beside the board; a second stone and every reason a bridge fails are said before sending; a refusal goes with Undo and at the end', LIMIT, async () => {
  const yellow = await openPage(browser, DESKTOP);
  const blue = await openPage(browser, PHONE);
  const url = await createRoom(yellow, server, { name: 'yul', game: 'Divided Loyalties', setup: async (p) => {
    await p.getByRole('combobox', { name: 'Position' }).selectOption({ label: '7. Pyramid' });
    await p.getByRole('combobox', { name: 'Your seat' }).selectOption({ label: 'yellow' });
  } });
  await joinByLink(blue, url, 'bo');
  await blue.getByText('Your turn.').waitFor();

  // As the room opens, the whole board is on the screen and so are the colours and Send turn,
  // clear of the board; choosing a colour scrolls nothing.
  const board = blue.getByRole('group', { name: 'Divided Loyalties board' });
  await blue.evaluate(() => window.scrollTo(0, 0));
  const height = blue.viewportSize().height;
  const boardBox = await board.boundingBox();
  assert.ok(boardBox.y >= 0 && boardBox.y + boardBox.height <= height, `the board is on the screen (${boardBox.y}, ${boardBox.height})`);
  for (const control of [blue.getByRole('button', { name: 'Send turn' }), blue.getByRole('group', { name: 'Colour' })]) {
    const box = await control.boundingBox();
    assert.ok(box.y >= boardBox.y + boardBox.height && box.y + box.height <= height,
      `on the screen below the board (${box.y}, ${box.height}; the board ends at ${boardBox.y + boardBox.height})`);
  }
  const scrolled = await blue.evaluate(() => window.scrollY);
  await blue.getByText(/^green \(/).tap();
  assert.equal(await blue.evaluate(() => window.scrollY), scrolled, 'choosing a colour scrolls nothing');
  await shot(blue, 'divided-loyalties-composer-phone');

  // A second stone moves the first, in words.
  await cell(blue, '5,10').tap();
  await cell(blue, '6,10').tap();
  await blue.getByText('One stone a turn: your green stone moved from 5,10 to 6,10.', { exact: true }).waitFor();
  await seen(blue, '5,10', 'empty');
  await blue.getByRole('button', { name: 'Undo' }).tap();

  await place(blue, 'blue', '1,10');
  await seen(yellow, '1,10', 'blue');
  await place(yellow, 'yellow', '13,11');
  await seen(blue, '13,11', 'yellow');
  await place(blue, 'purple', '2,10');
  await seen(yellow, '2,10', 'purple');
  await place(yellow, 'red', '2,11');
  await seen(blue, '2,11', 'red');
  await place(blue, 'purple', '3,10');
  await seen(yellow, '3,10', 'purple');
  await place(yellow, 'yellow', '14,11');
  await seen(blue, '14,11', 'yellow');

  // A bridge that breaks two rules says both before it is sent.
  await blue.getByLabel(/^green \(/).check();
  await cell(blue, '5,10').tap();
  await cell(blue, '1,10').tap();
  await cell(blue, '3,10').tap();
  await blue.getByText('This turn: green at 5,10; 1 bridge (not valid).', { exact: true }).waitFor();
  await blue.getByText('Bridge 1,10–3,10 is not valid: it does not contain this turn\'s stone at 5,10; ' +
    'the neighbouring stones at 2,10 and 3,10 are both purple.', { exact: true }).waitFor();
  // With a bridge drafted the stone stays, and says why.
  await cell(blue, '6,10').tap();
  await blue.getByText('One stone a turn: undo the bridges first to move your green stone from 5,10.', { exact: true }).waitFor();
  await seen(blue, '5,10', 'green');
  // Sent anyway, the server's refusal is shown; it describes that turn, so it goes with Undo.
  const refusal = blue.getByRole('alert').filter({ hasText: /\S/ });
  await press(blue, blue.getByRole('button', { name: 'Send turn' }));
  await refusal.waitFor();
  await blue.getByRole('button', { name: 'Undo' }).tap();
  await blue.getByText('This turn: green at 5,10.', { exact: true }).waitFor();
  assert.equal(await refusal.count(), 0, 'the refusal is gone with the bridge it refused');
  // Refused again, it goes when the room moves on: here the game ends.
  await cell(blue, '1,10').tap();
  await cell(blue, '3,10').tap();
  await press(blue, blue.getByRole('button', { name: 'Send turn' }));
  await refusal.waitFor();
  await yellow.getByRole('button', { name: 'Resign' }).click();
  await yellow.getByRole('button', { name: 'Yes, resign' }).click();
  await blue.getByRole('button', { name: 'Send turn' }).waitFor({ state: 'detached' });
  assert.equal(await refusal.count(), 0, 'the refusal is gone once the game is over');
  assertNoErrors(blue, yellow);
  await yellow.context().close();
  await blue.context().close();
});
