// /leaderboard/GAME: the best players of a game who are no longer provisional and played a
// rated game lately, from /api/leaderboard/GAME, each linking to their page.
import { h } from './dom.js';
import { allGames, gameOf } from './games/registry.js';
import { words } from './messages/index.js';

export function leaderboardPath(gameId) {
  return `/leaderboard/${gameId}`;
}

export function leaderboardLink(gameId) {
  return h('a', { href: leaderboardPath(gameId), 'data-internal': true, class: 'leaderboard-link' },
    words().leaderboardLink(gameOf(gameId).title()));
}

function row(entry) {
  return h('tr', {},
    h('td', {}, String(entry.rank)),
    h('td', {}, h('a', { href: `/@/${encodeURIComponent(entry.user_name)}`, 'data-internal': true }, entry.user_name)),
    h('td', {}, String(entry.rating)),
    h('td', {}, String(entry.deviation)),
    h('td', {}, String(entry.rated_games)));
}

export function leaderboardView(root, gameId) {
  const w = words();
  if (!allGames().some((g) => g.id === gameId)) {
    root.append(h('h1', {}, w.notFound), h('p', {}, h('a', { href: '/', 'data-internal': true }, w.backHome)));
    return {};
  }
  const title = w.leaderboardOf(gameOf(gameId).title());
  const status = h('p', { role: 'status' }, w.loading);
  root.append(h('h1', {}, title), h('p', {}, w.leaderboardRule), status);
  document.title = `${title} · Plyroom`;
  fetch(`/api/leaderboard/${gameId}`, { cache: 'no-store' }).then(async (response) => {
    if (!response.ok) throw new Error(String(response.status));
    const { players } = await response.json();
    if (!players.length) {
      status.textContent = w.leaderboardEmpty;
      return;
    }
    status.remove();
    const columns = w.leaderboardColumns;
    root.append(h('table', { class: 'leaderboard' },
      h('thead', {}, h('tr', {}, ...[columns.rank, columns.player, columns.rating, columns.deviation, columns.ratedGames]
        .map((text) => h('th', { scope: 'col' }, text)))),
      h('tbody', {}, ...players.map(row))));
  }).catch(() => { status.textContent = w.leaderboardNotLoaded; });
  return {};
}
