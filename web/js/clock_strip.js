// The clocks above the board: one per seat, the running one marked and counting down
// locally between the server's readings, a warning under ten seconds, the first-move
// deadline, and "more time" (+15 s) for another seat.
import { h } from './dom.js';
import { seatLabel, sideText } from './seats.js';
import { gameOf } from './games/registry.js';
import { words } from './messages/index.js';
import { MORE_TIME_MS, clockReadings, clockText, firstMoveLeft, formatClock } from './clock.js';

// model: the room page's model (room, state, result, mySeat, member, offset); act sends a message.
export function clockStrip(getModel, act, now = () => Date.now()) {
  const list = h('ul', { class: 'clocks', 'aria-label': words().clocks });
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
      const who = model.state.to_move === model.mySeat ? null : seatLabel(model.room, model.state.to_move);
      deadline.textContent = words().firstMoveDeadline(who, Math.ceil(left / 1000));
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
    const w = words();
    caption.textContent = w.clockCaption(clockText(clock));
    const playing = model.room.status === 'playing' && !model.result;
    const player = model.member && model.mySeat !== null;
    const running = model.result ? null : clock.running;
    const game = gameOf(model.room.game);
    const out = game.seatsOut(model.state); // seats out of a game of three or more
    list.replaceChildren(...model.room.seats.map((s) => {
      const time = h('span', { class: 'time', role: 'timer', 'aria-label': w.clockOf(seatLabel(model.room, s.seat)) });
      const isRunning = running === s.seat;
      const row = h('li', { class: `clock seat${s.seat}${isRunning ? ' running' : ''}` },
        h('span', { class: `swatch ${model.room.game} side-${s.side}`, 'aria-hidden': 'true' }, game.swatchText(s.seat)),
        h('span', { class: 'who' }, s.seat === model.mySeat ? w.yourSide(sideText(model.room, s)) : sideText(model.room, s)),
        time,
        isRunning ? h('span', { class: 'badge running-mark' }, w.running) : null,
        playing && player && s.seat !== model.mySeat && !out.includes(s.seat)
          ? h('button', { class: 'more-time', 'aria-label': w.moreTimeFor(seatLabel(model.room, s.seat)),
            onClick: () => act({ type: 'give_time', code: model.room.code, seat: s.seat, ms: MORE_TIME_MS }) }, w.moreTime(MORE_TIME_MS / 1000))
          : null);
      times[s.seat] = { row, time };
      return row;
    }));
    tick();
  }

  const timer = setInterval(tick, 100);
  return { element, update, stop: () => clearInterval(timer) };
}
