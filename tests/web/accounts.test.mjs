// Accounts in the browser against the real server: register on the start page in one browser
// context (the recovery codes shown once), log in from a second context, both see the user
// name; a reload keeps the session; the first revokes the second's session from its list, and
// logging out makes the page anonymous again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, openPage, assertNoErrors, LIMIT } from './harness.mjs';

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
