// Grav's words, one catalogue per language (lang.js).
export const CATALOGUE = {
  en: {
    title: 'Grav',
    side: (seat) => `p${seat + 1}`,
    reasons: { all_passed: 'every player passed' },
    removeYours: ': remove one of the violator\'s stones',
    removeTheirs: ' (removing a stone after a correct call)',
    callRight: (who, against, broke) => `Grav! ${who} was right: ${against}'s placement broke ${broke || 'a rule'}.`,
    callWrong: (who, against) => `Grav! ${who} was wrong: ${against}'s placement stands, and ${who} skips a turn.`,
    pass: 'pass',
    remove: (point) => `remove ${point}`,
    place: (point, bonus) => `place ${point}${bonus ? ' (bonus)' : ''}`,
    optionsLegend: 'Grav options',
    boardSize: 'Board size',
    players: 'Players',
    randomParams: 'Draw parameters a–e at random',
    param: (p) => `Parameter ${p}`,
    strict: 'Strict (the server refuses rule breaks)',
  },
};
