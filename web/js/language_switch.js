// The language switch in the page's header: a labelled list of the languages, each named in
// itself (and marked so, for screen readers). A choice is kept and the page drawn again in it.
import { h } from './dom.js';
import { LANGUAGES, pageLanguage, rememberLanguage } from './lang.js';
import { words } from './messages/index.js';

export function languageSwitch() {
  const choice = h('select', { id: 'language', 'aria-label': words().language,
    onChange: () => {
      rememberLanguage(choice.value);
      location.reload();
    } },
  ...Object.entries(LANGUAGES).map(([language, name]) =>
    h('option', { value: language, lang: language, selected: language === pageLanguage() }, name)));
  return h('span', { class: 'language' }, choice);
}
