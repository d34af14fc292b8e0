// The servers the page connects to, in order: several servers in front of one database carry
// the same games, so when the connection is lost the page moves on to the next. The list is
// the one the host configured on the server (--page-servers), which writes it into the page
// (<meta name="plyroom-servers">); without one, the server that served the page. Never from
// the page's address or from storage: a link must not send the player's token to another host.
const SERVERS_KEY = 'plyroom.servers'; // where earlier versions kept a list taken from a link

// "host:port" or a ws:// or wss:// URL as a WebSocket URL; the path defaults to /ws.
export function socketUrl(entry, secure) {
  const withScheme = /^wss?:\/\//.test(entry) ? entry : `${secure ? 'wss' : 'ws'}://${entry}`;
  const afterScheme = withScheme.indexOf('://') + 3;
  return withScheme.indexOf('/', afterScheme) === -1 ? `${withScheme}/ws` : withScheme;
}

// The WebSocket URLs to try: the configured list (space- or comma-separated), else the page's
// host.
export function serverList(configured, pageHost, secure) {
  const entries = (configured || '').split(/[\s,]+/).filter((entry) => entry !== '');
  if (entries.length === 0) return [socketUrl(pageHost, secure)];
  return entries.map((entry) => socketUrl(entry, secure));
}

// The list for this page, from what its server wrote into it.
export function pageServers() {
  // A list kept by an earlier version came from a link, so it may name anyone's server.
  localStorage.removeItem(SERVERS_KEY);
  const configured = document.querySelector('meta[name="plyroom-servers"]');
  return serverList(configured ? configured.getAttribute('content') : '', location.host,
    location.protocol === 'https:');
}

// The server after `index`: the next, the last followed by the first again.
export function nextServer(index, count) {
  return count === 0 ? 0 : (index + 1) % count;
}
