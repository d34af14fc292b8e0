// What the room's game puts beside its board (its own buttons, scores, parameters).
import { h } from '../dom.js';
import { gameOf } from '../games/registry.js';

// context: what a game's controls may read and do (model, view, act, canMove, render, code, player, showError).
export function controlsView(model, context) {
  const element = h('div', { class: 'controls' });
  return {
    element,
    render() {
      element.replaceChildren();
      if (!model.state || !model.room) return;
      element.append(...gameOf(model.room.game).controls(context()));
    },
  };
}
