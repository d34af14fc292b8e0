// Starts a real plyroom-server on a free port with a fresh database and Debian's Chromium
// through playwright-core; collects console errors; saves screenshots under the build tree.
import { before, after } from 'node:test';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

export const SERVER_BIN = process.env.PLYROOM_SERVER_BIN;
export const CLI_BIN = process.env.PLYROOM_CLI_BIN;
// Set while changing the page: the server reads web/ from this folder (--web-root) instead
// of the copy built into it, so no rebuild is needed between runs.
export const WEB_ROOT = process.env.PLYROOM_WEB_ROOT;
const ARTIFACTS = process.env.PLYROOM_WEB_ARTIFACTS || join(tmpdir(), 'plyroom-web-artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

async function waitFor(check, what, ms = 10000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export class Server {
  // bin: another build of the server (one with a test-only game); webRoot: --web-root, unless
  // extraArgs give their own.
  constructor(extraArgs = [], { bin = SERVER_BIN, webRoot = WEB_ROOT } = {}) {
    assert.ok(bin, 'PLYROOM_SERVER_BIN names the plyroom-server binary');
    this.bin = bin;
    this.webRoot = extraArgs.includes('--web-root') ? null : webRoot;
    this.extraArgs = extraArgs;
    this.dir = mkdtempSync(join(tmpdir(), 'plyroom-web-'));
    this.db = join(this.dir, 'test.db');
    this.port = 0;
  }

  async start() {
    const portFile = join(this.dir, `port-${Date.now()}`);
    // The same port again after a restart, so open pages reconnect to it.
    this.process = spawn(this.bin, ['--address', '127.0.0.1', '--port', String(this.port), '--db', this.db,
      '--port-file', portFile, '--ai-move-ms', '100', '--log-level', 'warn',
      ...(this.webRoot ? ['--web-root', this.webRoot] : []), ...this.extraArgs], { stdio: ['ignore', 'inherit', 'inherit'] });
    this.exited = new Promise((resolve) => this.process.on('exit', (code, signal) => resolve(code ?? signal)));
    const text = await waitFor(() => existsSync(portFile) && readFileSync(portFile, 'utf8').trim(), 'the server port');
    this.port = Number(text);
    this.url = `http://127.0.0.1:${this.port}`;
    return this;
  }

  // SIGTERM: the server finishes and exits 0 (under the sanitizers, with no leak reported).
  async stop() {
    if (!this.process) return;
    if (this.process.exitCode === null && this.process.signalCode === null) this.process.kill('SIGTERM');
    assert.equal(await this.exited, 0, 'the server stopped cleanly');
  }
}

export async function launch() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    // playwright-core gives every launch a fresh --user-data-dir of its own.
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const DESKTOP = { viewport: { width: 1200, height: 900 } };
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

// A page whose console errors and uncaught exceptions are kept for assertNoErrors. The page
// follows the browser's language: English unless the options name another locale ('ko-KR').
export async function openPage(browser, options = DESKTOP) {
  const context = await browser.newContext({ ...options, colorScheme: options.colorScheme || 'light',
    locale: options.locale || 'en-US' });
  const page = await context.newPage();
  page.touch = Boolean(options.hasTouch);
  watchErrors(page);
  return page;
}

// One press as this page's player makes it: a tap on a touch screen, else a click.
export function press(page, locator) {
  return page.touch ? locator.tap() : locator.click();
}

// While the server is stopped on purpose (page.serverDown), the browser's own reports of the
// refused connection are expected; every other console error counts.
const REFUSED = /WebSocket connection to .* failed|ERR_CONNECTION_REFUSED/;
export function watchErrors(page) {
  page.errors = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if (page.context().serverDown && REFUSED.test(m.text())) return;
    page.errors.push(m.text());
  });
  page.on('pageerror', (e) => page.errors.push(e.message));
}

export function assertNoErrors(...pages) {
  for (const page of pages) assert.deepEqual(page.errors, [], 'the page logged no console errors');
}

export async function shot(page, name) {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });
}

export async function noHorizontalScroll(page) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client, `no horizontal scrolling (${scroll} > ${client})`);
}

// Creates a room from the home page and returns its link.
export async function createRoom(page, server, { name, game, opponent = 'A friend (link)', setup }) {
  await page.goto(`${server.url}/`);
  await page.getByLabel('Your name').first().fill(name);
  await page.getByRole('combobox', { name: 'Game' }).selectOption({ label: game });
  await page.getByRole('combobox', { name: 'Opponent' }).selectOption({ label: opponent });
  if (setup) await setup(page);
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/\/r\/[2-9A-Z]{6}$/);
  return page.url();
}

export async function joinByLink(page, url, name) {
  await page.goto(url);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
}

// A page that has registered the account `userName` (password "correct horse") on the start
// page of `server`, signed in.
export async function registered(browser, server, userName) {
  const page = await openPage(browser);
  await page.goto(`${server.url}/`);
  await page.getByLabel('Your name').first().fill(userName);
  const register = page.getByRole('form', { name: 'Register' });
  await register.getByRole('textbox', { name: 'User name' }).fill(userName);
  await register.getByLabel('Password').fill('correct horse');
  await register.getByRole('button', { name: 'Register' }).click();
  await page.getByText(`Signed in as ${userName}`).waitFor();
  return page;
}

export function status(page) {
  return page.getByRole('status').filter({ hasText: /./ });
}

// The board alone (or with what is drawn around it: `.board-box`), for the README's pictures
// (docs/screenshots/ holds copies).
export async function shotBoard(page, name, selector = 'svg.board') {
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  await page.mouse.move(0, 0);
  await page.locator(selector).screenshot({ path: join(ARTIFACTS, `board-${name}.png`) });
}

// Every browser test ends within two minutes, so a hang fails instead of stalling CI.
export const LIMIT = { timeout: 120_000 };

// A real server and a browser for one test file: started before its tests, stopped after them.
// serverArgs: flags for this file's server (shorter timers, say).
export function withServerAndBrowser(ready, serverArgs = []) {
  let server;
  let browser;
  before(async () => {
    server = await new Server(serverArgs).start();
    browser = await launch();
    ready(server, browser);
  });
  after(async () => {
    await browser.close();
    await server.stop();
  });
}
