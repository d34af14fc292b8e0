// A link cannot steal the player: the page talks only to its own server and to the servers its
// host configured (--page-servers), never to one named in its address (?servers=), and its
// Content-Security-Policy allows exactly those.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { column, redSeat } from './connect4_page.mjs';
import { Server, launch, openPage, assertNoErrors, createRoom, joinByLink, LIMIT } from './harness.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

// A TCP listener that only counts who connects: the host a crafted link names.
function decoy() {
  return new Promise((resolve, reject) => {
    const sockets = [];
    const listener = createServer((socket) => { sockets.push(socket); });
    listener.once('error', reject);
    listener.listen(0, '127.0.0.1', () => resolve({
      port: listener.address().port,
      connections: () => sockets.length,
      close: () => new Promise((done) => { for (const s of sockets) s.destroy(); listener.close(done); }),
    }));
  });
}

// Resolves once `check` holds, or after `ms` all the same.
async function until(check, ms = 10000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
}

// A port nobody listens on now, for a server started later in the test.
async function unusedPort() {
  const probe = await decoy();
  await probe.close();
  return probe.port;
}

test('a room link naming another server connects to the page\'s own server only', LIMIT, async () => {
  const server = await new Server().start();
  const elsewhere = await decoy();
  try {
    const host = await openPage(browser);
    const url = await createRoom(host, server, { name: 'ada', game: 'Connect Four', setup: redSeat });
    const guest = await openPage(browser);
    const crafted = `${url}?servers=ws://127.0.0.1:${elsewhere.port}/ws`;
    await joinByLink(guest, crafted, 'bo');
    // Whichever comes first: the page connected, or the named server was reached.
    await Promise.race([guest.getByText('Connected').waitFor(), until(() => elsewhere.connections() > 0)]);
    assert.equal(elsewhere.connections(), 0, 'no connection reached the server the link named');
    await guest.getByText('Connected').waitFor();
    // The game started: the host, red, may play the first move.
    await column(host, 'a').and(host.locator('[aria-disabled="false"]')).waitFor();
    // The page that follows the link later, from its address alone, goes nowhere else either.
    await guest.goto(url);
    await guest.getByText('Connected').waitFor();
    await guest.waitForTimeout(1000);
    assert.equal(elsewhere.connections(), 0, 'no connection reached the server the link named');
    assert.equal(await guest.evaluate(() => localStorage.getItem('plyroom.servers')), null);
    // Nor could it: the page's policy allows its own server alone.
    const page = await fetch(crafted);
    assert.match(page.headers.get('content-security-policy'), /connect-src 'self';/);
    assertNoErrors(host, guest);
    await host.context().close();
    await guest.context().close();
  } finally {
    await elsewhere.close();
    await server.stop();
  }
});

test('the page fails over between the servers its host configured', LIMIT, async () => {
  const first = new Server();
  const second = new Server();
  second.db = first.db;
  first.port = await unusedPort();
  second.port = await unusedPort();
  const servers = `ws://127.0.0.1:${first.port}/ws,ws://127.0.0.1:${second.port}/ws`;
  first.extraArgs = second.extraArgs = ['--page-servers', servers];
  await first.start();
  const page = await openPage(browser);
  try {
    const response = await fetch(`${first.url}/`);
    assert.match(response.headers.get('content-security-policy'),
      new RegExp(`connect-src 'self' ws://127\\.0\\.0\\.1:${first.port}/ws ws://127\\.0\\.0\\.1:${second.port}/ws;`));
    await createRoom(page, first, { name: 'ada', game: 'Connect Four' });
    await page.getByText('Connected').waitFor();
    page.context().serverDown = true;
    await first.stop();
    await page.getByText(/Offline, reconnecting/).waitFor();
    await second.start();
    await page.getByText('Connected').waitFor();
    page.context().serverDown = false;
    assertNoErrors(page);
  } finally {
    await page.context().close();
    await first.stop();
    await second.stop();
  }
});
