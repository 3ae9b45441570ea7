// Nothing lost (web/shim-store.js, web/shim-games.js): every game with a move is kept under its
// own id; a new game, a second tab, a link stepped through or a bookmarked ?game= never replace
// it; the start screen lists the kept games; storage full or denied is said once; a damaged
// entry is skipped; tabs see each other's games and never write over each other; a frame that
// refuses downloads offers the text to copy.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import {
  api, closeClean, collectErrors, frames, playSome as playMoves, serveForFile, shots,
} from './harness.mjs';

// parent: a page of another origin that frames the app.
const { env, parent } = serveForFile({ parent: true });

// One browser profile (one localStorage) per test; pages are its tabs.
async function profile(options = {}) {
  return env.browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true, ...options });
}

async function tab(context, { query = '', init } = {}) {
  const page = await context.newPage();
  if (init) await page.addInitScript(init);
  collectErrors(page);
  page.warnings = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') page.warnings.push(m.text());
  });
  await page.goto(env.url + query);
  await page.evaluate(() => window.marblesReady);
  await page.evaluate(() => window.marblesShim.ready);
  return page;
}

async function reload(page) {
  await page.reload();
  await page.evaluate(() => window.marblesReady);
  await page.evaluate(() => window.marblesShim.ready);
  await frames(page, 3);
}

async function playSome(page, n, seed) {
  await playMoves(page, n, seed);
  await frames(page, 2);
}

// A new profile whose tab has a new game of that kind with n seeded random moves played.
async function profileWithGame(game, variant, n, seed) {
  const context = await profile();
  const page = await tab(context);
  await api(page, 'newGame', game, variant);
  await playSome(page, n, seed);
  return { context, page };
}

// What the start screen offers to continue, as text (the list of kept games; an earlier page
// offered one game in a banner, #mb-continue).
async function offered(page) {
  await frames(page, 3);
  for (const sel of ['#mb-games', '#mb-continue']) {
    if (await page.locator(sel).count()) return (await page.locator(sel).innerText()).replace(/\s+/g, ' ');
  }
  return '';
}

const kept = (page) => page.evaluate(() => (window.marblesShim.games ? window.marblesShim.games() : []));

test('a new game, before any move, keeps the game in progress', async () => {
  const { page } = await profileWithGame('yote', 'default', 5, 1);
  // New game: the start screen, then a game started, no move in it.
  await api(page, 'setOption', 'screen', 'start');
  await api(page, 'newGame', 'wali', 'default');
  await frames(page, 3);
  await reload(page);
  assert.match(await offered(page), /Yoté.*5 moves/);
  await closeClean(page);
});

test('a second tab, a bookmarked ?game= and a link stepped through never replace a kept game', async () => {
  const { context, page: a } = await profileWithGame('yote', 'default', 7, 2);
  const yote = await api(a, 'saveFull');
  // A bookmarked ?game=wali in a second tab, and a move there.
  const b = await tab(context, { query: 'index.html?game=wali' });
  await api(b, 'play', 'C3');
  await frames(b, 3);
  // A link to a third game, only stepped through.
  await api(b, 'newGame', 'poursuite', 'default');
  await playSome(b, 6, 3);
  const link = await b.evaluate(() => window.marblesShim.shareLink());
  await api(b, 'newGame', 'quits', 'default');
  const c = await tab(context, { query: link.slice(link.indexOf('#')) });
  for (const ply of [0, 3, 6, 2]) await c.evaluate((p) => window.marbles.goTo(p), ply);
  await frames(c, 3);
  await c.close();
  await reload(a);
  const text = await offered(a);
  assert.match(text, /Yoté.*7 moves/, text);
  assert.match(text, /Wali.*1 move/, text);
  // The poursuite game was kept in tab b (it had moves there), once, and the link added none.
  assert.equal((text.match(/La poursuite infernale/g) || []).length, 1, text);
  const games = await kept(a);
  assert.equal(games.length, 3);
  // Continue gives back the very record.
  const id = games.find((g) => g.game === 'yote').id;
  await a.locator(`#mb-games li[data-id="${id}"]`).getByRole('button', { name: /^Continue/ }).click();
  await a.waitForFunction(() => window.marbles.state().screen === 'game');
  assert.equal(await api(a, 'saveFull'), yote);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await context.close();
});

test('two tabs on the same kept game never write over each other', async () => {
  const { context, page: a } = await profileWithGame('wali', 'default', 4, 4);
  await reload(a);
  const b = await tab(context);
  const [game] = await kept(a);
  for (const p of [a, b]) {
    await p.locator(`#mb-games li[data-id="${game.id}"]`).getByRole('button', { name: /^Continue/ }).click();
    await p.waitForFunction(() => window.marbles.state().screen === 'game');
  }
  // Tab a plays on; tab b, which has not seen it, plays another move.
  const la = (await api(a, 'state')).legal;
  assert.ok((await api(a, 'play', la[0])).ok);
  await frames(a, 3);
  assert.ok((await api(b, 'play', la[la.length - 1])).ok);
  await frames(b, 3);
  const ra = await api(a, 'saveFull');
  const rb = await api(b, 'saveFull');
  assert.notEqual(ra, rb);
  // Both lines are kept: tab b's under a new id, and it was told so.
  const records = await a.evaluate(() => window.marblesShim.games().map((g) => localStorage.getItem(`marbles:game:${g.id}`)));
  const texts = records.map((r) => JSON.parse(r).record);
  assert.ok(texts.includes(ra), 'tab a\'s line is kept');
  assert.ok(texts.includes(rb), 'tab b\'s line is kept');
  await b.locator('.mb-box', { hasText: 'also continued in another tab' }).waitFor();
  // Tab a's start screen shows tab b's game without a reload (the storage event).
  await api(a, 'setOption', 'screen', 'start');
  await a.locator('#mb-games li').nth(1).waitFor();
  assert.equal(await a.locator('#mb-games li').count(), 2);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await context.close();
});

// Storage that holds `limit` characters in all (keys and values), then throws as a full one.
const quota = (limit) => `(() => {
  const set = Storage.prototype.setItem;
  Storage.prototype.setItem = function (k, v) {
    let used = 0;
    for (let i = 0; i < this.length; i++) {
      const key = this.key(i);
      if (key !== k) used += key.length + this.getItem(key).length;
    }
    if (used + k.length + String(v).length > ${limit}) throw new DOMException('full', 'QuotaExceededError');
    return set.call(this, k, v);
  };
})()`;

test('storage full: the player is told once, plainly, and offered Save to a file', async () => {
  const context = await profile();
  const page = await tab(context, { init: quota(600) });
  await page.evaluate(() => { delete window.showSaveFilePicker; });
  await api(page, 'newGame', 'wali', 'default');
  await playSome(page, 30, 5);
  const note = page.locator('.mb-box', { hasText: 'no room left to keep games' });
  await note.waitFor();
  assert.equal(await note.count(), 1, 'told once');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    note.getByRole('button', { name: 'Save to a file' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^wali-.*\.marbles\.txt$/);
  await closeClean(page);
});

test('storage full: finished games make room, oldest first; unfinished ones are never evicted', async () => {
  const context = await profile();
  const page = await tab(context);
  // Two finished games (the oldest first) and one unfinished, written as the store writes them.
  const day = 24 * 3600 * 1000;
  await page.evaluate((d) => {
    const put = (id, game, terminal, saved) => {
      const e = { v: 1, id, record: `[Format "marbles/1"]\n[Game "${game}"]\n[Variant "default"]\n\n1. C3\n`, ply: 1, length: 1, game, variant: 'default', players: 2, ai: 'off', terminal, result: terminal ? '1-0' : '*', rev: 1, saved };
      localStorage.setItem(`marbles:game:${id}`, JSON.stringify(e));
    };
    put('old-finished', 'wali', true, Date.now() - 3 * d);
    put('new-finished', 'wali', true, Date.now() - 2 * d);
    put('unfinished', 'yote', false, Date.now() - 20 * d);
  }, day);
  await reload(page);  // the index is written
  const used = await page.evaluate(() => Object.keys(localStorage).reduce((n, k) => n + k.length + localStorage.getItem(k).length, 0));
  await page.close();
  // Room for the three and the index, not for a fourth game.
  const full = await tab(context, { init: quota(used + 150) });
  await api(full, 'newGame', 'yote', 'default');
  await playSome(full, 3, 6);
  const ids = (await kept(full)).map((g) => g.id).sort();
  assert.ok(!ids.includes('old-finished'), `the oldest finished game made room: ${ids}`);
  assert.ok(ids.includes('unfinished'), `the unfinished game stays: ${ids}`);
  assert.equal(ids.length, 3, `${ids}`);
  assert.deepEqual(full.errors, []);
  await context.close();
});

test('finished games are kept for review within a cap; unfinished ones never leave unasked', async () => {
  const context = await profile();
  const page = await tab(context);
  await page.evaluate(() => {
    const now = Date.now();
    for (let i = 0; i < 25; i++) {
      const id = `f${String(i).padStart(2, '0')}`;
      localStorage.setItem(`marbles:game:${id}`, JSON.stringify({ v: 1, id, record: '[Format "marbles/1"]\n[Game "wali"]\n[Variant "default"]\n\n1. C3\n', ply: 1, length: 1, game: 'wali', terminal: true, result: '1-0', rev: 1, saved: now - (25 - i) * 60000 }));
    }
    for (let i = 0; i < 32; i++) {
      const id = `u${String(i).padStart(2, '0')}`;
      localStorage.setItem(`marbles:game:${id}`, JSON.stringify({ v: 1, id, record: '[Format "marbles/1"]\n[Game "yote"]\n[Variant "default"]\n\n1. @A1\n', ply: 1, length: 1, game: 'yote', terminal: false, result: '*', rev: 1, saved: now - (40 + i) * 86400000 }));
    }
  });
  await reload(page);
  const games = await kept(page);
  const finished = games.filter((g) => g.terminal).map((g) => g.id).sort();
  assert.equal(finished.length, 20);
  assert.equal(finished[0], 'f05', 'the five oldest finished games went');
  assert.equal(games.filter((g) => !g.terminal).length, 32, 'every unfinished game stays, even 70 days old');
  // Over the suggested number the list asks, and deletes only when confirmed.
  const list = page.locator('#mb-games');
  await list.getByRole('button', { name: 'Delete the 2 oldest' }).click();
  await list.getByRole('button', { name: 'Keep' }).click();
  assert.equal((await kept(page)).filter((g) => !g.terminal).length, 32);
  await list.getByRole('button', { name: 'Delete the 2 oldest' }).click();
  await list.getByRole('button', { name: 'Delete the 2 oldest' }).click();
  const left = (await kept(page)).filter((g) => !g.terminal).map((g) => g.id);
  assert.equal(left.length, 30);
  assert.ok(!left.includes('u31') && !left.includes('u30'));
  await closeClean(page);
});

test('a damaged kept game is skipped and reported, never fatal; autosave goes on', async () => {
  const context = await profile();
  const page = await tab(context);
  await page.evaluate(() => {
    // An earlier version's slot whose date is not a date, a damaged entry and a damaged index.
    localStorage.setItem('marbles:autosave:v1', JSON.stringify({ v: 1, record: '[Format "marbles/1"]\n[Game "yote"]\n[Variant "default"]\n\n1. @A1\n2. @B1\n', ply: 2, length: 2, game: 'yote', ai: 'off', saved: 'yesterday' }));
    localStorage.setItem('marbles:game:broken', '{"v":1,"record":');
    localStorage.setItem('marbles:games', 'not json');
  });
  await reload(page);
  assert.deepEqual(page.errors, []);
  assert.match(await offered(page), /Yoté.*2 moves/);
  assert.ok(page.warnings.some((w) => /damaged/.test(w)), page.warnings.join('\n'));
  // The page keeps games for the whole visit.
  await api(page, 'newGame', 'wali', 'default');
  await playSome(page, 3, 7);
  await reload(page);
  assert.match(await offered(page), /Wali.*3 moves/);
  await closeClean(page);
});

test('the list of kept games: continue, delete (asked first), both languages, desktop and phone', async () => {
  const context = await profile();
  const page = await tab(context);
  await api(page, 'newGame', 'yote', '5x5');
  await api(page, 'setOption', 'ai_level', 'strong');
  await api(page, 'setOption', 'ai', '1');
  await page.waitForFunction(() => window.marbles.state().to_move === 0);
  await api(page, 'play', (await api(page, 'state')).legal[0]);
  await page.waitForFunction(() => window.marbles.state().ply === 2, null, { timeout: 20000 });
  await api(page, 'setOption', 'ai', 'off');
  await api(page, 'newGame', 'offboard', 'default');
  await playSome(page, 2, 8);
  await reload(page);
  const list = page.locator('#mb-games');
  assert.match(await offered(page), /Offboard.*2 moves · two players.*Yoté.*2 moves · against the computer \(strong\)/);
  await page.screenshot({ path: join(shots, 'kept-games-desktop.png') });
  await page.setViewportSize({ width: 360, height: 740 });
  await frames(page, 3);
  await page.screenshot({ path: join(shots, 'kept-games-phone.png') });
  await api(page, 'setOption', 'lang', 'fr');
  await list.filter({ hasText: 'Vos parties' }).waitFor();
  assert.match(await offered(page), /Yoté.*2 coups · contre l’ordinateur \(fort\)/);
  await page.screenshot({ path: join(shots, 'kept-games-phone-fr.png') });
  await api(page, 'setOption', 'lang', 'en');
  await page.setViewportSize({ width: 1280, height: 800 });
  // The start screen begins below the list: its first control is not under it.
  const box = await list.boundingBox();
  const first = await api(page, 'widgetCenter', 'game-wali');
  assert.ok(first.y > box.y + box.height, `the start screen starts below the list (${first.y} <= ${box.y + box.height})`);
  // Delete asks first; Keep keeps.
  const offboard = list.locator('li', { hasText: 'Offboard' });
  await offboard.getByRole('button', { name: /^Delete/ }).click();
  await offboard.getByRole('button', { name: 'Keep' }).click();
  assert.equal((await kept(page)).length, 2);
  await offboard.getByRole('button', { name: /^Delete/ }).click();
  await offboard.getByRole('button', { name: 'Delete', exact: true }).click();
  assert.deepEqual((await kept(page)).map((g) => g.game), ['yote']);
  // Continue: the game at its move, with the computer as it was; by keyboard.
  await list.getByRole('button', { name: /^Continue/ }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.marbles.state().screen === 'game');
  const s = await api(page, 'state');
  assert.deepEqual([s.game, s.variant, s.ply, s.ai, s.ai_level], ['yote', '5x5', 2, '1', 'strong']);
  assert.equal(await list.count(), 0, 'the list is on the start screen only');
  await closeClean(page);
});

test('a frame that refuses downloads: Save offers the text to copy, not "Game saved"', async () => {
  const context = await profile();
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  const src = `${env.url}index.html?game=yote&variant=5x5`;
  parent.pages['/nodownloads.html'] = `<!doctype html><title>host</title><body><iframe id="f" sandbox="allow-scripts" src="${src}" style="width:700px;height:600px;border:0"></iframe></body>`;
  await page.goto(`${parent.origin}/nodownloads.html`);
  const frame = page.frames().find((f) => f.url().startsWith(env.url));
  await frame.waitForFunction(() => window.marblesShim && window.marbles);
  await frame.evaluate(() => window.marblesShim.ready);
  await frame.evaluate(() => window.marbles.play('@C3'));
  const r = await frame.evaluate(() => window.marblesShim.save());
  assert.equal(r.method, 'copy');
  const record = await frame.evaluate(() => window.marbles.save());
  const area = frame.locator('#mb-save-text');
  await area.waitFor();
  assert.equal(await area.inputValue(), record);
  assert.equal(await frame.locator('.mb-box', { hasText: 'Game saved' }).count(), 0);
  await page.screenshot({ path: join(shots, 'save-sandboxed.png') });
  await closeClean(page);
});

test('opening a record (paste, file) over a game in progress keeps that game; the opened one only at its first move', async () => {
  const { page } = await profileWithGame('yote', 'default', 6, 9);
  const wali = '[Format "marbles/1"]\n[Game "wali"]\n[Variant "1980"]\n\n1. C3\n2. D4\n3. A1\n4. F5\n';
  await page.evaluate(() => window.marblesShim.open());
  await page.locator('#mb-paste').fill(wali);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await page.waitForFunction(() => window.marbles.state().game === 'wali');
  // Looked at and stepped through: not kept.
  await api(page, 'goTo', 1);
  await api(page, 'goTo', 4);
  await frames(page, 3);
  assert.deepEqual((await kept(page)).map((g) => g.game), ['yote']);
  // A move in it: a new kept game beside the first.
  await api(page, 'play', (await api(page, 'state')).legal[0]);
  await frames(page, 3);
  await reload(page);
  const text = await offered(page);
  assert.match(text, /Wali.*5 moves.*Yoté.*6 moves/, text);
  await closeClean(page);
});
