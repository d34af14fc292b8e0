// Grav in the page: the board with its distance ring, the parameters, "Grav!", pass and the
// bonus claim; seats named by colour and numbered; a call's result in words.
import { drawGrav, gravField } from './board.js';
import { gravControls } from './controls.js';
import { gravOptionsForm } from './options.js';
import { CATALOGUE } from './words.js';
import { inLanguage } from '../../lang.js';
import { seatLabel } from '../../seats.js';

const words = () => inLanguage(CATALOGUE);

export const grav = {
  id: 'grav',
  catalogue: CATALOGUE,
  sideNames: (players) => Array.from({ length: players }, (_, seat) => words().side(seat)),
  drawBoard: drawGrav,
  controls: gravControls,
  optionsForm: gravOptionsForm,
  moveText(move) {
    if (move.pass) return words().pass;
    return move.remove ? words().remove(move.remove.join(',')) : words().place(move.place.join(','), move.bonus);
  },
  swatchText: (seat) => String(seat + 1),
  sideText: (seat) => words().side(seat),
  // Scores come keyed by the wire's side names, p1..pn.
  scoresText: (scores) => Object.entries(scores)
    .map(([side, score]) => `${/^p\d+$/.test(side) ? words().side(Number(side.slice(1)) - 1) : side} ${score}`).join(', '),
  // Seats that resigned from a game of three or more.
  seatsOut: (state) => gravField(state, 'resigned') || [],
  turnNote: (state, mine) => {
    if (state.phase !== 'penalty_remove') return '';
    return mine ? words().removeYours : words().removeTheirs;
  },
  afterMove(ui, before, message, mine) {
    if (mine) ui.bonus = false;
  },
  actionNotice(event, room) {
    if (event.action !== 'challenge') return null;
    const call = event.result;
    const who = seatLabel(room, call.by);
    const against = seatLabel(room, call.against);
    return call.correct
      ? words().callRight(who, against, brokenText(call.broken_rules || []))
      : words().callWrong(who, against);
  },
};

// The rules a correct call found broken, composed from their data in the page's language.
export function brokenText(brokenRules) {
  const w = words();
  const parts = brokenRules.filter((f) => w.brokenRule[f.rule]).map((f) => w.brokenRule[f.rule](f, w.lines));
  return parts.length ? w.brokenJoin(parts) : w.someRule;
}
