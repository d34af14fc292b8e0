// Divided Loyalties' choices on the start page: a built-in position, a position from a CSV
// file or an exported game to continue, and the number of sets.
import { h } from '../../dom.js';
import { field, select } from '../../form.js';
import { inLanguage } from '../../lang.js';
import { CATALOGUE } from './words.js';

export function dlOptionsForm() {
  const words = inLanguage(CATALOGUE);
  const position = select('dl-position', [...words.positions.map((name, i) => [String(i + 1), `${i + 1}. ${name}`]),
    ['csv', words.customPosition], ['export', words.exportedGame]], '1');
  const file = h('input', { type: 'file', id: 'dl-file', accept: '.csv,.json,text/csv,application/json' });
  const sets = select('dl-sets', [['', words.defaultSets], ['3', '3'], ['4', '4']], '');
  const fileField = field(words.file, file, words.fileHint);
  const element = h('fieldset', { class: 'options' }, h('legend', {}, words.optionsLegend),
    field(words.position, position), fileField, field(words.sets, sets));
  const refresh = () => { fileField.hidden = !['csv', 'export'].includes(position.value); };
  position.addEventListener('change', refresh);
  refresh();
  return {
    element,
    async options() {
      const choice = position.value;
      const o = {};
      if (choice === 'csv' || choice === 'export') {
        const chosen = file.files[0];
        if (!chosen) throw new Error(words.chooseFile);
        const text = await chosen.text();
        if (choice === 'export') {
          try {
            return { export: JSON.parse(text) };
          } catch {
            throw new Error(words.notAnExport);
          }
        }
        o.position_csv = text;
      } else {
        o.position = Number(choice);
      }
      if (sets.value) o.sets = Number(sets.value);
      return o;
    },
    sideNames: () => words.sides,
  };
}
