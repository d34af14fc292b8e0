// The board as the room's game draws it, keeping the keyboard focus on the same target
// across redraws; a line of text until there is a state.
import { h, gridKeys } from '../dom.js';
import { gameOf } from '../games/registry.js';
import { words } from '../messages/index.js';

// boardContext: what a game's board may read and do (state, room, mySeat, canMove, ui, play, redraw, tell).
export function boardView(model, boardContext) {
  const element = h('div', { class: 'board-holder' });
  return {
    element,
    render() {
      const focused = document.activeElement && element.contains(document.activeElement)
        ? document.activeElement.dataset.key : null;
      element.replaceChildren();
      if (!model.room) return;
      if (!model.state) {
        element.append(h('p', { class: 'waiting' }, model.room.status === 'waiting' ? words().boardAfterSeats : words().loadingBoard));
        return;
      }
      const { board, grid } = gameOf(model.room.game).drawBoard(boardContext);
      element.append(board);
      gridKeys(board, { ...grid, focusKey: focused || model.ui.focusKey });
      board.addEventListener('focusin', (e) => { if (e.target.dataset.key) model.ui.focusKey = e.target.dataset.key; });
      if (focused) {
        const again = board.querySelector(`[data-key="${CSS.escape(focused)}"]`);
        if (again) again.focus();
      }
    },
  };
}
