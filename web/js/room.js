// The room page /r/CODE: joins or watches, draws the board, sends moves and actions, and
// keeps up with the room's events (with `sync since` after a reconnect).
import { h, gridKeys } from './dom.js';
import { connect, currentConnection, navigate, rememberName, validName } from './app.js';
import { storedName } from './net.js';
import { GAMES, resultText, seatLabel } from './words.js';
import { drawConnect4 } from './boards/connect4.js';
import { capturedBetween, drawHnefatafl } from './boards/hnefatafl.js';
import { drawGrav, gravField } from './boards/grav.js';
import { drawDividedLoyalties, emptyDraft } from './boards/divided_loyalties.js';
import { gravControls } from './controls/grav_controls.js';
import { dlControls } from './controls/dl_controls.js';
import { shareBox } from './share.js';
import { emptyOffers, takeOfferEvent, takeRoomSnapshot } from './offers.js';
import { ServerOffset } from './clock.js';
import { clockStrip } from './clock_strip.js';
import { matchActions } from './controls/match_actions.js';

const BOARDS = { connect4: drawConnect4, hnefatafl: drawHnefatafl, grav: drawGrav, divided_loyalties: drawDividedLoyalties };

export function roomView(root, code, preset) {
  const rv = { code, room: null, state: null, version: 0, mySeat: null, member: false, joining: false,
    ui: { color: null, bonus: false }, offer: null, result: null, confirmResign: false, syncingUntil: 0, player: null,
    offers: emptyOffers(), offset: new ServerOffset() };
  const title = h('h1', {}, `Room ${code}`);
  const seats = h('ul', { class: 'seats' });
  const turn = h('p', { class: 'turn', 'aria-live': 'polite' });
  const status = h('div', { role: 'status', class: 'result', 'aria-live': 'polite' });
  const alert = h('p', { role: 'alert', class: 'error' });
  const notice = h('p', { class: 'notice', 'aria-live': 'polite' });
  const joinPanel = h('div', { class: 'join' });
  const boardBox = h('div', { class: 'board-holder' });
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
  const nextLink = h('a', { href: '#', 'data-internal': true, hidden: true }, 'Watch the rematch');
  const clocks = clockStrip(() => rv, (message) => act(message));
  root.append(
    h('section', { class: 'room-head' }, title, seats, turn),
    status, replayLink, nextLink, alert, notice, joinPanel,
    h('div', { class: 'play' }, h('div', { class: 'board-box' }, clocks.element, boardBox), h('div', { class: 'side' }, gameControls, actions, share.element,
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

  function takeRoom(room, isReply = false) {
    const seat = room.seats.find((s) => s.player && s.player === rv.player);
    const before = rv.room;
    rv.room = room;
    rv.mySeat = seat ? seat.seat : null;
    const presence = takeRoomSnapshot(rv.offers, before, room, rv.mySeat, isReply);
    if (presence) say(presence);
    title.textContent = `${GAMES[room.game] || room.game} · room ${room.code}`;
    document.title = `${GAMES[room.game] || room.game} ${room.code} · Plyroom`;
  }

  function takeState(state) {
    rv.state = state;
    // A replayed event's `at` is old: it only makes its sample larger, never the estimate.
    if (state.clock) rv.offset.observe(state.clock.at, Date.now());
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
    // Following a rematch: the server made this player a member of the new room already.
    if (preset && preset.follow) {
      rv.member = true;
      preset = null;
      return sync();
    }
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
      case 'room': takeRoom(message.room, isReply); break;
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
        takeOfferEvent(rv.offers, message, rv.room, rv.mySeat);
        break;
      }
      // What is open besides the draw offer, and seats that left or came out of the game.
      case 'takeback':
      case 'rematch':
      case 'claimable':
      case 'seat_out': {
        if (message.type === 'takeback' && message.status === 'accepted') {
          rv.ui.lastMove = null;
          rv.ui.captured = null;
        }
        const text = takeOfferEvent(rv.offers, message, rv.room, rv.mySeat);
        if (text) say(text);
        // The players are members of the new room already: the page follows them there.
        if (message.type === 'rematch' && message.status === 'accepted' && rv.mySeat !== null) {
          navigate(`/r/${message.next}`, { follow: true });
          return;
        }
        break;
      }
      case 'game_over':
        takeOfferEvent(rv.offers, message, rv.room, rv.mySeat);
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
    const out = (rv.state && gravField(rv.state, 'resigned')) || [];
    seats.replaceChildren(...room.seats.map((s) => {
      const toMove = rv.state && !rv.result && rv.state.to_move === s.seat;
      return h('li', { class: `seat seat${s.seat}${toMove ? ' to-move' : ''}` },
        h('span', { class: `swatch ${room.game} side-${s.side}`, 'aria-hidden': 'true' }, room.game === 'grav' ? s.seat + 1 : ''),
        h('span', { class: s.online ? 'dot online' : 'dot offline', 'aria-hidden': 'true' }),
        `${s.side}: ${s.name || 'free seat'}${s.seat === rv.mySeat ? ' (you)' : ''}`,
        h('span', { class: 'sr-only' }, s.player ? (s.online ? ', online' : ', offline') : ''),
        toMove ? h('span', { class: 'badge' }, ' to move') : null,
        out.includes(s.seat) ? h('span', { class: 'out' }, ' (out of the game)') : null);
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
    const context = { rv, view, act, canMove, render, code, player: rv.mySeat !== null && rv.member,
      showError: (text) => { alert.textContent = text; } };
    if (rv.room.game === 'grav') gameControls.append(...gravControls(context));
    if (rv.room.game === 'divided_loyalties') gameControls.append(...dlControls(context));
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
    actions.append(...matchActions({ rv, act, code }));
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
    clocks.update();
    share.update();
    status.textContent = rv.result && rv.room ? resultText(rv.room, rv.result, rv.mySeat) : '';
    status.hidden = !rv.result;
    replayLink.hidden = !(rv.result && rv.room && rv.room.game_id);
    if (rv.room && rv.room.game_id) replayLink.href = `/g/${rv.room.game_id}`;
    nextLink.hidden = !rv.offers.next;
    if (rv.offers.next) nextLink.href = `/r/${rv.offers.next}`;
    chatForm.hidden = !rv.member;
  }

  render();
  // A name is known (this browser played before): take the seat at once (onWelcome).
  if (storedName() && !currentConnection()) connect(storedName());
  return { onWelcome, onEvent, leave() {
    clocks.stop();
    if (rv.member && connection() && connection().welcome) connection().socket.send(JSON.stringify({ type: 'leave_room', code }));
  } };
}
