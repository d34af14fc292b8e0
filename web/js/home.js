// The start page: a name, a new game with its options and opponent, the public rooms
// waiting (refreshed every few seconds) and this player's unfinished games.
import { h } from './dom.js';
import { connect, navigate, rememberName, validName } from './app.js';
import { storedName } from './net.js';
import { DL_POSITIONS, GAMES, sideNames } from './words.js';
import { clockOption } from './clock.js';


function field(labelText, control, hint) {
  const id = control.id || `f-${Math.random().toString(36).slice(2)}`;
  control.id = id;
  return h('div', { class: 'field' }, h('label', { for: id }, labelText), control, hint ? h('small', {}, hint) : null);
}

function select(id, choices, selected) {
  return h('select', { id }, ...choices.map(([value, text]) =>
    h('option', { value, selected: value === selected }, text)));
}

export function homeView(root) {
  const nameInput = h('input', { id: 'name', autocomplete: 'nickname', maxlength: 32, value: storedName(),
    onChange: () => { if (validName(nameInput.value.trim())) rememberName(nameInput.value.trim()); } });
  const game = select('game', Object.entries(GAMES), 'connect4');
  const opponent = select('opponent', [['friend', 'A friend (link)'], ['public', 'Anyone (public)'], ['computer', 'Computer']], 'friend');
  const level = select('level', [['easy', 'Easy'], ['normal', 'Normal'], ['hard', 'Hard']], 'normal');
  const seat = h('select', { id: 'seat' });
  const gravSize = select('grav-size', [['7', '7 x 7'], ['13', '13 x 13'], ['17', '17 x 17'], ['23', '23 x 23']], '13');
  const gravPlayers = select('grav-players', [2, 3, 4, 5, 6].map((n) => [String(n), String(n)]), '2');
  const gravRandom = h('input', { type: 'checkbox', id: 'grav-random', checked: true });
  const gravStrict = h('input', { type: 'checkbox', id: 'grav-strict' });
  const gravParams = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((p, i) =>
    [p, h('input', { type: 'number', id: `grav-${p}`, min: 0, value: [3, 2, 3, 1, 4][i], inputmode: 'numeric' })]));
  const dlPosition = select('dl-position', [...DL_POSITIONS.map((name, i) => [String(i + 1), `${i + 1}. ${name}`]),
    ['csv', 'Custom position (CSV file)'], ['export', 'Continue an exported game']], '1');
  const dlFile = h('input', { type: 'file', id: 'dl-file', accept: '.csv,.json,text/csv,application/json' });
  const dlSets = select('dl-sets', [['', 'The position\'s default'], ['3', '3'], ['4', '4']], '');
  const clock = select('clock', [['none', 'No clock'], ['1+0', '1 min'], ['3+2', '3 min + 2 s'], ['5+3', '5 min + 3 s'],
    ['10+5', '10 min + 5 s'], ['30+20', '30 min + 20 s'], ['custom', 'Other…']], 'none');
  const clockMinutes = h('input', { type: 'number', id: 'clock-minutes', min: 0.02, max: 180, step: 'any', value: 5, inputmode: 'decimal' });
  const clockIncrement = h('input', { type: 'number', id: 'clock-increment', min: 0, max: 180, step: 'any', value: 0, inputmode: 'decimal' });
  const problem = h('p', { role: 'alert', class: 'error' });

  const gravBox = h('fieldset', { class: 'options' }, h('legend', {}, 'Grav options'),
    field('Board size', gravSize), field('Players', gravPlayers),
    h('div', { class: 'check' }, gravRandom, h('label', { for: 'grav-random' }, 'Draw parameters a–e at random')),
    h('div', { class: 'params' }, ...Object.entries(gravParams).map(([p, input]) => field(`Parameter ${p}`, input))),
    h('div', { class: 'check' }, gravStrict, h('label', { for: 'grav-strict' }, 'Strict (the server refuses rule breaks)')));
  const dlBox = h('fieldset', { class: 'options' }, h('legend', {}, 'Divided Loyalties options'),
    field('Position', dlPosition), field('File', dlFile, 'a position CSV, or an exported game (JSON)'), field('Sets', dlSets));

  const clockCustom = h('div', { class: 'params' }, field('Minutes per player', clockMinutes), field('Seconds added per move', clockIncrement));
  const clockBox = h('div', {}, field('Clock', clock, 'time for each player; every game may have one'), clockCustom);

  const refresh = () => {
    const g = game.value;
    clockCustom.hidden = clock.value !== 'custom';
    gravBox.hidden = g !== 'grav';
    dlBox.hidden = g !== 'divided_loyalties';
    for (const input of Object.values(gravParams)) input.disabled = gravRandom.checked;
    dlFile.closest('.field').hidden = !['csv', 'export'].includes(dlPosition.value);
    level.closest('.field').hidden = opponent.value !== 'computer';
    const sides = sideNames(g, Number(gravPlayers.value));
    const before = seat.value;
    seat.replaceChildren(h('option', { value: '' }, 'Random'),
      ...sides.map((side, i) => h('option', { value: String(i), selected: String(i) === before }, side)));
  };
  for (const control of [game, opponent, gravPlayers, gravRandom, dlPosition, clock]) control.addEventListener('change', refresh);

  // The game's options with the clock, which every game takes.
  async function options() {
    const timed = clockOption(clock.value, clockMinutes.value, clockIncrement.value);
    const o = await gameOptions();
    return timed ? { ...o, clock: timed } : o;
  }

  async function gameOptions() {
    const g = game.value;
    if (g === 'grav') {
      const o = { size: Number(gravSize.value), players: Number(gravPlayers.value), strict: gravStrict.checked };
      if (!gravRandom.checked) for (const [p, input] of Object.entries(gravParams)) o[p] = Number(input.value);
      return o;
    }
    if (g !== 'divided_loyalties') return {};
    const choice = dlPosition.value;
    const o = {};
    if (choice === 'csv' || choice === 'export') {
      const file = dlFile.files[0];
      if (!file) throw new Error('Choose the file first.');
      const text = await file.text();
      if (choice === 'export') {
        try {
          return { export: JSON.parse(text) };
        } catch {
          throw new Error('That file is not an exported game (it is not JSON).');
        }
      }
      o.position_csv = text;
    } else {
      o.position = Number(choice);
    }
    if (dlSets.value) o.sets = Number(dlSets.value);
    return o;
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
      if (opponent.value === 'computer') message.ai = { level: level.value };
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
  field('Game', game), gravBox, dlBox, clockBox, field('Opponent', opponent), field('Level', level), field('Your seat', seat),
  h('button', { type: 'submit', class: 'primary' }, 'Create game'), problem);

  const lobby = h('ul', { class: 'lobby', 'aria-live': 'polite' });
  const mine = h('ul', { class: 'mine' });
  const mineSection = h('section', { hidden: true }, h('h2', {}, 'My unfinished games'), mine);
  root.append(
    h('section', { class: 'intro' }, h('h1', {}, 'Play abstract board games with a friend'),
      field('Your name', nameInput)),
    form,
    h('section', {}, h('h2', {}, 'Public rooms waiting'), lobby),
    mineSection);
  refresh();

  let timer = null;
  const listRooms = async () => {
    try {
      const response = await fetch('/api/rooms', { cache: 'no-store' });
      const { rooms } = await response.json();
      lobby.replaceChildren(...(rooms.length ? rooms.map((room) => {
        const host = room.seats.find((s) => s.name);
        return h('li', {}, h('a', { href: `/r/${room.code}`, 'data-internal': true },
          `Join ${GAMES[room.game] || room.game} with ${host ? host.name : 'someone'} (${room.code})`));
      }) : [h('li', {}, 'No public room is waiting right now.')]));
    } catch {
      lobby.replaceChildren(h('li', {}, 'The list of rooms could not be loaded.'));
    }
  };
  listRooms();
  timer = setInterval(listRooms, 3000);

  return {
    onWelcome(welcome) {
      mineSection.hidden = welcome.rooms.length === 0;
      mine.replaceChildren(...welcome.rooms.map((code) =>
        h('li', {}, h('a', { href: `/r/${code}`, 'data-internal': true }, `Room ${code}`))));
    },
    leave() {
      clearInterval(timer);
    },
  };
}
