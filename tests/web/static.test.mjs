// The page is served by plyroom-server itself: types, caching, redirects, the icon.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { Server, LIMIT } from './harness.mjs';

function rawStatus(port, path) {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject).end();
  });
}

let server;
before(async () => { server = await new Server().start(); });
after(async () => { await server.stop(); });

test('pages, assets and the icon come with their types and caching headers', LIMIT, async () => {
  for (const path of ['/', '/r/K7QX2M', '/g/1', '/rules/grav', '/rules/no_such_game']) {
    const response = await fetch(server.url + path);
    assert.equal(response.status, 200, path);
    assert.equal(response.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.match(response.headers.get('content-security-policy'), /default-src 'self'/);
    assert.match(await response.text(), /<meta name="viewport" content="width=device-width, initial-scale=1">/);
  }
  const script = await fetch(`${server.url}/js/app.js`);
  assert.equal(script.headers.get('content-type'), 'text/javascript; charset=utf-8');
  assert.equal(script.headers.get('cache-control'), 'no-cache');
  const etag = script.headers.get('etag');
  assert.match(etag, /^"[0-9a-f]{16}"$/);
  const again = await fetch(`${server.url}/js/app.js`, { headers: { 'If-None-Match': etag } });
  assert.equal(again.status, 304);
  const icon = await fetch(`${server.url}/favicon.ico`);
  assert.equal(icon.status, 200);
  assert.equal(icon.headers.get('content-type'), 'image/x-icon');
  assert.equal((await icon.arrayBuffer()).byteLength > 0, true);
  assert.equal((await fetch(`${server.url}/style.css`)).headers.get('content-type'), 'text/css; charset=utf-8');
});

test('other spellings of a room link redirect to /r/CODE; unknown paths are 404', LIMIT, async () => {
  for (const path of ['/r/k7qx2m', '/r/K7QX2M/', '/r/k7Qx2m/']) {
    const response = await fetch(server.url + path, { redirect: 'manual' });
    assert.equal(response.status, 301, path);
    assert.equal(response.headers.get('location'), '/r/K7QX2M');
  }
  for (const path of ['/nothing.js', '/r/TOOLONGCODE', '/g/abc', '/.hidden', '/js/', '/rules/', '/rules/Grav', '/rules/a.b']) {
    const response = await fetch(server.url + path, { redirect: 'manual' });
    assert.equal(response.status, 404, path);
  }
  assert.equal((await fetch(`${server.url}/api/rooms`)).headers.get('content-type'), 'application/json');
});

test('--web-root serves the page from disk, the core\'s data from the built-in copy', LIMIT, async () => {
  const root = mkdtempSync(join(tmpdir(), 'plyroom-web-root-'));
  mkdirSync(join(root, 'js'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>from disk</title>');
  writeFileSync(join(root, 'js', 'app.js'), 'export const fromDisk = true;');
  const disk = await new Server(['--web-root', root]).start();
  try {
    assert.equal(await (await fetch(`${disk.url}/r/K7QX2M`)).text(), '<!doctype html><title>from disk</title>');
    assert.equal(await (await fetch(`${disk.url}/js/app.js`)).text(), 'export const fromDisk = true;');
    const positions = await fetch(`${disk.url}/divided_loyalties_positions.csv`);
    assert.equal(positions.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.match(await positions.text(), /^position_id,position_name,row,/);
    assert.equal((await fetch(`${disk.url}/style.css`)).status, 200, 'not on disk: the built-in copy');
    // Raw request lines, as a URL parser would resolve the dots before sending.
    for (const path of ['/../etc/passwd', '/js/../index.html', '/js/./app.js', '/js%2fapp.js', '/.hidden'])
      assert.equal(await rawStatus(disk.port, path), 404, path);
  } finally {
    await disk.stop();
  }
});
