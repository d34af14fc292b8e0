// The game modules by id. A module (games/<game>/game.js) gives its id and words and may give:
//   drawBoard(view) -> { board, grid }      the board, its targets and keyboard grid
//   controls(context) -> nodes              what stands beside the board
//   moveText(move) -> text                  a move in words (the replay's list)
//   optionsForm() -> { element, options(), sideNames() }   the start page's choices
//   swatchText(seat), seatsOut(state), turnNote(state, mine), scoresText(scores)
//   sideText(seat, side) -> words           a seat's side as players read it (the wire's name)
//   afterMove(ui, before, message, mine), afterTakeback(ui)
//   actionNotice(event, room) -> text    one of the game's own actions (a game_action event) in words
//   moveNotice(before, message, room, mine) -> text   a move's own news (a capture), or null
//   shareButtons(code, getState) -> buttons shown while there is a state
//   movesInRoom: true                       the room lists the moves so far (as the replay does)
// What a module leaves out behaves as below.
import { h } from '../dom.js';
import { inLanguage } from '../lang.js';
import { GAME_MODULES } from './index.js';
import { words } from '../messages/index.js';

function noOptions(module) {
  return { element: null, options: async () => ({}), sideNames: () => module.words().sides || [] };
}

function complete(module) {
  const full = {
    controls: () => [],
    moveText: (move) => JSON.stringify(move),
    swatchText: () => '',
    seatsOut: () => [],
    turnNote: () => '',
    scoresText: (scores) => Object.entries(scores).map(([side, s]) => words().score(side, s)).join(', '),
    afterMove: () => {},
    afterTakeback: () => {},
    actionNotice: () => null,
    moveNotice: () => null,
    shareButtons: () => [],
    ...module,
    words: () => inLanguage(module.catalogue),
  };
  full.title = () => full.words().title || module.id;
  // The wire names a side as the English catalogue's sides do: the same side in the page's words.
  if (!module.sideText) {
    full.sideText = (seat, side) => {
      const index = ((module.catalogue.en || {}).sides || []).indexOf(side);
      return index >= 0 ? (full.words().sides || [])[index] ?? side : side;
    };
  }
  full.sideNames = (players) => (module.sideNames ? module.sideNames(players) : full.words().sides || []);
  full.reasonText = (reason) => (full.words().reasons || {})[reason];
  if (!module.optionsForm) full.optionsForm = () => noOptions(full);
  return full;
}

const GAMES = new Map(GAME_MODULES.map((module) => [module.id, complete(module)]));

// A game this page has no module for (a newer server's): named by its id, not drawn.
function unknownGame(id) {
  return complete({ id, catalogue: { en: { title: id } },
    drawBoard: () => ({ board: h('p', { class: 'waiting' }, words().noBoard),
      grid: { columns: 0, rows: 0, keyAt: () => null } }) });
}

export function gameOf(id) {
  return GAMES.get(id) || unknownGame(id);
}

export function allGames() {
  return [...GAMES.values()];
}
