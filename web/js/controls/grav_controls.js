// Grav's controls beside the board: the parameters, "Grav!" on the latest placement, pass,
// and the bonus claim that goes with the next placement.
import { h } from '../dom.js';
import { gravField } from '../boards/grav.js';

export function gravControls({ rv, view, act, canMove, code, player }) {
  const gameControls = [];
  const p = gravField(rv.state, 'params') || rv.room.options;
  const challengeable = gravField(rv.state, 'challengeable');
  const resigned = gravField(rv.state, 'resigned') || [];
  const canCall = player && !rv.result && challengeable && challengeable.seat !== rv.mySeat && !resigned.includes(rv.mySeat);
  const bonusLeft = gravField(rv.state, 'bonus_left') || 0;
  const bonus = h('input', { type: 'checkbox', id: 'grav-bonus', checked: rv.ui.bonus, disabled: !canMove(),
    onChange: (e) => { rv.ui.bonus = e.target.checked; } });
  gameControls.push(
    h('p', { class: 'params' }, `Parameters: a=${p.a} b=${p.b} c=${p.c} d=${p.d} e=${p.e}${p.strict ? ', strict' : ''}. ` +
      `Distance ring ${p.d}–${p.e} shaded.${bonusLeft ? ` Bonus turns left: ${bonusLeft}.` : ''}`),
    h('div', { class: 'buttons' },
      h('button', { disabled: !canCall, onClick: () => act({ type: 'challenge', code, ply: challengeable.ply }) }, 'Grav!'),
      h('button', { disabled: !canMove() || rv.state.phase !== 'play' || bonusLeft > 0,
        onClick: () => view.play({ pass: true }) }, 'Pass')),
    h('div', { class: 'check' }, bonus, h('label', { for: 'grav-bonus' }, 'This placement earns a bonus turn')));
  return gameControls;
}
