// A player's rating over time (/api/players/NAME's rating_history), one line per game, drawn by
// the page itself as an SVG: no library, nothing from another host.
import { svg } from './dom.js';

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { left: 48, right: 12, top: 12, bottom: 24 };

// Each game's points in the chart's coordinates, oldest first, and the ratings at the top and
// the bottom of the scale. Pure, so that node tests it.
export function chartLines(history) {
  if (!history.length) return { lines: [], low: 0, high: 0 };
  const times = history.map((p) => p.at);
  const ratings = history.map((p) => p.rating);
  const first = Math.min(...times);
  const last = Math.max(...times);
  // A margin of rating points above and below, so that a flat line does not lie on the frame.
  const low = Math.floor((Math.min(...ratings) - 25) / 50) * 50;
  const high = Math.ceil((Math.max(...ratings) + 25) / 50) * 50;
  const x = (at) => MARGIN.left + (last === first ? 0.5 : (at - first) / (last - first)) * (WIDTH - MARGIN.left - MARGIN.right);
  const y = (rating) => MARGIN.top + (high - rating) / (high - low) * (HEIGHT - MARGIN.top - MARGIN.bottom);
  const byGame = new Map();
  for (const point of history) {
    if (!byGame.has(point.game)) byGame.set(point.game, []);
    byGame.get(point.game).push([Math.round(x(point.at) * 10) / 10, Math.round(y(point.rating) * 10) / 10]);
  }
  return { lines: [...byGame].map(([game, points]) => ({ game, points })), low, high };
}

// The chart: a frame, the scale's top and bottom ratings, and a line (with a dot per rated
// game) per game, each in its own colour and named by `titleOf(game)`.
export function ratingChart(history, titleOf, label) {
  const { lines, low, high } = chartLines(history);
  const frame = svg('rect', { x: MARGIN.left, y: MARGIN.top, width: WIDTH - MARGIN.left - MARGIN.right,
    height: HEIGHT - MARGIN.top - MARGIN.bottom, class: 'chart-frame' });
  const scale = [[high, MARGIN.top + 4], [low, HEIGHT - MARGIN.bottom]].map(([value, at]) =>
    svg('text', { x: MARGIN.left - 6, y: at, 'text-anchor': 'end', class: 'chart-scale' }, String(value)));
  const drawn = lines.map((line, index) => svg('g', { class: `chart-line chart-line-${index % 4}`, 'data-game': line.game },
    svg('title', {}, titleOf(line.game)),
    svg('polyline', { points: line.points.map((p) => p.join(',')).join(' '), fill: 'none' }),
    ...line.points.map(([cx, cy]) => svg('circle', { cx, cy, r: 2.5 }))));
  return svg('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'rating-chart', role: 'img', 'aria-label': label },
    frame, ...scale, ...drawn);
}
