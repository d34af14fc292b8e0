// The pictures of docs/screenshots/: each game's room in play, made by driving Chromium through
// the harness against a real server, so they can be made again after the page changes
// (scripts/screenshots). Not a test: it stops at the first step that fails.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Server, launch, openPage, createRoom, joinByLink, press, DESKTOP } from './harness.mjs';

const OUT = process.env.PLYROOM_SCREENSHOTS || join(import.meta.dirname, '../../docs/screenshots');

// The room as a player sees it: the page's main part, with no pointer or focus ring on it.
async function roomShot(page, name) {
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  await page.mouse.move(0, 0);
  await page.locator('main').screenshot({ path: join(OUT, `${name}.png`) });
  console.log(`${name}.png`);
}

const button = (page, name) => page.getByRole('button', { name: new RegExp(`^${name} `) });
const enabled = (page, name) => button(page, name).and(page.locator('[aria-disabled="false"]'));
const seatAs = (label) => (p) => p.getByRole('combobox', { name: 'Your seat' }).selectOption({ label });

async function twoPlayers(browser, server, game, label, setup, [hostName, guestName]) {
  const host = await openPage(browser, DESKTOP);
  const guest = await openPage(browser, DESKTOP);
  const url = await createRoom(host, server, { name: hostName, game, setup: async (p) => {
    if (setup) await setup(p);
    await seatAs(label)(p);
  } });
  await joinByLink(guest, url, guestName);
  return { host, guest };
}

// Connect Four won by red: the winning four ringed.
async function connect4(browser, server) {
  const { host: red, guest: blue } = await twoPlayers(browser, server, 'Connect Four', 'red', null, ['alice', 'bob']);
  const drop = async (page, other, file) => {
    await page.getByRole('button', { name: `column ${file}`, exact: true }).and(page.locator('[aria-disabled="false"]')).click();
    await other.getByRole('img', { name: new RegExp(`^${file}\\d ${page === red ? 'red' : 'blue'}, last move`) }).waitFor();
  };
  for (const [r, b] of [['d', 'd'], ['e', 'e'], ['f', 'f']]) {
    await drop(red, blue, r);
    await drop(blue, red, b);
  }
  await red.getByRole('button', { name: 'column c' }).click();
  await red.getByRole('status').filter({ hasText: /won/ }).waitFor();
  await red.getByRole('img', { name: /winning four/ }).first().waitFor();
  await roomShot(red, 'room-connect4');
}

// Hnefatafl after a capture: the words of it below the board, the moves beside it.
async function hnefatafl(browser, server) {
  const { host: attackers, guest: defenders } = await twoPlayers(browser, server, 'Hnefatafl', 'attackers', null, ['ragnar', 'sigrid']);
  const move = async (page, from, to) => {
    await enabled(page, from).click();
    await button(page, to).and(page.locator('[aria-label*="move here"]')).click();
  };
  await move(attackers, 'e1', 'e4');
  await move(defenders, 'h6', 'h9');
  await move(attackers, 'g1', 'g4');
  await attackers.getByText('You captured the defender on f4.').waitFor();
  await move(defenders, 'h9', 'g9');
  await attackers.getByRole('list', { name: 'Moves' }).getByRole('listitem').nth(3).waitFor();
  await enabled(attackers, 'a4').click();
  await button(attackers, 'a1').click();
  await attackers.getByText(/cannot reach a1/).waitFor();
  await roomShot(attackers, 'room-hnefatafl');
}

// Grav for three: a friend and the computer, seats by colour.
async function grav(browser, server) {
  const host = await openPage(browser, DESKTOP);
  const friend = await openPage(browser, DESKTOP);
  const url = await createRoom(host, server, { name: 'hana', game: 'Grav', opponent: 'Computer', setup: async (p) => {
    await p.getByRole('combobox', { name: 'Board size' }).selectOption('7');
    await p.getByRole('combobox', { name: 'Players' }).selectOption('3');
    await p.getByLabel('Draw parameters a–e at random').uncheck();
    for (const [k, v] of Object.entries({ a: 3, b: 2, c: 3, d: 1, e: 4 })) await p.getByLabel(`Parameter ${k}`).fill(String(v));
    await seatAs('red')(p);
    await p.getByRole('combobox', { name: 'Seat blue' }).selectOption({ label: 'A friend (link)' });
  } });
  await joinByLink(friend, url, 'ivan');
  for (const [page, at] of [[host, '0,0'], [friend, '1,2'], [host, '2,1']]) {
    await enabled(page, at).click();
    await button(page, at).and(page.locator(':not([aria-label*="empty"])')).waitFor();
  }
  await host.getByRole('button', { name: / green/ }).first().waitFor();
  await roomShot(host, 'room-grav');
}

// Divided Loyalties a few turns in.
async function dividedLoyalties(browser, server) {
  const { host: blue, guest: yellow } = await twoPlayers(browser, server, 'Divided Loyalties', 'blue',
    (p) => p.getByRole('combobox', { name: 'Position' }).selectOption({ label: '7. Pyramid' }), ['bea', 'yan']);
  const place = async (page, other, color, at, bridges = []) => {
    await page.getByLabel(new RegExp(`^${color} \\(`)).check();
    await press(page, button(page, at));
    for (const [from, to] of bridges) {
      await press(page, button(page, from));
      await press(page, button(page, to));
    }
    await press(page, page.getByRole('button', { name: 'Send turn' }));
    await other.getByRole('button', { name: new RegExp(`^${at} ${color}`) }).waitFor();
  };
  await place(blue, yellow, 'purple', '2,10');
  await place(yellow, blue, 'yellow', '13,11');
  await place(blue, yellow, 'blue', '1,10');
  await place(yellow, blue, 'red', '2,11');
  await place(blue, yellow, 'blue', '3,10', [['1,10', '3,10']]);
  await roomShot(yellow, 'room-divided-loyalties');
}

mkdirSync(OUT, { recursive: true });
const server = await new Server().start();
const browser = await launch();
try {
  for (const make of [connect4, hnefatafl, grav, dividedLoyalties]) await make(browser, server);
} finally {
  await browser.close();
  await server.stop();
}
