// The puzzles (web/later/puzzles.js, assets/puzzles/*.tsv): for each game a puzzle solved through
// the page (the right moves accepted, the other side answered by the page), a wrong first move
// refuted (the reply played and said, then taken back), the list and the puzzle of the day,
// solved puzzles remembered; axe-clean, the keyboard alone, a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { start, open, api, closeClean, snap, root, frames, tabTo } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

const GAMES = ['wali', 'yote', 'poursuite', 'quits', 'wykersham', 'offboard'];
const fileOf = (game) => readFileSync(join(root, 'assets', 'puzzles', `${game}.tsv`), 'utf8')
  .split('\n').filter((l) => l && !l.startsWith('#')).map((l) => {
    const f = l.split('\t');
    return { id: f[0], goal: f[2], solution: f[6].split(' '), refutations: f[7].split(' ; ').map((r) => r.split(':')) };
  });

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
async function axe(page) {
  await page.evaluate(axeSource);
  const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const state = (page) => page.evaluate(() => window.marblesShim.puzzles);
const words = (page) => page.locator('#mb-puzzle-words').textContent();

async function until(page, check, what, ms = 10000) {
  const end = Date.now() + ms;
  for (;;) {
    const p = await state(page);
    if (p && check(p)) return p;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(p)}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

// Opens the list and starts puzzle `id` by its button.
async function startPuzzle(page, game, id) {
  await page.evaluate(() => window.marblesShim.menu('puzzles'));
  await page.locator('#mb-pz-daily').waitFor();
  await page.selectOption('#mb-pz-game', game);
  const n = Number(id.slice(id.lastIndexOf('-') + 1));
  await page.locator('.mb-pz-list button').nth(n - 1).click();
  await until(page, (p) => p.id === id && p.status === 'solving', `${id} started`);
}

test('each game: a puzzle solved through the page, a wrong first move refuted and taken back', async () => {
  const page = await open(env, { width: 1000, height: 760 });
  for (const game of GAMES) {
    const puzzles = fileOf(game);
    const p = puzzles[0];
    await startPuzzle(page, game, p.id);
    // The panel's Hint would give the answer: none while the puzzle is on screen.
    assert.equal((await api(page, 'state')).hint_mode, 'hidden', `${p.id}: the panel's Hint hidden`);
    // A wrong first move: refuted, said, then taken back.
    const [wrongMove] = p.refutations[0];
    assert.equal((await api(page, 'play', wrongMove)).ok, true, `${p.id} ${wrongMove}`);
    await until(page, (s) => s.status === 'wrong', `${p.id} wrong`);
    const said = await words(page);
    assert.ok(said.length > 10, said);
    await until(page, (s) => !s.busy, `${p.id} taken back`);
    await until(page, () => true, 'settled');
    await new Promise((ok) => setTimeout(ok, 300));
    assert.equal((await api(page, 'state')).ply, 0, `${p.id}: the wrong move and its reply taken back`);
    if (game === 'wali') await snap(page, 'puzzles-wrong');
    // The line: the visitor's moves; the page answers.
    const side = (await api(page, 'state')).to_move;
    for (let k = 0; k < p.solution.length; k++) {
      const s = await api(page, 'state');
      if (s.ply > k) continue;  // the page's reply
      if (p.goal === 'best' && k > 0) break;
      assert.equal(s.to_move, side, `${p.id}: the visitor to move at ${k}`);
      assert.equal((await api(page, 'play', p.solution[k])).ok, true, `${p.id} ${p.solution[k]}`);
      const want = k + 1;
      await until(page, (x) => x.status === 'solved' || x.pos >= want, `${p.id} move ${k}`);
      if (p.goal !== 'best' && want < p.solution.length) {
        await until(page, (x) => x.status === 'solved' || x.pos > want || (x.pos === want && !x.busy), `${p.id} reply`);
      }
    }
    const done = await until(page, (s) => s.status === 'solved', `${p.id} solved`);
    assert.ok(done.solved.includes(p.id));
    assert.match(await words(page), /Solved/);
  }
  await snap(page, 'puzzles-solved');
  assert.deepEqual(await axe(page), []);
  // Another game: the Hint is back.
  assert.ok((await api(page, 'newGame', 'wali', 'default')).ok);
  await until(page, (s) => s.id === null, 'the puzzle left');
  assert.equal((await api(page, 'state')).hint_mode, 'button');
  // A page that had hidden the Hint itself gets it hidden again, not the Hint button.
  assert.ok((await api(page, 'setOption', 'hint_mode', 'hidden')).ok);
  await startPuzzle(page, GAMES[0], fileOf(GAMES[0])[1].id);
  assert.ok((await api(page, 'newGame', 'wali', 'default')).ok);
  await until(page, (s) => s.id === null, 'the puzzle left again');
  assert.equal((await api(page, 'state')).hint_mode, 'hidden');
  await closeClean(page);
});

test('the list by game and difficulty, the puzzle of the day, in French, axe-clean', async () => {
  const page = await open(env, { query: '?lang=fr' });
  await page.evaluate(() => window.marblesShim.menu('puzzles'));
  await page.locator('#mb-pz-daily').waitFor();
  const p = await state(page);
  assert.ok(p.count >= 300, `${p.count} puzzles`);
  // The day's puzzle: the same formula on the same date.
  const all = GAMES.flatMap((g) => fileOf(g).map((x) => x.id));
  const d = new Date();
  const day = Math.floor(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 86400000);
  assert.equal(p.daily, all[(day * 7919) % all.length]);
  assert.match(await page.locator('#mb-pz-daily').textContent(), /^Le problème du jour/);
  await page.selectOption('#mb-pz-game', 'quits');
  await page.selectOption('#mb-pz-level', '3');
  const n = await page.locator('.mb-pz-list button').count();
  assert.ok(n > 0 && n < fileOf('quits').length, `${n} hard Quits puzzles`);
  assert.match(await page.locator('.mb-pz-list button').first().getAttribute('aria-label'), /Difficile/);
  await snap(page, 'puzzles-list-fr');
  assert.deepEqual(await axe(page), []);
  await page.locator('#mb-pz-daily').click();
  await until(page, (s) => s.id === p.daily && s.status === 'solving', 'the day\'s puzzle');
  assert.match(await words(page), /^À vous\u00a0:/);
  await closeClean(page);
});

test('the keyboard alone: the start screen\'s Puzzles, the list, a puzzle; a phone', async () => {
  const page = await open(env, { width: 390, height: 844, scale: 2 });
  await frames(page, 3);
  await page.locator('#canvas').focus();
  await tabTo(page, /Puzzles/);
  await page.keyboard.press('Enter');
  await page.locator('#mb-pz-daily').waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.id), 'mb-pz-daily');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'mb-pz-game');
  await page.keyboard.press('Tab');  // the difficulty
  await page.keyboard.press('Tab');  // the first puzzle of the list
  await page.keyboard.press('Enter');
  await until(page, (s) => s.status === 'solving', 'a puzzle by the keyboard');
  const bar = await page.locator('.mb-pz-bar').boundingBox();
  const canvas = await page.locator('#canvas').boundingBox();
  assert.ok(canvas.y + canvas.height <= bar.y + 1, 'the bar under the board, not over it');
  assert.ok(bar.y + bar.height <= 844 + 1);
  await snap(page, 'puzzles-phone', 4);
  assert.deepEqual(await axe(page), []);
  await closeClean(page);
});
