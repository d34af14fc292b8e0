// The servers the page connects to, in order: several servers in front of one database carry
// the same games, so when the connection is lost the page moves on to the next. The list comes
// from the page's address (?servers=host:port,host:port, kept in localStorage for the pages
// that follow) or from what was kept; without one, the server that served the page.
const SERVERS_KEY = 'plyroom.servers';

// "host:port" or a ws:// or wss:// URL as a WebSocket URL; the path defaults to /ws.
export function socketUrl(entry, secure) {
  const withScheme = /^wss?:\/\//.test(entry) ? entry : `${secure ? 'wss' : 'ws'}://${entry}`;
  const afterScheme = withScheme.indexOf('://') + 3;
  return withScheme.indexOf('/', afterScheme) === -1 ? `${withScheme}/ws` : withScheme;
}

// The WebSocket URLs to try, from the address's query, else the kept list, else the page's host.
export function serverList(search, kept, pageHost, secure) {
  const given = new URLSearchParams(search).get('servers');
  const text = given !== null ? given : kept || '';
  const entries = text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.length === 0) return [socketUrl(pageHost, secure)];
  return entries.map((entry) => socketUrl(entry, secure));
}

// The list for this page; a list given in its address is kept for the pages that follow.
export function pageServers() {
  const given = new URLSearchParams(location.search).get('servers');
  if (given !== null) {
    if (given.trim() === '') localStorage.removeItem(SERVERS_KEY);
    else localStorage.setItem(SERVERS_KEY, given);
  }
  return serverList(location.search, localStorage.getItem(SERVERS_KEY), location.host,
    location.protocol === 'https:');
}

// The server after `index`: the next, the last followed by the first again.
export function nextServer(index, count) {
  return count === 0 ? 0 : (index + 1) % count;
}
