// Grav in the browser: placements, a wrong "Grav!" call (the caller skips a turn), a correct
// one and the penalty removal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, openPage, assertNoErrors, shot, shotBoard, noHorizontalScroll, createRoom, joinByLink,
  DESKTOP, PHONE, LIMIT } from './harness.mjs';

let server;
let browser;
withServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

const point = (page, name) => page.getByRole('button', { name: new RegExp(`^${name} `) });

test('placements, a wrong and a correct call, and the penalty removal', LIMIT, async () => {
  const first = await openPage(browser, DESKTOP);
  const second = await openPage(browser, { ...PHONE, colorScheme: 'dark' });
  const url = await createRoom(first, server, { name: 'ann', game: 'Grav', setup: async (p) => {
    await p.getByRole('combobox', { name: 'Board size' }).selectOption('7');
    await p.getByLabel('Draw parameters a–e at random').uncheck();
    for (const [k, v] of Object.entries({ a: 3, b: 2, c: 3, d: 1, e: 4 })) await p.getByLabel(`Parameter ${k}`).fill(String(v));
    await p.getByRole('combobox', { name: 'Your seat' }).selectOption({ label: 'red' });
  } });
  await joinByLink(second, url, 'ben');
  await first.getByText('Parameters: a=3 b=2 c=3 d=1 e=4').waitFor();

  await point(first, '3,3').click();
  await second.getByRole('button', { name: /^3,3 red, latest placement/ }).waitFor();
  // The ring d..e around the latest stone is named on the points in it.
  assert.match(await point(second, '3,5').getAttribute('aria-label'), /in distance/);
  assert.doesNotMatch(await point(second, '0,0').getAttribute('aria-label'), /in distance/);
  assert.equal(await first.getByRole('button', { name: 'Grav!' }).isDisabled(), true, 'nobody calls their own stone');
  // A wrong call: the placement stands and the caller's turn (now) is skipped.
  await second.getByRole('button', { name: 'Grav!' }).click();
  await second.getByText(/Grav! ben \(blue\) was wrong/).waitFor();
  await first.getByText('Your turn.').waitFor();
  await shot(second, 'grav-phone-dark');

  // 0,0 is 6 from 3,3, outside the distance 1..4: a correct call.
  await point(first, '0,0').click();
  await second.getByRole('button', { name: /^0,0 red, latest placement/ }).waitFor();
  await second.getByRole('button', { name: 'Grav!' }).click();
  await second.getByText('Grav! ben (blue) was right: ann (red)\'s placement broke the distance rule (6 from the latest stone at 3,3, outside 1 to 4).', { exact: true }).waitFor();
  await second.getByText(/remove one of the violator's stones/).waitFor();
  await point(second, '0,0').and(second.locator('[aria-label^="0,0 empty"]')).waitFor();
  // The phone's player taps.
  await point(second, '3,3').tap();
  await first.getByRole('button', { name: /^3,3 empty/ }).waitFor();
  await second.getByText('Your turn.').waitFor();
  await point(second, '2,2').tap();
  await first.getByRole('button', { name: /^2,2 blue/ }).waitFor();
  await point(first, '2,4').click();
  await second.getByRole('button', { name: /^2,4 red/ }).waitFor();
  await shot(first, 'grav-desktop');
  await shotBoard(first, 'grav');
  await second.getByRole('button', { name: 'Pass' }).click();
  await first.getByText('Your turn.').waitFor();
  await noHorizontalScroll(second);

  // The replay leaves out the voided stone and the removed one.
  await first.getByRole('button', { name: 'Resign' }).click();
  await first.getByRole('button', { name: 'Yes, resign' }).click();
  await first.getByRole('link', { name: 'Replay this game move by move' }).click();
  await first.getByText(/^After move 6 of 6: pass\./).waitFor();
  for (const [at, owner] of [['0,0', 'empty'], ['3,3', 'empty'], ['2,2', 'blue'], ['2,4', 'red']])
    assert.match(await point(first, at).getAttribute('aria-label'), new RegExp(`^${at} ${owner}`));
  await first.getByRole('button', { name: 'First' }).click();
  await first.getByRole('button', { name: 'Next' }).click();
  assert.match(await point(first, '3,3').getAttribute('aria-label'), /^3,3 red/);
  assertNoErrors(first, second);
});

test('a bonus turn claimed with a placement that completes a symmetric shape', LIMIT, async () => {
  const first = await openPage(browser, DESKTOP);
  const second = await openPage(browser, DESKTOP);
  const url = await createRoom(first, server, { name: 'cleo', game: 'Grav', setup: async (p) => {
    await p.getByRole('combobox', { name: 'Board size' }).selectOption('7');
    await p.getByRole('combobox', { name: 'Your seat' }).selectOption({ label: 'red' });
  } });
  await joinByLink(second, url, 'dan');
  await point(first, '3,3').click();
  await point(second, '3,4').and(second.locator('[aria-disabled="false"]')).click();
  await point(first, '4,3').and(first.locator('[aria-disabled="false"]')).click();
  // 4,4 closes a 2x2 square: four stones, point-symmetric, worth a bonus turn.
  await second.getByRole('button', { name: /^4,3 red/ }).waitFor();
  await second.getByLabel('This placement earns a bonus turn').check();
  await point(second, '4,4').click();
  await second.getByText(/Bonus turns left: 1\./).waitFor();
  await second.getByText('Your turn.').waitFor();
  assert.equal(await second.getByRole('button', { name: 'Pass' }).isDisabled(), true, 'a bonus turn is a placement');
  await point(second, '1,1').click();
  await first.getByText('Your turn.').waitFor();
  assertNoErrors(first, second);
});

const BONUS_HINT = 'Tick it when your stone completes a group of 4 or more stones (touching across sides or corners, ' +
  'any colours) that looks the same turned half a turn around its centre: you then place again at once. ' +
  'A bonus claimed but not earned is refused.';

const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('seats are named by colour, the bonus box says when it applies, and a stone on 0,0 hides no axis number, on a desktop and a phone', LIMIT, async () => {
  const first = await openPage(browser, DESKTOP);
  const second = await openPage(browser, PHONE);
  const url = await createRoom(first, server, { name: 'eve', game: 'Grav', setup: async (p) => {
    await p.getByRole('combobox', { name: 'Board size' }).selectOption('7');
    await p.getByRole('combobox', { name: 'Players' }).selectOption('3');
    assert.deepEqual(await p.getByRole('combobox', { name: 'Your seat' }).locator('option').allTextContents(),
      ['Random', 'red', 'blue', 'green']);
    await p.getByRole('combobox', { name: 'Your seat' }).selectOption({ label: 'red' });
  } });
  await joinByLink(second, url, 'finn');
  const third = await openPage(browser, DESKTOP);
  await joinByLink(third, url, 'gus');
  for (const page of [first, second, third]) {
    for (const line of ['red: eve', 'blue: finn', 'green: gus']) await page.locator('.seat', { hasText: line }).first().waitFor();
    assert.equal(await page.getByText(/\bp[1-3]\b/).count(), 0, 'no seat is called p1, p2 or p3');
  }
  await first.getByText('Your turn.').waitFor();
  const hint = first.getByText(BONUS_HINT, { exact: true });
  await hint.waitFor();
  assert.equal(await first.getByLabel('This placement earns a bonus turn').getAttribute('aria-describedby'), await hint.getAttribute('id'));
  await second.getByText(BONUS_HINT, { exact: true }).waitFor();

  await point(first, '0,0').click();
  await third.getByText('finn (blue) to move.').waitFor();
  for (const page of [first, second]) {
    await point(page, '0,0').and(page.locator('[aria-label^="0,0 red"]')).waitFor();
    const stone = await point(page, '0,0').locator('g.stone circle').boundingBox();
    const numbers = page.locator('svg.grav text.coord', { hasText: /^0$/ });
    assert.equal(await numbers.count(), 2);
    for (const number of await numbers.all()) {
      const box = await number.boundingBox();
      assert.ok(box && !overlap(box, stone), 'an axis number 0 stands clear of the stone on 0,0');
    }
  }
  await noHorizontalScroll(second);
  assertNoErrors(first, second, third);
  for (const page of [first, second, third]) await page.context().close();
});

test('Grav of three with a friend and the computer: each other seat is chosen on the form', LIMIT, async () => {
  const host = await openPage(browser, DESKTOP);
  const friend = await openPage(browser, PHONE);
  const url = await createRoom(host, server, { name: 'hana', game: 'Grav', opponent: 'Computer', setup: async (p) => {
    await p.getByRole('combobox', { name: 'Board size' }).selectOption('7');
    await p.getByRole('combobox', { name: 'Players' }).selectOption('3');
    await p.getByLabel('Draw parameters a–e at random').uncheck();
    for (const [k, v] of Object.entries({ a: 3, b: 2, c: 3, d: 1, e: 4 })) await p.getByLabel(`Parameter ${k}`).fill(String(v));
    await p.getByRole('combobox', { name: 'Your seat' }).selectOption({ label: 'red' });
    // Red is the creator's: the other two seats are offered, the computer first.
    const others = p.getByRole('group', { name: 'Who plays the other seats' }).getByRole('combobox');
    assert.equal(await others.count(), 2);
    assert.equal(await p.getByRole('combobox', { name: 'Seat green' }).inputValue(), 'computer');
    await p.getByRole('combobox', { name: 'Seat blue' }).selectOption({ label: 'A friend (link)' });
  } });
  await host.locator('.seat', { hasText: 'green: AI (normal)' }).waitFor();
  await host.locator('.seat', { hasText: 'blue: free seat' }).waitFor();
  await joinByLink(friend, url, 'ivan');
  await host.locator('.seat', { hasText: 'blue: ivan' }).waitFor();
  await host.getByText('Your turn.').waitFor();
  await point(host, '3,3').click();
  await friend.getByText('Your turn.').waitFor();
  await point(friend, '3,5').tap();
  // The computer takes its turn in green: a stone, or a call on blue's.
  await friend.getByRole('button', { name: / green/ }).or(friend.getByText(/^Grav! AI \(normal\) \(green\)/)).first().waitFor();
  assertNoErrors(host, friend);
  await host.context().close();
  await friend.context().close();
});
