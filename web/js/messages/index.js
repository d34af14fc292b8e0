// The page's own words (the shell's: every game's words are in its module), one catalogue per
// language (lang.js), and the server's refusals in them.
import { inLanguage, pageLanguage } from '../lang.js';
import { EN } from './en.js';
import { KO } from './ko.js';

export const CATALOGUE = { en: EN, ko: KO };

export const words = () => inLanguage(CATALOGUE);

// A refusal ({type: "error", code, message}) in the page's words for its code. The server
// writes its message in English and names the exact fault ("there is no room ZZZZZ2"), so an
// English page shows it as it is; another language shows its own words for the code, and the
// server's message only for a code this page does not know.
export function errorText(reply) {
  const known = words().errors[reply.code];
  if (pageLanguage() === 'en' && reply.message) return reply.message;
  return known ?? reply.message ?? words().errors.bad_request;
}
