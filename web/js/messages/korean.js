// Korean grammar the catalogues share: the particle after a word depends on whether the
// word's last syllable ends in a consonant (받침): 이/가, 은/는, 을/를, 과/와, (으)로.

// Digits as read in Korean (영 일 이 삼 사 오 육 칠 팔 구): which end in a consonant.
const DIGIT_FINAL = [true, true, false, true, false, false, true, true, true, false];

// Whether a word (a name, a side, a square) ends in a consonant when read aloud. A closing
// parenthesis is looked through to the word before it ("alice (빨강)" reads as alice); a
// Latin name ending in l, m, n or ng is taken to end in a consonant, as Korean spells it.
export function endsInConsonant(word) {
  const text = String(word).trim().replace(/\s*\([^()]*\)$/, '').trim();
  const last = text[text.length - 1] || '';
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  if (/[0-9]/.test(last)) return DIGIT_FINAL[Number(last)];
  return /(?:[lmn]|ng)$/i.test(text);
}

// The word followed by its particle: particle('빨강', '이', '가') is "빨강이".
export function particle(word, afterConsonant, afterVowel) {
  return `${word}${endsInConsonant(word) ? afterConsonant : afterVowel}`;
}
