// The room's chat: the messages so far and, for a member, a line to send one.
import { h } from '../dom.js';
import { holdEnterWhileComposing } from '../ime.js';
import { words } from '../messages/index.js';

// The server takes a line of 1 to 500 bytes of UTF-8 (protocol/README.md, "Limits"): a
// Korean syllable is three of them, so the field's own limit (in characters) is not enough.
const CHAT_BYTES = 500;

// send(text) sends a message; refuse(words) says why a line was not sent.
export function chatView(model, send, refuse) {
  const w = words();
  const log = h('ol', { class: 'chat-log', 'aria-label': w.chat, 'aria-live': 'polite' });
  const input = h('input', { id: 'chat-message', maxlength: 500, autocomplete: 'off' });
  const form = h('form', { class: 'chat-form', onSubmit: (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text || !model.member || composing()) return;
    if (new TextEncoder().encode(text).length > CHAT_BYTES) {
      refuse(w.chatTooLong);
      return;
    }
    send(text);
    input.value = '';
  } }, h('label', { for: 'chat-message' }, w.message), input, h('button', { type: 'submit' }, w.send));
  const composing = holdEnterWhileComposing(input);
  return {
    element: h('section', { class: 'chat' }, h('h2', {}, w.chat), log, form),
    add({ from, text }) {
      log.append(h('li', {}, h('b', {}, w.chatLine(from)), text));
      log.scrollTop = log.scrollHeight;
    },
    render() {
      form.hidden = !model.member;
    },
  };
}
