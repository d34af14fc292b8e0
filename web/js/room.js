// The room page /r/CODE: joins or watches, sends moves and actions, and keeps up with the
// room's events (with `sync since` after a reconnect or a gap). The model (room_model.js)
// takes the events; the views (room/) draw it.
import { h } from './dom.js';
import { connect, currentConnection, navigate, rememberName, validName } from './app.js';
import { storedName } from './net.js';
import { shareBox } from './share.js';
import { clockStrip } from './clock_strip.js';
import { canMove, isPlayer, joinChoices, newRoomModel, takeEvent, takeRoom } from './room_model.js';
import { headView } from './room/head_view.js';
import { joinView } from './room/join_view.js';
import { boardView } from './room/board_view.js';
import { controlsView } from './room/controls_view.js';
import { movesView } from './room/moves_view.js';
import { actionsView } from './room/actions_view.js';
import { chatView } from './room/chat_view.js';
import { resultView } from './room/result_view.js';
import { errorText, words } from './messages/index.js';

export function roomView(root, code, preset) {
  const model = newRoomModel(code);
  // The page's own dealings with the server, beside the model: the choice to watch, and when
  // the next gap may ask again.
  const local = { wantsToWatch: false, syncingUntil: 0 };
  const alert = h('p', { role: 'alert', class: 'error' });
  const notice = h('p', { class: 'notice', 'aria-live': 'polite' });
  const connection = () => currentConnection();
  const say = (text) => {
    model.notice = text;
    notice.textContent = text;
  };
  // A refusal, like a notice, belongs to the attempt it answers: it goes when the room moves
  // on (render) or when the player changes what was refused (a press on the board, the
  // turn's controls).
  let refusedAt = model.moment;
  const showError = (text) => {
    alert.textContent = text;
    refusedAt = model.moment;
  };
  const rethink = () => {
    alert.textContent = '';
    render();
  };

  // Sends an action; a refusal is shown in the server's words.
  async function act(message, expectReply = true) {
    alert.textContent = '';
    const c = connection();
    if (!c || !c.welcome) {
      showError(words().notConnected);
      return null;
    }
    const pending = c.request(message);
    if (!expectReply) {
      pending.then((reply) => { if (reply.type === 'error') showError(errorText(reply)); }).catch(() => {});
      return null;
    }
    try {
      const reply = await pending;
      if (reply.type === 'error') showError(errorText(reply));
      return reply;
    } catch {
      showError(words().connectionLost);
      return null;
    }
  }

  // Questions about the rules (protocol/README.md, "Asking the rules"): the page holds no copy
  // of a game's rules and asks the server. Nothing is shown or changed by the answers but what
  // a board draws from them; a question that fails is as if unanswered.
  const legal = { ply: null, moves: null };
  async function ask(message) {
    const c = connection();
    if (!c || !c.welcome) return null;
    try {
      return await c.request(message);
    } catch {
      return null;
    }
  }
  // The legal moves of the position to play, asked once per ply (for games that can list
  // them); null until the answer comes, which redraws the board.
  function legalMoves() {
    if (!canMove(model)) return null;
    const ply = model.state.ply;
    if (legal.ply !== ply) {
      legal.ply = ply;
      legal.moves = null;
      ask({ type: 'legal_moves', code }).then((reply) => {
        if (reply && reply.type === 'legal_moves' && reply.ply === legal.ply) {
          legal.moves = reply.moves;
          render();
        }
      });
    }
    return legal.moves;
  }

  // What a game's board may read and do.
  const boardContext = {
    get state() { return model.state; },
    get room() { return model.room; },
    get mySeat() { return model.mySeat; },
    get canMove() { return canMove(model); },
    ui: model.ui,
    play: (move) => act({ type: 'move', code, ply: model.state.ply, move }),
    legalMoves,
    // Whether a move would be legal now: the server's move_check, or null when it cannot say.
    checkMove: async (move) => {
      const ply = model.state.ply;
      const reply = await ask({ type: 'check_move', code, ply, move });
      return reply && reply.type === 'move_check' && model.state && model.state.ply === ply ? reply : null;
    },
    redraw: rethink,
    // Words about a press on the board (why a piece cannot go there), below it.
    tell: (text) => {
      say(text);
      rethink();
    },
  };
  const controlsContext = () => ({ model, view: boardContext, act, canMove: () => canMove(model), render: rethink, code,
    player: isPlayer(model), showError });

  const head = headView(model);
  const result = resultView(model);
  const joinPanel = joinView(model, choose);
  const board = boardView(model, boardContext);
  const controls = controlsView(model, controlsContext);
  const moves = movesView(model, () => render());
  const actions = actionsView(model, act, () => render());
  const chat = chatView(model, (text) => act({ type: 'chat', code, text }, false), showError);
  const share = shareBox(code, () => model);
  const clocks = clockStrip(() => model, (message) => act(message));
  // Refusals and notices come and go below the board, so that they never move it (a point
  // aimed at between two clicks stays under the pointer).
  root.append(head.element, ...result.elements, joinPanel.element,
    h('div', { class: 'play' }, h('div', { class: 'board-box' }, clocks.element, board.element, alert, notice),
      h('div', { class: 'side' }, controls.element, moves.element, actions.element, share.element, chat.element)));

  // With `since` the server answers with the missed events only (nothing when none were
  // missed), so nothing waits for a reply; a refusal (no longer a member) joins again.
  // A gap in the event versions asks at most once a second (the answer fills the gap);
  // a new connection always asks.
  function sync(since, afterGap = false) {
    if (afterGap && Date.now() < local.syncingUntil) return;
    local.syncingUntil = Date.now() + 1000;
    const message = { type: 'sync', code };
    if (since) message.since = since;
    const c = connection();
    if (!c || !c.welcome) return;
    c.request(message).then((reply) => {
      if (reply.type !== 'error') return;
      if (reply.code === 'not_in_room' || reply.code === 'not_a_player') join(model.mySeat !== null ? 'player' : 'spectator');
      else showError(errorText(reply));
    }).catch(() => {});
  }

  async function join(as) {
    const reply = await act({ type: 'join_room', code, as });
    if (!reply) return;
    if (reply.type === 'error') {
      if (as === 'player' && (reply.code === 'room_full' || reply.code === 'game_over')) {
        alert.textContent = '';
        say(reply.code === 'room_full' ? words().watchingSeatsTaken : words().watchingGameOver);
        return join('spectator');
      }
      render();
      return;
    }
    model.member = true;
    if (as === 'player' && model.mySeat === null) say(words().watchingSeatsTaken);
    if (reply.room.status !== 'waiting' && !model.state) sync();
    render();
  }

  // The join panel's choice: with the connection's name, join at once; else connect first
  // (its welcome joins: onWelcome).
  function choose(as, name) {
    if (!validName(name)) {
      showError(words().nameRule);
      return;
    }
    rememberName(name);
    local.wantsToWatch = as === 'spectator';
    const existing = currentConnection();
    if (existing && existing.welcome && existing.name === name) join(as);
    else connect(name);
  }

  // The first welcome enters the room; later ones (after a reconnect) catch up with it.
  function onWelcome(welcome) {
    model.player = welcome.player;
    if (model.member && model.version > 0) return sync(model.version);
    // Following a rematch: the server made this player a member of the new room already.
    if (preset && preset.follow) {
      model.member = true;
      preset = null;
      return sync();
    }
    if (preset && preset.room && preset.room.code === code) {
      model.member = true;
      model.version = preset.v || 0;
      const presence = takeRoom(model, preset.room);
      if (presence) say(presence);
      preset = null;
      render();
      if (model.room.status !== 'waiting') sync();
      return;
    }
    if (welcome.rooms.includes(code)) {
      model.member = true;
      return sync();
    }
    if (local.wantsToWatch) return join('spectator');
    // A link to a room with no free seat (as its look-up showed): watching is what is left.
    const choices = joinChoices(model);
    if (choices && !choices.join) {
      say(model.invite.status === 'finished' ? words().watchingGameOver : words().watchingSeatsTaken);
      return join('spectator');
    }
    return join('player');
  }

  function onEvent(message, isReply) {
    const out = takeEvent(model, message, isReply, Date.now());
    if (out.alert) showError(out.alert);
    if (out.syncFrom !== undefined) sync(out.syncFrom, true);
    if (out.chat) chat.add(out.chat);
    if (out.follow) {
      navigate(`/r/${out.follow}`, { follow: true });
      return;
    }
    if (out.render) render();
  }

  function render() {
    // The model keeps the notice (and clears it when the room moves on).
    notice.textContent = model.notice || '';
    if (model.moment !== refusedAt) alert.textContent = '';
    head.render();
    joinPanel.render();
    board.render();
    controls.render();
    moves.render();
    actions.render();
    clocks.update();
    share.update();
    result.render();
    chat.render();
  }

  // What the link invites to (the game, who waits, the free seats), shown before joining.
  fetch(`/api/rooms/${code}?quiet=1`, { cache: 'no-store' }).then((response) => (response.ok ? response.json() : null))
    .then((answer) => {
      if (!answer || !answer.room) return;
      model.invite = answer.room;
      render();
    }).catch(() => {});
  render();
  // A name is known (this browser played before): take the seat at once (onWelcome).
  if (storedName() && !currentConnection()) connect(storedName());
  return { onWelcome, onEvent, leave() {
    clocks.stop();
    if (model.member && connection() && connection().welcome) connection().socket.send(JSON.stringify({ type: 'leave_room', code }));
  } };
}
