// The end of the game: the result in words, the link to its replay and to the rematch's room.
import { h } from '../dom.js';
import { ratingLine, resultLine } from '../room_model.js';
import { words } from '../messages/index.js';

export function resultView(model) {
  const status = h('div', { role: 'status', class: 'result', 'aria-live': 'polite' });
  const ratings = h('p', { class: 'rating-changes' });
  const replayLink = h('a', { href: '#', 'data-internal': true, hidden: true }, words().replayThisGame);
  const nextLink = h('a', { href: '#', 'data-internal': true, hidden: true }, words().watchRematch);
  return {
    elements: [status, ratings, replayLink, nextLink],
    render() {
      status.textContent = resultLine(model);
      status.hidden = !model.result;
      ratings.textContent = ratingLine(model);
      ratings.hidden = !ratings.textContent;
      replayLink.hidden = !(model.result && model.room && model.room.game_id);
      if (model.room && model.room.game_id) replayLink.href = `/g/${model.room.game_id}`;
      nextLink.hidden = !model.offers.next;
      if (model.offers.next) nextLink.href = `/r/${model.offers.next}`;
    },
  };
}
