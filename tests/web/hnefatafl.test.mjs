// Hnefatafl in the browser: select a piece, its destinations are marked, moves by clicks
// (taps on the phone), and a capture removes the taken piece.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, openPage, press, assertNoErrors, shot, shotBoard, noHorizontalScroll, createRoom, joinByLink,
  DESKTOP, PHONE, LIMIT } from './harness.mjs';

let server;
let browser;
withServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

const square = (page, name) => page.getByRole('button', { name: new RegExp(`^${name} `) });

async function move(page, from, to) {
  await press(page, square(page, from));
  await assert.doesNotReject(page.getByRole('button', { name: new RegExp(`^${to} empty, move here`) }).waitFor());
  await press(page, square(page, to));
}

test('moves by clicks and taps, and a custodian capture', LIMIT, async () => {
  const attackers = await openPage(browser, DESKTOP);
  const defenders = await openPage(browser, PHONE);
  const url = await createRoom(attackers, server, { name: 'ragnar', game: 'Hnefatafl',
    setup: (p) => p.getByRole('combobox', { name: 'Your seat' }).selectOption({ label: 'attackers' }) });
  await joinByLink(defenders, url, 'sigrid');
  await square(attackers, 'e1').and(attackers.locator('[aria-disabled="false"]')).waitFor();
  assert.match(await square(attackers, 'f6').getAttribute('aria-label'), /^f6 king/);
  assert.match(await square(attackers, 'f4').getAttribute('aria-label'), /^f4 defender/);
  assert.equal(await square(defenders, 'f4').getAttribute('aria-disabled'), 'true', 'not the defenders\' turn');

  // Selecting e1 marks its destinations: up the e file until the defender on e5.
  await square(attackers, 'e1').click();
  const marked = await attackers.locator('[aria-label$="move here"]').evaluateAll((all) => all.map((e) => e.getAttribute('aria-label').split(' ')[0]));
  assert.deepEqual(marked.sort(), ['e2', 'e3', 'e4']);
  await shot(attackers, 'hnefatafl-selected-desktop');
  await square(attackers, 'e4').click();
  await defenders.getByRole('button', { name: /^e4 attacker/ }).waitFor();

  await move(defenders, 'h6', 'h9');
  await attackers.getByRole('button', { name: /^h9 defender/ }).waitFor();
  await move(attackers, 'g1', 'g4');
  // f4 stood between the attackers on e4 and g4: it is taken.
  await defenders.getByRole('button', { name: /^f4 empty/ }).waitFor();
  await attackers.getByRole('button', { name: /^f4 empty/ }).waitFor();
  assert.equal(await attackers.getByRole('button', { name: / defender/ }).count(), 11);
  await defenders.waitForTimeout(100);
  await shot(defenders, 'hnefatafl-capture-phone');
  await attackers.waitForTimeout(700);
  await shot(attackers, 'hnefatafl-desktop');
  await shotBoard(attackers, 'hnefatafl');
  await noHorizontalScroll(defenders);

  // Keyboard: arrows move along the board, Enter selects and moves.
  await square(defenders, 'h9').focus();
  await defenders.keyboard.press('Enter');
  await defenders.keyboard.press('ArrowLeft');
  await defenders.keyboard.press('Enter');
  await attackers.getByRole('button', { name: /^g9 defender/ }).waitFor();

  // After a resignation the replay shows the capture, and the start before it.
  await attackers.getByRole('button', { name: 'Resign' }).click();
  await attackers.getByRole('button', { name: 'Yes, resign' }).click();
  await defenders.getByRole('status').filter({ hasText: /^You won by resignation\.$/ }).waitFor();
  await defenders.getByRole('link', { name: 'Replay this game move by move' }).click();
  await defenders.getByText('After move 4 of 4: h9-g9.').waitFor();
  await defenders.getByRole('button', { name: /^f4 empty/ }).waitFor();
  assert.equal(await defenders.getByRole('button', { name: / defender/ }).count(), 11);
  await defenders.getByRole('button', { name: 'First' }).click();
  await defenders.getByRole('button', { name: /^f4 defender/ }).waitFor();
  assertNoErrors(attackers, defenders);
});

const movesIn = (page) => page.getByRole('list', { name: 'Moves' }).getByRole('listitem');

async function movesRead(page, expected) {
  await movesIn(page).nth(expected.length - 1).waitFor();
  assert.deepEqual(await movesIn(page).allTextContents(), expected);
}

test('the room lists the moves, a capture is told in words, and a square out of reach says why', LIMIT, async () => {
  const attackers = await openPage(browser, DESKTOP);
  const defenders = await openPage(browser, PHONE);
  const url = await createRoom(attackers, server, { name: 'ragnar', game: 'Hnefatafl',
    setup: (p) => p.getByRole('combobox', { name: 'Your seat' }).selectOption({ label: 'attackers' }) });
  await joinByLink(defenders, url, 'sigrid');
  await square(attackers, 'e1').and(attackers.locator('[aria-disabled="false"]')).waitFor();
  assert.equal(await movesIn(attackers).count(), 0);
  await move(attackers, 'e1', 'e4');
  await move(defenders, 'h6', 'h9');
  for (const page of [attackers, defenders]) await movesRead(page, ['ragnar (attackers): e1-e4', 'sigrid (defenders): h6-h9']);

  // Squares the selected piece cannot reach, each with its reason.
  const why = async (page, from, to, sentence) => {
    if (!(await square(page, from).getAttribute('aria-label')).includes('selected')) await press(page, square(page, from));
    await press(page, square(page, to));
    await page.getByText(sentence, { exact: true }).waitFor();
  };
  await why(attackers, 'g1', 'h3', 'The attacker on g1 cannot reach h3: pieces move along a rank or a file, never diagonally.');
  await why(attackers, 'g1', 'g8', 'The attacker on g1 cannot reach g8: the defender on g5 is in the way.');
  await why(attackers, 'g1', 'g5', 'The attacker on g1 cannot reach g5: the square is taken.');
  await why(attackers, 'a4', 'a1', 'The attacker on a4 cannot reach a1: only the king may enter a corner.');
  // Nothing was sent: it is still the attackers' turn, with two moves.
  assert.equal(await movesIn(defenders).count(), 2);

  await move(attackers, 'g1', 'g4');
  await attackers.getByText('You captured the defender on f4.', { exact: true }).waitFor();
  await defenders.getByText('ragnar (attackers) captured the defender on f4.', { exact: true }).waitFor();
  // The reason given before the move is gone with it.
  assert.equal(await attackers.getByText(/cannot reach/).count(), 0);
  const three = ['ragnar (attackers): e1-e4', 'sigrid (defenders): h6-h9', 'ragnar (attackers): g1-g4'];
  for (const page of [attackers, defenders]) await movesRead(page, three);

  // On the phone: a tap on a square out of reach, then the list after a reload (from the record).
  await why(defenders, 'h9', 'j8', 'The defender on h9 cannot reach j8: pieces move along a rank or a file, never diagonally.');
  await defenders.reload();
  await movesRead(defenders, three);
  await move(defenders, 'h9', 'g9');
  for (const page of [attackers, defenders]) await movesRead(page, [...three, 'sigrid (defenders): h9-g9']);
  await noHorizontalScroll(defenders);
  assertNoErrors(attackers, defenders);
  await attackers.context().close();
  await defenders.context().close();
});
