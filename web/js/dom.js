// Small DOM builders: h() for HTML, svg() for SVG; attributes as an object, children as
// nodes or strings (null and false are skipped).
const SVG_NS = 'http://www.w3.org/2000/svg';

function build(element, attributes, children) {
  for (const [key, value] of Object.entries(attributes || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') {
      element.addEventListener(key.slice(2).toLowerCase(), value);
    } else if (key === 'text') {
      element.textContent = value;
    } else {
      element.setAttribute(key, value === true ? '' : String(value));
    }
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

export function h(tag, attributes, ...children) {
  return build(document.createElement(tag), attributes, children);
}

export function svg(tag, attributes, ...children) {
  return build(document.createElementNS(SVG_NS, tag), attributes, children);
}

// A board target: an SVG group that is a button for screen readers and the keyboard. One
// press (click, tap, Enter or Space) plays; hover and focus only preview.
export function target({ label, key, pos, enabled, onPress, onPreview, onPreviewEnd }, ...children) {
  const group = svg('g', {
    role: 'button',
    'aria-label': label,
    'aria-disabled': enabled ? 'false' : 'true',
    'data-key': key,
    'data-pos': pos,
    tabindex: '-1',
    class: enabled ? 'target' : 'target disabled',
  }, ...children);
  if (enabled) {
    group.addEventListener('click', () => onPress());
    group.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onPress();
      }
    });
  }
  if (onPreview) {
    group.addEventListener('mouseenter', onPreview);
    group.addEventListener('focus', onPreview);
  }
  if (onPreviewEnd) {
    group.addEventListener('mouseleave', onPreviewEnd);
    group.addEventListener('blur', onPreviewEnd);
  }
  return group;
}

// Roving focus over a grid of targets: one of them is in the tab order, arrow keys move.
// keyAt(col, row) names the target at a place (or null off the board).
export function gridKeys(board, { columns, rows, keyAt, focusKey }) {
  const targets = new Map();
  for (const element of board.querySelectorAll('[data-key]')) targets.set(element.dataset.key, element);
  const first = targets.get(focusKey) || targets.values().next().value;
  if (first) first.setAttribute('tabindex', '0');
  board.addEventListener('keydown', (event) => {
    const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const step = moves[event.key];
    const current = event.target.closest('[data-key]');
    if (!step || !current) return;
    event.preventDefault();
    const [col, row] = current.dataset.pos.split(',').map(Number);
    for (let c = col + step[0], r = row + step[1]; c >= 0 && r >= 0 && c < columns && r < rows;
      c += step[0], r += step[1]) {
      const next = targets.get(keyAt(c, r));
      if (next) {
        current.setAttribute('tabindex', '-1');
        next.setAttribute('tabindex', '0');
        next.focus();
        return;
      }
    }
  });
}
