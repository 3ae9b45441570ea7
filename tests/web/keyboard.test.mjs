// The whole page by keyboard and screen reader: a keyboard-only player (page.keyboard only: no
// click, no call of the API that acts; the state is only read) starts each game from the start
// screen, plays a move with the board's keys, opens and closes the menu, asks for a hint,
// switches tabs and language; in an embed Tab goes through the app's controls and out to the
// host page, Shift+Tab comes back to the last control; the live region says every control the
// focus lands on; axe-core finds no violation on the start screen, a game and an embed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { api, cellsOf, closeClean, cursorTo, frames, live, open, press, serveForFile, snap, tabTo } from './harness.mjs';

const { env, parent } = serveForFile({ parent: true });
const GAMES = ['wali', 'yote', 'poursuite', 'quits', 'wykersham', 'offboard'];

// Plays one legal move of cells (the first the state lists) with the board's keys: the cursor
// onto each of its cells, Enter on each. Returns the move.
async function playByKeys(page) {
  // Cells only: not a Quits slide (r3>, c4v: an arrow beside the board), not a pass.
  const ofCells = (m) => !/^[rc]\d[<>^v]$/i.test(m) && cellsOf(m).length > 0 &&
    cellsOf(m).every((c) => /^[a-z0-9]+$/i.test(c));
  let s = await api(page, 'state');
  // Wykersham: the page rolls first (who starts, the dice).
  for (let i = 0; i < 100 && (s.to_move < 0 || !s.legal.some(ofCells)); i++) {
    await frames(page, 5);
    s = await api(page, 'state');
  }
  const move = s.legal.find(ofCells);
  assert.ok(move, `a move of cells among ${s.legal.join(' ')}`);
  for (const cell of cellsOf(move)) {
    await cursorTo(page, cell);
    await press(page, 'Enter', 3);
  }
  const after = await api(page, 'state');
  assert.ok(after.ply > s.ply, `${move} played by the keys (${after.message})`);
  assert.equal(after.moves[s.ply].toUpperCase(), move.toUpperCase());
  return move;
}

async function startByKeys(page, game) {
  const name = (await api(page, 'games')).find((g) => g.id === game).name_en;
  await page.keyboard.press('Tab');
  assert.equal(await live(page), 'English, choice', 'the first control, named');
  await tabTo(page, `${name}, choice`);
  await press(page, 'Enter');
  await tabTo(page, 'Start the game, button');
  await snap(page, `keyboard-start-${game}`, 2);
  await press(page, 'Enter');
  const s = await api(page, 'state');
  assert.equal(s.screen, 'game', game);
  assert.equal(s.game, game);
}

for (const game of GAMES) {
  test(`keyboard only: ${game} started from the start screen, a move played with the board keys`, async () => {
    const page = await open(env);
    await page.evaluate(() => window.marblesShim.ready);
    await startByKeys(page, game);
    // The board is the first stop of the game screen; its keys work as before.
    await tabTo(page, /board: arrows move/);
    await playByKeys(page);
    await closeClean(page);
  });
}

test('keyboard only: the menu opens and closes, Hint, the tabs and the language', async () => {
  const page = await open(env);
  await page.evaluate(() => window.marblesShim.ready);
  await startByKeys(page, 'yote');
  // The menu: Enter opens it on its first item, Escape closes it back on its button.
  await tabTo(page, 'Menu, button');
  await press(page, 'Enter');
  assert.equal(await live(page), 'Save the game…, menu item');
  assert.ok((await api(page, 'widgetCenter', 'lang-1')).ok, 'the menu is open');
  await snap(page, 'keyboard-menu-open', 2);
  await press(page, 'Escape');
  assert.equal(await live(page), 'Menu, button');
  assert.equal((await api(page, 'widgetCenter', 'lang-1')).ok, false, 'the menu is closed');
  // Hint.
  await tabTo(page, 'Hint, button');
  await press(page, 'Space');
  for (let i = 0; i < 100 && !(await api(page, 'state')).hint; i++) await frames(page, 5);
  assert.notEqual((await api(page, 'state')).hint, '', 'a hint is shown');
  await snap(page, 'keyboard-hint', 2);
  // Tabs.
  await tabTo(page, 'Rules, tab');
  await press(page, 'Enter');
  assert.equal((await api(page, 'state')).tab, 'rules');
  // Arrows move along the tabs; Enter takes About.
  await press(page, 'ArrowRight', 1);
  assert.equal(await live(page), 'About, tab');
  await press(page, 'Enter');
  assert.equal((await api(page, 'state')).tab, 'about');
  // The language: the French toggle; the focus stays on it, now said in French.
  await tabTo(page, 'Français, choice', { shift: true });
  await press(page, 'Enter');
  assert.equal((await api(page, 'state')).lang, 'fr');
  await tabTo(page, 'À propos, onglet');
  await snap(page, 'keyboard-fr-focus', 2);
  await closeClean(page);
});

test('an embed lets Tab go out to the host page and Shift+Tab back in', async () => {
  parent.pages['/host.html'] = `<!doctype html><html lang="en"><head><title>Host</title></head><body><main>
<button id="before">Before</button>
<iframe id="game" title="Game" width="720" height="480" src="${env.url}index.html?embed=1&game=yote&variant=5x5"></iframe>
<button id="after">After</button></main></body></html>`;
  const context = await env.browser.newContext({ viewport: { width: 900, height: 700 } });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  await page.goto(`${parent.origin}/host.html`);
  const frame = page.frameLocator('#game');
  const inner = page.frames().find((f) => f.url().includes('embed=1'));
  await inner.evaluate(() => window.marblesShim.ready);
  await page.focus('#before');
  const hostFocus = () => page.evaluate(() => document.activeElement?.id ?? '');
  const heard = [];
  let left = false;
  for (let i = 0; i < 60 && !left; i++) {
    await page.keyboard.press('Tab');
    left = (await hostFocus()) === 'after';
    const s = await frame.locator('#mb-live').textContent();
    if (!left && s !== heard.at(-1)) heard.push(s);
  }
  assert.ok(left, `Tab reached the host's element after the embed; heard: ${heard.join(' | ')}`);
  assert.match(heard[0], /board: arrows move/, 'the first stop: the board');
  assert.ok(heard.includes('Menu, button'), heard.join(' | '));
  const last = heard.at(-1);
  // Shift+Tab: back into the embed (its move field, then its last control).
  await page.keyboard.press('Shift+Tab');
  assert.equal(await hostFocus(), 'game');
  await page.keyboard.press('Shift+Tab');
  await inner.evaluate(() => new Promise((ok) => requestAnimationFrame(() => ok())));
  assert.equal(await inner.evaluate(() => document.activeElement?.id), 'canvas');
  assert.equal(await frame.locator('#mb-live').textContent(), last);
  await page.screenshot({ path: new URL('../../build/screenshots/keyboard-embed-back.png', import.meta.url).pathname });
  assert.deepEqual(page.errors, []);
  await context.close();
});

// axe-core (npm) in the page: the rules of WCAG 2.x A and AA and the best practices.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
async function axe(page) {
  await page.evaluate(axeSource);
  const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('axe-core: no violation on the start screen, in a game and in an embed', async () => {
  for (const query of ['', 'index.html?game=yote', 'index.html?embed=1&game=wali']) {
    const page = await open(env, { query });
    await page.evaluate(() => window.marblesShim.ready);
    await frames(page, 2);
    assert.deepEqual(await axe(page), [], query || 'the start screen');
    await closeClean(page);
  }
});
