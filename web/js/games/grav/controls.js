// Grav's controls beside the board: the parameters, "Grav!" on the latest placement, pass,
// and the bonus claim that goes with the next placement, with when a bonus is earned; for a
// player's first Grav room, a guide to what to do.
import { h } from '../../dom.js';
import { firstTimeGuide } from '../../first_guide.js';
import { gravField } from './board.js';
import { inLanguage } from '../../lang.js';
import { CATALOGUE } from './words.js';

export function gravControls({ model, view, act, canMove, code, player }) {
  const words = inLanguage(CATALOGUE);
  const gameControls = [];
  const p = gravField(model.state, 'params') || model.room.options;
  const challengeable = gravField(model.state, 'challengeable');
  const resigned = gravField(model.state, 'resigned') || [];
  const canCall = player && !model.result && challengeable && challengeable.seat !== model.mySeat && !resigned.includes(model.mySeat);
  const bonusLeft = gravField(model.state, 'bonus_left') || 0;
  const bonus = h('input', { type: 'checkbox', id: 'grav-bonus', checked: model.ui.bonus, disabled: !canMove(),
    'aria-describedby': 'grav-bonus-hint',
    onChange: (e) => { model.ui.bonus = e.target.checked; } });
  const guide = player && firstTimeGuide(model.ui, 'grav.room', words.guide);
  if (guide) gameControls.push(guide);
  gameControls.push(
    h('p', { class: 'params' }, `${words.params(p)}${bonusLeft ? words.bonusLeft(bonusLeft) : ''}`),
    h('div', { class: 'buttons' },
      h('button', { disabled: !canCall, onClick: () => act({ type: 'game_action', code, action: 'challenge', params: { ply: challengeable.ply } }) }, words.call),
      h('button', { disabled: !canMove() || model.state.phase !== 'play' || bonusLeft > 0,
        onClick: () => view.play({ pass: true }) }, words.passButton)),
    h('div', { class: 'check' }, bonus, h('label', { for: 'grav-bonus' }, words.bonusClaim)),
    h('p', { class: 'hint', id: 'grav-bonus-hint' }, words.bonusHint));
  return gameControls;
}
