// Divided Loyalties' words, one catalogue per language (lang.js).
export const CATALOGUE = {
  en: {
    title: 'Divided Loyalties',
    sides: ['blue', 'yellow'],
    reasons: { all_passed: 'every player passed', all_placed: 'every stone was placed' },
    positions: ['Up the Stairs', 'Octopus', 'Wind wheel', 'Gentle kiss', 'Utopia',
      'E M 3 W', 'Pyramid', 'Horseshoes', 'SwissCross', 'Picasso', 'AlmostADiamond', 'Frankenstein'],
    optionsLegend: 'Divided Loyalties options',
    position: 'Position',
    customPosition: 'Custom position (CSV file)',
    exportedGame: 'Continue an exported game',
    file: 'File',
    fileHint: 'a position CSV, or an exported game (JSON)',
    sets: 'Sets',
    defaultSets: 'The position\'s default',
    chooseFile: 'Choose the file first.',
    notAnExport: 'That file is not an exported game (it is not JSON).',
    downloadPosition: 'Download position (CSV)',
    score: (side, s) => `${side} ${s.bridges ?? 0} + ${s.regions ?? 0}`,
    move: (color, cell, bridges) => `${color} at ${cell}${bridges.length ? `, bridges ${bridges.join(' ')}` : ''}`,
    pass: 'pass',
  },
};
