// A player's buttons: draws, resignation (confirmed first) and abort, then takebacks, claims
// and the rematch (match_actions.js).
import { h } from '../dom.js';
import { playerActions } from '../room_model.js';
import { matchActions } from './match_actions.js';
import { words } from '../messages/index.js';

// act sends a message; render draws the page again (after the resignation is asked or kept).
export function actionsView(model, act, render) {
  const element = h('div', { class: 'actions' });
  const code = model.code;
  return {
    element,
    render() {
      element.replaceChildren();
      const shown = playerActions(model);
      if (!shown) return;
      const w = words();
      const buttons = [];
      if (shown.offerDraw) buttons.push(h('button', { onClick: () => act({ type: 'offer_draw', code }) }, w.offerDraw));
      if (shown.answerDraw) {
        buttons.push(h('button', { class: 'primary', onClick: () => act({ type: 'accept_draw', code }) }, w.acceptDraw));
        buttons.push(h('button', { onClick: () => act({ type: 'decline_draw', code }) }, w.declineDraw));
      }
      if (shown.resign) buttons.push(h('button', { onClick: () => { model.confirmResign = true; render(); } }, w.resign));
      if (shown.abort) buttons.push(h('button', { onClick: () => act({ type: 'abort', code }) }, w.abort));
      element.append(h('div', { class: 'buttons' }, ...buttons));
      if (shown.waitingForDrawAnswer) element.append(h('p', {}, w.drawOffered));
      element.append(...matchActions({ model, act, code }));
      if (shown.confirmResign) {
        element.append(h('div', { class: 'confirm', role: 'group', 'aria-label': w.confirmResignation },
          h('p', {}, w.resignQuestion),
          h('button', { class: 'danger', onClick: () => { model.confirmResign = false; act({ type: 'resign', code }); } }, w.yesResign),
          h('button', { onClick: () => { model.confirmResign = false; render(); } }, w.keepPlaying)));
      }
    },
  };
}
