// "Play now": the server's pairing pools (each game and clock, rated or casual) with how many
// wait and play in each. One press joins a pool, a second leaves it; while waiting the time
// waited counts up; once paired the page goes into the new room. Rated pools are for accounts.
import { h } from './dom.js';
import { gameOf } from './games/registry.js';
import { errorText, words } from './messages/index.js';

const REFRESH_MS = 3000;

// A pool's clock as players write it: minutes + seconds a move ("3+2").
function clockShort(clock) {
  if (!clock) return '';
  const minutes = clock.initial_ms / 60000;
  return `${Number(minutes.toFixed(2))}+${clock.increment_ms / 1000}`;
}

function elapsed(ms) {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

// connectAs(): the connection, opened with the name the page has (a promise);
// goToRoom(code): into the room a pairing gave.
export function playNow(connectAs, goToRoom) {
  const w = words();
  const list = h('ul', { class: 'pools', 'aria-live': 'polite' });
  const status = h('p', { class: 'pool-status', role: 'status' });
  const problem = h('p', { role: 'alert', class: 'error' });
  const element = h('section', { class: 'play-now' }, h('h2', {}, w.playNow), h('p', { class: 'hint' }, w.playNowHint),
    list, status, problem);
  let pools = [];
  let isAccount = false;
  let connection = null;
  let waiting = null; // { pool, since } while this page waits in a pool
  let timer = null;
  let ticker = null;

  function label(pool) {
    const title = gameOf(pool.game).title();
    return w.poolLabel(title, clockShort(pool.options && pool.options.clock), pool.players, pool.rated);
  }

  function render() {
    if (!connection) {
      list.replaceChildren(h('li', { class: 'hint' }, w.poolsNeedName));
      return;
    }
    list.replaceChildren(...pools.map((pool) => {
      const mine = waiting && waiting.pool === pool.pool;
      const closed = pool.rated && !isAccount;
      const button = h('button', {
        type: 'button', class: mine ? 'pool waiting' : 'pool', 'aria-pressed': mine ? 'true' : 'false',
        disabled: closed || (waiting && !mine) ? true : undefined,
        onClick: () => (mine ? leave() : join(pool)),
      }, label(pool));
      return h('li', {}, button, h('span', { class: 'pool-counts' }, w.poolCounts(pool.waiting, pool.playing)),
        closed ? h('span', { class: 'hint' }, w.poolNeedsAccount) : null);
    }));
    status.textContent = waiting
      ? w.poolWaiting(label(pools.find((p) => p.pool === waiting.pool) || { game: '', players: 2, rated: false }),
        elapsed(Date.now() - waiting.since))
      : '';
  }

  async function refresh() {
    if (!connection || !connection.welcome) return;
    try {
      const reply = await connection.request({ type: 'list_pools' });
      if (reply.type === 'pools') pools = reply.pools;
      render();
    } catch {
      // The connection is down; the next refresh tries again.
    }
  }

  async function join(pool) {
    problem.textContent = '';
    try {
      connection = await connectAs();
      const reply = await connection.request({ type: 'join_pool', pool: pool.pool });
      if (reply.type === 'error') {
        problem.textContent = errorText(reply);
        return;
      }
      waiting = { pool: reply.pool, since: Date.now() };
      clearInterval(ticker);
      ticker = setInterval(render, 1000);
      refresh();
    } catch (error) {
      problem.textContent = error.message;
    }
  }

  async function leave() {
    problem.textContent = '';
    const reply = await connection.request({ type: 'leave_pool' }).catch(() => null);
    if (reply && reply.type === 'error') problem.textContent = errorText(reply);
    stopWaiting();
    refresh();
  }

  function stopWaiting() {
    waiting = null;
    clearInterval(ticker);
    render();
  }

  render();
  return {
    element,
    onWelcome(welcome, current) {
      connection = current;
      isAccount = welcome.account === true;
      refresh();
      clearInterval(timer);
      timer = setInterval(refresh, REFRESH_MS);
    },
    onEvent(message) {
      if (message.type === 'paired') {
        stopWaiting();
        goToRoom(message.code);
      } else if (message.type === 'pool_joined' && message.again) {
        // The game we were paired into was never opened: back at the front of the pool.
        waiting = { pool: message.pool, since: Date.now() };
        clearInterval(ticker);
        ticker = setInterval(render, 1000);
        status.textContent = w.poolAgain;
        render();
      }
    },
    leave() {
      clearInterval(timer);
      clearInterval(ticker);
      // Leaving the page for a room it was not paired into leaves the pool.
      if (waiting && connection) connection.request({ type: 'leave_pool' }).catch(() => {});
    },
  };
}
