// The game's state before the end of its record: stepping through a game never plays and never
// cuts it; "Play on from here" (the panel's button, Enter, marbles.playOn()) lets the computer
// play there; a move made before the end replaces the later moves and Undo brings them back; an
// opened record is shown as it is (the computer plays no seat until asked); a load with a bad
// ply (the API, postMessage) changes nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import { api, clickMove, clickWidget, frames, open, rng, serveForFile, shots } from './harness.mjs';

// parent: the embedding page's origin (postMessage).
const { env, parent } = serveForFile({ parent: true });

const WALI = '[Format "marbles/1"]\n[Game "wali"]\n[Variant "1980"]\n\n1. C3\n2. D4\n3. A1\n4. F5\n';
const full = (page) => api(page, 'saveFull');

// Long enough for the computer (random level, no delay) to have moved several times over: it
// plays about 300 ms after a position is shown.
const settle = async (page) => {
  await page.waitForTimeout(1500);
  await frames(page, 3);
};

// Plays n seeded random legal actions through the API (the computer off), from a new game.
async function playRandom(page, game, n, seed) {
  assert.ok((await api(page, 'newGame', game, 'default')).ok);
  const next = rng(seed);
  for (let i = 0; i < n; i++) {
    const s = await api(page, 'state');
    assert.equal(s.terminal, false, `${game} ended after ${i} actions`);
    assert.ok((await api(page, 'play', s.legal[next(s.legal.length)])).ok);
  }
  return api(page, 'state');
}

// Who is to move after each ply of the record (stepping with the computer off).
async function movers(page) {
  const s = await api(page, 'state');
  const out = [];
  for (let k = 0; k <= s.length; k++) {
    assert.deepEqual(await api(page, 'goTo', k), { ok: true });
    out.push((await api(page, 'state')).to_move);
  }
  assert.deepEqual(await api(page, 'goTo', s.length), { ok: true });
  return out;
}

// A Yoté game of 30 actions, the computer (random, no delay) on the seat that is not to move at
// its end, so that it has nothing to play there; p: a ply before the end where it is to move.
async function yoteAgainstComputer(page) {
  const end = await playRandom(page, 'yote', 30, 7);
  const who = await movers(page);
  const computer = 1 - end.to_move;
  const p = who.lastIndexOf(computer, 18);
  assert.ok(p > 0, `a ply where seat ${computer} is to move`);
  const person = who.lastIndexOf(end.to_move, 12);
  assert.ok((await api(page, 'setOption', 'ai_level', 'random')).ok);
  assert.ok((await api(page, 'setOption', 'ai_delay_ms', '0')).ok);
  assert.ok((await api(page, 'setOption', 'ai', String(computer))).ok);
  await settle(page);
  const s = await api(page, 'state');
  assert.equal(s.length, 30, 'nothing for the computer to play at the end');
  return { record: await full(page), moves: s.moves, computer, p, person };
}

test('goTo onto the computer\'s turn neither plays nor cuts the record (Yoté, 30 actions)', async () => {
  const page = await open(env);
  const { record, p } = await yoteAgainstComputer(page);
  assert.deepEqual(await api(page, 'goTo', p), { ok: true });
  await settle(page);
  let s = await api(page, 'state');
  assert.equal(s.length, 30, `goTo(${p}) onto the computer's turn: the record kept whole`);
  assert.equal(s.ply, p, 'and the position shown is the one asked for');
  assert.equal(await full(page), record);
  // Undo from the end, back to the person's move: the same.
  assert.deepEqual(await api(page, 'goTo', 30), { ok: true });
  assert.ok((await api(page, 'undo')).ok);
  await settle(page);
  s = await api(page, 'state');
  assert.equal(s.length, 30);
  assert.equal(await full(page), record);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the page rolls its dice at the end of the record only (Wykersham, people only)', async () => {
  const page = await open(env);
  assert.ok((await api(page, 'newGame', 'wykersham', 'default')).ok);
  const next = rng(3);
  for (let i = 0; i < 400 && (await api(page, 'state')).ply < 14; i++) {
    const st = await api(page, 'state');
    if (st.to_move < 0) {
      await page.waitForFunction((n) => window.marbles.state().ply > n, st.ply, { timeout: 10000 });
    } else {
      const legal = st.legal.filter((m) => m !== 'forfeit');
      assert.ok((await api(page, 'play', legal[next(legal.length)])).ok);
    }
  }
  // The page's roll at the end, if one is due, is rolled.
  await page.waitForFunction(() => window.marbles.state().to_move >= 0, null, { timeout: 10000 });
  const wyk = await full(page);
  assert.deepEqual(await api(page, 'goTo', 1), { ok: true });  // before the first turn's roll
  await settle(page);
  const s = await api(page, 'state');
  assert.equal(s.ply, 1, 'the roll is neither rolled again nor taken from the record');
  assert.equal(s.to_move, -1, 'a roll is due');
  assert.equal(await full(page), wyk);
  assert.equal(s.play_on, true, 'the panel offers to play on from here');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// The computer plays on from p by `how`; when it happens to choose the move the record has
// there (the record goes on unchanged), it is asked again from p.
async function playOnFrom(page, game, how) {
  for (let attempt = 0; attempt < 8; attempt++) {
    assert.deepEqual(await api(page, 'goTo', game.p), { ok: true });
    await frames(page, 2);
    let s = await api(page, 'state');
    assert.equal(s.play_on, true, `the panel offers to play on at ply ${game.p}`);
    await how();
    await page.waitForFunction((n) => window.marbles.state().ply > n, game.p, { timeout: 10000 });
    await settle(page);
    s = await api(page, 'state');
    if (s.moves[game.p] === game.moves[game.p]) continue;  // the same move: the record goes on
    return s;
  }
  assert.fail('the computer chose the recorded move eight times');
}

test('play on from here: the button, Enter and marbles.playOn(); the later moves replaced, Undo brings them back', async () => {
  const page = await open(env);
  const game = await yoteAgainstComputer(page);
  const later = 30 - game.p;
  assert.deepEqual(await api(page, 'goTo', game.p), { ok: true });
  await frames(page, 3);
  let s = await api(page, 'state');
  assert.equal(s.play_on, true);
  assert.equal(s.later, `The ${later} later moves will be replaced; Undo brings them back.`);
  assert.equal(s.thinking, false);
  await page.screenshot({ path: join(shots, 'play-on-desktop-en.png') });
  assert.ok((await api(page, 'setOption', 'lang', 'fr')).ok);
  await frames(page, 3);
  s = await api(page, 'state');
  assert.equal(s.later, `Les ${later} coups suivants seront remplacés\u00a0; Annuler les fait revenir.`);
  await page.screenshot({ path: join(shots, 'play-on-desktop-fr.png') });
  assert.ok((await api(page, 'setOption', 'lang', 'en')).ok);

  // A person's turn before the end: what a move there does; nothing for the computer to play on.
  assert.deepEqual(await api(page, 'goTo', game.person), { ok: true });
  s = await api(page, 'state');
  assert.equal(s.play_on, false);
  assert.equal(s.later, `A new move here replaces the ${30 - game.person} later moves; Undo brings them back.`);
  let r = await api(page, 'playOn');
  assert.equal(r.ok, false);
  assert.match(r.error, /^nothing to play on: a person is to move/);
  assert.deepEqual(await api(page, 'goTo', 30), { ok: true });
  r = await api(page, 'playOn');
  assert.match(r.error, /^nothing to play on: the position on screen is the end of the record/);
  assert.equal((await api(page, 'state')).later, '');

  // The three ways; each time Undo brings the 30 actions back.
  const ways = [
    ['the API', async () => assert.deepEqual(await api(page, 'playOn'), { ok: true })],
    ['the button', () => clickWidget(page, 'play-on')],
    ['Enter', async () => {
      await page.locator('#canvas').focus();
      await page.keyboard.press('Enter');
    }],
  ];
  for (const [name, how] of ways) {
    s = await playOnFrom(page, game, how);
    assert.equal(s.length, s.ply, `${name}: the later moves replaced by the computer's`);
    assert.ok(s.ply <= game.p + 2, `${name}: the computer played its turn only (ply ${s.ply})`);
    assert.deepEqual(s.moves.slice(0, game.p), game.moves.slice(0, game.p));
    assert.ok((await api(page, 'undo')).ok, `${name}: undo`);
    s = await api(page, 'state');
    assert.ok(s.ply < game.p, `${name}: back to the person's move before ply ${game.p}`);
    assert.equal(s.length, 30, `${name}: Undo brings the 30 actions back`);
    assert.equal(await full(page), game.record);
    await settle(page);
    assert.equal((await api(page, 'state')).length, 30);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the panel before the end on a phone, in both languages (screenshots)', async () => {
  const page = await open(env, { width: 360, height: 740, scale: 2 });
  const game = await yoteAgainstComputer(page);
  for (const lang of ['en', 'fr']) {
    assert.ok((await api(page, 'setOption', 'lang', lang)).ok);
    assert.deepEqual(await api(page, 'goTo', game.p), { ok: true });
    await frames(page, 3);
    const w = await api(page, 'widgetCenter', 'play-on');
    assert.ok(w.ok, `the button is drawn (${lang})`);
    assert.ok(w.x > 0 && w.x < 360 && w.y > 0, `the button is on screen (${w.x}, ${w.y})`);
    await page.screenshot({ path: join(shots, `play-on-phone-${lang}.png`), fullPage: false });
    assert.deepEqual(await api(page, 'goTo', game.person), { ok: true });
    await frames(page, 3);
    await page.screenshot({ path: join(shots, `play-on-phone-person-${lang}.png`) });
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a person\'s move before the end replaces the later moves; Undo brings them back, and the new ones are kept too', async () => {
  const page = await open(env);
  await playRandom(page, 'wali', 10, 5);
  const old = await full(page);
  const oldMoves = (await api(page, 'state')).moves;
  assert.deepEqual(await api(page, 'goTo', 4), { ok: true });
  let s = await api(page, 'state');
  const other = s.legal.find((m) => m !== oldMoves[4]);
  await clickMove(page, other);
  s = await api(page, 'state');
  assert.equal(s.length, 5, 'the later moves replaced');
  const mine = await full(page);
  assert.ok((await api(page, 'undo')).ok);
  s = await api(page, 'state');
  assert.equal(s.ply, 4);
  assert.equal(s.length, 10, 'Undo brings the replaced moves back as the redo line');
  assert.equal(await full(page), old);
  assert.ok((await api(page, 'redo')).ok);
  assert.equal((await api(page, 'state')).moves[4], oldMoves[4]);
  // Back at that point again, the newer line comes back in its turn: neither is lost.
  assert.ok((await api(page, 'undo')).ok);
  assert.equal(await full(page), mine);
  assert.ok((await api(page, 'redo')).ok);
  assert.equal((await api(page, 'state')).moves[4], other);
  // The record's next move itself follows the record: nothing replaced.
  assert.deepEqual(await api(page, 'goTo', 0), { ok: true });
  assert.ok((await api(page, 'play', oldMoves[0])).ok);
  s = await api(page, 'state');
  assert.equal(s.ply, 1);
  assert.equal(s.length, 5);
  assert.equal(await full(page), mine);

  // marbles.play against the computer: the computer answers, Undo brings the old line back.
  const game = await yoteAgainstComputer(page);
  assert.deepEqual(await api(page, 'goTo', game.person), { ok: true });
  s = await api(page, 'state');
  const move = s.legal.find((m) => m !== game.moves[game.person]);
  assert.ok((await api(page, 'play', move)).ok);
  await page.waitForFunction((n) => window.marbles.state().ply > n + 1, game.person, { timeout: 10000 });
  s = await api(page, 'state');
  assert.equal(s.length, s.ply, 'the computer answered the new move');
  assert.ok((await api(page, 'undo')).ok);
  s = await api(page, 'state');
  assert.equal(s.ply, game.person);
  assert.equal(await full(page), game.record);

  // Another game forgets the lines kept: a record that begins like the game on screen comes
  // back with nothing to swap at that point.
  assert.deepEqual(await api(page, 'goTo', game.person), { ok: true });
  assert.ok((await api(page, 'setOption', 'ai', 'off')).ok);
  assert.ok((await api(page, 'play', move)).ok);
  const cut = await full(page);
  assert.deepEqual(await api(page, 'load', cut), { ok: true });
  assert.ok((await api(page, 'undo')).ok);
  assert.equal(await full(page), cut, 'nothing kept from before the load');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('an opened record is shown as it is: the computer does not move in it until asked', async () => {
  const page = await open(env);
  await page.evaluate(() => window.marblesShim.ready);
  assert.ok((await api(page, 'newGame', 'yote', 'default')).ok);
  assert.ok((await api(page, 'setOption', 'ai_level', 'random')).ok);
  assert.ok((await api(page, 'setOption', 'ai_delay_ms', '0')).ok);
  assert.ok((await api(page, 'setOption', 'ai', '1')).ok);
  // Seat 1 (the computer's until now) is to move at the record's end.
  const record = '[Format "marbles/1"]\n[Game "yote"]\n[Variant "default"]\n\n1. @C3\n';
  assert.deepEqual(await api(page, 'load', record), { ok: true });
  await settle(page);
  let s = await api(page, 'state');
  assert.equal(s.ply, 1, 'marbles.load: no computer move');
  assert.equal(s.length, 1);
  assert.equal(s.ai, 'off');
  // The Open dialog's text (the shim), the computer on again before.
  assert.ok((await api(page, 'setOption', 'ai', '1')).ok);
  await page.waitForFunction(() => window.marbles.state().ply === 2, null, { timeout: 10000 });
  const opened = await page.evaluate((t) => window.marblesShim.openText(t), record);
  assert.equal(opened.ok, true);
  await settle(page);
  s = await api(page, 'state');
  assert.equal(s.ply, 1, 'opened from text: no computer move');
  assert.equal(s.ai, 'off');
  // Asked for in the menu ("The computer plays: Dark"): it plays.
  await clickWidget(page, 'menu');
  await clickWidget(page, 'seats-2');
  await page.screenshot({ path: join(shots, 'menu-computer-plays.png') });
  await page.mouse.click(5, 5);
  await page.waitForFunction(() => window.marbles.state().ply === 2, null, { timeout: 10000 });
  assert.equal((await api(page, 'state')).ai, '1');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('marbles.load(text, ply): the position asked for; a bad ply is refused and changes nothing', async () => {
  const page = await open(env);
  assert.deepEqual(await api(page, 'load', WALI, 2), { ok: true });
  let s = await api(page, 'state');
  assert.equal(s.ply, 2);
  assert.equal(s.length, 4);
  assert.deepEqual(await api(page, 'load', WALI), { ok: true });
  assert.equal((await api(page, 'state')).ply, 4, 'no ply: the end');
  assert.deepEqual(await api(page, 'load', WALI, 0), { ok: true });
  assert.equal((await api(page, 'state')).ply, 0);
  // Something else on screen; then the refused loads.
  assert.ok((await api(page, 'newGame', 'yote', 'default')).ok);
  assert.ok((await api(page, 'play', '@C3')).ok);
  const before = await page.evaluate(() => {
    const st = window.marbles.state();
    return [window.marbles.saveFull(), st.game, st.position, st.ply, st.length];
  });
  const now = () => page.evaluate(() => {
    const st = window.marbles.state();
    return [window.marbles.saveFull(), st.game, st.position, st.ply, st.length];
  });
  for (const [ply, re] of [
    [99, /^ply 99 is out of range \(0 to 4\)$/],
    [5, /^ply 5 is out of range \(0 to 4\)$/],
    [-1, /^ply -1 is out of range \(0 to 4\)$/],
    [2.5, /integer/],
  ]) {
    const r = await api(page, 'load', WALI, ply);
    assert.equal(r.ok, false, `load(record, ${ply})`);
    assert.match(r.error, re);
    assert.deepEqual(await now(), before, `load(record, ${ply}) changed nothing`);
  }
  assert.ok((await api(page, 'setOption', 'lang', 'fr')).ok);
  const r = await api(page, 'load', WALI, 9);
  assert.match(r.error_local, /^le coup 9 est hors de la partie \(de 0 à 4\)$/);
  assert.deepEqual(await now(), before);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('postMessage load with ply 9999: an error naming the range, and the game unchanged', async () => {
  const src = `${env.url}index.html?embed=1&api=1&game=poursuite&parentOrigin=${parent.origin}`;
  parent.pages['/load.html'] = `<!doctype html><meta charset="utf-8"><title>parent</title>
<script>window.got = []; addEventListener('message', (e) => got.push(e.data));</script>
<body style="margin:0"><iframe id="f" src="${src}" style="width:600px;height:500px;border:0"></iframe>`;
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${parent.origin}/load.html`);
  const waitFor = (type, n = 1) => page.waitForFunction(
    ([t, k]) => window.got.filter((m) => m && m.type === t).length >= k, [type, n], { timeout: 30000 });
  const got = (type) => page.evaluate((t) => window.got.filter((m) => m && m.type === t), type);
  await waitFor('ready');
  const frame = page.frames().find((f) => f.url().startsWith(env.url));
  await frame.evaluate(() => window.marblesShim.ready);
  assert.ok((await frame.evaluate(() => window.marbles.play('b3'))).ok);
  const state = () => frame.evaluate(() => {
    const st = window.marbles.state();
    return [window.marbles.saveFull(), st.game, st.position, st.ply, st.length];
  });
  const before = await state();
  const post = (m) => page.evaluate((msg) => document.getElementById('f').contentWindow.postMessage(msg, '*'), m);
  await post({ type: 'load', record: WALI, ply: 9999, id: 'far' });
  await waitFor('error');
  const [err] = await got('error');
  assert.equal(err.id, 'far');
  assert.match(err.error, /^load: ply 9999 is out of range \(0 to 4\)$/);
  await frames(frame, 3);
  assert.deepEqual(await state(), before, 'a refused load changes nothing');
  assert.equal((await got('loaded')).length, 0);
  // The same record at a ply it has: loaded there.
  await post({ type: 'load', record: WALI, ply: 3, id: 'ok' });
  await waitFor('loaded');
  const [loaded] = await got('loaded');
  assert.equal(loaded.ply, 3);
  assert.equal(loaded.game, 'wali');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the panel keeps its controls in place while the last action is shown (the Hint button waits there)', async () => {
  const page = await open(env);
  assert.ok((await api(page, 'newGame', 'yote', 'default')).ok);
  await frames(page, 3);
  const settled = await api(page, 'widgetCenter', 'undo');
  // In every frame from the move on (its animation running, then shown): the same place.
  const during = await page.evaluate(() => new Promise((ok) => {
    window.marbles.play('@C3');
    const seen = [];
    const step = () => {
      const w = window.marbles.widgetCenter('undo');
      seen.push(`${w.x},${w.y}`);
      if (seen.length < 30) requestAnimationFrame(step);
      else ok(seen);
    };
    requestAnimationFrame(step);
  }));
  await page.waitForTimeout(500);
  await frames(page, 2);
  const after = await api(page, 'widgetCenter', 'undo');
  assert.equal(after.ok, true);
  assert.deepEqual([...new Set(during)], [`${after.x},${after.y}`], 'Undo stays where it is while the move is shown');
  assert.deepEqual([settled.x, settled.y], [after.x, after.y]);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
