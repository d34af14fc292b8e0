// The clocks above the board: one per seat, the running one marked and counting down
// locally between the server's readings, a warning under ten seconds, the first-move
// deadline, and "more time" (+15 s) for another seat.
import { h } from './dom.js';
import { seatLabel, sideText } from './seats.js';
import { gameOf } from './games/registry.js';
import { MORE_TIME_MS, clockReadings, clockText, firstMoveLeft, formatClock } from './clock.js';

// model: the room page's model (room, state, result, mySeat, member, offset); act sends a message.
export function clockStrip(getModel, act, now = () => Date.now()) {
  const list = h('ul', { class: 'clocks', 'aria-label': 'Clocks' });
  const deadline = h('p', { class: 'deadline', 'aria-live': 'polite' });
  const caption = h('p', { class: 'deadline' });
  const element = h('div', { class: 'clock-strip' }, caption, list, deadline);
  let times = [];

  const timedClock = () => {
    const model = getModel();
    return model.state && model.room ? model.state.clock || null : null;
  };

  // Only the numbers change between readings: no new buttons under the pointer.
  function tick() {
    const model = getModel();
    const clock = timedClock();
    const readings = clockReadings(clock, now(), model.offset.value);
    if (!readings) return;
    for (const reading of readings) {
      const item = times[reading.seat];
      if (!item) continue;
      item.time.textContent = formatClock(reading.ms);
      item.row.classList.toggle('warning', reading.warning && !model.result);
    }
    const left = model.result ? null : firstMoveLeft(clock, now(), model.offset.value);
    deadline.hidden = left === null;
    if (left !== null && model.state.to_move !== null && model.state.to_move !== undefined) {
      const who = model.state.to_move === model.mySeat ? 'You have' : `${seatLabel(model.room, model.state.to_move)} has`;
      deadline.textContent = `${who} ${Math.ceil(left / 1000)} s to make a first move, or the game is aborted.`;
    }
  }

  function update() {
    const model = getModel();
    const clock = timedClock();
    element.hidden = !clock;
    times = [];
    if (!clock) {
      list.replaceChildren();
      return;
    }
    caption.textContent = `Clock: ${clockText(clock)}.`;
    const playing = model.room.status === 'playing' && !model.result;
    const player = model.member && model.mySeat !== null;
    const running = model.result ? null : clock.running;
    const game = gameOf(model.room.game);
    const out = game.seatsOut(model.state); // seats out of a game of three or more
    list.replaceChildren(...model.room.seats.map((s) => {
      const time = h('span', { class: 'time', role: 'timer', 'aria-label': `${seatLabel(model.room, s.seat)} clock` });
      const isRunning = running === s.seat;
      const row = h('li', { class: `clock seat${s.seat}${isRunning ? ' running' : ''}` },
        h('span', { class: `swatch ${model.room.game} side-${s.side}`, 'aria-hidden': 'true' }, game.swatchText(s.seat)),
        h('span', { class: 'who' }, s.seat === model.mySeat ? `${sideText(model.room, s)} (you)` : sideText(model.room, s)),
        time,
        isRunning ? h('span', { class: 'badge running-mark' }, '▶ running') : null,
        playing && player && s.seat !== model.mySeat && !out.includes(s.seat)
          ? h('button', { class: 'more-time', 'aria-label': `More time for ${seatLabel(model.room, s.seat)}`,
            onClick: () => act({ type: 'give_time', code: model.room.code, seat: s.seat, ms: MORE_TIME_MS }) }, '+15 s')
          : null);
      times[s.seat] = { row, time };
      return row;
    }));
    tick();
  }

  const timer = setInterval(tick, 100);
  return { element, update, stop: () => clearInterval(timer) };
}
