// Playing Connect Four through the page, for the tests that use it as their game: the
// columns and cells by their accessible names, a drop that waits for its disc, a new game.
import assert from 'node:assert/strict';
import { openPage, createRoom, joinByLink, DESKTOP } from './harness.mjs';

export const redSeat = (page) => page.getByRole('combobox', { name: 'Your seat' }).selectOption({ label: 'red' });
export const column = (page, file) => page.getByRole('button', { name: `column ${file}` });
export const cell = (page, name) => page.getByRole('img', { name: new RegExp(`^${name}\\b`) });

export async function drop(page, file, expectCell) {
  await column(page, file).click();
  await cell(page, expectCell).first().waitFor();
}

// Red creates a room by link (setup: more choices on the form), blue joins it; red may play.
export async function newGame(browser, server, { redName = 'alice', blueName = 'bob', blueOptions = DESKTOP, setup } = {}) {
  const red = await openPage(browser, DESKTOP);
  const blue = await openPage(browser, blueOptions);
  const url = await createRoom(red, server, { name: redName, game: 'Connect Four', setup: async (page) => {
    await redSeat(page);
    if (setup) await setup(page);
  } });
  await joinByLink(blue, url, blueName);
  await assert.doesNotReject(column(red, 'a').and(red.locator('[aria-disabled="false"]')).waitFor());
  return { red, blue, url };
}

// Red wins down column a while blue plays column b; both pages see the end.
export async function redWinsDownColumnA(red, blue) {
  for (let ply = 0; ply < 3; ++ply) {
    await drop(red, 'a', `a${ply + 1} red`);
    await drop(blue, 'b', `b${ply + 1} blue`);
  }
  await drop(red, 'a', 'a4 red');
}
