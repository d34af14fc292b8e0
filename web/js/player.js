// /@/NAME: an account's page, from /api/players/NAME: per game its rating and its games won,
// drawn and lost, the rating history as a chart the page draws, and its games newest first,
// a page at a time (/api/players/NAME/games?before=ID), each linking to its replay. The
// player's token goes with the request, so the player's own private games are listed to them.
import { h } from './dom.js';
import { dateText, dateTimeText } from './lang.js';
import { gameOf } from './games/registry.js';
import { playerHeaders } from './net.js';
import { ratingChart } from './rating_chart.js';
import { leaderboardLink } from './leaderboard.js';
import { words } from './messages/index.js';

export function playerPath(userName) {
  return `/@/${encodeURIComponent(userName)}`;
}

// A name linking to its page when it is an account's.
function playerName(seat) {
  return seat.user_name ? h('a', { href: playerPath(seat.user_name), 'data-internal': true }, seat.name) : seat.name;
}

// The player's outcome in one listed game.
function outcomeOf(game) {
  const outcomes = words().gameOutcome;
  if (game.status !== 'finished' || !game.result) return outcomes.unfinished;
  if (game.result.outcome === 'draw') return outcomes.drew;
  if (game.result.outcome === 'win') return game.result.winner === game.seat ? outcomes.won : outcomes.lost;
  return outcomes.aborted;
}

function gameItem(game) {
  const w = words();
  const others = game.seats.filter((s) => s.seat !== game.seat);
  const against = others.length ? [' · ', w.against, ' ', ...others.flatMap((s, i) => (i ? [', ', playerName(s)] : [playerName(s)]))] : [];
  const change = game.rating_change ? [' · ', w.ratingChange(game.rating_change.before, game.rating_change.after)] : [];
  return h('li', { 'data-game-id': game.game_id },
    h('a', { href: `/g/${game.game_id}`, 'data-internal': true }, w.gameNumber(game.game_id)),
    ` · ${dateTimeText(game.created_at)} · ${gameOf(game.game).title()} · `,
    h('strong', {}, outcomeOf(game)), ...against, ...change,
    game.public ? null : ` · ${w.privateGame}`);
}

function gameSummary(entry) {
  const w = words();
  const title = gameOf(entry.game).title();
  const rating = entry.rating
    ? w.ratingDetail(entry.rating.rating, entry.rating.provisional, entry.rating.deviation)
    : w.notRated;
  return h('li', { 'data-game': entry.game },
    h('strong', {}, title), ` · ${rating} · `,
    w.resultCounts(entry.games, entry.wins, entry.draws, entry.losses), ' · ',
    leaderboardLink(entry.game));
}

export function playerView(root, userName) {
  const w = words();
  const heading = h('h1', {}, userName);
  const status = h('p', { role: 'status' }, w.loading);
  root.append(heading, status);
  document.title = `${userName} · Plyroom`;
  const base = `/api/players/${encodeURIComponent(userName)}`;
  const list = h('ul', { class: 'player-games' });
  const more = h('button', { type: 'button', hidden: true }, w.olderGames);
  let before = null;
  const loadGames = async () => {
    more.disabled = true;
    const response = await fetch(`${base}/games${before ? `?before=${before}` : ''}`,
      { cache: 'no-store', headers: playerHeaders() });
    if (!response.ok) throw new Error(String(response.status));
    const page = await response.json();
    list.append(...page.games.map(gameItem));
    if (!list.children.length) list.append(h('li', {}, w.noGamesYet));
    before = page.next_before;
    more.hidden = before === null;
    more.disabled = false;
  };
  more.addEventListener('click', () => loadGames().catch(() => { status.textContent = w.playerNotLoaded; }));

  fetch(base, { cache: 'no-store' }).then(async (response) => {
    if (response.status === 404) {
      status.textContent = w.noSuchPlayer(userName);
      return;
    }
    if (!response.ok) throw new Error(String(response.status));
    const player = await response.json();
    heading.textContent = player.user_name;
    document.title = `${player.user_name} · Plyroom`;
    status.textContent = w.playerSince(dateText(player.created_at));
    const summary = player.games.length ? h('ul', { class: 'player-summary' }, ...player.games.map(gameSummary))
      : h('p', {}, w.noGamesYet);
    const chart = player.rating_history.length
      ? h('section', { class: 'rating-history' }, h('h2', {}, w.ratingHistory),
        ratingChart(player.rating_history, (game) => gameOf(game).title(), w.ratingHistory),
        h('ul', { class: 'chart-legend' }, ...[...new Set(player.rating_history.map((p) => p.game))]
          .map((game, index) => h('li', { class: `chart-line-${index % 4}` }, gameOf(game).title()))))
      : null;
    root.append(h('section', {}, h('h2', {}, w.ratingsAndResults), summary), chart,
      h('section', {}, h('h2', {}, w.gamesHeading), list, more));
    await loadGames();
  }).catch(() => { status.textContent = w.playerNotLoaded; });
  return {};
}
