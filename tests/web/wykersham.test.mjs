// Wykersham in the browser: a whole game set up from the start screen and played to its end by
// clicks (cups, slide arrows, the panel's buttons), its record reloading to the same end; real
// dice typed in on the board's keys (roll-off and rolls), undo that never rolls the dice again,
// a game against the computer by taps on a phone, illegal input through the JS API refused with
// the game unchanged, moves in words, and screenshots (desktop and phone, light and dark).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  api, assertOverAgainstComputer, assertRefused, assertReloads, clickCell, clickWidget, clickWidgets,
  closeClean, desktop, frames, looks, open, phoneAgainstComputer, playedBy, playSome, playToEnd,
  pointsOf, rng, serveForFile, snap, startFrom,
} from './harness.mjs';

const { env } = serveForFile();

const isRoll = (m) => /^[1-6]-[1-6]$/.test(m) || m === 'red' || m === 'green';

// Plays one move as a person does: a placement "3b" by its cup, a slide "b+" by its arrow, a
// removal "xb7" by its cup, a roll (typed-in dice) by its key on the board, and "b=", "done",
// "forfeit" by the panel's buttons. Checks that exactly that move was played.
function clickWyk(page, move) {
  return playedBy(page, move, async () => {
    if (/^[1-6n][a-e]$/.test(move) || isRoll(move)) {
      await clickCell(page, move);
    } else if (/^[a-e][+-]!?$/.test(move)) {
      await clickCell(page, move.slice(0, 2));
    } else if (/^x[a-e]\d+$/.test(move)) {
      await clickCell(page, move.slice(1));
    } else {
      await clickWidget(page, `act-${move}`);
    }
  });
}

// Plays the people's actions by clicks with a seeded choice among the legal moves; waits for
// the page's rolls (and the computer's seats); returns the final state.
function clickToEnd(page, seed, computerSeats = [], check) {
  const next = rng(seed);
  return playToEnd(page, {
    choose: (s) => s.legal[next(s.legal.length)],
    play: clickWyk,
    computerSeats,
    waiting: (s) => s.to_move < 0 && s.dice !== 'typed',  // the page rolls
    check,
  });
}

test('a whole game from the start screen, played by clicks to the end', async () => {
  const page = await open(env, desktop);
  let s = await startFrom(page, ['game-wykersham', 'two'], 'wykersham-start-screen');
  assert.equal(s.screen, 'game');
  assert.equal(s.game, 'wykersham');
  assert.equal(s.dice, 'rolled');
  assert.deepEqual(s.reserves, [30, 30]);
  // The page rolls the roll-off and the first turn's dice by itself.
  await page.waitForFunction(() => window.marbles.state().ply >= 2, null, { timeout: 10000 });
  s = await api(page, 'state');
  assert.match(s.moves[0], /^(red|green)$/);
  assert.match(s.moves[1], /^[1-6]-[1-6]$/);
  let goals = 0;
  let removals = 0;
  let shot = false;
  const end = await clickToEnd(page, 61, [], async (st) => {
    if (st.legal.includes('done')) goals++;
    if (st.legal.some((m) => m.startsWith('x'))) removals++;
    if (!shot && st.ply > 60 && st.legal.some((m) => /^[a-e][+-]/.test(m))) {
      shot = true;
      await snap(page, 'wykersham-desktop-slide', 20);
    }
  });
  assert.equal(end.terminal, true);
  assert.deepEqual(end.reserves, [0, 0]);
  const [red, green] = pointsOf(end, 'Red', 'Green') ?? [NaN, NaN];
  assert.ok(Number.isInteger(red) && Number.isInteger(green), end.status.join(' | '));
  assert.equal(end.result, red > green ? '1-0' : red < green ? '0-1' : '1/2-1/2');
  assert.match(end.outcome, new RegExp(`All 60 marbles played: Red ${red}, Green ${green} points`));
  // 15 rolls each, all written in the record.
  assert.equal(end.moves.filter((m) => /^[1-6]-[1-6]$/.test(m)).length, 30);
  await snap(page, 'wykersham-desktop-over', 20);
  // The record reloads to the same end: every roll replays.
  await assertReloads(page, end, /\[Game "wykersham"\]/);
  console.log(`# game: ${end.moves.length} actions, ${goals} goals, ${removals} removal steps, ${red}-${green}`);
  await closeClean(page);
});

test('real dice typed in on the board; undo never rolls the dice again', async () => {
  const page = await open(env, desktop);
  assert.deepEqual(await api(page, 'newGame', 'wykersham', 'default'), { ok: true });
  // The page's own rolls first: undo goes back past a roll and the same roll comes back.
  await page.waitForFunction(() => window.marbles.state().ply >= 2, null, { timeout: 10000 });
  let s = await api(page, 'state');
  const roll = s.moves[1];
  const place = s.legal.find((m) => /^[1-6n][a-e]$/.test(m));
  await clickWyk(page, place);
  assert.ok((await api(page, 'undo')).ok !== false);
  await frames(page, 20);
  await page.waitForFunction(() => window.marbles.state().ply >= 2, null, { timeout: 10000 });
  s = await api(page, 'state');
  assert.equal(s.moves[1], roll, 'the same roll after undo');
  // Real dice: chosen in the menu, for a new game.
  assert.deepEqual(await api(page, 'newGame', 'wykersham', 'default'), { ok: true });
  await clickWidgets(page, 'menu', 'dice-1');
  await snap(page, 'wykersham-menu-dice');
  await page.mouse.click(5, 5);
  await frames(page, 3);
  s = await api(page, 'state');
  assert.equal(s.dice, 'typed');
  // The page may have rolled the roll-off before the setting changed: start again.
  assert.deepEqual(await api(page, 'newGame', 'wykersham', 'default'), { ok: true });
  await frames(page, 20);
  s = await api(page, 'state');
  assert.equal(s.ply, 0, 'nothing rolled by the page');
  assert.deepEqual(s.legal, ['red', 'green']);
  await snap(page, 'wykersham-typed-rolloff');
  await clickWyk(page, 'green');
  await snap(page, 'wykersham-typed-roll', 20);
  await clickWyk(page, '3-5');
  s = await api(page, 'state');
  assert.deepEqual(s.moves, ['green', '3-5']);
  assert.equal(s.to_move, 1);
  assert.deepEqual([...s.legal.filter((m) => /^[1-6n][a-e]$/.test(m))].sort(),
    ['3a', '3b', '3c', '3d', '3e', '5a', '5b', '5c', '5d', '5e']);
  // Typed in the move box too, like any move.
  for (const m of ['3b', 'b=', '5d', 'd=']) assert.ok((await api(page, 'play', m)).ok, m);
  s = await api(page, 'state');
  assert.equal(s.to_move, -1);
  assert.equal(s.ply, 6);
  await clickWyk(page, '4-4');
  s = await api(page, 'state');
  assert.ok(s.legal.includes('nb') && s.legal.includes('4a'), s.legal.join(' '));
  // Undo (the panel's button) in this mode stops at the roll, to be typed in again.
  await clickWidget(page, 'undo');
  await frames(page, 5);
  s = await api(page, 'state');
  assert.equal(s.ply, 6);
  assert.equal(s.to_move, -1);
  await closeClean(page);
});

test('against the computer on a phone, by taps, to the end', async () => {
  const { page, s } = await phoneAgainstComputer(env, 'wykersham');
  assert.equal(s.game, 'wykersham');
  let shot = false;
  const end = await clickToEnd(page, 62, [1], async (st) => {
    if (!shot && st.ply > 40 && st.legal.some((m) => /^[1-6n][a-e]$/.test(m))) {
      shot = true;
      await snap(page, 'wykersham-phone-place', 20);
    }
  });
  await assertOverAgainstComputer(page, end, 'wykersham-phone-over');
  assert.deepEqual(end.reserves, [0, 0]);
  await closeClean(page);
});

test('bad Wykersham input through the JS API is refused with a message and changes nothing', async () => {
  const page = await open(env, desktop);
  assert.ok((await api(page, 'setOption', 'dice', 'typed')).ok);
  assert.deepEqual(await api(page, 'newGame', 'wykersham', 'default'), { ok: true });
  for (const m of ['red', '2-6', '2a', 'a+']) assert.ok((await api(page, 'play', m)).ok, m);
  const before = await api(page, 'state');
  assert.equal(before.to_move, 0);
  const record = await api(page, 'save');
  const bad = [
    ['play', ['3a']],  // row 3 was not rolled
    ['play', ['6a']],  // rail a slid this turn
    ['play', ['6c+']],
    ['play', ['c+']],  // no slide now
    ['play', ['xa1']], // no goal
    ['play', ['3-5']], // no roll due
    ['play', ['done']],
    ['setOption', ['dice', 'loaded']],
    ['newGame', ['wykersham', 'no-dice']],
  ];
  await assertRefused(page, bad, { before, record });
  // A record with a roll that cannot happen is refused, naming the line; the game is kept.
  const broken = record.replace('2-6', '2-7');
  const r = await api(page, 'load', broken);
  assert.equal(r.ok, false);
  assert.match(r.error, /2-7/);
  assert.equal((await api(page, 'state')).position, before.position);
  // Moves in words.
  assert.match((await api(page, 'describe', 1)).text, /rolled 2 and 6/);
  assert.match((await api(page, 'describe', 2)).text, /placed a marble in a\d+ \(row 2\)/);
  assert.match((await api(page, 'describe', 3)).text, /slid rail a up/);
  await closeClean(page);
});

// Screenshots: desktop and phone, light and dark, mid-game with stacks, shared cups and a goal.
for (const { size, where, theme } of looks) {
  test(`screenshots: ${where}, ${theme} theme, mid-game`, async () => {
    const page = await open(env, size);
    assert.ok((await api(page, 'setOption', 'theme', theme)).ok);
    assert.ok((await api(page, 'setOption', 'dice', 'typed')).ok);
    assert.deepEqual(await api(page, 'newGame', 'wykersham', 'default'), { ok: true });
    await playSome(page, 120, where.length * 7 + theme.length);
    await snap(page, `wykersham-${where}-${theme}-mid`, 30);
    await closeClean(page);
  });
}
