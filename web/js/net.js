// One WebSocket to the server (protocol/README.md): hello with the token kept in localStorage,
// requests matched to replies by id, and a reconnect with backoff when the socket drops, to
// the next of the servers when several share the database (servers.js).
import { pageServers, nextServer } from './servers.js';
import { errorText, words } from './messages/index.js';

const TOKEN_KEY = 'plyroom.token';
const NAME_KEY = 'plyroom.name';

export function storedName() {
  return localStorage.getItem(NAME_KEY) || '';
}

export function storeName(name) {
  localStorage.setItem(NAME_KEY, name);
}

// The session of an account replaces the anonymous token (protocol/README.md, Accounts); with
// none, the next hello starts a new anonymous player.
export function storeToken(token) {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
}

// The headers that show the server who asks for a stored game: a private game is served only
// to its players (protocol/README.md, /api/games/{id}).
export function playerHeaders() {
  const token = localStorage.getItem(TOKEN_KEY);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export class Connection {
  constructor({ name, onWelcome, onEvent, onStatus }) {
    this.name = name;
    this.onWelcome = onWelcome;
    this.onEvent = onEvent;
    this.onStatus = onStatus;
    this.nextId = 1;
    this.pending = new Map();
    this.welcome = null;
    this.delay = 250;
    this.closed = false;
    this.servers = pageServers();
    this.server = 0;
    this.open();
  }

  open() {
    const socket = new WebSocket(this.servers[this.server]);
    this.socket = socket;
    this.welcome = null;
    this.onStatus('connecting');
    socket.onopen = () => this.hello();
    socket.onmessage = (frame) => this.receive(JSON.parse(frame.data));
    socket.onclose = () => {
      if (this.socket !== socket) return;
      for (const { reject } of this.pending.values()) reject(new Error(words().connectionLost));
      this.pending.clear();
      this.welcome = null;
      if (this.closed) return;
      this.onStatus('offline');
      // The server just lost may be gone for good: the next one is tried first.
      this.server = nextServer(this.server, this.servers.length);
      setTimeout(() => this.open(), this.delay);
      this.delay = Math.min(this.delay * 2, 4000);
    };
  }

  async hello() {
    const token = localStorage.getItem(TOKEN_KEY);
    let reply = await this.request({ type: 'hello', name: this.name, token, protocol: 2 }, true);
    if (reply.type === 'error' && reply.code === 'unauthorized') {
      // The server no longer knows this token (a new database): start as a new player.
      localStorage.removeItem(TOKEN_KEY);
      reply = await this.request({ type: 'hello', name: this.name, token: null, protocol: 2 }, true);
    }
    if (reply.type !== 'welcome') {
      this.onStatus('offline', errorText(reply));
      return;
    }
    localStorage.setItem(TOKEN_KEY, reply.token);
    this.welcome = reply;
    this.delay = 250;
    this.onStatus('online');
    this.onWelcome(reply);
  }

  receive(message) {
    if (message.id !== undefined && this.pending.has(message.id)) {
      const { resolve } = this.pending.get(message.id);
      this.pending.delete(message.id);
      resolve(message);
      // A reply that is also a room event (room, moved, game_over, ...) updates the view too.
      if (message.type !== 'welcome' && message.type !== 'error') this.onEvent(message, true);
      return;
    }
    this.onEvent(message, false);
  }

  // Sends a message and resolves with the reply carrying its id (an error reply included).
  request(message, beforeWelcome = false) {
    if (!beforeWelcome && !this.welcome) return Promise.reject(new Error(words().notConnected));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ ...message, id }));
    });
  }

  close() {
    this.closed = true;
    this.socket.close();
  }
}
