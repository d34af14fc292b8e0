// The clocks above the board: one per seat, the running one marked and counting down
// locally between the server's readings, a warning under ten seconds, the first-move
// deadline, and "more time" (+15 s) for another seat.
import { h } from './dom.js';
import { seatLabel } from './words.js';
import { gravField } from './boards/grav.js';
import { MORE_TIME_MS, clockReadings, clockText, firstMoveLeft, formatClock } from './clock.js';

// rv: the room page's view (room, state, result, mySeat, member, offset); act sends a message.
export function clockStrip(getRoomView, act, now = () => Date.now()) {
  const list = h('ul', { class: 'clocks', 'aria-label': 'Clocks' });
  const deadline = h('p', { class: 'deadline', 'aria-live': 'polite' });
  const caption = h('p', { class: 'deadline' });
  const element = h('div', { class: 'clock-strip' }, caption, list, deadline);
  let times = [];

  const timedClock = () => {
    const rv = getRoomView();
    return rv.state && rv.room ? rv.state.clock || null : null;
  };

  // Only the numbers change between readings: no new buttons under the pointer.
  function tick() {
    const rv = getRoomView();
    const clock = timedClock();
    const readings = clockReadings(clock, now(), rv.offset.value);
    if (!readings) return;
    for (const reading of readings) {
      const item = times[reading.seat];
      if (!item) continue;
      item.time.textContent = formatClock(reading.ms);
      item.row.classList.toggle('warning', reading.warning && !rv.result);
    }
    const left = rv.result ? null : firstMoveLeft(clock, now(), rv.offset.value);
    deadline.hidden = left === null;
    if (left !== null && rv.state.to_move !== null && rv.state.to_move !== undefined) {
      const who = rv.state.to_move === rv.mySeat ? 'You have' : `${seatLabel(rv.room, rv.state.to_move)} has`;
      deadline.textContent = `${who} ${Math.ceil(left / 1000)} s to make a first move, or the game is aborted.`;
    }
  }

  function update() {
    const rv = getRoomView();
    const clock = timedClock();
    element.hidden = !clock;
    times = [];
    if (!clock) {
      list.replaceChildren();
      return;
    }
    caption.textContent = `Clock: ${clockText(clock)}.`;
    const playing = rv.room.status === 'playing' && !rv.result;
    const player = rv.member && rv.mySeat !== null;
    const running = rv.result ? null : clock.running;
    const out = gravField(rv.state, 'resigned') || []; // seats out of a Grav game of three or more
    list.replaceChildren(...rv.room.seats.map((s) => {
      const time = h('span', { class: 'time', role: 'timer', 'aria-label': `${seatLabel(rv.room, s.seat)} clock` });
      const isRunning = running === s.seat;
      const row = h('li', { class: `clock seat${s.seat}${isRunning ? ' running' : ''}` },
        h('span', { class: `swatch ${rv.room.game} side-${s.side}`, 'aria-hidden': 'true' }, rv.room.game === 'grav' ? s.seat + 1 : ''),
        h('span', { class: 'who' }, s.seat === rv.mySeat ? `${s.side} (you)` : s.side),
        time,
        isRunning ? h('span', { class: 'badge running-mark' }, '▶ running') : null,
        playing && player && s.seat !== rv.mySeat && !out.includes(s.seat)
          ? h('button', { class: 'more-time', 'aria-label': `More time for ${seatLabel(rv.room, s.seat)}`,
            onClick: () => act({ type: 'give_time', code: rv.room.code, seat: s.seat, ms: MORE_TIME_MS }) }, '+15 s')
          : null);
      times[s.seat] = { row, time };
      return row;
    }));
    tick();
  }

  const timer = setInterval(tick, 100);
  return { element, update, stop: () => clearInterval(timer) };
}
