// The list of servers the page fails over between (web/js/servers.js): no browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { socketUrl, serverList, pageServers, nextServer } from '../../web/js/servers.js';

test('an entry becomes a WebSocket URL, /ws unless it names a path', () => {
  assert.equal(socketUrl('a:1', false), 'ws://a:1/ws');
  assert.equal(socketUrl('a:1', true), 'wss://a:1/ws');
  assert.equal(socketUrl('ws://a:1/play', true), 'ws://a:1/play');
  assert.equal(socketUrl('wss://a:1', false), 'wss://a:1/ws');
});

test('the list is the configured one, else the page host', () => {
  assert.deepEqual(serverList('ws://a:1/ws wss://b:2/ws', 'page:80', false), ['ws://a:1/ws', 'wss://b:2/ws']);
  assert.deepEqual(serverList('c:3,ws://d:4/x', 'page:80', false), ['ws://c:3/ws', 'ws://d:4/x']);
  assert.deepEqual(serverList(null, 'page:80', true), ['wss://page:80/ws']);
  assert.deepEqual(serverList('  ', 'page:80', false), ['ws://page:80/ws']);
});

// A page as the browser has it: its address, its storage and the <meta> its server wrote.
function withPage({ href, meta, stored }, run) {
  const url = new URL(href);
  const storage = new Map(stored ? [['plyroom.servers', stored]] : []);
  const saved = { location: globalThis.location, localStorage: globalThis.localStorage, document: globalThis.document };
  globalThis.location = { search: url.search, host: url.host, protocol: url.protocol };
  globalThis.localStorage = {
    getItem: (key) => (storage.has(key) ? storage.get(key) : null),
    setItem: (key, value) => storage.set(key, String(value)),
    removeItem: (key) => storage.delete(key),
  };
  globalThis.document = {
    querySelector: (selector) => (selector === 'meta[name="plyroom-servers"]' && meta !== undefined
      ? { getAttribute: (name) => (name === 'content' ? meta : null) } : null),
  };
  try {
    return run(storage);
  } finally {
    Object.assign(globalThis, saved);
  }
}

test('a list in the page address is never used nor kept', () => {
  withPage({ href: 'http://page:8080/r/K7QX2M?servers=ws://evil:9/ws' }, (storage) => {
    assert.deepEqual(pageServers(), ['ws://page:8080/ws']);
    assert.equal(storage.has('plyroom.servers'), false);
  });
  withPage({ href: 'https://page/r/K7QX2M?servers=evil:9', meta: 'wss://page/ws wss://other/ws' }, () => {
    assert.deepEqual(pageServers(), ['wss://page/ws', 'wss://other/ws']);
  });
});

test('a list an earlier version kept from a link is dropped', () => {
  withPage({ href: 'http://page:8080/', stored: 'evil:9' }, (storage) => {
    assert.deepEqual(pageServers(), ['ws://page:8080/ws']);
    assert.equal(storage.has('plyroom.servers'), false);
  });
});

test('after the last server comes the first again', () => {
  assert.equal(nextServer(0, 2), 1);
  assert.equal(nextServer(1, 2), 0);
  assert.equal(nextServer(0, 1), 0);
});
