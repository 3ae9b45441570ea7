// The position editor (docs/API.md: marbles.editor): opened from the menu, cells clicked with
// the palette's piece, a field stepped with its buttons, the engine's verdict in words (English
// and French) on an impossible position, "Play from here" starting a record from the position,
// and the share link carrying its [Position]. Screenshots: build/screenshots/editor-*.png.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  api, clickCell, clickWidget, clickWidgets, closeClean, frames, open, phone, serveForFile, snap,
} from './harness.mjs';

const { env } = serveForFile();

const editor = (page, command, arg) => api(page, 'editor', command, arg);
const shim = (page, fn, ...args) => page.evaluate(([f, a]) => window.marblesShim[f](...a), [fn, args]);

// Scrolls the editor's panel (the wheel over it) until the control is in sight.
async function scrollTo(page, name) {
  const view = page.viewportSize();
  for (let i = 0; i < 20; i++) {
    await frames(page, 2);
    const w = await api(page, 'widgetCenter', name);
    if (process.env.DEBUG_EDITOR) console.log(name, JSON.stringify(w));
    if (w.ok && w.y < view.height - 40) return;
    await page.mouse.move(view.width / 2, view.height - 60);
    await page.mouse.wheel(0, 150);
  }
  throw new Error(`${name} did not scroll into sight`);
}

// The record of the new game starts from the position, and its share link reopens it.
async function assertSharedFrom(page, position) {
  const record = await api(page, 'save');
  assert.ok(record.includes(`[Position "${position}"]`), record);
  await page.evaluate(() => window.marblesShim.ready);
  const url = await shim(page, 'shareLink');
  assert.match(url, /#r1=[A-Za-z0-9_-]+/);
  const fresh = await open(env, { query: url.slice(url.indexOf('#')) });
  await fresh.evaluate(() => window.marblesShim.ready);
  // The link's record is read (inflated) after the page is ready.
  let saved = '';
  for (let i = 0; i < 50 && !saved.includes('[Position'); i++) {
    await frames(fresh, 2);
    saved = await api(fresh, 'save');
  }
  assert.ok(saved.includes(`[Position "${position}"]`), saved);
  await closeClean(fresh);
}

test('Wali: set up from an empty board, too many sticks refused in words, play from here', async () => {
  const page = await open(env, { query: '?game=wali&lang=en' });
  if ((await api(page, 'state')).screen !== 'game') assert.ok((await api(page, 'newGame', 'wali')).ok);
  await clickWidgets(page, 'menu', 'menu-edit');
  let e = await editor(page, 'state');
  assert.equal(e.open, true);
  assert.equal(e.game, 'wali');
  assert.deepEqual(e.kinds, ['Empty', 'Sticks', 'Stones']);
  await clickWidgets(page, 'edit-clear', 'edit-kind-1');
  for (const cell of ['A1', 'C1', 'E1']) await clickCell(page, cell);
  await clickWidget(page, 'edit-kind-2');
  for (const cell of ['B5', 'D5', 'F5', 'A3']) await clickCell(page, cell);
  await clickCell(page, 'A3');  // the same piece again empties the cell
  e = await editor(page, 'state');
  assert.equal(e.position, '.o.o.o/....../....../....../s.s.s. s 12 12 - 0');
  // 3 sticks on the board and 12 to place: refused, in words.
  assert.equal(e.ok, false);
  assert.equal(e.verdict_local, 'Impossible position: sticks have more than 12 pieces.');
  await snap(page, 'editor-wali-refused-desktop-en', 2);
  await editor(page, 'field', '1 10');
  await editor(page, 'field', '2 9');
  await clickWidget(page, 'edit-field-1-less');  // 10 -> 9 sticks to place: 12 in all
  e = await editor(page, 'state');
  assert.equal(e.fields[1].value, 9);
  assert.equal(e.ok, true, e.verdict);
  assert.equal(e.verdict_local, 'This position can be played.');
  await snap(page, 'editor-wali-valid-desktop-en', 2);
  await clickWidget(page, 'edit-play');
  assert.equal((await editor(page, 'state')).open, false);
  const s = await api(page, 'state');
  assert.equal(s.game, 'wali');
  await assertSharedFrom(page, '.o.o.o/....../....../....../s.s.s. s 9 9 - 0');
  await closeClean(page);
});

test('Cancel leaves the game untouched', async () => {
  const page = await open(env, { query: '?game=yote&lang=en' });
  if ((await api(page, 'state')).screen !== 'game') assert.ok((await api(page, 'newGame', 'yote')).ok);
  assert.ok((await api(page, 'play', '@C3')).ok);
  const before = await api(page, 'save');
  await clickWidgets(page, 'menu', 'menu-edit', 'edit-clear');
  // The editor's controls are stops of the keyboard's focus, like the rest of the panel.
  const names = [];
  for (let i = 0; i < 12; i++) names.push((await api(page, 'focusStep', 1)).name);
  for (const name of ['Play from here', 'Cancel', 'Light', 'Empty the board', 'To move: more']) {
    assert.ok(names.includes(name), `${name} not in ${names}`);
  }
  await api(page, 'focusStep', 0);
  await clickWidget(page, 'edit-cancel');
  assert.equal((await editor(page, 'state')).open, false);
  assert.equal(await api(page, 'save'), before);
  await closeClean(page);
});

test('La poursuite, on a phone in French: a knight moved, the verdicts in French', async () => {
  const page = await open(env, { ...phone, query: '?game=poursuite&lang=fr' });
  if ((await api(page, 'state')).screen !== 'game') assert.ok((await api(page, 'newGame', 'poursuite', 'single')).ok);
  assert.ok((await api(page, 'newGame', 'poursuite', 'single')).ok);
  await clickWidgets(page, 'menu', 'menu-edit', 'edit-kind-2');
  await clickCell(page, 'c2');  // the pursued knight leaves a1, which is free now
  let e = await editor(page, 'state');
  assert.equal(e.ok, false);
  assert.equal(e.verdict_local, 'Position impossible\u00a0: les cases de départ a1 et h8 sont brûlées dès le début (x ou un cavalier).');
  await snap(page, 'editor-poursuite-refused-phone-fr', 2);
  await clickWidget(page, 'edit-kind-1');
  await clickCell(page, 'a1');  // burned: one jump played, so the pursuer is to move
  e = await editor(page, 'state');
  assert.match(e.verdict_local, /c’est au poursuivant \(w\) de jouer/);
  await scrollTo(page, 'edit-field-0-more');
  await clickWidget(page, 'edit-field-0-more');
  e = await editor(page, 'state');
  assert.equal(e.ok, true, e.verdict);
  assert.equal(e.fields[0].shown, 'Cavalier blanc (poursuivant)');
  await snap(page, 'editor-poursuite-valid-phone-fr', 2);
  await clickWidget(page, 'edit-play');
  await assertSharedFrom(page, '8x8 7N/8/8/8/8/8/2n5/x7 w 1 - -');
  await closeClean(page);
});

test('Every game opens its editor; a position text is set and judged (Wykersham, Offboard, Quits)', async () => {
  const page = await open(env, { query: '?lang=en' });
  for (const game of ['wali', 'yote', 'poursuite', 'quits', 'wykersham', 'offboard']) {
    assert.ok((await api(page, 'newGame', game)).ok);
    const e = await editor(page, 'open');
    assert.equal(e.game, game);
    assert.equal(e.ok, true, `${game}: the start is a position that can be played`);
    assert.ok(e.kinds.length >= 3 && e.fields.length >= 2, game);
    await frames(page, 2);
    await snap(page, `editor-${game}-desktop-en`);
    assert.ok((await editor(page, 'cancel')).ok);
  }
  await editor(page, 'open');
  // Offboard: two red marbles fewer on the board, two too many somewhere else.
  const bad = await editor(page, 'position', 'yyyyy/.yyyy./..yyy../......../........./......../..rrr../.rrrr./rrrrr r 0,0 ............ 1,0 0,0 0');
  assert.equal(bad.ok, false);
  assert.match(bad.error, /red has 12 marbles on the board, 0 in targets, 1 waiting and 0 aside/);
  await editor(page, 'cancel');
  assert.ok((await api(page, 'newGame', 'quits', '3-marbles')).ok);
  await editor(page, 'open');
  const won = await editor(page, 'position', '...d./...dd/...../l..../.l... l 1,0 - 0');
  assert.equal(won.ok, false);
  assert.equal(won.verdict, 'Impossible position: the game is already over in this position.');
  await editor(page, 'cancel');
  await closeClean(page);
  // The other language on each size: Offboard on a desktop in French, Quits on a phone in English.
  for (const [game, size, lang] of [['offboard', {}, 'fr'], ['quits', phone, 'en']]) {
    const p = await open(env, { ...size, query: `?game=${game}&lang=${lang}` });
    assert.ok((await api(p, 'newGame', game)).ok);
    assert.equal((await editor(p, 'open')).ok, true);
    await snap(p, `editor-${game}-${size === phone ? 'phone' : 'desktop'}-${lang}`, 3);
    await closeClean(p);
  }
});

test('From the start screen: the picked game and variant are set up, then played', async () => {
  const page = await open(env, { query: '?lang=en' });
  assert.equal((await api(page, 'state')).screen, 'start');
  await clickWidgets(page, 'game-quits', 'variant-4-players', 'menu', 'menu-edit');
  const e = await editor(page, 'state');
  assert.equal(e.game, 'quits');
  assert.equal(e.variant, '4-players');
  assert.deepEqual(e.kinds.slice(1), ['Light', 'Dark', 'Red', 'Blue']);
  await snap(page, 'editor-quits-4-players-start-desktop-en', 2);
  await clickWidget(page, 'edit-play');
  const s = await api(page, 'state');
  assert.equal(s.screen, 'game');
  assert.match(await api(page, 'save'), /\[Variant "4-players"\]/);
  await closeClean(page);
});
