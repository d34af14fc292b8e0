// Grav's controls beside the board: the parameters, "Grav!" on the latest placement, pass,
// and the bonus claim that goes with the next placement.
import { h } from '../../dom.js';
import { gravField } from './board.js';

export function gravControls({ model, view, act, canMove, code, player }) {
  const gameControls = [];
  const p = gravField(model.state, 'params') || model.room.options;
  const challengeable = gravField(model.state, 'challengeable');
  const resigned = gravField(model.state, 'resigned') || [];
  const canCall = player && !model.result && challengeable && challengeable.seat !== model.mySeat && !resigned.includes(model.mySeat);
  const bonusLeft = gravField(model.state, 'bonus_left') || 0;
  const bonus = h('input', { type: 'checkbox', id: 'grav-bonus', checked: model.ui.bonus, disabled: !canMove(),
    onChange: (e) => { model.ui.bonus = e.target.checked; } });
  gameControls.push(
    h('p', { class: 'params' }, `Parameters: a=${p.a} b=${p.b} c=${p.c} d=${p.d} e=${p.e}${p.strict ? ', strict' : ''}. ` +
      `Distance ring ${p.d}–${p.e} shaded.${bonusLeft ? ` Bonus turns left: ${bonusLeft}.` : ''}`),
    h('div', { class: 'buttons' },
      h('button', { disabled: !canCall, onClick: () => act({ type: 'challenge', code, ply: challengeable.ply }) }, 'Grav!'),
      h('button', { disabled: !canMove() || model.state.phase !== 'play' || bonusLeft > 0,
        onClick: () => view.play({ pass: true }) }, 'Pass')),
    h('div', { class: 'check' }, bonus, h('label', { for: 'grav-bonus' }, 'This placement earns a bonus turn')));
  return gameControls;
}
