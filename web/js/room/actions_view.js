// A player's buttons: draws, resignation (confirmed first) and abort, then takebacks, claims
// and the rematch (match_actions.js).
import { h } from '../dom.js';
import { playerActions } from '../room_model.js';
import { matchActions } from './match_actions.js';

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
      const buttons = [];
      if (shown.offerDraw) buttons.push(h('button', { onClick: () => act({ type: 'offer_draw', code }) }, 'Offer draw'));
      if (shown.answerDraw) {
        buttons.push(h('button', { class: 'primary', onClick: () => act({ type: 'accept_draw', code }) }, 'Accept draw'));
        buttons.push(h('button', { onClick: () => act({ type: 'decline_draw', code }) }, 'Decline draw'));
      }
      if (shown.resign) buttons.push(h('button', { onClick: () => { model.confirmResign = true; render(); } }, 'Resign'));
      if (shown.abort) buttons.push(h('button', { onClick: () => act({ type: 'abort', code }) }, 'Abort'));
      element.append(h('div', { class: 'buttons' }, ...buttons));
      if (shown.waitingForDrawAnswer) element.append(h('p', {}, 'You offered a draw; waiting for an answer.'));
      element.append(...matchActions({ model, act, code }));
      if (shown.confirmResign) {
        element.append(h('div', { class: 'confirm', role: 'group', 'aria-label': 'Confirm resignation' },
          h('p', {}, 'Resign this game? It counts as a loss.'),
          h('button', { class: 'danger', onClick: () => { model.confirmResign = false; act({ type: 'resign', code }); } }, 'Yes, resign'),
          h('button', { onClick: () => { model.confirmResign = false; render(); } }, 'Keep playing')));
      }
    },
  };
}
