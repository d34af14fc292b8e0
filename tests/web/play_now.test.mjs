// "Play now" in the browser against the real server: the start page lists the pairing pools
// with how many wait and play, rated ones closed to players without an account; a press joins
// a pool and counts the time waited, a second press leaves it, and two players in the same
// pool are paired into one room, each page going straight into it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, openPage, assertNoErrors, press, LIMIT, PHONE } from './harness.mjs';

let server;
let browser;
withServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

async function startPage(name, options) {
  const page = await openPage(browser, options);
  await page.goto(`${server.url}/`);
  await page.getByLabel('Your name').first().fill(name);
  await page.getByLabel('Your name').first().press('Tab');
  return page;
}

test('two players who press the same pool are paired into one room; a second press leaves', LIMIT, async () => {
  const alice = await startPage('alice');
  const casual = alice.getByRole('button', { name: 'Connect Four 3+2 · casual', exact: true });
  await casual.waitFor();
  // Rated pools are for accounts.
  assert.equal(await alice.getByRole('button', { name: 'Connect Four 3+2 · rated', exact: true }).isDisabled(), true);
  await alice.getByText('Log in to play rated games.').first().waitFor();

  await casual.click();
  await alice.getByText(/^Waiting in Connect Four 3\+2 · casual: 0:0\d\. Press it again to leave\.$/).waitFor();
  assert.equal(await casual.getAttribute('aria-pressed'), 'true');
  await casual.click();
  await alice.getByRole('button', { name: 'Connect Four 3+2 · casual', exact: true, pressed: false }).waitFor();
  assert.equal(await alice.getByText(/^Waiting in/).count(), 0);

  await casual.click();
  const bob = await startPage('bob', PHONE);
  // Bob's list counts Alice waiting.
  await bob.locator('.pools li', { hasText: 'Connect Four 3+2 · casual' }).getByText('1 waiting, 0 playing').waitFor();
  await press(bob, bob.getByRole('button', { name: 'Connect Four 3+2 · casual', exact: true }));
  await alice.waitForURL(/\/r\/[2-9A-Z]{6}$/);
  await bob.waitForURL(/\/r\/[2-9A-Z]{6}$/);
  assert.equal(alice.url(), bob.url());
  for (const page of [alice, bob]) await page.getByRole('group', { name: /board/i }).first().waitFor();
  assertNoErrors(alice, bob);
  await alice.context().close();
  await bob.context().close();
});
