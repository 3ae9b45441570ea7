// Reach: each move said in words in a live region, the moves as an HTML list, and moves typed
// in the game's notation (the form the shim adds; / on the board brings the focus there).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { api, clickCell, closeClean, frames, open, serveForFile, snap } from './harness.mjs';

const { env } = serveForFile();

const live = (page) => page.locator('#mb-live').textContent();
const items = (page) => page.locator('#mb-move-list li').allTextContents();

test('moves are said in words, listed in HTML, and undo is said too', async () => {
  const page = await open(env);
  await api(page, 'newGame', 'wali', 'default');
  await frames(page, 3);
  await clickCell(page, 'C3');
  await page.waitForFunction(() => /C3/.test(document.getElementById('mb-live').textContent));
  assert.match(await live(page), /Sticks/);
  await clickCell(page, 'D4');
  await page.waitForFunction(() => /D4/.test(document.getElementById('mb-live').textContent));
  const list = await items(page);
  assert.equal(list.length, 2);
  assert.match(list[0], /C3/);
  assert.match(list[1], /D4/);
  assert.equal(await page.locator('#mb-move-list li[aria-current="step"]').textContent(), list[1]);
  assert.ok((await api(page, 'undo')).ok);
  await page.waitForFunction(() => /1/.test(document.getElementById('mb-live').textContent));
  assert.match(await live(page), /Back to move 1/);
  assert.equal(await page.locator('#mb-move-list li[aria-current="step"]').textContent(), list[0]);
  // In French.
  assert.ok((await api(page, 'setOption', 'lang', 'fr')).ok);
  await api(page, 'play', 'D4');
  await page.waitForFunction(() => /D4/.test(document.getElementById('mb-live').textContent));
  assert.match(await live(page), /Cailloux|cailloux/);
  assert.equal(await page.locator('#mb-move-list').getAttribute('aria-label'), 'Coups de la partie');
  await closeClean(page);
});

test('a move typed in the notation is played; a bad one is refused and changes nothing', async () => {
  const page = await open(env);
  await api(page, 'newGame', 'yote', 'default');
  await frames(page, 3);
  await page.locator('#canvas').focus();
  await page.keyboard.press('/');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'mb-move-input');
  assert.ok(await page.locator('#mb-move-entry').isVisible());
  await snap(page, 'move-entry');
  await page.keyboard.type('@C3');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.marbles.state().ply === 1);
  assert.deepEqual((await api(page, 'state')).moves, ['@C3']);
  assert.equal(await page.locator('#mb-move-input').inputValue(), '');
  await page.waitForFunction(() => /C3/.test(document.getElementById('mb-live').textContent));
  const before = await api(page, 'save');
  await page.keyboard.type('Z9');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /Z9/.test(document.getElementById('mb-live').textContent));
  assert.match(await live(page), /cannot be played/);
  assert.equal(await page.locator('#mb-move-input').getAttribute('aria-invalid'), 'true');
  assert.equal(await api(page, 'save'), before);
  // On a French page the engine's reason is in French too; the API's "error" stays English.
  assert.ok((await api(page, 'setOption', 'lang', 'fr')).ok);
  const refused = await api(page, 'play', 'Z9');
  assert.equal(refused.ok, false);
  assert.match(refused.error, /^'Z9' is not a Yoté move \(examples: /);
  assert.match(refused.error_local, /^«\u00a0Z9\u00a0» n’est pas un coup de yoté \(exemples\u00a0: /);
  await page.locator('#mb-move-input').fill('Z9');  // the refused text is still there
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /ne peut pas être joué/.test(document.getElementById('mb-live').textContent));
  const said = await live(page);
  assert.ok(said.includes(refused.error_local.replace(/\.$/, '')), said);
  assert.doesNotMatch(said, /\b(is|not|the|cell)\b/);
  assert.equal(await api(page, 'save'), before);
  assert.ok((await api(page, 'setOption', 'lang', 'en')).ok);
  // Escape goes back to the board, the form hides again.
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'canvas');
  assert.equal(await page.locator('#mb-move-entry').isVisible(), true); // laid out, but clipped
  const box = await page.locator('#mb-move-entry').boundingBox();
  assert.ok(box.width <= 2 && box.height <= 2, `the form should be hidden: ${JSON.stringify(box)}`);
  await closeClean(page);
});

test('the end of a game is said in words', async () => {
  const page = await open(env);
  await api(page, 'newGame', 'poursuite', 'single');
  // The pursued walks into the pursuer's reach: the capture is automatic.
  for (const m of ['b3', 'g6', 'd4', 'f4']) assert.ok((await api(page, 'play', m)).ok, m);
  let s = await api(page, 'state');
  for (let i = 0; !s.terminal && i < 60; i++) {
    assert.ok((await api(page, 'play', s.legal[0])).ok);
    s = await api(page, 'state');
  }
  assert.ok(s.terminal);
  assert.ok(s.outcome.length > 10, s.outcome);
  await page.waitForFunction((o) => document.getElementById('mb-live').textContent.includes(o), s.outcome);
  await closeClean(page);
});

test('the move list follows a different move after undo, a record opened, and the cursor', async () => {
  const page = await open(env);
  await api(page, 'newGame', 'wali', 'default');
  for (const m of ['C3', 'D4', 'A1']) assert.ok((await api(page, 'play', m)).ok, m);
  await page.waitForFunction(() => document.querySelectorAll('#mb-move-list li').length === 3);
  assert.ok((await api(page, 'undo')).ok);
  assert.ok((await api(page, 'play', 'F5')).ok);
  await page.waitForFunction(() => /F5/.test(document.getElementById('mb-live').textContent));
  let list = await items(page);
  assert.equal(list.length, 3);
  assert.match(list[1], /D4/);
  assert.match(list[2], /F5/);
  assert.doesNotMatch(list.join(' '), /A1/);
  assert.deepEqual(await api(page, 'goTo', 1), { ok: true });
  await page.waitForFunction(() => /1/.test(document.getElementById('mb-live').textContent));
  assert.equal(await page.locator('#mb-move-list li[aria-current="step"]').textContent(), list[0]);
  assert.equal(await page.locator('#mb-move-list li[aria-current]').count(), 1);
  // Another record of the same game: the list is its own.
  await api(page, 'newGame', 'wali', 'default');
  assert.ok((await api(page, 'play', 'B2')).ok);
  const record = await api(page, 'save');
  assert.ok((await api(page, 'load', record)).ok);
  await page.waitForFunction(() => document.querySelectorAll('#mb-move-list li').length === 1);
  list = await items(page);
  assert.match(list[0], /B2/);
  await closeClean(page);
});
