// The start page's account area (protocol/README.md, Accounts): register the player you are,
// log in from another browser, log out (here or everywhere), and the account's sessions, each
// with its device and last use, to revoke one by one. The recovery codes are shown once, right
// after registering. The session token replaces the anonymous one in localStorage.
import { h } from './dom.js';
import { connect } from './app.js';
import { storeToken } from './net.js';
import { field } from './form.js';
import { holdEnterWhileComposing } from './ime.js';
import { dateTimeText } from './lang.js';
import { errorText, words } from './messages/index.js';

const DEVICE = 'browser';

export function accountBox(playerName) {
  const w = words();
  const signedIn = h('p', { class: 'account-name' });
  const problem = h('p', { role: 'alert', class: 'error' });
  const codes = h('div', { class: 'recovery', hidden: true });
  const logout = h('button', { type: 'button', onClick: () => act({ type: 'logout' }) }, w.logOut);
  const everywhere = h('button', { type: 'button', onClick: () => act({ type: 'logout_everywhere' }) }, w.logOutEverywhere);
  const sessions = h('ul', { class: 'sessions', 'aria-label': w.sessions });
  const ownPage = h('a', { class: 'own-page', 'data-internal': true }, w.yourPage);
  const outBox = h('div', { hidden: true }, signedIn, h('p', {}, ownPage), logout, everywhere, h('h3', {}, w.sessions), sessions);

  async function listSessions() {
    const connection = await connect(playerName());
    const reply = await connection.request({ type: 'sessions' });
    if (reply.type !== 'sessions') return;
    sessions.replaceChildren(...reply.sessions.map((session) => {
      const seen = dateTimeText(session.last_seen_at);
      const label = w.sessionLine(session.device, seen, session.current);
      return h('li', {}, label, session.current ? null : h('button', { type: 'button',
        'aria-label': w.revokeSession(session.device, seen),
        onClick: () => act({ type: 'revoke_session', session: session.session }) }, w.revoke));
    }));
  }

  const credentials = (verb) => {
    const userName = h('input', { autocomplete: 'username', maxlength: 32 });
    const password = h('input', { type: 'password', autocomplete: verb === 'register' ? 'new-password' : 'current-password' });
    const title = verb === 'register' ? w.register : w.logIn;
    const composing = holdEnterWhileComposing(userName);
    const form = h('form', { class: 'credentials', 'aria-label': title, onSubmit: (event) => {
      event.preventDefault();
      if (composing()) return;
      act({ type: verb, user_name: userName.value.trim(), password: password.value, device: DEVICE });
    } }, h('h3', {}, title), field(w.userName, userName), field(w.password, password),
    h('button', { type: 'submit' }, title));
    return form;
  };
  const inBox = h('div', { class: 'account-forms' }, credentials('register'), credentials('login'));

  function show(userName) {
    inBox.hidden = Boolean(userName);
    outBox.hidden = !userName;
    signedIn.textContent = userName ? w.signedInAs(userName) : '';
    if (userName) ownPage.setAttribute('href', `/@/${encodeURIComponent(userName)}`);
    if (userName) listSessions().catch(() => {});
    else sessions.replaceChildren();
  }

  function showCodes(list) {
    codes.hidden = false;
    codes.replaceChildren(h('h3', {}, w.recoveryCodes),
      h('p', {}, w.recoveryHint),
      h('ul', { 'aria-label': w.recoveryCodes }, ...list.map((code) => h('li', {}, h('code', {}, code)))));
  }

  async function act(message) {
    problem.textContent = '';
    try {
      const connection = await connect(playerName());
      const reply = await connection.request(message);
      if (reply.type === 'error') {
        problem.textContent = errorText(reply);
        return;
      }
      if (reply.type === 'registered' || reply.type === 'logged_in') {
        storeToken(reply.token);
        connection.welcome = { ...connection.welcome, player: reply.player, name: reply.user_name,
          token: reply.token, account: true, user_name: reply.user_name };
        if (reply.type === 'registered') showCodes(reply.recovery_codes);
        show(reply.user_name);
        return;
      }
      if (message.type === 'revoke_session') {
        await listSessions();
        return;
      }
      // Logged out: the connection is back to before its hello; a new anonymous player.
      storeToken(null);
      codes.hidden = true;
      show(null);
      connection.hello();
    } catch (error) {
      problem.textContent = error.message;
    }
  }

  const element = h('section', { class: 'account', 'aria-label': w.account },
    h('h2', {}, w.account), inBox, outBox, codes, problem);
  return {
    element,
    onWelcome(welcome) {
      show(welcome.account ? welcome.user_name : null);
    },
  };
}
