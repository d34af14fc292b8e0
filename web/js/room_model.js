// The room page's model: what the page knows of one room, changed only by the server's
// messages (takeEvent) and read by the views through the functions below. No DOM, no
// connection: events in, view state out (tests/web/room_model.test.mjs).
import { emptyOffers, takeOfferEvent, takeRoomSnapshot } from './offers.js';
import { ServerOffset } from './clock.js';
import { gameOf } from './games/registry.js';
import { resultText, seatLabel } from './words.js';
import { playerName, ratedName, sideText } from './seats.js';
import { errorText, words } from './messages/index.js';

export function newRoomModel(code) {
  return { code, room: null, invite: null, state: null, version: 0, player: null, mySeat: null, member: false,
    ui: { color: null, bonus: false }, offer: null, result: null, confirmResign: false,
    offers: emptyOffers(), offset: new ServerOffset(), notice: null, moment: 0,
    // The moves that stand, as far as this page knows them from the start (takeRecordMoves).
    moves: [] };
}

// A notice belongs to the moment it describes: when the room moves on (a move, a seat
// taken, the end) it is gone, and `moment` counts on so that words shown elsewhere (the
// share box's) can tell.
function moveOn(model) {
  model.notice = null;
  model.moment += 1;
}

const seatedCount = (room) => (room ? room.seats.filter((s) => s.player).length : 0);

// A ROOM snapshot: this player's seat in it; returns a notice when a player left or came back.
export function takeRoom(model, room, isReply = false) {
  const seat = room.seats.find((s) => s.player && s.player === model.player);
  const before = model.room;
  model.room = room;
  model.mySeat = seat ? seat.seat : null;
  return takeRoomSnapshot(model.offers, before, room, model.mySeat, isReply);
}

function takeState(model, state, now) {
  model.state = state;
  // A takeback: the moves it undid are gone from the list.
  if (typeof state.ply === 'number' && model.moves.length > state.ply) model.moves.length = state.ply;
  // A replayed event's `at` is old: it only makes its sample larger, never the estimate.
  if (state.clock) model.offset.observe(state.clock.at, now);
  if (state.result) model.result = state.result;
  if (state.draw_offer !== undefined && state.draw_offer !== null && typeof state.draw_offer === 'object') model.offer = state.draw_offer;
  else if (state.draw_offer === null) model.offer = null;
}

// Event versions: snapshots are always taken; other events once each, in order. Returns
// whether to take the message, and `syncFrom` when a gap asks for the missed events.
export function takeVersion(model, message, isReply) {
  if (message.v === undefined) return { take: true };
  const snapshot = message.type === 'room' || message.type === 'state';
  const gap = model.version > 0 && message.v > model.version + 1;
  if (snapshot && isReply) {
    model.version = message.v;
    return { take: true };
  }
  if (snapshot) {
    if (gap) return { take: true, syncFrom: model.version };
    model.version = Math.max(model.version, message.v);
    return { take: true };
  }
  if (model.version > 0 && message.v <= model.version) return { take: false };
  if (gap) return { take: false, syncFrom: model.version };
  model.version = message.v;
  return { take: true };
}

function drawOfferNotice(model, message) {
  const w = words();
  // The offerer by name, or null for this page's player.
  const who = message.by === model.mySeat ? null : seatLabel(model.room, message.by);
  if (message.status === 'declined') return w.drawDeclined(who);
  if (message.status === 'lapsed') return w.drawLapsed(who);
  if (who !== null) return w.offersDraw(who);
  return null;
}

// One message from the server (isReply: the answer to this page's request). Returns what the
// page does besides drawing the model again:
//   { render, notice, alert, chat: {from, text}, follow: code of the next room, syncFrom }
export function takeEvent(model, message, isReply, now) {
  if (message.type === 'error') return isReply ? {} : { alert: errorText(message) };
  const about = message.code || (message.room && message.room.code);
  if (about !== model.code) return {};
  const { take, syncFrom } = takeVersion(model, message, isReply);
  const out = { render: take, syncFrom };
  if (!take) return out;
  const game = model.room ? gameOf(model.room.game) : null;
  switch (message.type) {
    case 'room': {
      // A seat taken or the game begun; the first snapshot is where this page arrives, not a
      // step of the room, and a room left after its end (players following a rematch) keeps
      // what was said of the end.
      const before = model.room;
      const begun = message.room.status === 'playing' && before && before.status !== 'playing';
      if (before && (seatedCount(message.room) > seatedCount(before) || begun)) moveOn(model);
      out.notice = takeRoom(model, message.room, isReply);
      break;
    }
    case 'state': takeState(model, message.state, now); break;
    case 'moved': {
      const mine = message.seat === model.mySeat;
      moveOn(model);
      if (game) out.notice = game.moveNotice(model.state, message, model.room, mine);
      if (game) game.afterMove(model.ui, model.state, message, mine);
      model.ui.lastMove = message.move;
      if (message.ply === model.moves.length) model.moves.push({ seat: message.seat, move: message.move });
      takeState(model, message.state, now);
      takeOfferEvent(model.offers, message, model.room, model.mySeat);
      break;
    }
    // What is open besides the draw offer, and seats that left or came out of the game.
    case 'takeback':
    case 'rematch':
    case 'claimable':
    case 'seat_out':
      if (message.type === 'takeback' && message.status === 'accepted') {
        model.ui.lastMove = null;
        if (game) game.afterTakeback(model.ui);
      }
      out.notice = takeOfferEvent(model.offers, message, model.room, model.mySeat);
      // The players are members of the new room already: the page follows them there.
      if (message.type === 'rematch' && message.status === 'accepted' && model.mySeat !== null) {
        out.follow = message.next;
        out.render = false;
      }
      break;
    case 'game_over':
      moveOn(model);
      takeOfferEvent(model.offers, message, model.room, model.mySeat);
      model.result = message.result;
      model.ratings = message.ratings ?? null;
      model.offer = null;
      if (model.state) model.state = { ...model.state, phase: 'over', to_move: null, result: message.result };
      break;
    case 'draw_offer':
      model.offer = message.status === 'open' ? message : null;
      out.notice = drawOfferNotice(model, message);
      break;
    case 'chat':
      out.chat = { from: message.from, text: message.text };
      break;
    case 'game_action':
      // A game's own actions (a call in Grav, say) are its module's to put in words.
      if (game) out.notice = game.actionNotice(message, model.room);
      break;
  }
  if (out.notice) model.notice = out.notice;
  return out;
}

// The moves of the stored record (`/api/games/{id}`), for a page that arrived after the
// first move or missed one: the ones that stand, up to the position the page shows.
export function takeRecordMoves(model, recordMoves) {
  if (!model.state) return;
  const standing = recordMoves.filter((m) => !m.taken_back_at).map((m) => ({ seat: m.seat, move: m.move }));
  if (standing.length > model.moves.length) model.moves = standing.slice(0, model.state.ply);
}

// Whether the list of moves lacks some before the position shown (the record fills them).
export function movesMissing(model) {
  return Boolean(model.state) && typeof model.state.ply === 'number' && model.moves.length < model.state.ply;
}

// ---- What the views show ----

export function canMove(model) {
  return model.member && model.mySeat !== null && Boolean(model.state) && !model.result &&
    model.state.phase !== 'over' && model.state.to_move === model.mySeat && Boolean(model.room) && model.room.status === 'playing';
}

export function isPlayer(model) {
  return model.member && model.mySeat !== null;
}

// The room as the page shows it: as a member sees it, or before joining as the link's room
// looks (the invite: /api/rooms/{code}).
export function shownRoom(model) {
  return model.room || model.invite;
}

export function titleText(model) {
  const room = shownRoom(model);
  if (!room) return words().roomTitle(model.code);
  return words().roomGameTitle(gameOf(room.game).title(), room.code);
}

export function documentTitle(model) {
  const room = shownRoom(model);
  return room ? words().documentTitle(gameOf(room.game).title(), room.code) : null;
}

// Each seat as its line in the room's head shows it.
export function seatLines(model) {
  const room = shownRoom(model);
  if (!room) return [];
  const game = gameOf(room.game);
  const out = model.state ? game.seatsOut(model.state) : [];
  return room.seats.map((s) => ({
    seat: s.seat,
    side: s.side,
    swatch: game.swatchText(s.seat),
    online: s.online,
    occupied: Boolean(s.player),
    text: words().seatLine(sideText(room, s), s.name ? ratedName(s) : null, s.seat === model.mySeat),
    toMove: Boolean(model.state) && !model.result && model.state.to_move === s.seat,
    out: out.includes(s.seat),
  }));
}

// Before joining: who waits for whom, or that there is only watching left.
function inviteText(room) {
  const w = words();
  const seated = room.seats.filter((s) => s.player);
  const names = seated.map(playerName);
  const free = room.seats.filter((s) => !s.player);
  if (room.status === 'finished') return w.gameOverWatch;
  if (room.status !== 'waiting' || free.length === 0) return w.allSeatsTakenWatch(names);
  const sides = free.map((s) => sideText(room, s));
  return w.waitingFor(names, free.length, w.freeSeats(sides));
}

export function turnText(model) {
  const w = words();
  const room = model.room;
  if (!room) return model.invite ? inviteText(model.invite) : w.joining;
  if (room.status === 'waiting') return w.waitingForPlayers;
  if (model.result || !model.state) return model.result ? w.gameIsOver : w.loadingGame;
  const who = model.state.to_move;
  const mine = who === model.mySeat;
  const text = mine ? w.yourTurn : w.toMove(seatLabel(room, who));
  return w.turnLine(text, gameOf(room.game).turnNote(model.state, mine));
}

export function resultLine(model) {
  return model.result && model.room ? resultText(model.room, model.result, model.mySeat) : '';
}

// A rated game's end: each seat's new rating and its change, as game_over told them, written
// alike in every language ("alice (red) 1741? (+241)"; "?" while provisional).
export function ratingLine(model) {
  if (!model.ratings || !model.room) return '';
  return words().ratingChanges(model.ratings.map((r) =>
    `${seatLabel(model.room, r.seat)} ${r.after}${r.provisional ? '?' : ''} (${r.change < 0 ? '−' : '+'}${Math.abs(r.change)})`));
}

// Whether the join panel offers a seat (Join) or watching (Watch).
export function joinChoices(model) {
  const room = shownRoom(model);
  const freeSeat = !room || (room.status === 'waiting' && room.seats.some((s) => !s.player));
  if (model.member && (model.mySeat !== null || !freeSeat)) return null;
  return { name: !model.member, join: freeSeat, watch: !model.member };
}

// Whether STATE says this player may send `action` now (its room_actions: abort, offer_draw,
// request_takeback, claim_victory, claim_draw, rematch). The server decides what is open.
export function isOpen(model, action) {
  const open = model.state && model.state.room_actions;
  return Boolean(open && open[action]) && model.mySeat !== null && open[action].includes(model.mySeat);
}

// The absent seats this player may claim against now.
export function claimTargets(model) {
  if (!isOpen(model, 'claim_victory')) return [];
  return model.state.room_actions.claimable.filter((seat) => seat !== model.mySeat);
}

// A player's buttons for draws, resignation and abort, and what they wait for. A room still
// waiting for players has no STATE yet; its host may cancel it.
export function playerActions(model) {
  if (!model.room || !isPlayer(model)) return null;
  const playing = model.room.status === 'playing' && !model.result;
  const offer = model.offer;
  const offerFromOther = Boolean(offer) && offer.by !== model.mySeat && !(offer.accepted || []).includes(model.mySeat);
  return {
    offerDraw: playing && !offerFromOther && isOpen(model, 'offer_draw'),
    answerDraw: playing && offerFromOther,
    resign: playing,
    abort: !model.result && (model.room.status === 'waiting' || isOpen(model, 'abort')),
    waitingForDrawAnswer: Boolean(offer) && offer.by === model.mySeat,
    confirmResign: model.confirmResign && playing,
  };
}
