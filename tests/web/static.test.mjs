// The page is served by plyroom-server itself: types, caching, redirects, the icon.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Server, LIMIT } from './harness.mjs';

let server;
before(async () => { server = await new Server().start(); });
after(async () => { await server.stop(); });

test('pages, assets and the icon come with their types and caching headers', LIMIT, async () => {
  for (const path of ['/', '/r/K7QX2M', '/g/1']) {
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
  for (const path of ['/nothing.js', '/r/TOOLONGCODE', '/g/abc', '/.hidden', '/js/']) {
    const response = await fetch(server.url + path, { redirect: 'manual' });
    assert.equal(response.status, 404, path);
  }
  assert.equal((await fetch(`${server.url}/api/rooms`)).headers.get('content-type'), 'application/json');
});
