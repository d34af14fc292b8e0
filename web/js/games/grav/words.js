// Grav's words, one catalogue per language (lang.js).
export const CATALOGUE = {
  en: {
    title: 'Grav',
    // The seats by their colours (the stones' and the swatches'); the wire names them p1..pn.
    side: (seat) => ['red', 'blue', 'green', 'yellow', 'purple', 'orange'][seat] || `p${seat + 1}`,
    reasons: { all_passed: 'because every player passed' },
    board: (size) => `Grav board, ${size} by ${size}`,
    empty: 'empty',
    latestPlacement: ', latest placement',
    inDistance: ', in distance',
    params: (p) => `Parameters: a=${p.a} b=${p.b} c=${p.c} d=${p.d} e=${p.e}${p.strict ? ', strict' : ''}. ` +
      `Distance ring ${p.d}–${p.e} shaded.`,
    bonusLeft: (n) => ` Bonus turns left: ${n}.`,
    call: 'Grav!',
    passButton: 'Pass',
    bonusClaim: 'This placement earns a bonus turn',
    bonusHint: 'Tick it when your stone completes a group of 4 or more stones (touching across sides or corners, ' +
      'any colours) that looks the same turned half a turn around its centre: you then place again at once. ' +
      'A bonus claimed but not earned is refused.',
    removeYours: ': remove one of the violator\'s stones',
    removeTheirs: ' (removing a stone after a correct call)',
    callRight: (who, against, broke) => `Grav! ${who} was right: ${against}'s placement broke ${broke}.`,
    // Each rule a call found broken, from its data (core/grav/README.md, "What a call reports").
    brokenRule: {
      continuity: (f, lines) => `the continuity rule (${f.stones} stones at equal spacing ${f.spacing} in the ${lines[f.line] || f.line} through ${f.through.join(',')}, more than ${f.a})`,
      density: (f) => `the density rule (${f.stones} stones in the ${f.b}×${f.b} square from ${f.from.join(',')} to ${f.to.join(',')}, more than ${f.c})`,
      distance: (f) => `the distance rule (${f.distance} from the latest stone at ${f.from.join(',')}, outside ${f.d} to ${f.e})`,
    },
    lines: { row: 'row', column: 'column', diagonal: 'diagonal', 'anti-diagonal': 'anti-diagonal' },
    brokenJoin: (parts) => parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`,
    someRule: 'a rule',
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
