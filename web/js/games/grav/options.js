// Grav's choices on the start page: board size, players, parameters a–e (or drawn at random)
// and strict play.
import { h } from '../../dom.js';
import { field, select } from '../../form.js';
import { inLanguage } from '../../lang.js';
import { CATALOGUE } from './words.js';

export function gravOptionsForm() {
  const words = inLanguage(CATALOGUE);
  const size = select('grav-size', [['7', '7 x 7'], ['13', '13 x 13'], ['17', '17 x 17'], ['23', '23 x 23']], '13');
  const players = select('grav-players', [2, 3, 4, 5, 6].map((n) => [String(n), String(n)]), '2');
  const random = h('input', { type: 'checkbox', id: 'grav-random', checked: true });
  const strict = h('input', { type: 'checkbox', id: 'grav-strict' });
  const params = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((p, i) =>
    [p, h('input', { type: 'number', id: `grav-${p}`, min: 0, value: [3, 2, 3, 1, 4][i], inputmode: 'numeric' })]));
  const element = h('fieldset', { class: 'options' }, h('legend', {}, words.optionsLegend),
    field(words.boardSize, size), field(words.players, players),
    h('div', { class: 'check' }, random, h('label', { for: 'grav-random' }, words.randomParams)),
    h('div', { class: 'params' }, ...Object.entries(params).map(([p, input]) => field(words.param(p), input))),
    h('div', { class: 'check' }, strict, h('label', { for: 'grav-strict' }, words.strict)));
  const refresh = () => { for (const input of Object.values(params)) input.disabled = random.checked; };
  random.addEventListener('change', refresh);
  refresh();
  return {
    element,
    async options() {
      const o = { size: Number(size.value), players: Number(players.value), strict: strict.checked };
      if (!random.checked) for (const [p, input] of Object.entries(params)) o[p] = Number(input.value);
      return o;
    },
    sideNames: () => Array.from({ length: Number(players.value) }, (_, seat) => words.side(seat)),
  };
}
