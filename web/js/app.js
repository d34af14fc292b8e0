// The page: routes /, /r/CODE, /g/ID, /rules/GAME, /@/NAME and /leaderboard/GAME to their views
// over one shared connection.
import { Connection, storedName, storeName } from './net.js';
import { h } from './dom.js';
import { homeView } from './home.js';
import { roomView } from './room.js';
import { replayView } from './replay.js';
import { rulesView } from './rules.js';
import { playerView } from './player.js';
import { leaderboardView } from './leaderboard.js';
import { applyLanguage } from './lang.js';
import { words } from './messages/index.js';
import { languageSwitch } from './language_switch.js';

const app = document.getElementById('app');
const connectionLabel = document.getElementById('connection');
let connection = null;
let current = null;
let welcomed = [];

// The connection, opened once a name is known; resolves when the server has welcomed us.
export function connect(name) {
  if (connection && connection.name !== name) {
    connection.close();
    connection = null;
  }
  if (!connection) {
    connection = new Connection({
      name,
      onWelcome: (welcome) => {
        const waiting = welcomed;
        welcomed = [];
        waiting.forEach((resolve) => resolve(connection));
        if (current && current.onWelcome) current.onWelcome(welcome);
      },
      onEvent: (message, isReply) => current && current.onEvent && current.onEvent(message, isReply),
      onStatus: (status, why) => {
        const w = words();
        connectionLabel.textContent = status === 'online' ? w.connected : status === 'connecting' ? w.connecting : w.offline(why);
        connectionLabel.dataset.status = status;
      },
    });
  }
  if (connection.welcome) return Promise.resolve(connection);
  return new Promise((resolve) => welcomed.push(resolve));
}

export function currentConnection() {
  return connection;
}

export function validName(name) {
  return name.length >= 1 && name.length <= 32 && !/[\u0000-\u001f\u007f]/.test(name);
}

export function rememberName(name) {
  storeName(name);
}

export function navigate(path, preset) {
  history.pushState({}, '', path);
  show(preset);
}

// The user name of a /@/NAME address, or null when its escapes are malformed.
function userNameOf(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function show(preset) {
  if (current && current.leave) current.leave();
  const path = location.pathname;
  const room = path.match(/^\/r\/([2-9A-HJKMNP-Z]{6})$/);
  const game = path.match(/^\/g\/(\d+)$/);
  const rules = path.match(/^\/rules\/([a-z0-9_]{1,32})$/);
  const player = path.match(/^\/@\/([^/]+)$/);
  const board = path.match(/^\/leaderboard\/([a-z0-9_]{1,32})$/);
  app.replaceChildren();
  if (room) current = roomView(app, room[1], preset);
  else if (game) current = replayView(app, Number(game[1]));
  else if (rules) current = rulesView(app, rules[1]);
  else if (player && userNameOf(player[1])) current = playerView(app, userNameOf(player[1]));
  else if (board) current = leaderboardView(app, board[1]);
  else if (path === '/' || path === '/index.html') current = homeView(app);
  else {
    current = null;
    app.append(h('h1', {}, words().notFound), h('p', {}, h('a', { href: '/' }, words().backHome)));
  }
  if (current && current.onWelcome && connection && connection.welcome) current.onWelcome(connection.welcome);
}

// The language first: every word below is looked up in it.
applyLanguage();
connectionLabel.before(languageSwitch());
window.addEventListener('popstate', () => show());
document.addEventListener('click', (event) => {
  const link = event.target.closest('a[data-internal]');
  if (!link || event.ctrlKey || event.metaKey || event.shiftKey) return;
  event.preventDefault();
  navigate(link.getAttribute('href'));
});
if (storedName()) connect(storedName());
show();
