// Quits in the browser: a whole four-player game set up and played by clicks from the start
// screen (the board turned to each person, a computer in one seat), a two-player game against
// the computer by taps on a phone-sized page, slides by their arrows and by dragging, the
// forbidden slide, illegal input through the JS API refused with the game unchanged, moves in
// words, and screenshots of the board (desktop and phone, light and dark, start and mid-game).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import {
  api, assertRefused, assertReloads, clickCell, clickMove, clickWidgets, closeClean, desktop,
  frames, looks, open, openingPlayed, phone, phoneAgainstComputer, playToEnd, rng, serveForFile,
  shots, snap, startFrom,
} from './harness.mjs';

const { env } = serveForFile();

// Plays the people's turns by clicks with a seeded choice among the legal moves, and waits for
// the computer's; returns the final state.
function clickToEnd(page, seed, computerSeats, check) {
  const next = rng(seed);
  return playToEnd(page, {
    choose: (s) => s.legal[next(s.legal.length)], play: clickMove, computerSeats, check, limit: 2000,
  });
}

// Drags the board from one cell's centre to another's with the mouse (a screenshot before the
// release when asked).
async function drag(page, fromCell, toCell, shot) {
  const box = await page.locator('#canvas').boundingBox();
  const from = await api(page, 'cellCenter', fromCell);
  const to = await api(page, 'cellCenter', toCell);
  await page.mouse.move(box.x + from.x, box.y + from.y);
  await page.mouse.down();
  await frames(page, 2);
  await page.mouse.move(box.x + (from.x + to.x) / 2, box.y + (from.y + to.y) / 2, { steps: 3 });
  await frames(page, 2);
  await page.mouse.move(box.x + to.x, box.y + to.y, { steps: 3 });
  await frames(page, 2);
  if (shot) await page.screenshot({ path: shot });
  await page.mouse.up();
  await frames(page, 3);
}

test('four players: set up by clicks on the start screen, played by clicks to the end', async () => {
  const page = await open(env, desktop);
  assert.equal((await api(page, 'state')).screen, 'start');
  // Red (seat 2) is the computer's, the three others are people at this screen.
  const s = await startFrom(page, ['game-quits', 'variant-4-players', 'seat2-computer'], 'quits-start-screen-4p');
  assert.equal(s.screen, 'game');
  assert.equal(s.game, 'quits');
  assert.equal(s.variant, '4-players');
  assert.equal(s.players, 4);
  assert.equal(s.ai, '2');
  assert.deepEqual(s.on_board, [3, 3, 3, 3]);
  assert.deepEqual(s.out, [0, 0, 0, 0]);
  // The menu's setting turns the board to the person to move: clicks then land where the
  // turned board draws the cells.
  assert.ok((await api(page, 'setOption', 'ai_delay_ms', '0')).ok);
  assert.equal(s.rotate, false);
  await clickWidgets(page, 'menu', 'rotate-1');
  await snap(page, 'quits-menu-rotate');
  assert.equal((await api(page, 'state')).rotate, true);
  await page.mouse.click(5, 5); // closes the menu, plays nothing
  await frames(page, 3);
  assert.equal((await api(page, 'state')).ply, 0);
  await snap(page, 'quits-4p-desktop-start');
  let turned = 0;
  let shot = false;
  const end = await clickToEnd(page, 41, [2], async (st) => {
    // Facing follows the mover (shown once the last action's animation is over).
    await page.waitForFunction(() => window.marbles.state().facing === window.marbles.state().to_move, null, { timeout: 5000 });
    if (st.to_move !== 0) turned++;
    if (!shot && st.ply >= 12 && st.legal.some((m) => /^[rc]/.test(m))) {
      shot = true;
      await snap(page, 'quits-4p-desktop-mid');
    }
  });
  assert.ok(turned > 0, 'the board turned to other seats');
  assert.equal(end.terminal, true);
  assert.equal(end.legal.length, 0);
  assert.notEqual(end.result, '*');
  assert.ok(end.outcome.length > 0, 'the end said in words');
  const winner = end.result.split('-').indexOf('1');
  if (winner >= 0) {
    assert.equal(end.out[winner], 1, `${JSON.stringify(end)}`);
    assert.match(end.outcome, /took a marble off the board first/);
  } else {
    assert.match(end.outcome, /(third time|200 turns)/);
  }
  await snap(page, 'quits-4p-desktop-over', 20);
  // The record reloads to the same end.
  await assertReloads(page, end, /\[Variant "4-players"\]/);
  await closeClean(page);
});

test('two players against the computer, by taps on a phone-sized page', async () => {
  const { page, s } = await phoneAgainstComputer(env, 'quits');
  assert.equal(s.screen, 'game');
  assert.equal(s.variant, 'default');
  assert.equal(s.to_move, 0);
  const end = await clickToEnd(page, 42, [1]);
  assert.equal(end.terminal, true);
  assert.notEqual(end.result, '*');
  if (end.result === '1-0') assert.match(end.outcome, /^You win! Light took three marbles off/);
  if (end.result === '0-1') assert.match(end.outcome, /^The computer wins\. Dark took three/);
  await snap(page, 'quits-phone-over', 20);
  await closeClean(page);
});

test('slides: by an arrow, by dragging a row, the forbidden reverse crossed out; in words', async () => {
  const page = await open(env, desktop);
  assert.deepEqual(await api(page, 'newGame', 'quits', 'default'), { ok: true });
  await frames(page, 3);
  // An arrow beside the board: row 1 slid to the left (the empty corner tile a1 goes to e1).
  await clickMove(page, 'r1<');
  let s = await api(page, 'state');
  assert.equal(s.position, '..dd./...dd/l...d/ll.../ll... d 0,0 r1< 1');
  // Dark drags column e (its marbles on e3 and e4) down by one tile: the empty e1 goes to e5.
  await drag(page, 'e3', 'e2', join(shots, 'quits-drag.png'));
  s = await api(page, 'state');
  assert.deepEqual(s.moves, ['r1<', 'c5v'], s.message);
  // Light may not play c5^ now (it would undo c5v): its arrow is crossed out, a tap on it says
  // why and plays nothing.
  assert.ok(!s.legal.includes('c5^'));
  await snap(page, 'quits-forbidden-desktop-dark', 20);
  await clickCell(page, 'c5^');
  s = await api(page, 'state');
  assert.equal(s.ply, 2);
  assert.match(s.message, /c5\^/);
  // Dragging row 5, where Light has no marble, plays nothing either.
  await drag(page, 'c5', 'd5');
  s = await api(page, 'state');
  assert.equal(s.ply, 2);
  assert.match(s.message, /r5>/);
  // Slides and a marble that leaves, in words.
  assert.equal((await api(page, 'describe', 0)).text, 'Light slid row 1 to the left (r1<).');
  assert.equal((await api(page, 'describe', 1)).text, 'Dark slid column e down (c5v).');
  assert.ok((await api(page, 'setOption', 'lang', 'fr')).ok);
  assert.equal(
    (await api(page, 'describe', 0)).text,
    'Clair\u00a0: coulissement de la rangée 1 vers la gauche (r1<).',
  );
  assert.ok((await api(page, 'setOption', 'lang', 'en')).ok);
  // The empty end tile picked up and put down at the other end (what the keyboard does): e1,
  // lifted, goes to a1 (r1>).
  await clickCell(page, 'e1');
  assert.equal((await api(page, 'state')).selected, 'e1');
  await clickCell(page, 'a1');
  s = await api(page, 'state');
  assert.equal(s.moves[2], 'r1>');
  // A marble dragged onto one of its cells moves there.
  const step = s.legal.find((m) => m.includes('-'));
  await drag(page, ...step.split('-'));
  s = await api(page, 'state');
  assert.equal(s.moves[3], step);
  await closeClean(page);
});

test('a marble leaving through its exit corner: counted, drawn in its dish, said in words', async () => {
  const page = await open(env, desktop);
  // Light's marble on d4 steps onto e5, its exit.
  const record = '[Format "marbles/1"]\n[Game "quits"]\n[Variant "3-marbles"]\n' +
    '[Position "..d../...l./d..../d..../.ll.. l 0,0 - 0"]\n';
  assert.deepEqual(await api(page, 'load', record), { ok: true });
  await frames(page, 3);  // the loaded position on the screen before the clicks, as a person sees it
  await clickMove(page, 'd4-e5');
  const s = await api(page, 'state');
  assert.equal(s.terminal, true);
  assert.deepEqual(s.out, [1, 0]);
  assert.equal(s.result, '1-0');
  assert.equal(s.outcome, 'Light wins! Light took a marble off the board first.');
  assert.equal(
    (await api(page, 'describe', 0)).text,
    'Light moved from d4 to e5 and the marble left the board (d4-e5).',
  );
  await snap(page, 'quits-exit', 30);
  await closeClean(page);
});

test('bad Quits input through the JS API is refused with a message and changes nothing', async () => {
  const page = await open(env, desktop);
  // Light steps, Dark steps, Light slides row 2 to the right: Dark to move.
  const { before, record } = await openingPlayed(page, 'quits', ['b2-c3', 'e3-d2', 'r2>']);
  assert.equal(before.to_move, 1);
  const bad = [
    ['play', ['r2<'], /it would undo the last slide r2>/],
    ['play', ['c1^'], /column a holds no marble of yours/],
    ['play', ['r4>'], /end tile e4 holds a marble/],
    ['play', ['d4-c3'], /c3 is occupied/],
    ['play', ['a3-b4'], /no marble of yours on a3/],
    ['play', ['d4-d3'], /diagonally/], // straight steps only in the orthogonal variant
    ['play', ['r6>'], /r6>/],
    ['play', ['pass'], /pass/],
    ['setOption', ['ai', '4'], /bad value "4" for option ai/],
    ['setOption', ['ai', '1,1'], /bad value "1,1" for option ai/],
    ['newGame', ['quits', '5-players'], /5-players/],
  ];
  await assertRefused(page, bad, {
    before, record, game: 'quits', also: (now) => assert.equal(now.ai, 'off'),
  });
  await closeClean(page);
});

// Screenshots: desktop and phone, light and dark, at the start and mid-game with the arrows.
for (const { size, where, theme } of looks) {
  test(`screenshots: ${where}, ${theme} theme, start and mid-game`, async () => {
    const page = await open(env, size);
    assert.ok((await api(page, 'setOption', 'theme', theme)).ok);
    assert.deepEqual(await api(page, 'newGame', 'quits', 'default'), { ok: true });
    await snap(page, `quits-${where}-${theme}-start`, 5);
    for (const m of ['b2-c3', 'e4-d3', 'r1<', 'c5v', 'a3-b4', 'r5>']) {
      assert.ok((await api(page, 'play', m)).ok, m);
    }
    await frames(page, 30);
    const s = await api(page, 'state');
    assert.ok(s.legal.some((m) => /^[rc]\d[<>^v]$/.test(m)), 'slides to show');
    await snap(page, `quits-${where}-${theme}-mid`);
    await closeClean(page);
  });
}

test('four players on a phone, the board turned to the person to move', async () => {
  const page = await open(env, phone);
  assert.deepEqual(await api(page, 'newGame', 'quits', '4-players'), { ok: true });
  assert.ok((await api(page, 'setOption', 'rotate', '1')).ok);
  for (const m of ['a2-b3', 'b5-c4', 'c5^']) assert.ok((await api(page, 'play', m)).ok, m);
  await frames(page, 30);
  const s = await api(page, 'state');
  assert.equal(s.to_move, 3);
  assert.equal(s.facing, 3);
  await snap(page, 'quits-4p-phone-turned');
  await closeClean(page);
});
