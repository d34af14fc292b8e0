// Accounts in the browser against the real server: register on the start page in one browser
// context (the recovery codes shown once), log in from a second context, both see the user
// name; a reload keeps the session; the first revokes the second's session from its list, and
// logging out makes the page anonymous again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, openPage, assertNoErrors, LIMIT, createRoom, joinByLink, status, registered } from './harness.mjs';
import { redSeat, redWinsDownColumnA } from './connect4_page.mjs';

let server;
let browser;
withServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
}, ['--password-ops', '1', '--password-mem-kib', '8']);

function form(page, name) {
  return page.getByRole('form', { name });
}

test('register in one browser, log in from another: both see the user name', LIMIT, async () => {
  const first = await openPage(browser);
  await first.goto(`${server.url}/`);
  await first.getByLabel('Your name').first().fill('alice');
  const register = form(first, 'Register');
  await register.getByRole('textbox', { name: 'User name' }).fill('Alice');
  await register.getByLabel('Password').fill('correct horse');
  await register.getByRole('button', { name: 'Register' }).click();
  await first.getByText('Signed in as Alice').waitFor();
  const codes = first.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  assert.equal(await codes.count(), 10);
  assert.match(await codes.first().textContent(), /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
  // A reload resumes the account's session, and the codes are not shown again.
  await first.reload();
  await first.getByText('Signed in as Alice').waitFor();
  assert.equal(await first.getByRole('list', { name: 'Recovery codes' }).count(), 0);

  const second = await openPage(browser);
  await second.goto(`${server.url}/`);
  await second.getByLabel('Your name').first().fill('bob');
  const login = form(second, 'Log in');
  await login.getByRole('textbox', { name: 'User name' }).fill('alice');
  await login.getByLabel('Password').fill('wrong horse');
  await login.getByRole('button', { name: 'Log in' }).click();
  await second.getByRole('alert').filter({ hasText: 'unknown user name or wrong password' }).waitFor();
  await login.getByLabel('Password').fill('correct horse');
  await login.getByRole('button', { name: 'Log in' }).click();
  await second.getByText('Signed in as Alice').waitFor();
  await second.reload();
  await second.getByText('Signed in as Alice').waitFor();

  // The first browser lists both sessions and revokes the second one's.
  await first.reload();
  await first.getByRole('list', { name: 'Sessions' }).getByText('(this browser)').waitFor();
  assert.equal(await first.getByRole('list', { name: 'Sessions' }).getByRole('listitem').count(), 2);
  await first.getByRole('button', { name: /^Revoke browser, last used / }).click();
  await first.getByRole('button', { name: /^Revoke / }).waitFor({ state: 'detached' });
  await second.reload();
  await form(second, 'Log in').waitFor();
  assert.equal(await second.getByText('Signed in as Alice').count(), 0);

  // Logging out makes the page anonymous again, also after a reload.
  await first.getByRole('button', { name: 'Log out', exact: true }).click();
  await form(first, 'Log in').waitFor();
  await first.reload();
  await form(first, 'Log in').waitFor();
  assert.equal(await first.getByText('Signed in as Alice').count(), 0);

  assertNoErrors(first, second);
  await first.context().close();
  await second.context().close();
});


test('a rated game between two accounts ends with each rating change', LIMIT, async () => {
  // Anonymous, the start page offers no rated game.
  const guest = await openPage(browser);
  await guest.goto(`${server.url}/`);
  await form(guest, 'Register').waitFor();
  assert.equal(await guest.getByRole('checkbox', { name: 'Rated' }).isVisible(), false);

  const red = await registered(browser, server, 'Carol');
  const blue = await registered(browser, server, 'Dave');
  const url = await createRoom(red, server, { name: 'Carol', game: 'Connect Four', setup: async (page) => {
    await redSeat(page);
    await page.getByRole('checkbox', { name: 'Rated' }).check();
  } });
  // A rated room's seats are for accounts: the guest is told so in words.
  await joinByLink(guest, url, 'guest');
  await guest.getByText('this game is rated: its seats are for players with an account; register or log in, or watch it').waitFor();

  // An account's page opened on the link takes the free seat under its user name.
  // Each account's rating in the game stands beside its name once the room has read it.
  await blue.goto(url);
  await blue.getByText('blue: Dave (1500?) (you)').waitFor();
  await blue.getByText('red: Carol (1500?)').waitFor();
  await redWinsDownColumnA(red, blue);
  await status(blue).filter({ hasText: 'won by four in a row' }).waitFor();
  const line = 'Ratings: Carol (red) 1741? (+241), Dave (blue) 1259? (−241).';
  await red.getByText(line).waitFor();
  await blue.getByText(line).waitFor();
  // The seats show the ratings the game left.
  await red.getByText('red: Carol (1741?) (you)').waitFor();
  await red.getByText('blue: Dave (1259?)').waitFor();
  assertNoErrors(red, blue);
  for (const page of [guest, red, blue]) await page.context().close();
});
