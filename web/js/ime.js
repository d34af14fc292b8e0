// Typing through an input method (Korean, Japanese, Chinese): while a syllable is still being
// composed, Enter commits it and must not send the form too. Browsers differ: Chromium marks
// that keydown `isComposing`, Safari sends it just after `compositionend` with keyCode 229.
// holdEnterWhileComposing(input) keeps Enter from submitting then, and returns composing(),
// which a submit handler asks before sending (a form may be submitted by other means).
export function holdEnterWhileComposing(input) {
  let composing = false;
  input.addEventListener('compositionstart', () => { composing = true; });
  input.addEventListener('compositionend', () => { composing = false; });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.isComposing || event.keyCode === 229)) event.preventDefault();
  });
  return () => composing;
}
