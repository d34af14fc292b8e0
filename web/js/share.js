// Sharing a room: the link to copy, the system share sheet where the browser has one, a
// WhatsApp link, and for Divided Loyalties the starting position as a CSV file.
import { h } from './dom.js';
import { dlField } from './boards/divided_loyalties.js';

export function downloadText(filename, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = h('a', { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// The position in the CSV format of the built-in positions: position_id,position_name,row,c0,...
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

// The clipboard API exists only in a secure context (https, or this machine): a page opened
// over plain http from another machine selects the link and copies it the older way.
async function copyLink(url, field, said) {
  if (navigator.clipboard && navigator.clipboard.writeText) {
    try {
      await navigator.clipboard.writeText(url);
      said.textContent = 'Link copied.';
      return;
    } catch {
      // Refused (no permission, no focus): the older way below.
    }
  }
  field.focus();
  field.select();
  said.textContent = document.execCommand('copy') ? 'Link copied.' : 'Select the link above and copy it.';
}

export function shareBox(code, getRoomView) {
  const url = `${location.origin}/r/${code}`;
  const copied = h('span', { class: 'copied', 'aria-live': 'polite' });
  const link = h('input', { id: 'share-link', readonly: true, value: url });
  const csvButton = h('button', { hidden: true, onClick: () => {
    const rv = getRoomView();
    downloadText(`position-${code}.csv`, positionCsv(rv.state), 'text/csv');
  } }, 'Download position (CSV)');
  const element = h('section', { class: 'share' }, h('h2', {}, 'Invite'),
    h('label', { for: 'share-link' }, 'Link to this room'), link,
    h('div', { class: 'buttons' },
      h('button', { onClick: () => copyLink(url, link, copied) }, 'Copy link'),
      navigator.share ? h('button', { onClick: () => navigator.share({ title: 'Plyroom', url }).catch(() => {}) }, 'Share…') : null,
      h('a', { class: 'button', href: `https://wa.me/?text=${encodeURIComponent(`Play with me on Plyroom: ${url}`)}`, target: '_blank', rel: 'noopener' }, 'Send by WhatsApp'),
      csvButton),
    copied);
  return {
    element,
    update() {
      const rv = getRoomView();
      csvButton.hidden = !(rv.room && rv.room.game === 'divided_loyalties' && rv.state);
      element.hidden = Boolean(rv.result);
    },
  };
}
