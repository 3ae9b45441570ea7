// Whole games of Wali played as a person does: real clicks (or taps on a phone-sized page) on
// the canvas at the cells' centres, by two people and against the computer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { api, clickCell, clickGame, closeClean, frames, open, serveForFile, snap } from './harness.mjs';

const { env } = serveForFile();

test('two people play a whole game by clicking the board (desktop)', async () => {
  const page = await open(env);
  await api(page, 'newGame', 'wali', 'default');
  await frames(page, 3);
  // A click on an occupied or illegal cell does nothing.
  await clickCell(page, 'C3');
  await clickCell(page, 'C3');
  assert.equal((await api(page, 'state')).ply, 1);
  await snap(page, 'wali-start-desktop');
  const end = await clickGame(page, 11);
  assert.notEqual(end.result, '*');
  await snap(page, 'wali-over-desktop', 3);
  await closeClean(page);
});

test('a game against the computer by taps on a phone-sized page', async () => {
  const page = await open(env, { width: 360, height: 740, scale: 2 });
  await api(page, 'newGame', 'wali', 'default');
  assert.ok((await api(page, 'setOption', 'ai_delay_ms', '0')).ok);
  assert.ok((await api(page, 'setOption', 'ai', '1')).ok);
  await snap(page, 'wali-phone', 3);
  const end = await clickGame(page, 12, 0);
  assert.notEqual(end.result, '*');
  await snap(page, 'wali-over-phone', 3);
  await closeClean(page);
});

test('the computer plays first when it has the sticks', async () => {
  const page = await open(env);
  await api(page, 'newGame', 'wali', '1980');
  await api(page, 'setOption', 'ai_delay_ms', '0');
  await api(page, 'setOption', 'ai', '0');
  await page.waitForFunction(() => window.marbles.state().ply === 1, null, { timeout: 5000 });
  const s = await api(page, 'state');
  assert.equal(s.to_move, 1);
  await closeClean(page);
});

test('French: the interface switches language', async () => {
  const page = await open(env);
  await api(page, 'newGame', 'wali', 'default');
  assert.ok((await api(page, 'setOption', 'lang', 'fr')).ok);
  assert.equal((await api(page, 'state')).lang, 'fr');
  await snap(page, 'wali-fr', 3);
  await closeClean(page);
});
