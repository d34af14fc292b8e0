// Every word a Korean page shows is Korean: in each state of a Connect Four game (the start
// page, the room waiting, playing, a draw offer, the resignation asked, the end, the replay)
// the visible text and the accessible names of both players' pages hold no English word, that
// is no word that did not come from the Korean catalogues. What is the same in every language
// stays: the product's name, WhatsApp, CSV and JSON, room codes, links, coordinates (a1),
// the names the players chose, and a language named in itself (marked with its own lang).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, assertNoErrors, openPage, LIMIT } from './harness.mjs';
import { KOREAN, column, drop, newKoreanGame } from './korean_page.mjs';
import { allGames } from '../../web/js/games/registry.js';

let server;
let browser;
withServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

// The English words of a page: runs of two or more Latin letters in its visible text, its
// accessible names (aria-label, the options of its lists) and its title, each with where it was.
function englishWords(page) {
  return page.evaluate(() => {
    const found = [];
    const check = (text, where) => {
      const cleaned = String(text || '').replace(/https?:\/\/\S+/g, ' ').replace(/\b[2-9A-HJKMNP-Z]{6}\b/g, ' ')
        .replace(/\b(?:Plyroom|WhatsApp|CSV|JSON)\b/g, ' ');
      for (const word of cleaned.match(/[A-Za-z]{2,}/g) || []) found.push(`"${word}" in ${where}: ${String(text).trim().slice(0, 100)}`);
    };
    // A part of the page in another language says so (lang): the switch's "English".
    const inPageLanguage = (element) => {
      const marked = element.closest('[lang]');
      return !marked || marked.lang === document.documentElement.lang;
    };
    const shown = (element) => element.checkVisibility() && inPageLanguage(element);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (element && element.closest('select')) continue;
      if (element && shown(element)) check(node.textContent, `text of <${element.localName}>`);
    }
    for (const element of document.querySelectorAll('[aria-label]'))
      if (shown(element)) check(element.getAttribute('aria-label'), `aria-label of <${element.localName}>`);
    for (const select of document.querySelectorAll('select')) {
      if (!select.checkVisibility()) continue;
      for (const option of select.options) if (inPageLanguage(option)) check(option.textContent, `an option of #${select.id}`);
    }
    check(document.title.replace(/^Plyroom$/, ''), 'the title');
    return found;
  });
}

async function assertKorean(page, state) {
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ko');
  assert.deepEqual(await englishWords(page), [], `no English word ${state}`);
}

test('a Korean game shows no English word in any of its states', LIMIT, async () => {
  const { red, blue, url } = await newKoreanGame(browser, server, { redName: '서연', blueName: '민준' });
  await assertKorean(red, 'on the room page as the game begins');
  await assertKorean(blue, 'on the page that joined');
  await drop(red, 'd', 'd1 빨강 말');
  await drop(blue, 'd', 'd2 파랑 말');
  await assertKorean(red, 'after two moves');
  // The start page, with the player's unfinished game listed.
  const home = await red.context().newPage();
  await home.goto(`${server.url}/`);
  await home.getByRole('link', { name: /커넥트 포, 상대 민준 \(파랑\), 내 차례/ }).waitFor();
  await assertKorean(home, 'on the start page');
  await home.close();
  // A draw offered, then declined; a resignation asked, then made.
  await blue.getByRole('button', { name: '무승부 제안' }).click();
  await red.getByText('민준 (파랑)이 무승부를 제안해요.', { exact: true }).waitFor();
  await assertKorean(red, 'with a draw offered');
  await assertKorean(blue, 'waiting for the answer to a draw offer');
  await red.getByRole('button', { name: '무승부 거절' }).click();
  await blue.getByText('내 무승부 제안이 거절되었어요.', { exact: true }).waitFor();
  await assertKorean(blue, 'after the draw offer was declined');
  await red.getByRole('button', { name: '기권', exact: true }).click();
  await red.getByRole('group', { name: '기권 확인' }).waitFor();
  await assertKorean(red, 'with the resignation asked');
  await red.getByRole('button', { name: '네, 기권할게요' }).click();
  await blue.getByRole('status').filter({ hasText: '기권으로 내가 이겼어요.' }).waitFor();
  await assertKorean(red, 'at the end');
  await assertKorean(blue, 'at the end');
  // The replay, at its end and one move back.
  await blue.getByRole('link', { name: '이 게임을 한 수씩 다시 보기' }).click();
  await blue.waitForURL(/\/g\/\d+$/);
  await blue.getByRole('button', { name: '처음' }).waitFor();
  await blue.getByRole('button', { name: '이전' }).click();
  await blue.getByText('2수 중 1번째 수 뒤: d열.', { exact: true }).waitFor();
  await assertKorean(blue, 'in the replay');
  // The replay leads to the game's rules.
  assert.equal(await blue.getByRole('link', { name: '커넥트 포 규칙' }).getAttribute('href'), '/rules/connect4');
  assert.ok(url);
  assertNoErrors(red, blue);
  await red.context().close();
  await blue.context().close();
});

// Every other game on the Korean start page (its options shown) and in its room against the
// computer (its board, controls and the moves so far).
for (const game of ['흐네파타플', '그라브', '분열된 충성심']) {
  test(`${game} in Korean shows no English word on the start page or in its room`, LIMIT, async () => {
    const page = await openPage(browser, KOREAN);
    await page.goto(`${server.url}/`);
    await page.getByLabel('내 이름').first().fill('서연');
    await page.getByRole('combobox', { name: '게임', exact: true }).selectOption({ label: game });
    await page.getByRole('combobox', { name: '상대', exact: true }).selectOption({ label: '컴퓨터' });
    await assertKorean(page, `on the start page with ${game} chosen`);
    await page.getByRole('button', { name: '게임 만들기' }).click();
    await page.waitForURL(/\/r\/[2-9A-Z]{6}$/);
    await page.locator('svg.board').waitFor();
    await assertKorean(page, `in a room of ${game}`);
    assertNoErrors(page);
    await page.context().close();
  });
}

// Every game's rules page: its sections, its diagrams' boards and captions, the links.
test('every rules page in Korean shows no English word', LIMIT, async () => {
  const page = await openPage(browser, KOREAN);
  for (const game of allGames()) {
    await page.goto(`${server.url}/rules/${game.id}`);
    await page.locator('section.rules-section').first().waitFor();
    await assertKorean(page, `on the rules page of ${game.id}`);
  }
  assertNoErrors(page);
  await page.context().close();
});

test('the walk finds an English word left on a Korean page', LIMIT, async () => {
  const { red, blue } = await newKoreanGame(browser, server, { redName: '서연', blueName: '민준' });
  await column(red, 'a').waitFor();
  await red.evaluate(() => document.querySelector('.turn').append(' to move'));
  const found = await englishWords(red);
  assert.equal(found.length, 2, found.join('\n'));
  await red.context().close();
  await blue.context().close();
});
