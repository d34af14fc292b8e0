// The moves so far beside the board, for the games that want them in the room (movesInRoom):
// the replay's list, kept by the model from the moves it sees; a page that arrived later asks
// the stored record for the ones before (once per position, so a slow store is not asked
// again and again).
import { h } from '../dom.js';
import { gameOf } from '../games/registry.js';
import { moveItems, recordMoves } from '../move_list.js';
import { playerHeaders } from '../net.js';
import { words } from '../messages/index.js';
import { movesMissing, takeRecordMoves } from '../room_model.js';

export function movesView(model, render) {
  const list = h('ol', { class: 'moves', 'aria-label': words().moves });
  const element = h('section', { class: 'room-moves', hidden: true }, h('h2', {}, words().moves), list);
  let askedAtPly = -1;

  function askRecord() {
    askedAtPly = model.state.ply;
    const url = `/api/games/${encodeURIComponent(model.room.game_id)}?code=${encodeURIComponent(model.code)}`;
    fetch(url, { cache: 'no-store', headers: playerHeaders() })
      .then((response) => (response.ok ? response.json() : null))
      .then((record) => {
        if (!record || !Array.isArray(record.record)) return;
        takeRecordMoves(model, recordMoves(record));
        render();
      })
      .catch(() => {});
  }

  return {
    element,
    render() {
      const game = model.room && gameOf(model.room.game);
      element.hidden = !game || !game.movesInRoom || !model.state;
      if (element.hidden) return;
      if (movesMissing(model) && model.room.game_id && askedAtPly < model.state.ply) askRecord();
      const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
      list.replaceChildren(...moveItems(model.room, game, model.moves));
      // The latest move stays in sight, unless the player scrolled back to read.
      if (atEnd) list.scrollTop = list.scrollHeight;
    },
  };
}
