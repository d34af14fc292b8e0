// Clocks as the server states them (protocol/README.md "Clocks"): each seat's time as of the
// server's `at`, the running seat counting down locally. The page's clock and the server's
// differ by an offset estimated from the events' `at`; every function takes the local time
// as an argument, so the tests fix it.

import { words } from './messages/index.js';

// Warn a seat whose clock runs under this many milliseconds.
export const WARNING_MS = 10_000;
// The time "more time" gives the opponent.
export const MORE_TIME_MS = 15_000;

// The offset between the local clock and the server's (local minus server, in ms). An event
// reaches the page some latency after the server stamped it, so each sample (arrival minus
// `at`) is the offset plus that latency: the smallest recent sample is the best estimate.
// Only recent samples count, so a local clock that was set forward is followed.
export class ServerOffset {
  constructor(keep = 12) {
    this.keep = keep;
    this.samples = [];
  }

  observe(at, localNow) {
    if (!Number.isFinite(at)) return;
    this.samples.push(localNow - at);
    if (this.samples.length > this.keep) this.samples.shift();
  }

  // Local minus server time; 0 before any sample.
  get value() {
    return this.samples.length ? Math.min(...this.samples) : 0;
  }
}

// Each seat's clock now: { ms, running, warning } per seat, or null in an untimed room. The
// running seat has spent (server now - at) since the reading; no clock goes under 0.
export function clockReadings(clock, localNow, offset) {
  if (!clock || !Array.isArray(clock.remaining_ms)) return null;
  const serverNow = localNow - offset;
  return clock.remaining_ms.map((remaining, seat) => {
    const running = clock.running === seat;
    const ms = Math.max(0, running ? remaining - Math.max(0, serverNow - clock.at) : remaining);
    return { seat, ms, running, warning: running && ms < WARNING_MS };
  });
}

// Milliseconds left before the first-move deadline, or null when there is none.
export function firstMoveLeft(clock, localNow, offset) {
  if (!clock || clock.first_move_deadline === null || clock.first_move_deadline === undefined) return null;
  return Math.max(0, clock.first_move_deadline - (localNow - offset));
}

const pad = (n) => String(n).padStart(2, '0');

// 5:00, 1:02:03; under the warning, tenths as well (0:09.4). Rounded up, so 0:00 means the
// time is really out.
export function formatClock(ms) {
  if (ms < WARNING_MS) {
    const tenths = Math.ceil(ms / 100);
    return `0:${pad(Math.floor(tenths / 10))}.${tenths % 10}`;
  }
  const seconds = Math.ceil(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

// The clock option of a room in words: "5 min each + 2 s per move".
export function clockText(clock) {
  const w = words();
  if (!clock) return w.noClock;
  const minutes = clock.initial_ms / 60000;
  const initial = w.clockEach(minutes >= 1 ? Number(minutes.toFixed(2)) : null, clock.initial_ms / 1000);
  return clock.increment_ms ? w.clockIncrement(initial, clock.increment_ms / 1000) : initial;
}

// The create form's choice: "none", a preset "5+3" (minutes + seconds), or custom values.
export function clockOption(choice, customMinutes, customIncrementSeconds) {
  if (choice === 'none') return null;
  if (choice === 'custom') {
    const minutes = Number(customMinutes);
    const increment = Number(customIncrementSeconds || 0);
    if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(words().enterMinutes);
    if (!Number.isFinite(increment) || increment < 0) throw new Error(words().enterIncrement);
    return { initial_ms: Math.round(minutes * 60000), increment_ms: Math.round(increment * 1000) };
  }
  const [minutes, increment] = choice.split('+').map(Number);
  return { initial_ms: minutes * 60000, increment_ms: increment * 1000 };
}
