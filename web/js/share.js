// Sharing a room: the link to copy, the system share sheet where the browser has one, a
// WhatsApp link, and what the room's game adds (shareButtons), shown once there is a state.
import { h } from './dom.js';
import { gameOf } from './games/registry.js';
import { words } from './messages/index.js';

// The clipboard API exists only in a secure context (https, or this machine): a page opened
// over plain http from another machine selects the link and copies it the older way.
async function copyLink(url, field, said) {
  if (navigator.clipboard && navigator.clipboard.writeText) {
    try {
      await navigator.clipboard.writeText(url);
      said.textContent = words().linkCopied;
      return;
    } catch {
      // Refused (no permission, no focus): the older way below.
    }
  }
  field.focus();
  field.select();
  said.textContent = document.execCommand('copy') ? words().linkCopied : words().copyByHand;
}

export function shareBox(code, getModel) {
  const url = `${location.origin}/r/${code}`;
  const w = words();
  // "Link copied." is said of the moment of the copy: gone once the room moves on.
  let copiedAt = null;
  const copied = h('span', { class: 'copied', 'aria-live': 'polite' });
  const link = h('input', { id: 'share-link', readonly: true, value: url });
  const buttons = h('div', { class: 'buttons' },
    h('button', { onClick: () => {
      copiedAt = getModel().moment;
      copyLink(url, link, copied);
    } }, w.copyLink),
    navigator.share ? h('button', { onClick: () => navigator.share({ title: 'Plyroom', url }).catch(() => {}) }, w.share) : null,
    h('a', { class: 'button', href: `https://wa.me/?text=${encodeURIComponent(w.playWithMe(url))}`, target: '_blank', rel: 'noopener' }, w.whatsApp));
  const element = h('section', { class: 'share' }, h('h2', {}, w.invite),
    h('label', { for: 'share-link' }, w.linkToRoom), link, buttons, copied);
  let gameButtons = null;
  return {
    element,
    update() {
      const model = getModel();
      if (copied.textContent && model.moment !== copiedAt) copied.textContent = '';
      if (!gameButtons && model.room) {
        gameButtons = gameOf(model.room.game).shareButtons(code, () => getModel().state);
        buttons.append(...gameButtons);
      }
      for (const button of gameButtons || []) button.hidden = !model.state;
      element.hidden = Boolean(model.result);
    },
  };
}
