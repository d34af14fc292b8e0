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
import { ratedName } from './seats.js';
import { accountBox } from './account.js';
import { holdEnterWhileComposing } from './ime.js';
import { errorText, words } from './messages/index.js';
import { rulesLink } from './rules.js';
import { leaderboardLink } from './leaderboard.js';

export function homeView(root) {
  const w = words();
  const nameInput = h('input', { id: 'name', autocomplete: 'nickname', maxlength: 32, value: storedName(),
    onChange: () => { if (validName(nameInput.value.trim())) rememberName(nameInput.value.trim()); } });
  const nameComposing = holdEnterWhileComposing(nameInput);
  const games = allGames();
  const game = select('game', games.map((g) => [g.id, g.title()]), games[0].id);
  const opponent = select('opponent', Object.entries(w.opponents), 'friend');
  const level = select('level', Object.entries(w.levels), 'normal');
  const seat = h('select', { id: 'seat' });
  const seatPlayers = seatPlayersBox();
  const mySeat = () => (seat.value === '' ? null : Number(seat.value));
  // Each game's own choices, shown while it is the game chosen.
  const optionForms = new Map(games.map((g) => [g.id, g.optionsForm()]));
  const optionBoxes = [...optionForms.values()].map((form) => form.element).filter(Boolean);
  const clock = select('clock', Object.entries(w.clockChoices), 'none');
  const clockMinutes = h('input', { type: 'number', id: 'clock-minutes', min: 0.02, max: 180, step: 'any', value: 5, inputmode: 'decimal' });
  const clockIncrement = h('input', { type: 'number', id: 'clock-increment', min: 0, max: 180, step: 'any', value: 0, inputmode: 'decimal' });
  const problem = h('p', { role: 'alert', class: 'error' });
  // A rated game is for accounts, between people: offered once the welcome says an account.
  const rated = h('input', { type: 'checkbox', id: 'rated' });
  const ratedBox = field(w.rated, rated, w.ratedHint);
  let isAccount = false;

  const clockCustom = h('div', { class: 'params' }, field(w.minutesPerPlayer, clockMinutes), field(w.secondsPerMove, clockIncrement));
  const clockBox = h('div', {}, field(w.clock, clock, w.clockHint), clockCustom);

  const refresh = () => {
    clockCustom.hidden = clock.value !== 'custom';
    for (const [id, form] of optionForms) if (form.element) form.element.hidden = id !== game.value;
    level.closest('.field').hidden = opponent.value !== 'computer';
    ratedBox.hidden = !isAccount || opponent.value === 'computer';
    const sides = optionForms.get(game.value).sideNames();
    const before = seat.value;
    seat.replaceChildren(h('option', { value: '' }, w.randomSeat),
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
    if (nameComposing()) return;
    problem.textContent = '';
    const name = nameInput.value.trim();
    if (!validName(name)) {
      problem.textContent = w.nameRule;
      nameInput.focus();
      return;
    }
    rememberName(name);
    try {
      const message = { type: 'create_room', game: game.value, options: await options(),
        seat: seat.value === '' ? null : Number(seat.value), public: opponent.value === 'public' };
      if (!ratedBox.hidden && rated.checked) message.rated = true;
      if (opponent.value === 'computer') message.ai = seatPlayers.ai(level.value, optionForms.get(game.value).sideNames().length, mySeat());
      const connection = await connect(name);
      const reply = await connection.request(message);
      if (reply.type === 'error') {
        problem.textContent = errorText(reply);
        return;
      }
      navigate(`/r/${reply.room.code}`, { room: reply.room, v: reply.v });
    } catch (error) {
      problem.textContent = error.message;
    }
  } },
  h('h2', {}, w.newGame),
  field(w.game, game), ...optionBoxes, clockBox, field(w.opponent, opponent), field(w.level, level), ratedBox, field(w.yourSeat, seat), seatPlayers.element,
  h('button', { type: 'submit', class: 'primary' }, w.createGame), problem);

  const lobby = h('ul', { class: 'lobby', 'aria-live': 'polite' });
  const mine = unfinishedGames();
  // An account's player name is its user name; until then the name typed here.
  const account = accountBox(() => {
    const typed = nameInput.value.trim();
    if (validName(typed)) rememberName(typed);
    return validName(typed) ? typed : 'player';
  });
  root.append(
    h('section', { class: 'intro' }, h('h1', {}, w.intro),
      field(w.yourName, nameInput)),
    form,
    h('section', {}, h('h2', {}, w.publicRooms), lobby),
    h('section', { class: 'rules-list' }, h('h2', {}, w.rulesHeading),
      h('ul', {}, ...games.map((g) => h('li', {}, rulesLink(g.id))))),
    h('section', { class: 'leaderboard-list' }, h('h2', {}, w.leaderboardsHeading),
      h('ul', {}, ...games.map((g) => h('li', {}, leaderboardLink(g.id))))),
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
          w.joinRoom(gameOf(room.game).title(), host ? ratedName(host) : null, room.code)));
      }) : [h('li', {}, w.noPublicRoom)]));
    } catch {
      lobby.replaceChildren(h('li', {}, w.roomsNotLoaded));
    }
  };
  listRooms();
  timer = setInterval(listRooms, 3000);

  return {
    onWelcome(welcome) {
      mine.start(welcome, currentConnection());
      account.onWelcome(welcome);
      isAccount = welcome.account === true;
      refresh();
    },
    leave() {
      clearInterval(timer);
    },
  };
}
