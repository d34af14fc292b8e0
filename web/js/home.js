// The start page: a name, a new game with its options and opponent, the public rooms
// waiting (refreshed every few seconds), this player's unfinished games and its account.
import { h } from './dom.js';
import { connect, currentConnection, navigate, rememberName, validName } from './app.js';
import { storedName } from './net.js';
import { allGames, gameOf } from './games/registry.js';
import { clockOption } from './clock.js';
import { field, select } from './form.js';
import { seatPlayersBox } from './seat_players.js';
import { unfinishedGames } from './unfinished.js';
import { accountBox } from './account.js';

export function homeView(root) {
  const nameInput = h('input', { id: 'name', autocomplete: 'nickname', maxlength: 32, value: storedName(),
    onChange: () => { if (validName(nameInput.value.trim())) rememberName(nameInput.value.trim()); } });
  const games = allGames();
  const game = select('game', games.map((g) => [g.id, g.title()]), games[0].id);
  const opponent = select('opponent', [['friend', 'A friend (link)'], ['public', 'Anyone (public)'], ['computer', 'Computer']], 'friend');
  const level = select('level', [['easy', 'Easy'], ['normal', 'Normal'], ['hard', 'Hard']], 'normal');
  const seat = h('select', { id: 'seat' });
  const seatPlayers = seatPlayersBox();
  const mySeat = () => (seat.value === '' ? null : Number(seat.value));
  // Each game's own choices, shown while it is the game chosen.
  const optionForms = new Map(games.map((g) => [g.id, g.optionsForm()]));
  const optionBoxes = [...optionForms.values()].map((form) => form.element).filter(Boolean);
  const clock = select('clock', [['none', 'No clock'], ['1+0', '1 min'], ['3+2', '3 min + 2 s'], ['5+3', '5 min + 3 s'],
    ['10+5', '10 min + 5 s'], ['30+20', '30 min + 20 s'], ['custom', 'Other…']], 'none');
  const clockMinutes = h('input', { type: 'number', id: 'clock-minutes', min: 0.02, max: 180, step: 'any', value: 5, inputmode: 'decimal' });
  const clockIncrement = h('input', { type: 'number', id: 'clock-increment', min: 0, max: 180, step: 'any', value: 0, inputmode: 'decimal' });
  const problem = h('p', { role: 'alert', class: 'error' });

  const clockCustom = h('div', { class: 'params' }, field('Minutes per player', clockMinutes), field('Seconds added per move', clockIncrement));
  const clockBox = h('div', {}, field('Clock', clock, 'time for each player; every game may have one'), clockCustom);

  const refresh = () => {
    clockCustom.hidden = clock.value !== 'custom';
    for (const [id, form] of optionForms) if (form.element) form.element.hidden = id !== game.value;
    level.closest('.field').hidden = opponent.value !== 'computer';
    const sides = optionForms.get(game.value).sideNames();
    const before = seat.value;
    seat.replaceChildren(h('option', { value: '' }, 'Random'),
      ...sides.map((side, i) => h('option', { value: String(i), selected: String(i) === before }, side)));
    seatPlayers.refresh(opponent.value === 'computer', sides, mySeat());
  };
  // Any choice may change another (the seats follow the game and its number of players).
  const watched = [game, opponent, clock, seat, ...optionBoxes];
  for (const control of watched) control.addEventListener('change', refresh);

  // The game's options with the clock, which every game takes.
  async function options() {
    const timed = clockOption(clock.value, clockMinutes.value, clockIncrement.value);
    const o = await gameOptions();
    return timed ? { ...o, clock: timed } : o;
  }

  function gameOptions() {
    return optionForms.get(game.value).options();
  }

  const form = h('form', { class: 'create', onSubmit: async (event) => {
    event.preventDefault();
    problem.textContent = '';
    const name = nameInput.value.trim();
    if (!validName(name)) {
      problem.textContent = 'Enter a name of 1 to 32 characters first.';
      nameInput.focus();
      return;
    }
    rememberName(name);
    try {
      const message = { type: 'create_room', game: game.value, options: await options(),
        seat: seat.value === '' ? null : Number(seat.value), public: opponent.value === 'public' };
      if (opponent.value === 'computer') message.ai = seatPlayers.ai(level.value, optionForms.get(game.value).sideNames().length, mySeat());
      const connection = await connect(name);
      const reply = await connection.request(message);
      if (reply.type === 'error') {
        problem.textContent = reply.message;
        return;
      }
      navigate(`/r/${reply.room.code}`, { room: reply.room, v: reply.v });
    } catch (error) {
      problem.textContent = error.message;
    }
  } },
  h('h2', {}, 'New game'),
  field('Game', game), ...optionBoxes, clockBox, field('Opponent', opponent), field('Level', level), field('Your seat', seat), seatPlayers.element,
  h('button', { type: 'submit', class: 'primary' }, 'Create game'), problem);

  const lobby = h('ul', { class: 'lobby', 'aria-live': 'polite' });
  const mine = unfinishedGames();
  // An account's player name is its user name; until then the name typed here.
  const account = accountBox(() => {
    const typed = nameInput.value.trim();
    if (validName(typed)) rememberName(typed);
    return validName(typed) ? typed : 'player';
  });
  root.append(
    h('section', { class: 'intro' }, h('h1', {}, 'Play abstract board games with a friend'),
      field('Your name', nameInput)),
    form,
    h('section', {}, h('h2', {}, 'Public rooms waiting'), lobby),
    mine.element,
    account.element);
  refresh();

  let timer = null;
  const listRooms = async () => {
    try {
      const response = await fetch('/api/rooms', { cache: 'no-store' });
      const { rooms } = await response.json();
      lobby.replaceChildren(...(rooms.length ? rooms.map((room) => {
        const host = room.seats.find((s) => s.name);
        return h('li', {}, h('a', { href: `/r/${room.code}`, 'data-internal': true },
          `Join ${gameOf(room.game).title()} with ${host ? host.name : 'someone'} (${room.code})`));
      }) : [h('li', {}, 'No public room is waiting right now.')]));
    } catch {
      lobby.replaceChildren(h('li', {}, 'The list of rooms could not be loaded.'));
    }
  };
  listRooms();
  timer = setInterval(listRooms, 3000);

  return {
    onWelcome(welcome) {
      mine.start(welcome, currentConnection());
      account.onWelcome(welcome);
    },
    leave() {
      clearInterval(timer);
    },
  };
}
