// The page loads, lists the games, and plays whole games of Wali through the JS API, with
// bad input refused and the game left unchanged.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { api, closeClean, frames, open, rng, serveForFile, snap } from './harness.mjs';

const { env } = serveForFile();

test('the page loads with no console error and lists the six games', async () => {
  const page = await open(env);
  const games = await api(page, 'games');
  assert.deepEqual(
    games.map((g) => g.id),
    ['wali', 'yote', 'poursuite', 'quits', 'wykersham', 'offboard'],
  );
  assert.deepEqual(games.find((g) => g.id === 'wali').variants, ['default', '1980']);
  assert.deepEqual(games.find((g) => g.id === 'yote').variants, ['default', '5x5']);
  assert.deepEqual(
    games.filter((g) => g.playable).map((g) => g.id),
    ['wali', 'yote', 'poursuite', 'quits', 'wykersham', 'offboard'],
  );
  assert.deepEqual(games.find((g) => g.id === 'poursuite').variants, [
    'default',
    'single',
    '6x6',
    '7x7',
  ]);
  const s = await api(page, 'state');
  assert.equal(s.screen, 'start');
  await snap(page, 'start-desktop');
  await closeClean(page);
});

test('the canvas backing store follows devicePixelRatio', async () => {
  const page = await open(env, { width: 360, height: 740, scale: 2 });
  const size = await page.evaluate(() => {
    const c = document.getElementById('canvas');
    const r = c.getBoundingClientRect();
    return { w: c.width, h: c.height, cw: r.width, ch: r.height };
  });
  assert.equal(size.w, Math.round(size.cw * 2));
  assert.equal(size.h, Math.round(size.ch * 2));
  await snap(page, 'start-phone');
  await closeClean(page);
});

// Counts the frames that draw: each clears the canvas once (src/platform/web/main.cpp).
const countDraws = () => {
  const clear = WebGL2RenderingContext.prototype.clear;
  window.__draws = 0;
  WebGL2RenderingContext.prototype.clear = function (...args) {
    window.__draws += 1;
    return clear.apply(this, args);
  };
};

test('a frame that would draw the same picture draws nothing; a move, a resize, a theme do', async () => {
  const page = await open(env, { init: countDraws });
  const draws = () => page.evaluate(() => window.__draws);
  assert.deepEqual(await api(page, 'newGame', 'wali', ''), { ok: true });
  await frames(page, 5);
  let before = await draws();
  await frames(page, 30);
  // At most the redraw made once a second (every 60 frames) whatever happens.
  assert.ok((await draws()) - before <= 1, `the page idle drew ${(await draws()) - before} of 30 frames`);
  const steps = [
    ['a move', async () => assert.ok((await api(page, 'play', (await api(page, 'state')).legal[0])).ok)],
    ['a resize', () => page.setViewportSize({ width: 1000, height: 700 })],
    ['a theme', async () => assert.ok((await api(page, 'setOption', 'theme', 'light')).ok)],
  ];
  for (const [what, step] of steps) {
    await frames(page, 40);  // what moved has settled
    before = await draws();
    await step();
    await frames(page, 3);
    assert.ok((await draws()) > before, `${what} was not drawn`);
  }
  // Settled, the frame loop sleeps: not even the once-a-second redraw of a running loop.
  await frames(page, 40);
  before = await draws();
  await frames(page, 70);
  assert.equal((await draws()) - before, 0, 'the page idle drew');
  await closeClean(page);
});

// Plays random legal moves through the API until the game ends; returns the final state.
async function playOut(page, seed) {
  const next = rng(seed);
  for (let i = 0; i < 2000; i++) {
    const s = await api(page, 'state');
    if (s.terminal) return s;
    const move = s.legal[next(s.legal.length)];
    const r = await api(page, 'play', move);
    assert.ok(r.ok, `play ${move}: ${r.error}`);
  }
  throw new Error('game did not end in 2000 actions');
}

for (const variant of ['default', '1980']) {
  test(`a whole game of Wali (${variant}) through the JS API`, async () => {
    const page = await open(env);
    assert.deepEqual(await api(page, 'newGame', 'wali', variant), { ok: true });
    const start = await api(page, 'state');
    assert.equal(start.screen, 'game');
    assert.equal(start.phase, 'placement');
    assert.equal(start.to_move, 0);
    assert.equal(start.legal.length, 30);
    const end = await playOut(page, variant === 'default' ? 7 : 8);
    assert.equal(end.phase, 'over');
    assert.notEqual(end.result, '*');
    assert.equal(end.legal.length, 0);
    assert.equal(end.moves.length, end.ply);
    // The saved record reloads to the same final position.
    const record = await api(page, 'save');
    assert.match(record, /\[Game "wali"\]/);
    await api(page, 'newGame', 'wali', variant);
    assert.deepEqual(await api(page, 'load', record), { ok: true });
    const again = await api(page, 'state');
    assert.equal(again.position, end.position);
    assert.equal(again.result, end.result);
    await snap(page, `api-game-${variant}`);
    await closeClean(page);
  });
}

test('bad input through the API is refused with a message and changes nothing', async () => {
  const page = await open(env);
  await api(page, 'newGame', 'wali', 'default');
  for (const m of ['C3', 'D4', 'A1']) assert.ok((await api(page, 'play', m)).ok);
  const before = await api(page, 'state');
  const record = await api(page, 'save');

  const cases = [
    ['play', ['C3'], /C3/], // occupied
    ['play', ['G7'], /G7/], // not a cell
    ['play', [''], /./],
    ['play', ['C3-C4'], /./], // a move during placement
    ['load', ['this is not a record'], /line 1/],
    ['load', ['[Format "marbles/1"]\n[Game "chess"]\n1. e4\n'], /chess/],
    ['load', ['[Format "marbles/1"]\n[Game "wali"]\n1. C3\n2. C3\n'], /line 4/],
    ['newGame', ['chess', 'default'], /chess/],
    ['newGame', ['wali', 'fast'], /fast/],
    ['setOption', ['colour', 'red'], /colour/],
    ['setOption', ['lang', 'de'], /de/],
    ['setOption', ['ai', '7'], /7/],
    ['cellCenter', ['Z9'], /Z9/],
  ];
  for (const [fn, args, pattern] of cases) {
    const r = await api(page, fn, ...args);
    assert.equal(r.ok, false, `${fn}(${JSON.stringify(args)}) should fail`);
    assert.equal(typeof r.error, 'string');
    assert.match(r.error, pattern, `${fn}(${JSON.stringify(args)}): "${r.error}"`);
    const now = await api(page, 'state');
    assert.equal(now.position, before.position, `${fn} changed the position`);
    assert.equal(now.ply, before.ply);
    assert.deepEqual(now.moves, before.moves);
    assert.equal(await api(page, 'save'), record);
  }
  // Undo and redo still work afterwards, and undo at the start is refused.
  assert.ok((await api(page, 'undo')).ok);
  assert.equal((await api(page, 'state')).ply, 2);
  assert.ok((await api(page, 'redo')).ok);
  assert.equal((await api(page, 'redo')).ok, false);
  await closeClean(page);
});
