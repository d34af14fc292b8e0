// The list of servers the page fails over between (web/js/servers.js): no browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { socketUrl, serverList, nextServer } from '../../web/js/servers.js';

test('an entry becomes a WebSocket URL, /ws unless it names a path', () => {
  assert.equal(socketUrl('a:1', false), 'ws://a:1/ws');
  assert.equal(socketUrl('a:1', true), 'wss://a:1/ws');
  assert.equal(socketUrl('ws://a:1/play', true), 'ws://a:1/play');
  assert.equal(socketUrl('wss://a:1', false), 'wss://a:1/ws');
});

test('the list comes from the address, else the kept list, else the page host', () => {
  assert.deepEqual(serverList('?servers=a:1, b:2', 'c:3', 'page:80', false), ['ws://a:1/ws', 'ws://b:2/ws']);
  assert.deepEqual(serverList('', 'c:3,ws://d:4/x', 'page:80', false), ['ws://c:3/ws', 'ws://d:4/x']);
  assert.deepEqual(serverList('', null, 'page:80', true), ['wss://page:80/ws']);
  // An empty list in the address means the page's own server.
  assert.deepEqual(serverList('?servers=', 'c:3', 'page:80', false), ['ws://page:80/ws']);
});

test('after the last server comes the first again', () => {
  assert.equal(nextServer(0, 2), 1);
  assert.equal(nextServer(1, 2), 0);
  assert.equal(nextServer(0, 1), 0);
});
