// /rules/GAME: a game's rules in the page's language, from the game's one rules document
// (core/<game>/rules.json, served as /js/games/<game>/rules.json), each diagram drawn by the
// game's own board, and the link to it that the start page, the room and the replay show.
import { h } from './dom.js';
import { allGames, gameOf } from './games/registry.js';
import { inLanguage } from './lang.js';
import { words } from './messages/index.js';

export function rulesPath(gameId) {
  return `/rules/${gameId}`;
}

// The link to a game's rules. In a room it opens beside the game (a new tab), so the room
// stays where it is.
export function rulesLink(gameId, { beside = false } = {}) {
  const attributes = { href: rulesPath(gameId), class: 'rules-link' };
  if (beside) Object.assign(attributes, { target: '_blank', rel: 'noopener' });
  else attributes['data-internal'] = true;
  return h('a', attributes, words().rulesLink(gameOf(gameId).title()));
}

// A diagram: the position drawn as the game's board draws a game, nothing to press.
function diagram(game, position, caption) {
  const state = position.state;
  const room = { game: game.id, options: state.params || {}, seats: [] };
  const view = { state, room, mySeat: null, canMove: false, ui: {}, play() {}, redraw() {}, tell() {} };
  const { board } = game.drawBoard(view);
  return h('figure', { class: 'rules-diagram' }, board, h('figcaption', {}, caption));
}

function section(game, rules, part) {
  return h('section', { class: 'rules-section', 'data-section': part.id },
    h('h2', {}, part.heading),
    ...part.paragraphs.map((text) => h('p', {}, text)),
    ...part.diagrams.map((d) => diagram(game, rules.diagrams[d.id], d.caption)));
}

export function rulesView(root, gameId) {
  const w = words();
  const known = allGames().some((g) => g.id === gameId);
  if (!known) {
    root.append(h('h1', {}, w.notFound), h('p', {}, h('a', { href: '/', 'data-internal': true }, w.backHome)));
    return {};
  }
  const game = gameOf(gameId);
  const heading = h('h1', {}, w.rulesOf(game.title()));
  const status = h('p', { role: 'status' }, w.loading);
  const others = h('nav', { class: 'rules-games', 'aria-label': w.rulesOfOtherGames },
    ...allGames().filter((g) => g.id !== gameId).map((g) => rulesLink(g.id)));
  root.append(heading, status);
  document.title = `${w.rulesOf(game.title())} · Plyroom`;
  fetch(`/js/games/${gameId}/rules.json`).then(async (response) => {
    if (!response.ok) throw new Error(String(response.status));
    const rules = await response.json();
    const text = inLanguage(rules);
    status.remove();
    root.append(...text.sections.map((part) => section(game, rules, part)), others,
      h('p', {}, h('a', { href: '/', 'data-internal': true }, w.backHome)));
  }).catch(() => { status.textContent = w.rulesNotLoaded; });
  return {};
}
