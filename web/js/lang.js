// The page's language and words in it. A catalogue is { en: {...}, ko: {...}, ... }: one
// entry per language the page speaks; English stands in for any phrase a language lacks.
export function pageLanguage() {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}

export function inLanguage(catalogue, language = pageLanguage()) {
  return { ...catalogue.en, ...(catalogue[language] || {}) };
}
