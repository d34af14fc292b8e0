// The page in Korean: a browser whose language is ko-KR gets the Korean page (<html lang="ko">),
// plays Connect Four to four in a row between two such pages with a Korean name, chats in
// Korean (Enter while an input method composes sends nothing, and a line goes once), and the
// language switch moves the page to English and is remembered.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, openPage, assertNoErrors, shot, status, DESKTOP, LIMIT } from './harness.mjs';
import { KOREAN, column, cell, drop, newKoreanGame } from './korean_page.mjs';

let server;
let browser;
withServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

test('a ko-KR browser gets the Korean page; an English one the English page', LIMIT, async () => {
  const korean = await openPage(browser, KOREAN);
  await korean.goto(`${server.url}/`);
  await korean.getByRole('heading', { name: '친구와 추상 보드게임을 즐겨요' }).waitFor();
  assert.equal(await korean.evaluate(() => document.documentElement.lang), 'ko');
  await korean.getByRole('button', { name: '게임 만들기' }).waitFor();
  const english = await openPage(browser, DESKTOP);
  await english.goto(`${server.url}/`);
  await english.getByRole('heading', { name: 'Play abstract board games with a friend' }).waitFor();
  assert.equal(await english.evaluate(() => document.documentElement.lang), 'en');
  assertNoErrors(korean, english);
  await korean.context().close();
  await english.context().close();
});

test('two Korean pages play Connect Four to four in a row, in Korean words', LIMIT, async () => {
  const { red, blue } = await newKoreanGame(browser, server, { redName: 'alice', blueName: '민준' });
  await red.getByText('내 차례예요.', { exact: true }).waitFor();
  await blue.getByText('alice (빨강)의 차례예요.', { exact: true }).waitFor();
  await red.getByRole('listitem').filter({ hasText: '파랑: 민준, 접속 중' }).waitFor();
  assert.equal(await column(blue, 'c').getAttribute('aria-disabled'), 'true');
  await drop(red, 'a', 'a1 빨강 말, 마지막 수');
  await red.getByText('민준 (파랑)의 차례예요.', { exact: true }).waitFor();
  await drop(blue, 'b', 'b1 파랑 말, 마지막 수');
  await drop(red, 'a', 'a2 빨강 말');
  await drop(blue, 'b', 'b2 파랑 말');
  await drop(red, 'a', 'a3 빨강 말');
  await drop(blue, 'b', 'b3 파랑 말');
  await shot(red, 'korean-connect4-playing');
  await column(red, 'a').click();
  await status(red).filter({ hasText: '네 개를 한 줄로 이어 내가 이겼어요.' }).waitFor();
  await status(blue).filter({ hasText: '내가 졌어요. alice (빨강)가 네 개를 한 줄로 이어 이겼어요.' }).waitFor();
  await cell(red, 'a4 빨강 말, 마지막 수, 이긴 네 개 중 하나').waitFor();
  await red.getByRole('button', { name: '재대결' }).waitFor();
  await red.getByRole('link', { name: '이 게임을 한 수씩 다시 보기' }).waitFor();
  await shot(red, 'korean-connect4-won');
  assertNoErrors(red, blue);
  await red.context().close();
  await blue.context().close();
});

test('Korean chat: Enter while composing sends nothing, and a line is sent once', LIMIT, async () => {
  const { red, blue } = await newKoreanGame(browser, server, { redName: '서연', blueName: '민준' });
  const input = blue.getByRole('textbox', { name: '메시지' });
  await input.fill('안녕하세요');
  // An input method is still composing the last syllable: Enter commits it, and sends nothing.
  await input.dispatchEvent('compositionstart', { data: '' });
  const held = await input.evaluate((element) => {
    const event = new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true });
    element.dispatchEvent(event);
    return event.defaultPrevented;
  });
  assert.equal(held, true, 'Enter while composing does not submit the form');
  await input.press('Enter');
  await input.dispatchEvent('compositionend', { data: '요' });
  assert.equal(await input.inputValue(), '안녕하세요', 'the line waits while the syllable is composed');
  // Composed: Enter sends the line, once.
  await input.press('Enter');
  const line = (page) => page.getByRole('list', { name: '채팅' }).getByRole('listitem');
  await line(red).filter({ hasText: '민준: 안녕하세요' }).waitFor();
  await line(blue).filter({ hasText: '민준: 안녕하세요' }).waitFor();
  assert.equal(await input.inputValue(), '');
  // A second line arriving shows that no copy of the first was on its way.
  await red.getByRole('textbox', { name: '메시지' }).fill('반가워요');
  await red.getByRole('button', { name: '보내기' }).click();
  await line(blue).filter({ hasText: '서연: 반가워요' }).waitFor();
  assert.equal(await line(blue).count(), 2, 'each line once');
  assert.equal(await line(red).count(), 2, 'each line once');
  // A line over the server's 500 bytes (a Korean syllable is 3) is held back with words why.
  await input.fill('가'.repeat(200));
  await input.press('Enter');
  await blue.getByRole('alert').filter({ hasText: '메시지가 너무 길어요. 줄여서 다시 보내세요.' }).waitFor();
  assert.equal(await line(red).count(), 2, 'the long line was not sent');
  assertNoErrors(red, blue);
  await red.context().close();
  await blue.context().close();
});

test('the language switch moves the page to English and is remembered; a refusal in Korean words', LIMIT, async () => {
  const page = await openPage(browser, KOREAN);
  await page.goto(`${server.url}/r/ZZZZZ2`);
  await page.getByLabel('내 이름').fill('지우');
  await page.getByRole('button', { name: '관전', exact: true }).click();
  await page.getByRole('alert').getByText('이 코드의 방이 없어요. 끝난 방은 얼마 뒤에 닫혀요.', { exact: true }).waitFor();
  await page.getByRole('combobox', { name: '언어' }).selectOption('en');
  await page.getByRole('heading', { name: 'Room ZZZZZ2' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  await page.goto(`${server.url}/`);
  await page.getByRole('heading', { name: 'Play abstract board games with a friend' }).waitFor();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ko');
  await page.getByRole('heading', { name: '친구와 추상 보드게임을 즐겨요' }).waitFor();
  assertNoErrors(page);
  await page.context().close();
});
