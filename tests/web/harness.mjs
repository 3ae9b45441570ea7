// Shared by the browser tests: serves the built site on 127.0.0.1, starts Debian's Chromium
// through playwright-core, and records console errors and page errors.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const root = resolve(here, '..', '..');

// The annotated examples of docs/NOTATION.md (one a game), by game id.
export const annotatedExamples = () => Object.fromEntries(
  [...readFileSync(join(root, 'docs', 'NOTATION.md'), 'utf8').matchAll(/```\n(\[Format "marbles\/1"\][^`]*)```/g)]
    .map((m) => m[1]).filter((r) => r.includes('[%c'))
    .map((r) => [r.match(/\[Game "(\w+)"\]/)[1], r]));
export const site = process.env.MARBLES_SITE ?? join(root, 'build', 'web', 'site');
export const shots = join(root, 'build', 'screenshots');
mkdirSync(shots, { recursive: true });

// Debian's Chromium, headless, WebGL 2 through SwiftShader, no background traffic.
export const launchOptions = {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
  ],
};

// start({ dir, csp }) serves another copy of the site, or with another Content-Security-Policy
// than scripts/serve.mjs's strict one, or without its Access-Control-Allow-Origin (cors: false)
// (null: none; MARBLES_CSP sets the default, '' for none:
// an older build with inline scripts); env.stopServer() stops the server alone (the offline
// test), env.close() the browser and the server.
const defaultCsp = process.env.MARBLES_CSP === undefined ? {} : { csp: process.env.MARBLES_CSP || null };
export async function start({ dir = site, csp, cors = true } = {}) {
  const { url, close: stopServer } = await serve(dir, 0, { ...(csp === undefined ? defaultCsp : { csp }), cors });
  // Playwright gives every launch a fresh empty profile of its own (no --user-data-dir here).
  let browser;
  try {
    browser = await chromium.launch(launchOptions);
  } catch (e) {
    await stopServer();
    throw e;
  }
  return {
    url,
    browser,
    stopServer,
    async close() {
      await browser.close();
      await stopServer();
    },
  };
}

// For a test file that shares one server and one browser between its tests: starts them before
// the first test and closes them after the last. env (and parent, with { parent: true }: a
// serveHtml() server for embedding pages) are filled in before the first test runs.
export function serveForFile({ parent: withParent = false } = {}) {
  const env = {};
  const parent = withParent ? { pages: {} } : undefined;
  before(async () => {
    Object.assign(env, await start());
    if (parent) Object.assign(parent, await serveHtml(parent.pages));
  });
  after(async () => {
    await env.close?.();
    await parent?.close?.();
  });
  return { env, parent };
}

// The two page sizes the game tests use, and the four looks of their screenshots.
export const desktop = { width: 1280, height: 800 };
export const phone = { width: 360, height: 740, scale: 2 };
export const looks = [[desktop, 'desktop'], [phone, 'phone']].flatMap(([size, where]) =>
  ['light', 'dark'].map((theme) => ({ size, where, theme })));

// Collects the page's console errors and page errors in page.errors.
export function collectErrors(page) {
  page.errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(m.text());
  });
  page.on('pageerror', (e) => page.errors.push(String(e)));
  return page;
}

// The end of most tests: no error was seen on the page, and its browser context is closed.
export async function closeClean(page) {
  assert.deepEqual(page.errors, []);
  await page.context().close();
}

// A screenshot into build/screenshots/<name>.png, after n frames drawn when n is given.
export async function snap(page, name, n) {
  if (n !== undefined) await frames(page, n);
  await page.screenshot({ path: join(shots, `${name}.png`) });
}

// A page at the given viewport, with its console errors collected in page.errors.
// init: a script run before the page's own (to stub a browser API); context: more options of
// the browser context (permissions, locale...).
export async function open(env, { width = 1280, height = 800, scale = 1, query = '', init, context: more } = {}) {
  const context = await env.browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: scale,
    hasTouch: width < 600,
    acceptDownloads: true,
    ...more,
  });
  const page = await context.newPage();
  if (init) await page.addInitScript(init);
  collectErrors(page);
  await page.goto(env.url + query);
  // The app, then the shim's set-up (which may load a module of later/, as kiosk=1 does).
  await page.evaluate(async () => { await window.marblesReady; await window.marblesShim?.ready; });
  return page;
}

export const api = (page, fn, ...args) =>
  page.evaluate(([f, a]) => window.marbles[f](...a), [fn, args]);

// A small seeded generator, so that a failing game can be replayed.
export function rng(seed) {
  let s = BigInt(seed);
  return (n) => {
    s = (s * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
    return Number((s >> 33n) % BigInt(n));
  };
}

// Plays up to n moves through the JS API, each one checked, stopping at the end of the game:
// seeded random legal moves (pick: the seed), or pick(state)'s choices.
export async function playSome(page, n, pick = 1) {
  let choose = pick;
  if (typeof pick !== 'function') {
    const next = rng(pick);
    choose = (s) => s.legal[next(s.legal.length)];
  }
  for (let i = 0; i < n; i++) {
    const s = await api(page, 'state');
    if (s.terminal) break;
    assert.ok((await api(page, 'play', choose(s))).ok);
  }
}

// Wait until a few frames have been drawn (the app redraws on requestAnimationFrame).
export const frames = (page, n = 2) =>
  page.evaluate(
    (k) => new Promise((ok) => {
      const step = (i) => (i === 0 ? ok() : requestAnimationFrame(() => step(i - 1)));
      step(k);
    }),
    n,
  );

// Before the page's scripts: every requestAnimationFrame callback's own duration (the engine's
// frame: input, the search's slice, drawing) while window.__frames.on.
export const recordFrames = () => {
  const raf = window.requestAnimationFrame.bind(window);
  window.__frames = { work: [], on: false };
  window.requestAnimationFrame = (cb) => raf((t) => {
    const t0 = performance.now();
    cb(t);
    if (window.__frames.on) window.__frames.work.push(performance.now() - t0);
  });
};

// The share of the wall time the page's main thread was busy over `ms` of waiting (Chrome's
// own measure: CDP Performance.getMetrics, TaskDuration / Timestamp), 0.07 for 7 %.
export async function busyShare(page, ms = 10000) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    const metrics = async () => Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const a = await metrics();
    await new Promise((ok) => setTimeout(ok, ms));
    const b = await metrics();
    return (b.TaskDuration - a.TaskDuration) / (b.Timestamp - a.Timestamp);
  } finally {
    await cdp.detach();
  }
}

// Click a board cell ("C3") at the centre the app reports, in page coordinates.
export async function clickCell(page, cell) {
  await frames(page, 2);
  const c = await api(page, 'cellCenter', cell);
  if (!c.ok) throw new Error(`cellCenter(${cell}): ${c.error}`);
  const box = await page.locator('#canvas').boundingBox();
  if (page.context()._options?.hasTouch) {
    await page.touchscreen.tap(box.x + c.x, box.y + c.y);
  } else {
    await page.mouse.click(box.x + c.x, box.y + c.y);
  }
  await frames(page, 2);
}

// Clicks the given controls one after the other (clickWidget).
export async function clickWidgets(page, ...names) {
  for (const name of names) await clickWidget(page, name);
}

// A game set up on the start screen: the controls clicked, a screenshot (when named), then
// Start; returns the state of the new game.
export async function startFrom(page, names, shot) {
  await clickWidgets(page, ...names);
  if (shot) await snap(page, shot);
  await clickWidget(page, 'start');
  return api(page, 'state');
}

// A game of the given kind against the computer, set up on the start screen of a phone-sized
// page by taps: the person plays first, the computer (seat 1) answers with no delay. Returns
// the page and the state at the start.
export async function phoneAgainstComputer(env, game) {
  const page = await open(env, phone);
  const s = await startFrom(page, [`game-${game}`, 'computer', 'side0']);
  assert.equal(s.ai, '1');
  assert.ok((await api(page, 'setOption', 'ai_delay_ms', '0')).ok);
  return { page, s };
}

// The end of a game against the computer on the phone: over, the winner said to the person,
// a screenshot <shot>.png once it has settled.
export async function assertOverAgainstComputer(page, end, shot) {
  assert.equal(end.terminal, true);
  if (end.result === '1-0') assert.match(end.outcome, /^You win!/);
  if (end.result === '0-1') assert.match(end.outcome, /^The computer wins\./);
  await snap(page, shot, 20);
}

// The points in the panel's status line "Points: <first> 3, <second> 5", or null.
export function pointsOf(s, first, second) {
  const m = new RegExp(`Points: ${first} (\\d+), ${second} (\\d+)`).exec(s.status.join('\n'));
  return m ? [Number(m[1]), Number(m[2])] : null;
}

// How far down the page a control is in sight: above the start screen's bar (Start and
// Resume, always shown at the bottom) for the choices that scroll behind it.
function visibleBottom(page, name) {
  return page.evaluate((n) => {
    const l = window.marbles.layout();
    const bar = l.ok && l.screen === 'start' && n !== 'start' && n !== 'resume'
      ? l.widgets.find((w) => w.name === 'start') : null;
    return bar ? bar.y - 12 : window.innerHeight;  // Start sits 12 px into the bar
  }, name);
}

// Click a control of the start screen by its name (window.marbles.widgetCenter: "game-quits",
// "variant-4-players", "computer", "side0", "seat2-computer", "start"...), scrolling the screen
// with the wheel first when it is out of sight, as a person would.
export async function clickWidget(page, name) {
  await frames(page, 2);  // a change just asked for (setOption...) is drawn: its controls are noted
  const view = page.viewportSize();
  const box = await page.locator('#canvas').boundingBox();
  let last = null;
  for (let i = 0; i < 30; i++) {
    const w = await page.evaluate((n) => window.marbles.widgetCenter(n), name);
    if (!w.ok) throw new Error(`widgetCenter(${name}): ${w.error}`);
    const below = w.y > (await visibleBottom(page, name)) - 24;
    const above = w.y < 24;
    if (!below && !above) {
      if (page.context()._options?.hasTouch) {
        await page.touchscreen.tap(box.x + w.x, box.y + w.y);
      } else {
        await page.mouse.click(box.x + w.x, box.y + w.y);
      }
      await frames(page, 3);
      return;
    }
    // The wheel at the middle of the page (the panel, the start screen); when that moved
    // nothing, over the widget's column (the menu's popup, which scrolls on its own).
    const stuck = last !== null && w.y === last;
    last = w.y;
    if (stuck) {
      await page.mouse.move(box.x + w.x, box.y + Math.min(Math.max(w.y, 40), view.height - 40));
    } else {
      await page.mouse.move(box.x + view.width / 2, box.y + view.height / 2);
    }
    await page.mouse.wheel(0, below ? 200 : -200);
    await frames(page, 3);
  }
  throw new Error(`widget ${name} did not scroll into sight`);
}

// The cells a move text touches, in click order, for every game's notation:
// "C3" or "@C3" -> [C3], "D2-D1" -> [D2, D1], "C3xC5" -> [C3, C5], "xB4" -> [B4], "c2" -> [c2];
// a Quits slide "r3>" -> [r3>]: cellCenter gives its arrow beside the board.
// Moves with no cell ("pass", "xR": taken from the reserve) give [].
export const cellsOf = (move) =>
  move === 'pass' || move === 'xR' ? [] : move.replace(/^[@x]/, '').split(/[-x]/);

// Plays one move by act() (clicks), then checks that exactly that move was played (compared
// after norm()). The computer may already have answered (its moves follow): the person's move
// is the one right after the position the clicks started from.
export async function playedBy(page, move, act, norm = (m) => m) {
  const before = await api(page, 'state');
  await act();
  const after = await api(page, 'state');
  assert.ok(after.ply > before.ply, `clicking ${move} did not play it (${after.message})`);
  assert.equal(norm(after.moves[before.ply]), norm(move));
}

// Plays one move by clicking its cells; checks that exactly that move was played.
export function clickMove(page, move) {
  return playedBy(page, move, async () => {
    const cells = cellsOf(move);
    if (cells.length === 0) {
      // A pass (or a removal from the reserve) has no cell: the page offers a button; the API
      // plays it here.
      assert.ok((await api(page, 'play', move)).ok);
    } else {
      for (const cell of cells) await clickCell(page, cell);
    }
  }, (m) => m.toUpperCase());
}

// A new game with the opening played through the JS API; returns the state then and its record.
export async function openingPlayed(page, game, opening, label = '') {
  assert.deepEqual(await api(page, 'newGame', game, 'default'), { ok: true });
  for (const m of opening) assert.ok((await api(page, 'play', m)).ok, `${label}${m}`);
  return { before: await api(page, 'state'), record: await api(page, 'save') };
}

// Each call [fn, args, pattern] through the JS API is refused with a message (matching pattern;
// with none, longer than 5 characters) and changes nothing: the game (when given), the position,
// the moves and the record stay as before; also(now) checks more of the state.
export async function assertRefused(page, calls, { before, record, game, label = '', also }) {
  for (const [fn, args, pattern] of calls) {
    const call = `${label}${fn}(${JSON.stringify(args)})`;
    const r = await api(page, fn, ...args);
    assert.equal(r.ok, false, `${call} should fail`);
    if (pattern) assert.match(r.error, pattern, `${call}: "${r.error}"`);
    else assert.ok(r.error.length > 5, `${call}: "${r.error}"`);
    const now = await api(page, 'state');
    if (game !== undefined) assert.equal(now.game, game);
    assert.equal(now.position, before.position, `${fn} changed the position`);
    assert.deepEqual(now.moves, before.moves);
    if (also) also(now);
    assert.equal(await api(page, 'save'), record);
  }
}

// The record saved at the end of a game matches pattern and loads back to the same end (after
// a new game of the same kind when fresh = [game, variant]).
export async function assertReloads(page, end, pattern, fresh) {
  const record = await api(page, 'save');
  assert.match(record, pattern);
  if (fresh) assert.deepEqual(await api(page, 'newGame', ...fresh), { ok: true });
  assert.deepEqual(await api(page, 'load', record), { ok: true });
  const again = await api(page, 'state');
  assert.equal(again.position, end.position);
  assert.equal(again.result, end.result);
  return record;
}

export async function clickGame(page, seed, humanSide) {
  const next = rng(seed);
  for (let i = 0; i < 3000; i++) {
    let s = await api(page, 'state');
    if (s.terminal) return s;
    if (humanSide !== undefined && s.to_move !== humanSide) {
      // The computer's turn: it plays by itself after its delay.
      await page.waitForFunction(
        ([ply]) => window.marbles.state().ply > ply || window.marbles.state().terminal,
        [s.ply],
        { timeout: 5000 },
      );
      continue;
    }
    await clickMove(page, s.legal[next(s.legal.length)]);
  }
  throw new Error('game did not end');
}


// A second server on 127.0.0.1 (another port, so another origin) that serves the pages a test
// gives it: parent pages for the embed tests (and their style sheets, '/name.css'). pages:
// { '/path': html }, changeable later.
export async function serveHtml(pages = {}) {
  const { createServer } = await import('node:http');
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const body = pages[path];
    if (body === undefined) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const type = path.endsWith('.css') ? 'text/css' : 'text/html';
    res.writeHead(200, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-cache' });
    res.end(body);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    pages,
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((ok) => server.close(ok)),
  };
}

// Plays a game to its end: each move of a person chosen by choose(s) and played by
// play(page, move) (clicks); the computer's seats and, when waiting(s) says so, the page's own
// actions (its dice rolls) are waited for. check(s), when given, looks at each state first.
export async function playToEnd(page, { choose, play, computerSeats = [], waiting = () => false, check, limit = 3000 }) {
  for (let i = 0; i < limit; i++) {
    const s = await api(page, 'state');
    if (s.terminal) return s;
    if (computerSeats.includes(s.to_move) || waiting(s)) {
      await page.waitForFunction(
        ([ply]) => window.marbles.state().ply > ply || window.marbles.state().terminal,
        [s.ply],
        { timeout: 20000 },
      );
      continue;
    }
    if (check) await check(s);
    await play(page, choose(s));
  }
  throw new Error('game did not end');
}

// ---------------------------------------------------------------------------------------
// The keyboard alone (keyboard.test.mjs, around.test.mjs, variations.test.mjs).

// What the live region (screen readers) says now.
export const live = (page) => page.locator('#mb-live').textContent();

// Presses Tab (Shift+Tab) until the live region says `said` (a string or RegExp), at most max
// times; returns what it said on the way.
export async function tabTo(page, said, { shift = false, max = 60 } = {}) {
  const heard = [];
  const match = (s) => (typeof said === 'string' ? s === said : said.test(s));
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    const s = await live(page);
    heard.push(s);
    if (match(s)) return heard;
  }
  throw new Error(`Tab never reached ${said}; heard: ${heard.join(' | ')}`);
}

export async function press(page, key, n = 4) {
  await page.keyboard.press(key);
  await frames(page, n);
}

// Moves the board's cursor onto a cell with the arrows, steering by the cells' centres (as a
// person looking at the board would): from each cell the key toward the target first, another
// one when that key was already tried from there (hexagonal rows zigzag).
export async function cursorTo(page, cell) {
  const target = await api(page, 'cellCenter', cell);
  assert.ok(target.ok, `cellCenter(${cell})`);
  const tried = new Map();
  for (let i = 0; i < 60; i++) {
    const s = await api(page, 'state');
    if (s.cursor.toUpperCase() === cell.toUpperCase()) return;
    if (s.cursor === '') {
      await press(page, 'ArrowRight', 1);  // the first key shows the cursor
      continue;
    }
    const at = await api(page, 'cellCenter', s.cursor);
    const dx = target.x - at.x;
    const dy = target.y - at.y;
    if (Math.hypot(dx, dy) < 1) return;  // the same place by another name (Wykersham: 3a, its cup)
    const h = dx > 0 ? 'ArrowRight' : 'ArrowLeft';
    const v = dy > 0 ? 'ArrowDown' : 'ArrowUp';
    const order = Math.abs(dx) >= Math.abs(dy) ? [h, v] : [v, h];
    const done = tried.get(s.cursor) ?? new Set();
    tried.set(s.cursor, done);
    const key = [...order, 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'].find((k) => !done.has(k)) ?? order[0];
    done.add(key);
    await press(page, key, 1);
  }
  assert.fail(`the cursor did not reach ${cell}`);
}
