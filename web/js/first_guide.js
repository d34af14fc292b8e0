// A short guide shown the first time a player meets something new (a game's room, a turn
// composer). localStorage remembers it was met: it stays through that visit's redraws until
// dismissed, and is not shown again. `ui` is the room's per-visit state.
import { h } from './dom.js';
import { words } from './messages/index.js';

export function firstTimeGuide(ui, key, text) {
  const storageKey = `plyroom.guide.${key}`;
  ui.guides = ui.guides || {};
  if (ui.guides[key] === undefined) {
    let met = false;
    try {
      met = localStorage.getItem(storageKey) === 'met';
      localStorage.setItem(storageKey, 'met');
    } catch {
      // Storage refused (a private window): the guide shows in every visit instead.
    }
    ui.guides[key] = !met;
  }
  if (!ui.guides[key]) return null;
  const guide = h('aside', { class: 'first-guide', role: 'note', 'aria-label': words().guideLabel },
    h('p', {}, text),
    h('button', { onClick: () => { ui.guides[key] = false; guide.remove(); } }, words().guideDismiss));
  return guide;
}
