// The page's language and words in it. A catalogue is { en: {...}, ko: {...}, ... }: one
// entry per language the page speaks; English stands in for any phrase a language lacks.
// The language is the one the player chose (kept in localStorage), else the first of the
// browser's languages the page speaks, else English; <html lang> carries it, and every word
// is looked up when it is shown, so the catalogues hold functions, never finished sentences.

// The languages the page speaks, each named in itself (the switch lists them so).
export const LANGUAGES = { en: 'English', ko: '한국어' };
const LANGUAGE_KEY = 'plyroom.lang';
// The locale of a language when the browser names no region for it.
const DEFAULT_LOCALE = { en: 'en', ko: 'ko-KR' };

export function pageLanguage() {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}

export function inLanguage(catalogue, language = pageLanguage()) {
  return { ...catalogue.en, ...(catalogue[language] || {}) };
}

const primary = (tag) => String(tag || '').toLowerCase().split('-')[0];

// The language to show: the stored choice when the page speaks it, else the first browser
// language it speaks ("ko-KR" and "ko" give Korean), else English.
export function preferredLanguage(stored, browserLanguages) {
  if (stored && LANGUAGES[stored]) return stored;
  const spoken = (browserLanguages || []).map(primary).find((language) => LANGUAGES[language]);
  return spoken || 'en';
}

function browserLanguages() {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
}

function storedLanguage() {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

// Sets <html lang> from the choice or the browser; the page calls it once, before any word.
export function applyLanguage() {
  const language = preferredLanguage(storedLanguage(), browserLanguages());
  document.documentElement.lang = language;
  return language;
}

// The switch's choice, kept for every later visit.
export function rememberLanguage(language) {
  if (!LANGUAGES[language]) return;
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
}

// The locale for Intl: the browser's own region when it speaks the page's language
// ("en-GB" dates for a British browser), else the language's usual one.
export function pageLocale(language = pageLanguage()) {
  const own = browserLanguages().find((tag) => primary(tag) === language);
  return own || DEFAULT_LOCALE[language] || language;
}

// A number as the page's locale writes it (1,234; 0.5).
export function numberText(value, options = {}) {
  return new Intl.NumberFormat(pageLocale(), options).format(value);
}

// The plural form of a count: forms is { one, other, ... } (Intl.PluralRules categories);
// "other" stands in for a category a language does not give.
export function plural(count, forms) {
  const category = new Intl.PluralRules(pageLocale()).select(count);
  return forms[category] ?? forms.other;
}

// A moment (an ISO string or a Date) as the locale writes a date and time.
export function dateTimeText(moment) {
  return new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(moment));
}

// A moment as the locale writes a date alone.
export function dateText(moment) {
  return new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'medium' }).format(new Date(moment));
}
