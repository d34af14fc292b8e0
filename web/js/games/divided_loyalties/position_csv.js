// The position in the CSV format of the built-in positions: position_id,position_name,row,c0,...
import { dlField } from './board.js';

export function positionCsv(state) {
  const width = dlField(state, 'width');
  const height = dlField(state, 'height');
  const position = dlField(state, 'position') || {};
  const grid = Array.from({ length: height }, () => Array(width).fill('.'));
  for (const cell of dlField(state, 'cells') || []) grid[cell.y][cell.x] = cell.kind === 'dot' ? 'o' : cell.region || 'S1';
  const name = (position.name || 'Custom').replace(/[,\n]/g, ' ');
  const header = ['position_id', 'position_name', 'row', ...Array.from({ length: width }, (_, i) => `c${i}`)].join(',');
  return [header, ...grid.map((row, y) => [position.id ?? 0, name, y, ...row].join(','))].join('\n') + '\n';
}
