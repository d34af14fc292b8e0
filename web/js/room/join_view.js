// Joining the room: a name (when this page has no connection yet), Join while a seat is free,
// Watch. choose(as, name) does it.
import { h } from '../dom.js';
import { storedName } from '../net.js';
import { joinChoices } from '../room_model.js';
import { words } from '../messages/index.js';

export function joinView(model, choose) {
  const element = h('div', { class: 'join' });
  return {
    element,
    render() {
      element.replaceChildren();
      const choices = joinChoices(model);
      if (!choices) return;
      const nameInput = h('input', { id: 'join-name', maxlength: 32, autocomplete: 'nickname', value: storedName() });
      const w = words();
      const go = (as) => choose(as, nameInput.value.trim());
      element.append(h('div', { class: 'buttons' },
        choices.name ? h('div', { class: 'field' }, h('label', { for: 'join-name' }, w.yourName), nameInput) : null,
        choices.join ? h('button', { class: 'primary', onClick: () => go('player') }, w.join) : null,
        choices.watch ? h('button', { onClick: () => go('spectator') }, w.watch) : null));
    },
  };
}
