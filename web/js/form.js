// Form fields of the start page: a labelled control with an optional hint, and a select.
import { h } from './dom.js';

export function field(labelText, control, hint) {
  const id = control.id || `f-${Math.random().toString(36).slice(2)}`;
  control.id = id;
  return h('div', { class: 'field' }, h('label', { for: id }, labelText), control, hint ? h('small', {}, hint) : null);
}

export function select(id, choices, selected) {
  return h('select', { id }, ...choices.map(([value, text]) =>
    h('option', { value, selected: value === selected }, text)));
}
