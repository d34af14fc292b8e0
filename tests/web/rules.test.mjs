// The rules pages: /rules/GAME for every game, in English and in Korean, shows the game's
// rules document section by section, each diagram drawn by the game's own board with the
// pieces of its position; the start page, the room and the first-time guides lead there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { withServerAndBrowser, assertNoErrors, openPage, createRoom, DESKTOP, LIMIT } from './harness.mjs';
import { allGames } from '../../web/js/games/registry.js';

let server;
let browser;
withServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

const KOREAN = { ...DESKTOP, locale: 'ko-KR' };

function rulesDocument(gameId) {
  return JSON.parse(readFileSync(new URL(`../../core/${gameId}/rules.json`, import.meta.url), 'utf8'));
}

// The pieces a diagram's position holds: the marks of a board of rows, else its stones.
function piecesIn(state) {
  if (state.board.rows) return state.board.rows.join('').replace(/\./g, '').length;
  return state.board.stones.length;
}

for (const [language, options] of [['en', DESKTOP], ['ko', KOREAN]]) {
  test(`every game's rules page in ${language}: its sections, and each diagram drawn with its pieces`, LIMIT, async () => {
    const page = await openPage(browser, options);
    for (const game of allGames()) {
      const rules = rulesDocument(game.id);
      const text = rules[language];
      await page.goto(`${server.url}/rules/${game.id}`);
      await page.locator('section.rules-section').first().waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), language);
      assert.match(await page.locator('h1').textContent(), new RegExp(game.catalogue[language].title));
      const sections = page.locator('section.rules-section');
      assert.equal(await sections.count(), text.sections.length, game.id);
      for (const [i, part] of text.sections.entries()) {
        const shown = sections.nth(i);
        assert.equal(await shown.locator('h2').textContent(), part.heading);
        assert.deepEqual(await shown.locator('p').allTextContents(), part.paragraphs);
        const figures = shown.locator('figure.rules-diagram');
        assert.equal(await figures.count(), part.diagrams.length, `${game.id} ${part.id}`);
        for (const [d, diagram] of part.diagrams.entries()) {
          const figure = figures.nth(d);
          assert.equal(await figure.locator('figcaption').textContent(), diagram.caption);
          assert.equal(await figure.locator('svg.board').count(), 1, `${game.id} ${diagram.id} is drawn`);
          // A board may draw a piece twice (a layer above the cells): pieces count by where they stand.
          const drawn = await figure.locator('svg.board').evaluate((board) => new Set([...board.querySelectorAll('.disc, .piece, .stone')]
            .map((piece) => { const c = piece.querySelector('circle'); return `${c.getAttribute('cx')},${c.getAttribute('cy')}`; })).size);
          assert.equal(drawn, piecesIn(rules.diagrams[diagram.id].state), `${game.id} ${diagram.id}: its pieces`);
        }
      }
      // Each rules page leads to the others.
      for (const other of allGames().filter((g) => g.id !== game.id))
        assert.equal(await page.locator(`nav.rules-games a[href="/rules/${other.id}"]`).count(), 1);
    }
    assertNoErrors(page);
    await page.context().close();
  });
}

test('the start page links every game\'s rules; an unknown game\'s rules page says not found', LIMIT, async () => {
  const page = await openPage(browser);
  await page.goto(`${server.url}/`);
  for (const game of allGames()) {
    const link = page.getByRole('link', { name: `Rules of ${game.catalogue.en.title}` });
    assert.equal(await link.getAttribute('href'), `/rules/${game.id}`);
  }
  const first = allGames()[0];
  await page.getByRole('link', { name: `Rules of ${first.catalogue.en.title}` }).click();
  await page.waitForURL(new RegExp(`/rules/${first.id}$`));
  await page.locator('section.rules-section').first().waitFor();
  await page.goto(`${server.url}/rules/no_such_game`);
  await page.getByRole('heading', { name: 'Not found' }).waitFor();
  assertNoErrors(page);
  await page.context().close();
});

test('a room\'s Rules link opens that game\'s rules beside the room', LIMIT, async () => {
  const page = await openPage(browser);
  for (const game of allGames()) {
    const url = await createRoom(page, server, { name: 'Ada', game: game.catalogue.en.title });
    const link = page.getByRole('link', { name: `Rules of ${game.catalogue.en.title}` });
    const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await opened.waitForLoadState();
    assert.equal(new URL(opened.url()).pathname, `/rules/${game.id}`);
    await opened.locator('section.rules-section').first().waitFor();
    assert.equal(page.url(), url, 'the room stays open');
    await opened.close();
  }
  assertNoErrors(page);
  await page.context().close();
});

// The guide of a game's first room (or composer): shown once, through reloads of that visit
// gone once dismissed, and not shown in the next room of the game.
async function guideOnce(page, game, opening, afterDraw) {
  const guide = page.getByRole('note', { name: 'First time here' });
  await createRoom(page, server, { name: 'Ada', game: game.catalogue.en.title, opponent: 'Computer' });
  await guide.waitFor();
  assert.match(await guide.textContent(), opening);
  await guide.getByRole('button', { name: 'Got it' }).click();
  await guide.waitFor({ state: 'detached' });
  await page.reload();
  await afterDraw(page).waitFor();
  assert.equal(await guide.count(), 0, `${game.id}: dismissed, not shown again`);
  await createRoom(page, server, { name: 'Ada', game: game.catalogue.en.title, opponent: 'Computer' });
  await afterDraw(page).waitFor();
  assert.equal(await guide.count(), 0, `${game.id}: the next room has no guide`);
}

test('a player\'s first Grav room and first Divided Loyalties composer show a guide, once', LIMIT, async () => {
  const byId = new Map(allGames().map((g) => [g.id, g]));
  const grav = await openPage(browser);
  await guideOnce(grav, byId.get('grav'), /^New to Grav\?/, (page) => page.getByRole('button', { name: 'Grav!' }));
  assertNoErrors(grav);
  await grav.context().close();
  const dl = await openPage(browser);
  await guideOnce(dl, byId.get('divided_loyalties'), /^Your first turn here\?/,
    (page) => page.getByRole('button', { name: 'Send turn' }));
  assertNoErrors(dl);
  await dl.context().close();
});
