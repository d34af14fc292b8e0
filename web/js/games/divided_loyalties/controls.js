// Divided Loyalties' controls beside the board: scores, stock and sets, the turn composer
// (colour, what the turn would do and cut, undo, send, pass), with a guide the first time a
// player meets it, and the export.
import { h } from '../../dom.js';
import { firstTimeGuide } from '../../first_guide.js';
import { downloadText } from '../../download.js';
import { playerHeaders } from '../../net.js';
import { recordMoves } from '../../move_list.js';
import { COLORS, chosenColour, dlField, draftSummary, emptyDraft } from './board.js';
import { inLanguage } from '../../lang.js';
import { CATALOGUE } from './words.js';

export function dlControls({ model, view, canMove, render, player, showError }) {
  const words = inLanguage(CATALOGUE);
  const gameControls = [];
  const state = model.state;
  const side = model.mySeat === 1 ? 'yellow' : 'blue';
  const inventory = dlField(state, 'inventory') || {};
  const score = dlField(state, 'score') || {};
  const set = dlField(state, 'set') || {};
  const sets = dlField(state, 'sets');
  const position = dlField(state, 'position');
  const draft = model.ui.draft || (model.ui.draft = emptyDraft());
  const stock = (s) => COLORS.filter((c) => (inventory[s] || {})[c]).map((c) => words.stockItem(words.colors[c], inventory[s][c])).join(', ') || words.none;
  gameControls.push(h('ul', { class: 'scores' }, ...['blue', 'yellow'].map((s) => {
    const sc = score[s] || { bridges: 0, regions: 0 };
    return h('li', {}, words.scoreLine(words.colors[s], sc, set[s], sets, stock(s)));
  })));
  // A built-in position by its name in the page's words; one from a file by the name it gives.
  if (position && position.name) {
    const builtIn = CATALOGUE.en.positions[position.id - 1] === position.name;
    gameControls.push(h('p', {}, words.positionLine(builtIn ? words.positions[position.id - 1] : position.name)));
  }
  if (player && !model.result) {
    const mine = inventory[side] || {};
    chosenColour(model.ui, state, model.mySeat);
    const colours = h('fieldset', { class: 'colours' }, h('legend', {}, words.colour),
      ...COLORS.map((c) => {
        const id = `colour-${c}`;
        return h('span', { class: 'colour-choice' },
          h('input', { type: 'radio', name: 'colour', id, value: c, checked: model.ui.color === c, disabled: !mine[c],
            onChange: () => {
              model.ui.color = c;
              draft.note = null;
              if (draft.place && draft.bridges.length === 0) draft.place.color = c;
              render();
            } }),
          h('label', { for: id, class: `chip ${c}` }, words.chip(words.colors[c], mine[c] || 0)));
      }));
    const summary = draftSummary(state, draft, side);
    const parts = [];
    if (draft.place) parts.push(words.placed(words.colors[draft.place.color], draft.place.cell.join(',')));
    if (draft.bridges.length) parts.push(words.bridges(draft.bridges.length, summary.owners.map((o) => (o === 'red' ? words.owners.red : o ? words.owners.yours : words.owners.invalid))));
    if (summary.cuts.length) parts.push(words.wouldCut(summary.cuts.length));
    if (draft.end) parts.push(words.bridgeFrom(draft.end.join(',')));
    // Every reason a drafted bridge would be refused for, before it is sent.
    const refusals = summary.checked.filter((b) => b.problems.length).map((b) => words.notValid(b.from.join(','), b.to.join(','),
      b.problems.map((p) => words.problems[p.rule](p, words.colors, words.groups))));
    // On a phone the composer stays in sight at the foot of the screen, beside the board.
    const guide = firstTimeGuide(model.ui, 'divided_loyalties.composer', words.composerGuide);
    if (guide) gameControls.push(guide);
    gameControls.push(h('div', { class: 'dl-composer' }, colours,
      h('div', { 'aria-live': 'polite' },
        h('p', { class: 'draft' }, parts.length ? words.thisTurn(parts) : words.turnHint),
        ...refusals.map((text) => h('p', { class: 'draft-problem' }, text)),
        draft.note ? h('p', { class: 'draft-note' }, draft.note) : null),
      h('div', { class: 'buttons' },
        h('button', { disabled: !draft.place && !draft.end, onClick: () => {
          draft.note = null;
          if (draft.end) draft.end = null;
          else if (draft.bridges.length) draft.bridges.pop();
          else draft.place = null;
          render();
        } }, words.undo),
        h('button', { class: 'primary', disabled: !canMove() || !draft.place, onClick: () => view.play({ place: draft.place, bridges: draft.bridges }) }, words.sendTurn),
        h('button', { disabled: !canMove(), onClick: () => view.play({ pass: true }) }, words.passButton))));
  }
  gameControls.push(h('div', { class: 'buttons' }, h('button', { onClick: () => exportGame(model, showError) }, words.export)));
  return gameControls;
}

// The game as the export format of protocol/README.md, from the stored record.
async function exportGame(model, showError) {
  const room = model.room;
  try {
    // A private game's record is served to its players only: the player's token goes along.
    const response = await fetch(`/api/games/${room.game_id}`, { cache: 'no-store', headers: playerHeaders() });
    if (!response.ok) throw new Error();
    const record = await response.json();
    const options = record.options || room.options;
    const out = { game: 'divided_loyalties', format: 1 };
    if (options.position_csv) out.position_csv = options.position_csv;
    else out.position = options.position;
    out.sets = options.sets ?? dlField(model.state, 'sets');
    out.turns = recordMoves(record).map((m) => ({ ...m.move, seat: m.seat }));
    out.result = record.result;
    downloadText(`divided-loyalties-${room.code}.json`, JSON.stringify(out, null, 2), 'application/json');
  } catch {
    showError(inLanguage(CATALOGUE).exportFailed);
  }
}

