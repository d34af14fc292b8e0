// The room page /r/CODE: joins or watches, draws the board, sends moves and actions, and
// keeps up with the room's events (with `sync since` after a reconnect).
import { h, gridKeys } from './dom.js';
import { connect, currentConnection, rememberName, validName } from './app.js';
import { storedName } from './net.js';
import { GAMES, resultText, seatLabel } from './words.js';
import { drawConnect4 } from './boards/connect4.js';
import { capturedBetween, drawHnefatafl } from './boards/hnefatafl.js';
import { drawGrav, gravField } from './boards/grav.js';
import { COLORS, dlField, draftSummary, drawDividedLoyalties, emptyDraft } from './boards/divided_loyalties.js';
import { shareBox, downloadText } from './share.js';

const BOARDS = { connect4: drawConnect4, hnefatafl: drawHnefatafl, grav: drawGrav, divided_loyalties: drawDividedLoyalties };

export function roomView(root, code, preset) {
  const rv = { code, room: null, state: null, version: 0, mySeat: null, member: false, joining: false,
    ui: { color: null, bonus: false }, offer: null, result: null, confirmResign: false, syncingUntil: 0, player: null };
  const title = h('h1', {}, `Room ${code}`);
  const seats = h('ul', { class: 'seats' });
  const turn = h('p', { class: 'turn', 'aria-live': 'polite' });
  const status = h('div', { role: 'status', class: 'result', 'aria-live': 'polite' });
  const alert = h('p', { role: 'alert', class: 'error' });
  const notice = h('p', { class: 'notice', 'aria-live': 'polite' });
  const joinPanel = h('div', { class: 'join' });
  const boardBox = h('div', { class: 'board-box' });
  const gameControls = h('div', { class: 'controls' });
  const actions = h('div', { class: 'actions' });
  const chatLog = h('ol', { class: 'chat-log', 'aria-label': 'Chat', 'aria-live': 'polite' });
  const chatInput = h('input', { id: 'chat-message', maxlength: 500, autocomplete: 'off' });
  const chatForm = h('form', { class: 'chat-form', onSubmit: (event) => {
    event.preventDefault();
    const text = chatInput.value.trim();
    if (!text || !rv.member) return;
    act({ type: 'chat', code, text }, false);
    chatInput.value = '';
  } }, h('label', { for: 'chat-message' }, 'Message'), chatInput, h('button', { type: 'submit' }, 'Send'));
  const share = shareBox(code, () => rv);
  const replayLink = h('a', { href: '#', 'data-internal': true, hidden: true }, 'Replay this game move by move');
  root.append(
    h('section', { class: 'room-head' }, title, seats, turn),
    status, replayLink, alert, notice, joinPanel,
    h('div', { class: 'play' }, boardBox, h('div', { class: 'side' }, gameControls, actions, share.element,
      h('section', { class: 'chat' }, h('h2', {}, 'Chat'), chatLog, chatForm))));

  const connection = () => currentConnection();
  const say = (text) => { notice.textContent = text; };

  // Sends an action; a refusal is shown in the server's words.
  async function act(message, expectReply = true) {
    alert.textContent = '';
    const c = connection();
    if (!c || !c.welcome) {
      alert.textContent = 'Not connected to the server; trying again…';
      return null;
    }
    const pending = c.request(message);
    if (!expectReply) {
      pending.then((reply) => { if (reply.type === 'error') alert.textContent = reply.message; }).catch(() => {});
      return null;
    }
    try {
      const reply = await pending;
      if (reply.type === 'error') alert.textContent = reply.message;
      return reply;
    } catch {
      alert.textContent = 'The connection dropped before the server answered; reconnecting…';
      return null;
    }
  }

  const canMove = () => rv.member && rv.mySeat !== null && rv.state && !rv.result &&
    rv.state.phase !== 'over' && rv.state.to_move === rv.mySeat && rv.room && rv.room.status === 'playing';

  const view = {
    get state() { return rv.state; },
    get room() { return rv.room; },
    get mySeat() { return rv.mySeat; },
    get canMove() { return canMove(); },
    ui: rv.ui,
    play: (move) => act({ type: 'move', code, ply: rv.state.ply, move }),
    placement: (point) => (rv.ui.bonus ? { place: point, bonus: 1 } : { place: point }),
    redraw: () => render(),
  };

  function takeRoom(room) {
    rv.room = room;
    const seat = room.seats.find((s) => s.player && s.player === rv.player);
    rv.mySeat = seat ? seat.seat : null;
    title.textContent = `${GAMES[room.game] || room.game} · room ${room.code}`;
    document.title = `${GAMES[room.game] || room.game} ${room.code} · Plyroom`;
  }

  function takeState(state) {
    rv.state = state;
    if (state.result) rv.result = state.result;
    if (state.draw_offer !== undefined && state.draw_offer !== null && typeof state.draw_offer === 'object') rv.offer = state.draw_offer;
    else if (state.draw_offer === null) rv.offer = null;
  }

  // With `since` the server answers with the missed events only (nothing when none were
  // missed), so nothing waits for a reply; a refusal (no longer a member) joins again.
  // A gap in the event versions asks at most once a second (the answer fills the gap);
  // a new connection always asks.
  function sync(since, afterGap = false) {
    if (afterGap && Date.now() < rv.syncingUntil) return;
    rv.syncingUntil = Date.now() + 1000;
    const message = { type: 'sync', code };
    if (since) message.since = since;
    const c = connection();
    if (!c || !c.welcome) return;
    c.request(message).then((reply) => {
      if (reply.type !== 'error') return;
      if (reply.code === 'not_in_room' || reply.code === 'not_a_player') join(rv.mySeat !== null ? 'player' : 'spectator');
      else alert.textContent = reply.message;
    }).catch(() => {});
  }

  async function join(as) {
    rv.joining = true;
    const reply = await act({ type: 'join_room', code, as });
    rv.joining = false;
    if (!reply) return;
    if (reply.type === 'error') {
      if (as === 'player' && (reply.code === 'room_full' || reply.code === 'game_over')) {
        alert.textContent = '';
        say(reply.code === 'room_full' ? 'Every seat is taken: you are watching.' : 'This game is over: you are watching.');
        return join('spectator');
      }
      render();
      return;
    }
    rv.member = true;
    if (as === 'player' && rv.mySeat === null) say('Every seat is taken: you are watching.');
    if (reply.room.status !== 'waiting' && !rv.state) sync();
    render();
  }

  // The first welcome enters the room; later ones (after a reconnect) catch up with it.
  function onWelcome(welcome) {
    rv.player = welcome.player;
    if (rv.member && rv.version > 0) return sync(rv.version);
    if (preset && preset.room && preset.room.code === code) {
      rv.member = true;
      rv.version = preset.v || 0;
      takeRoom(preset.room);
      preset = null;
      render();
      if (rv.room.status !== 'waiting') sync();
      return;
    }
    if (welcome.rooms.includes(code)) {
      rv.member = true;
      return sync();
    }
    if (rv.wantsToWatch) return join('spectator');
    return join('player');
  }

  // Event versions: snapshots are always taken; other events once each, in order; a gap
  // asks for the missed events.
  function fresh(message, isReply) {
    if (message.v === undefined) return true;
    const snapshot = message.type === 'room' || message.type === 'state';
    const gap = rv.version > 0 && message.v > rv.version + 1;
    if (snapshot && isReply) {
      rv.version = message.v;
      return true;
    }
    if (snapshot) {
      if (gap) sync(rv.version, true);
      else rv.version = Math.max(rv.version, message.v);
      return true;
    }
    if (rv.version > 0 && message.v <= rv.version) return false;
    if (gap) {
      sync(rv.version, true);
      return false;
    }
    rv.version = message.v;
    return true;
  }

  function onEvent(message, isReply) {
    if (message.type === 'error') {
      if (!isReply) alert.textContent = message.message;
      return;
    }
    const about = message.code || (message.room && message.room.code);
    if (about !== code) return;
    if (!fresh(message, isReply)) return;
    switch (message.type) {
      case 'room': takeRoom(message.room); break;
      case 'state': takeState(message.state); break;
      case 'moved': {
        const before = rv.state;
        if (rv.room && rv.room.game === 'hnefatafl' && before)
          rv.ui.captured = capturedBetween(before.board.rows, message.state.board.rows, message.move);
        rv.ui.lastMove = message.move;
        if (message.seat === rv.mySeat) {
          rv.ui.draft = emptyDraft();
          rv.ui.bonus = false;
        }
        takeState(message.state);
        break;
      }
      case 'game_over':
        rv.result = message.result;
        rv.offer = null;
        if (rv.state) rv.state = { ...rv.state, phase: 'over', to_move: null, result: message.result };
        break;
      case 'draw_offer':
        rv.offer = message.status === 'open' ? message : null;
        if (message.status === 'declined') say(`${seatLabel(rv.room, message.by)}'s draw offer was declined.`);
        else if (message.status === 'lapsed') say(`${seatLabel(rv.room, message.by)}'s draw offer lapsed.`);
        else if (message.by !== rv.mySeat) say(`${seatLabel(rv.room, message.by)} offers a draw.`);
        break;
      case 'challenge_result': {
        const who = seatLabel(rv.room, message.by);
        const against = seatLabel(rv.room, message.against);
        say(message.correct
          ? `Grav! ${who} was right: ${against}'s placement broke ${(message.violations || []).join('; ') || 'a rule'}.`
          : `Grav! ${who} was wrong: ${against}'s placement stands, and ${who} skips a turn.`);
        break;
      }
      case 'chat':
        chatLog.append(h('li', {}, h('b', {}, `${message.from}: `), message.text));
        chatLog.scrollTop = chatLog.scrollHeight;
        break;
      default: break;
    }
    render();
  }

  function renderSeats() {
    const room = rv.room;
    if (!room) return;
    seats.replaceChildren(...room.seats.map((s) => {
      const toMove = rv.state && !rv.result && rv.state.to_move === s.seat;
      return h('li', { class: `seat seat${s.seat}${toMove ? ' to-move' : ''}` },
        h('span', { class: `swatch ${room.game} side-${s.side}`, 'aria-hidden': 'true' }, room.game === 'grav' ? s.seat + 1 : ''),
        h('span', { class: s.online ? 'dot online' : 'dot offline', 'aria-hidden': 'true' }),
        `${s.side}: ${s.name || 'free seat'}${s.seat === rv.mySeat ? ' (you)' : ''}`,
        h('span', { class: 'sr-only' }, s.player ? (s.online ? ', online' : ', offline') : ''),
        toMove ? h('span', { class: 'badge' }, ' to move') : null);
    }), h('li', { class: 'spectators' }, `${room.spectators} watching`));
  }

  function renderTurn() {
    const room = rv.room;
    if (!room) { turn.textContent = 'Joining…'; return; }
    if (room.status === 'waiting') {
      turn.textContent = 'Waiting for players. Send the link below to a friend.';
      return;
    }
    if (rv.result || !rv.state) { turn.textContent = rv.result ? 'The game is over.' : 'Loading the game…'; return; }
    const who = rv.state.to_move;
    let text = who === rv.mySeat ? 'Your turn' : `${seatLabel(room, who)} to move`;
    if (rv.state.phase === 'penalty_remove') text += who === rv.mySeat ? ': remove one of the violator\'s stones' : ' (removing a stone after a correct call)';
    turn.textContent = `${text}.`;
  }

  function renderJoin() {
    joinPanel.replaceChildren();
    const room = rv.room;
    const freeSeat = !room || (room.status === 'waiting' && room.seats.some((s) => !s.player));
    if (rv.member && (rv.mySeat !== null || !freeSeat)) return;
    const nameInput = h('input', { id: 'join-name', maxlength: 32, autocomplete: 'nickname', value: storedName() });
    const go = async (as) => {
      const name = nameInput.value.trim();
      if (!validName(name)) {
        alert.textContent = 'Enter a name of 1 to 32 characters first.';
        return;
      }
      rememberName(name);
      rv.wantsToWatch = as === 'spectator';
      const existing = currentConnection();
      if (existing && existing.welcome && existing.name === name) join(as);
      else connect(name); // its welcome joins (onWelcome)
    };
    joinPanel.append(h('div', { class: 'buttons' },
      rv.member ? null : h('div', { class: 'field' }, h('label', { for: 'join-name' }, 'Your name'), nameInput),
      freeSeat ? h('button', { class: 'primary', onClick: () => go('player') }, 'Join') : null,
      rv.member ? null : h('button', { onClick: () => go('spectator') }, 'Watch')));
  }

  function renderGameControls() {
    gameControls.replaceChildren();
    if (!rv.state || !rv.room) return;
    const game = rv.room.game;
    const player = rv.mySeat !== null && rv.member;
    if (game === 'grav') {
      const p = gravField(rv.state, 'params') || rv.room.options;
      const challengeable = gravField(rv.state, 'challengeable');
      const resigned = gravField(rv.state, 'resigned') || [];
      const canCall = player && !rv.result && challengeable && challengeable.seat !== rv.mySeat && !resigned.includes(rv.mySeat);
      const bonusLeft = gravField(rv.state, 'bonus_left') || 0;
      const bonus = h('input', { type: 'checkbox', id: 'grav-bonus', checked: rv.ui.bonus, disabled: !canMove(),
        onChange: (e) => { rv.ui.bonus = e.target.checked; } });
      gameControls.append(
        h('p', { class: 'params' }, `Parameters: a=${p.a} b=${p.b} c=${p.c} d=${p.d} e=${p.e}${p.strict ? ', strict' : ''}. ` +
          `Distance ring ${p.d}–${p.e} shaded.${bonusLeft ? ` Bonus turns left: ${bonusLeft}.` : ''}`),
        h('div', { class: 'buttons' },
          h('button', { disabled: !canCall, onClick: () => act({ type: 'challenge', code, ply: challengeable.ply }) }, 'Grav!'),
          h('button', { disabled: !canMove() || rv.state.phase !== 'play' || bonusLeft > 0,
            onClick: () => view.play({ pass: true }) }, 'Pass')),
        h('div', { class: 'check' }, bonus, h('label', { for: 'grav-bonus' }, 'This placement earns a bonus turn')));
    }
    if (game === 'divided_loyalties') renderDlControls(player);
  }

  function renderDlControls(player) {
    const state = rv.state;
    const side = rv.mySeat === 1 ? 'yellow' : 'blue';
    const inventory = dlField(state, 'inventory') || {};
    const score = dlField(state, 'score') || {};
    const set = dlField(state, 'set') || {};
    const sets = dlField(state, 'sets');
    const position = dlField(state, 'position');
    const draft = rv.ui.draft || (rv.ui.draft = emptyDraft());
    const stock = (s) => COLORS.filter((c) => (inventory[s] || {})[c]).map((c) => `${c} ${inventory[s][c]}`).join(', ') || 'none';
    gameControls.append(h('ul', { class: 'scores' }, ...['blue', 'yellow'].map((s) => {
      const sc = score[s] || { bridges: 0, regions: 0 };
      return h('li', {}, `${s}: ${sc.bridges} bridges + ${sc.regions} regions = ${sc.bridges + sc.regions}; set ${set[s] ?? '?'} of ${sets ?? '?'}; stock: ${stock(s)}`);
    })));
    if (position && position.name) gameControls.append(h('p', {}, `Position: ${position.name}`));
    if (player && !rv.result) {
      const mine = inventory[side] || {};
      if (!rv.ui.color || !mine[rv.ui.color]) rv.ui.color = COLORS.find((c) => mine[c]) || null;
      const colours = h('fieldset', { class: 'colours' }, h('legend', {}, 'Colour'),
        ...COLORS.map((c) => {
          const id = `colour-${c}`;
          return h('span', { class: 'colour-choice' },
            h('input', { type: 'radio', name: 'colour', id, value: c, checked: rv.ui.color === c, disabled: !mine[c],
              onChange: () => {
                rv.ui.color = c;
                if (draft.place && draft.bridges.length === 0) draft.place.color = c;
                render();
              } }),
            h('label', { for: id, class: `chip ${c}` }, `${c} (${mine[c] || 0})`));
        }));
      const summary = draftSummary(state, draft, side);
      const parts = [];
      if (draft.place) parts.push(`${draft.place.color} at ${draft.place.cell.join(',')}`);
      if (draft.bridges.length) parts.push(`${draft.bridges.length} bridge${draft.bridges.length > 1 ? 's' : ''} (${summary.owners.map((o) => (o === 'red' ? 'red' : o ? 'yours' : 'not valid')).join(', ')})`);
      if (summary.cuts.length) parts.push(`would cut ${summary.cuts.length} bridge${summary.cuts.length > 1 ? 's' : ''}`);
      if (draft.end) parts.push(`bridge from ${draft.end.join(',')}: choose the other end`);
      gameControls.append(colours,
        h('p', { class: 'draft', 'aria-live': 'polite' }, parts.length ? `This turn: ${parts.join('; ')}.` : 'Choose a colour, then a cell; then two end stones per bridge.'),
        h('div', { class: 'buttons' },
          h('button', { disabled: !draft.place && !draft.end, onClick: () => {
            if (draft.end) draft.end = null;
            else if (draft.bridges.length) draft.bridges.pop();
            else draft.place = null;
            render();
          } }, 'Undo'),
          h('button', { class: 'primary', disabled: !canMove() || !draft.place, onClick: () => view.play({ place: draft.place, bridges: draft.bridges }) }, 'Send turn'),
          h('button', { disabled: !canMove(), onClick: () => view.play({ pass: true }) }, 'Pass')));
    }
    gameControls.append(h('div', { class: 'buttons' }, h('button', { onClick: exportGame }, 'Export')));
  }

  // The game as the export format of protocol/ADDITIONS.md, from the stored record.
  async function exportGame() {
    const room = rv.room;
    try {
      const response = await fetch(`/api/games/${room.game_id}`, { cache: 'no-store' });
      if (!response.ok) throw new Error();
      const record = await response.json();
      const options = record.options || room.options;
      const out = { game: 'divided_loyalties', format: 1 };
      if (options.position_csv) out.position_csv = options.position_csv;
      else out.position = options.position;
      out.sets = options.sets ?? dlField(rv.state, 'sets');
      out.turns = record.moves.map((m) => ({ ...m.move, seat: m.seat }));
      out.result = record.result;
      downloadText(`divided-loyalties-${room.code}.json`, JSON.stringify(out, null, 2), 'application/json');
    } catch {
      alert.textContent = 'The game could not be exported: the server did not give its record.';
    }
  }

  function renderActions() {
    actions.replaceChildren();
    if (!rv.room || rv.mySeat === null || !rv.member) return;
    const playing = rv.room.status === 'playing' && !rv.result;
    const offer = rv.offer;
    const offerFromOther = offer && offer.by !== rv.mySeat && !(offer.accepted || []).includes(rv.mySeat);
    const buttons = [];
    if (playing && !offerFromOther) buttons.push(h('button', { disabled: Boolean(offer), onClick: () => act({ type: 'offer_draw', code }) }, 'Offer draw'));
    if (playing && offerFromOther) {
      buttons.push(h('button', { class: 'primary', onClick: () => act({ type: 'accept_draw', code }) }, 'Accept draw'));
      buttons.push(h('button', { onClick: () => act({ type: 'decline_draw', code }) }, 'Decline draw'));
    }
    if (playing) buttons.push(h('button', { onClick: () => { rv.confirmResign = true; render(); } }, 'Resign'));
    if (!rv.result) buttons.push(h('button', { onClick: () => act({ type: 'abort', code }) }, 'Abort'));
    actions.append(h('div', { class: 'buttons' }, ...buttons));
    if (offer && offer.by === rv.mySeat) actions.append(h('p', {}, 'You offered a draw; waiting for an answer.'));
    if (rv.confirmResign && playing) {
      actions.append(h('div', { class: 'confirm', role: 'group', 'aria-label': 'Confirm resignation' },
        h('p', {}, 'Resign this game? It counts as a loss.'),
        h('button', { class: 'danger', onClick: () => { rv.confirmResign = false; act({ type: 'resign', code }); } }, 'Yes, resign'),
        h('button', { onClick: () => { rv.confirmResign = false; render(); } }, 'Keep playing')));
    }
  }

  function renderBoard() {
    const focused = document.activeElement && boardBox.contains(document.activeElement)
      ? document.activeElement.dataset.key : null;
    boardBox.replaceChildren();
    if (!rv.room) return;
    if (!rv.state) {
      boardBox.append(h('p', { class: 'waiting' }, rv.room.status === 'waiting' ? 'The board appears when every seat is taken.' : 'Loading the board…'));
      return;
    }
    const { board, grid } = BOARDS[rv.room.game](view);
    boardBox.append(board);
    gridKeys(board, { ...grid, focusKey: focused || rv.ui.focusKey });
    board.addEventListener('focusin', (e) => { if (e.target.dataset.key) rv.ui.focusKey = e.target.dataset.key; });
    if (focused) {
      const again = board.querySelector(`[data-key="${CSS.escape(focused)}"]`);
      if (again) again.focus();
    }
  }

  function render() {
    renderSeats();
    renderTurn();
    renderJoin();
    renderBoard();
    renderGameControls();
    renderActions();
    share.update();
    status.textContent = rv.result && rv.room ? resultText(rv.room, rv.result, rv.mySeat) : '';
    status.hidden = !rv.result;
    replayLink.hidden = !(rv.result && rv.room && rv.room.game_id);
    if (rv.room && rv.room.game_id) replayLink.href = `/g/${rv.room.game_id}`;
    chatForm.hidden = !rv.member;
  }

  render();
  // A name is known (this browser played before): take the seat at once (onWelcome).
  if (storedName() && !currentConnection()) connect(storedName());
  return { onWelcome, onEvent, leave() {
    if (rv.member && connection() && connection().welcome) connection().socket.send(JSON.stringify({ type: 'leave_room', code }));
  } };
}
