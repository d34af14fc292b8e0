// The room's chat: the messages so far and, for a member, a line to send one.
import { h } from '../dom.js';

// send(text) sends a message.
export function chatView(model, send) {
  const log = h('ol', { class: 'chat-log', 'aria-label': 'Chat', 'aria-live': 'polite' });
  const input = h('input', { id: 'chat-message', maxlength: 500, autocomplete: 'off' });
  const form = h('form', { class: 'chat-form', onSubmit: (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text || !model.member) return;
    send(text);
    input.value = '';
  } }, h('label', { for: 'chat-message' }, 'Message'), input, h('button', { type: 'submit' }, 'Send'));
  return {
    element: h('section', { class: 'chat' }, h('h2', {}, 'Chat'), log, form),
    add({ from, text }) {
      log.append(h('li', {}, h('b', {}, `${from}: `), text));
      log.scrollTop = log.scrollHeight;
    },
    render() {
      form.hidden = !model.member;
    },
  };
}
