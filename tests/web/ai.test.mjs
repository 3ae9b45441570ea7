// The computer opponent in the page: its levels and time setting, the hint, the URL parameter,
// and that a strong search thinks in short slices while the page keeps drawing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { api, clickWidget, frames, open, shots, start } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

// Counts the frames the page draws (requestAnimationFrame callbacks), before its scripts run.
const countFrames = () => {
  const raf = window.requestAnimationFrame.bind(window);
  window.__frames = 0;
  window.requestAnimationFrame = (cb) => raf((t) => {
    window.__frames += 1;
    cb(t);
  });
};

async function waitFor(page, pred, what, ms = 60000) {
  const t0 = Date.now();
  for (;;) {
    const s = await api(page, 'state');
    if (pred(s)) return s;
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}: ${JSON.stringify({ ply: s.ply, thinking: s.thinking, hint: s.hint, to_move: s.to_move })}`);
    await page.waitForTimeout(50);
  }
}

// The search thinks a slice of 4 ms (kThinkSliceMs) per frame. What is asserted here does not
// depend on how busy the machine is: the slices that ran until their time was spent did about
// the same work (MCTS iterations or alpha-beta nodes; state().search), none of them many times
// the median (a search that did not stop at the end of its slice would: load only ever makes a
// slice do less), and the page kept drawing frames while the computer thought. How long the
// frames take (the budget of 20 ms) is measured by scripts/measure-page.mjs, whose figures
// follow the machine's load.
test('the strong level thinking: slices of the usual work, and the page keeps drawing, in every game', async () => {
  const page = await open(env, { init: countFrames });
  for (const game of ['wali', 'yote', 'poursuite', 'quits', 'wykersham', 'offboard']) {
    assert.ok((await api(page, 'newGame', game, '')).ok);
    assert.ok((await api(page, 'setOption', 'ai_level', 'strong')).ok);
    assert.ok((await api(page, 'setOption', 'ai_time', '1')).ok);
    assert.ok((await api(page, 'setOption', 'ai_delay_ms', '0')).ok);
    // The computer plays the side to move (after Wykersham's roll-off, rolled by the page).
    const frames0 = await page.evaluate(() => window.__frames);
    assert.ok((await api(page, 'setOption', 'ai', '0,1')).ok);
    const s = await waitFor(page, (x) => x.ply >= 6 || x.terminal, `${game}: six actions by the computer`, 120000);
    const drawn = await page.evaluate(() => window.__frames) - frames0;
    assert.ok((await api(page, 'setOption', 'ai', 'off')).ok);
    const k = s.search;
    console.log(`# strong thinking 1 s a move, ${game}: ${k.slices} slices (${k.full} full), work a full slice: median ${k.median_work}, most ${k.worst_work}; slice time: median ${k.median_ms} ms, longest ${k.worst_ms} ms; ${drawn} frames`);
    // Six decisions thought over many frames, a slice in each.
    assert.ok(k.full >= 10, `${game}: the search ran in slices (${k.full} full slices)`);
    assert.ok(drawn >= k.slices, `${game}: the page kept drawing (${drawn} frames for ${k.slices} slices)`);
    assert.ok(k.median_work > 0, `${game}: a slice does some work`);
    assert.ok(k.worst_work <= 8 * k.median_work,
      `${game}: a slice did ${k.worst_work} units of work, ${(k.worst_work / k.median_work).toFixed(1)} times the median slice's ${k.median_work}`);
    assert.deepEqual(page.errors, []);
  }
});

// Wykersham: strong spends most of a turn's time on its first placement (up to 4 times the time
// granted a move) and up to 0.38 times on each later decision of the turn. A decision may end
// once its choice cannot change, but a fresh search (the turn's first placement) cannot settle
// before half its time: its most visited move leads by at most the iterations made so far.
test('Wykersham: strong thinks longest at the first placement of a turn', async () => {
  const page = await open(env);
  assert.ok((await api(page, 'newGame', 'wykersham', '')).ok);
  assert.ok((await api(page, 'setOption', 'ai_level', 'strong')).ok);
  assert.ok((await api(page, 'setOption', 'ai_time', '0.5')).ok);
  assert.ok((await api(page, 'setOption', 'ai_delay_ms', '0')).ok);
  assert.ok((await api(page, 'setOption', 'ai', '0,1')).ok);
  // The first placement of a turn: from the roll to the computer's placement.
  let s = await waitFor(page, (x) => x.phase === 'placement', 'the first placement');
  const ply = s.ply;
  const t0 = Date.now();
  s = await waitFor(page, (x) => x.ply > ply, 'the placement played');
  const first = Date.now() - t0;
  assert.ok((await api(page, 'setOption', 'ai', 'off')).ok);
  console.log(`# Wykersham, strong at 0.5 s a move: the turn's first placement took ${first} ms`);
  assert.ok(first >= 950, `the first placement took ${first} ms, not half of 4 times the 0.5 s`);
  assert.deepEqual(page.errors, []);
});

test('levels: the option, the menu rows, the URL parameter, bad values refused', async () => {
  const page = await open(env);
  let s = await api(page, 'state');
  assert.equal(s.ai_level, 'intermediate');  // the default
  assert.equal(s.ai_time, 2);
  for (const [name, value, re] of [
    ['ai_level', 'grandmaster', /bad value "grandmaster" for option ai_level \(beginner, intermediate, strong or random\)/],
    ['ai_time', '0', /bad value "0" for option ai_time/],
    ['ai_time', 'fast', /bad value "fast" for option ai_time/],
  ]) {
    const r = await api(page, 'setOption', name, value);
    assert.equal(r.ok, false);
    assert.match(r.error, re);
  }
  s = await api(page, 'state');
  assert.equal(s.ai_level, 'intermediate');
  // On the start screen, against the computer: the level rows; strong shows its times.
  assert.ok((await api(page, 'setOption', 'screen', 'start')).ok);
  await clickWidget(page, 'computer');
  await clickWidget(page, 'level-2');
  s = await api(page, 'state');
  assert.equal(s.ai_level, 'strong');
  await clickWidget(page, 'time-2');
  s = await api(page, 'state');
  assert.equal(s.ai_time, 5);
  await clickWidget(page, 'level-0');
  assert.equal((await api(page, 'state')).ai_level, 'beginner');
  await page.close();

  // ai=strong:1 and ai_time from the link; an unknown level is named.
  const linked = await open(env, { query: '?game=yote&ai=strong:1&ai_time=1' });
  s = await api(linked, 'state');
  assert.equal(s.ai, '1');
  assert.equal(s.ai_level, 'strong');
  assert.equal(s.ai_time, 1);
  await linked.close();
  const bad = await open(env, { query: '?game=yote&ai=grandmaster:1' });
  await frames(bad, 3);
  const text = await bad.evaluate(() => document.body.innerText);
  assert.match(text, /unknown computer level “grandmaster” \(known: beginner, intermediate, strong, random\)/);
  s = await api(bad, 'state');
  assert.equal(s.ai, 'off');
  await bad.close();
});

test('the hint: asked with the button, drawn on the board, a legal move; gone after a move', async () => {
  const page = await open(env);
  assert.ok((await api(page, 'newGame', 'yote', '')).ok);
  assert.ok((await api(page, 'setOption', 'ai_delay_ms', '0')).ok);
  await frames(page, 2);
  await clickWidget(page, 'hint');
  let s = await api(page, 'state');
  assert.equal(s.hint, '');  // thinking: a second of the strong search
  s = await waitFor(page, (x) => x.hint !== '', 'the hint');
  assert.ok(s.legal.includes(s.hint), `the hint ${s.hint} is legal`);
  await frames(page, 2);
  await page.screenshot({ path: join(shots, 'hint-yote-desktop.png') });
  // Wali, in the placement phase: the suggested cell, then played, the hint is gone.
  assert.ok((await api(page, 'newGame', 'wali', '')).ok);
  await frames(page, 2);
  await clickWidget(page, 'hint');
  s = await waitFor(page, (x) => x.hint !== '', 'the Wali hint');
  assert.ok(s.legal.includes(s.hint));
  assert.ok((await api(page, 'play', s.hint)).ok);
  s = await api(page, 'state');
  assert.equal(s.hint, '');
  assert.deepEqual(page.errors, []);
});

test('each level answers with a legal move; strong takes the time it is given', async () => {
  const page = await open(env);
  for (const [level, time] of [['beginner', '1'], ['intermediate', '1'], ['strong', '1.5']]) {
    assert.ok((await api(page, 'newGame', 'poursuite', '')).ok);
    assert.ok((await api(page, 'setOption', 'ai_level', level)).ok);
    assert.ok((await api(page, 'setOption', 'ai_time', time)).ok);
    assert.ok((await api(page, 'setOption', 'ai_delay_ms', '0')).ok);
    assert.ok((await api(page, 'setOption', 'ai', '1')).ok);
    let s = await api(page, 'state');
    assert.ok((await api(page, 'play', s.legal[0])).ok);
    const t0 = Date.now();
    let sawThinking = false;
    s = await waitFor(page, (x) => { sawThinking ||= x.thinking; return x.ply >= 2; }, `${level}: the reply`);
    const took = Date.now() - t0;
    assert.equal(s.to_move, 0);
    assert.ok(s.moves.length === 2);
    if (level === 'strong') {
      assert.ok(sawThinking, 'the page says the computer is thinking');
      assert.ok(took >= 1400, `strong thought ${took} ms of its 1.5 s`);
    }
  }
  assert.deepEqual(page.errors, []);
});
