// Divided Loyalties in the page: the board with the turn composer beside it, the scores,
// the export, and the starting position to download from the invite box.
import { h } from '../../dom.js';
import { downloadText } from '../../download.js';
import { inLanguage } from '../../lang.js';
import { drawDividedLoyalties, emptyDraft } from './board.js';
import { dlControls } from './controls.js';
import { dlOptionsForm } from './options.js';
import { positionCsv } from './position_csv.js';
import { CATALOGUE } from './words.js';

const words = () => inLanguage(CATALOGUE);

export const dividedLoyalties = {
  id: 'divided_loyalties',
  catalogue: CATALOGUE,
  drawBoard: drawDividedLoyalties,
  controls: dlControls,
  optionsForm: dlOptionsForm,
  moveText(move) {
    if (move.pass) return words().pass;
    const bridges = (move.bridges || []).map(([a, b]) => `${a.join(',')}–${b.join(',')}`);
    return words().move(words().colors[move.place.color] || move.place.color, move.place.cell.join(','), bridges);
  },
  scoresText: (scores) => Object.entries(scores).map(([side, s]) => words().score(words().colors[side] || side, s)).join(', '),
  afterMove(ui, before, message, mine) {
    if (mine) ui.draft = emptyDraft();
  },
  shareButtons: (code, getState) => [h('button', {
    onClick: () => downloadText(`position-${code}.csv`, positionCsv(getState()), 'text/csv'),
  }, words().downloadPosition)],
};
