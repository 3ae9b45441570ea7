// Whole games of Wali played as a person does: real clicks (or taps on a phone-sized page) on
// the canvas at the cells' centres, by two people and against the computer.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { join } from 'node:path';
import { api, clickCell, clickGame, frames, open, shots, start } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

test('two people play a whole game by clicking the board (desktop)', async () => {
  const page = await open(env);
  await api(page, 'newGame', 'wali', 'default');
  await frames(page, 3);
  // A click on an occupied or illegal cell does nothing.
  await clickCell(page, 'C3');
  await clickCell(page, 'C3');
  assert.equal((await api(page, 'state')).ply, 1);
  await page.screenshot({ path: join(shots, 'wali-start-desktop.png') });
  const end = await clickGame(page, 11);
  assert.notEqual(end.result, '*');
  await frames(page, 3);
  await page.screenshot({ path: join(shots, 'wali-over-desktop.png') });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a game against the computer by taps on a phone-sized page', async () => {
  const page = await open(env, { width: 360, height: 740, scale: 2 });
  await api(page, 'newGame', 'wali', 'default');
  assert.ok((await api(page, 'setOption', 'ai_delay_ms', '0')).ok);
  assert.ok((await api(page, 'setOption', 'ai', '1')).ok);
  await frames(page, 3);
  await page.screenshot({ path: join(shots, 'wali-phone.png') });
  const end = await clickGame(page, 12, 0);
  assert.notEqual(end.result, '*');
  await frames(page, 3);
  await page.screenshot({ path: join(shots, 'wali-over-phone.png') });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the computer plays first when it has the sticks', async () => {
  const page = await open(env);
  await api(page, 'newGame', 'wali', '1980');
  await api(page, 'setOption', 'ai_delay_ms', '0');
  await api(page, 'setOption', 'ai', '0');
  await page.waitForFunction(() => window.marbles.state().ply === 1, null, { timeout: 5000 });
  const s = await api(page, 'state');
  assert.equal(s.to_move, 1);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('French: the interface switches language', async () => {
  const page = await open(env);
  await api(page, 'newGame', 'wali', 'default');
  assert.ok((await api(page, 'setOption', 'lang', 'fr')).ok);
  assert.equal((await api(page, 'state')).lang, 'fr');
  await frames(page, 3);
  await page.screenshot({ path: join(shots, 'wali-fr.png') });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
