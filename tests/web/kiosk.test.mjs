// Kiosk mode (index.html?kiosk=1, web/later/kiosk.js): the computer plays itself while nobody
// touches the screen, the first touch hands a fresh game to the visitor, the loop comes back
// after kiosk_idle seconds without input; nothing leads out of the page, nothing is kept in the
// store, and it all works offline after a first visit. Screenshots: desktop and a portrait
// tablet, French and English.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  api, clickCell, clickMove, clickWidget, closeClean, frames, open, serveForFile, snap, start,
} from './harness.mjs';

const { env } = serveForFile();
const desktop = { width: 1366, height: 768 };

const kioskState = (page) => page.evaluate(() => window.marblesShim.kiosk);
const call = (page) => page.evaluate(() => {
  const c = document.querySelector('.mb-kiosk-call');
  return c && !c.hidden ? c.textContent : null;
});
const notes = (page) => page.evaluate(() => [...document.querySelectorAll('.mb-notes p')].map((p) => p.textContent));
const storedGames = (page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('marbles:')));

// Polls fn(page) until it returns a truthy value (that value), or fails after ms.
async function until(page, fn, ms, what) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn(page);
    if (v) return v;
    assert.ok(Date.now() < end, `timed out waiting for ${what}`);
    await page.waitForTimeout(100);
  }
}

async function openKiosk(query, size = {}) {
  const page = await open(env, { query, ...size });
  await page.evaluate(() => window.marblesShim.ready);
  return page;
}

test('the attract loop plays with no input; a click takes over; idle brings the loop back', async () => {
  const page = await openKiosk('?kiosk=1&game=wali&kiosk_idle=5&lang=en', desktop);
  let s = await api(page, 'state');
  assert.equal(s.kiosk, true);
  assert.equal(s.game, 'wali');
  assert.equal(s.ai, '0,1', 'the computer plays both sides');
  assert.equal(await call(page), 'Touch the screen to play');
  // Moves come by themselves, at a pace one can follow (over a second apart).
  const t0 = Date.now();
  s = await until(page, async (p) => ((s = await api(p, 'state')).ply >= 3 ? s : null), 20000, 'three moves');
  assert.ok(Date.now() - t0 >= 3000, `three moves in ${Date.now() - t0} ms: too fast to follow`);
  assert.equal(s.last_marks.length > 0, true, 'the last move is marked');
  await snap(page, 'kiosk-desktop-en-attract');

  // The first click is not a move: it hands a fresh game to the visitor, against the computer.
  s = await api(page, 'state');
  await clickCell(page, s.legal[0]);
  s = await api(page, 'state');
  assert.equal((await kioskState(page)).mode, 'visitor');
  assert.equal(s.ply, 0, 'the click that took over was played');
  assert.equal(s.ai, '1', 'the visitor plays the first side');
  assert.equal(s.ai_level, 'beginner');
  assert.equal(await call(page), null);
  assert.match((await notes(page)).join(' '), /Your turn to play: a new game of Wali against the computer \(beginner\)\. After 5 s/);
  // The visitor's move is played, and the computer answers.
  await clickMove(page, s.legal[0]);
  const lastInput = Date.now();
  await until(page, async (p) => (await api(p, 'state')).ply >= 2, 15000, "the computer's answer");
  await snap(page, 'kiosk-desktop-en-visitor');
  assert.deepEqual(await storedGames(page), [], 'a visitor\'s game was kept in the store');

  // No input for kiosk_idle seconds: back to the loop, with a fresh game.
  await until(page, async (p) => (await kioskState(p)).mode === 'attract', 15000, 'the reset');
  const waited = Date.now() - lastInput;
  assert.ok(waited >= 4500, `reset after ${waited} ms, before the 5 s asked`);
  s = await api(page, 'state');
  assert.equal(s.ai, '0,1');
  assert.ok(s.ply <= 1, `the loop went on with the visitor's game (ply ${s.ply})`);
  await until(page, async (p) => (await api(p, 'state')).ply >= 2, 15000, 'the loop playing again');
  assert.equal(await call(page), 'Touch the screen to play');
  await closeClean(page);
});

test('locked: a language button and no menu, no link out, no file, share or embed', async () => {
  const page = await openKiosk('?kiosk=1&game=yote&lang=fr&theme=light', { ...desktop, init: () => {
    window.__opened = [];
    window.open = (...a) => { window.__opened.push(a); return null; };
  } });
  const popups = [];
  page.context().on('page', (p) => popups.push(p.url()));
  page.on('download', (d) => popups.push(`download ${d.suggestedFilename()}`));
  const widgets = async () => (await api(page, 'layout')).widgets.map((w) => w.name);
  assert.ok(!(await widgets()).includes('menu'), 'the menu is there');
  assert.ok((await widgets()).includes('kiosk-lang'));
  assert.equal((await api(page, 'widgetCenter', 'menu')).ok, false);
  assert.equal(await call(page), 'Touchez l’écran pour jouer');
  await snap(page, 'kiosk-desktop-fr-light-attract', 3);
  // A key takes over as a touch does; then the page's shortcuts (save, open) do nothing.
  await page.keyboard.press('Space');
  assert.equal((await kioskState(page)).mode, 'visitor');
  for (const key of ['Control+s', 'Control+o']) await page.keyboard.press(key);
  await frames(page, 3);
  assert.equal(await page.evaluate(() => document.querySelectorAll('dialog').length), 0);
  // The rules and about texts hold links: they are words, not links (clicks all over them).
  for (const tab of ['tab-1', 'tab-2']) {
    await clickWidget(page, tab);
    const { panel, widgets: named } = await api(page, 'layout');
    const tabRow = named.find((w) => w.name === tab);
    const box = await page.locator('#canvas').boundingBox();
    for (let y = tabRow.y + tabRow.h + 12; y < panel.y + panel.h - 10; y += 23) {
      for (const x of [0.2, 0.5, 0.8]) {
        await page.mouse.click(box.x + panel.x + panel.w * x, box.y + y);
        await frames(page, 2);  // the app reads a press and its release in frames of their own
      }
    }
    assert.equal((await api(page, 'state')).tab, tab === 'tab-1' ? 'rules' : 'about');
  }
  await frames(page, 3);
  assert.equal(new URL(page.url()).origin, new URL(env.url).origin);
  assert.deepEqual(await page.evaluate(() => window.__opened), []);
  // No element of the page links to another origin (none links anywhere; the form is the
  // screen reader's move entry, which sends nothing).
  assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('a[href], area[href], form[action]')]
    .map((a) => a.outerHTML)), []);
  // The language button: French to English and back.
  await clickWidget(page, 'kiosk-lang');
  assert.equal((await api(page, 'state')).lang, 'en');
  await snap(page, 'kiosk-desktop-en-light-about');
  await clickWidget(page, 'kiosk-lang');
  assert.equal((await api(page, 'state')).lang, 'fr');
  assert.deepEqual(popups, []);
  assert.deepEqual(await storedGames(page), []);
  await closeClean(page);
});

test('a portrait tablet, the loop going round the games, its words in French and English', async () => {
  for (const lang of ['fr', 'en']) {
    const page = await openKiosk(`?kiosk=1&lang=${lang}`, { width: 768, height: 1024 });
    const k = await kioskState(page);
    assert.deepEqual(k.games, ['wali', 'yote', 'poursuite', 'quits', 'wykersham', 'offboard']);
    assert.equal((await api(page, 'state')).game, 'wali');
    await until(page, async (p) => (await api(p, 'state')).ply >= 2, 20000, 'two moves');
    // The call sits at the foot of the panel, under the board, over nothing of the app's.
    const l = await api(page, 'layout');
    const rect = await page.evaluate(() => document.querySelector('.mb-kiosk-call').getBoundingClientRect().toJSON());
    assert.ok(rect.top >= l.board.y + l.board.h, `the call covers the board (${rect.top})`);
    for (const w of l.widgets) assert.ok(w.y + w.h <= rect.top || w.y >= rect.bottom, `the call covers ${w.name}`);
    await snap(page, `kiosk-tablet-${lang}-attract`);
    await page.mouse.click(100, 100);
    await until(page, async (p) => (await kioskState(p)).mode === 'visitor', 5000, 'the takeover');
    await snap(page, `kiosk-tablet-${lang}-visitor`, 3);
    await closeClean(page);
  }
});

test('a finished demonstration shows its result a few seconds, then the next game starts', async () => {
  const page = await openKiosk('?kiosk=1&lang=en', desktop);
  assert.equal((await api(page, 'state')).game, 'wali');
  // The end of the game, played at once through the API (one task: no frame between two calls).
  const end = await page.evaluate(() => {
    const m = window.marbles;
    let seed = 7;
    for (let i = 0; i < 2000 && !m.state().terminal; i++) {
      const legal = m.state().legal;
      seed = (seed * 1103515245 + 12345) % 2147483648;
      m.play(legal[seed % legal.length]);
    }
    return m.state();
  });
  assert.equal(end.terminal, true);
  const ended = Date.now();
  await page.waitForTimeout(3000);
  let s = await api(page, 'state');
  assert.equal(s.game, 'wali', 'the result was not shown a few seconds');
  assert.equal(s.terminal, true);
  await snap(page, 'kiosk-desktop-en-result');
  s = await until(page, async (p) => ((s = await api(p, 'state')).game === 'yote' ? s : null), 10000, 'the next game');
  assert.ok(Date.now() - ended >= 5000, 'the result went too soon');
  assert.equal(s.ai, '0,1');
  assert.equal((await kioskState(page)).mode, 'attract');
  await closeClean(page);
});

test('a bad kiosk parameter is said in words; a page without kiosk=1 keeps its games', async () => {
  let page = await openKiosk('?kiosk=1&kiosk_idle=2&lang=en');
  assert.equal((await kioskState(page)).idle, 180);
  assert.match((await notes(page)).join(' '), /Parameter “kiosk_idle”: “2” is not a whole number of seconds from 5 to 3600; 180 seconds instead/);
  await closeClean(page);
  page = await openKiosk('?kiosk=yes&lang=fr');
  assert.equal(await kioskState(page), null);
  assert.match((await notes(page)).join(' '), /Paramètre « kiosk » : « yes » n’est pas une de ces valeurs : 1, 0/);
  await closeClean(page);
  // The store is the kiosk's alone to skip: a page of its own keeps the game from its first move.
  page = await openKiosk('?game=wali');
  const s = await api(page, 'state');
  assert.deepEqual(await api(page, 'play', s.legal[0]), { ok: true });
  await frames(page, 2);
  assert.equal((await storedGames(page)).length > 0, true, 'a player\'s game was not kept');
  await closeClean(page);
});

test('after one visit the kiosk runs offline, and asks nothing of another origin', async () => {
  const own = await start();
  try {
    const page = await open(own, { query: '?kiosk=1&game=yote&kiosk_idle=5' });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
      }
    });
    await own.stopServer();
    await page.context().setOffline(true);
    const asked = [];
    page.on('request', (r) => asked.push(r.url()));
    await page.reload();
    await page.evaluate(() => window.marblesShim.ready);
    assert.equal((await kioskState(page)).mode, 'attract');
    await until(page, async (p) => (await api(p, 'state')).ply >= 2, 20000, 'the loop offline');
    await page.mouse.click(20, 20);
    assert.equal((await kioskState(page)).mode, 'visitor');
    await until(page, async (p) => (await kioskState(p)).mode === 'attract', 15000, 'the reset offline');
    const origin = new URL(own.url).origin;
    assert.deepEqual(asked.filter((u) => !u.startsWith(origin) && !/^(data|blob):/.test(u)), []);
    assert.deepEqual(page.errors, []);
  } finally {
    await own.close();
  }
});
