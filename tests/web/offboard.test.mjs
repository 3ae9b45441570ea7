// Offboard in the browser: a whole game set up from the start screen and played to its end by
// clicks (a marble or the back of a line, then where it goes; put-backs on a cell, "aside" by
// its button), its record reloading to the same end; custom target values set on the start
// screen and scored; against the computer by taps on a phone; illegal input through the JS API
// refused with the game unchanged; moves in words; screenshots (desktop and phone, light and
// dark).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  api, assertOverAgainstComputer, assertRefused, assertReloads, clickCell, clickWidget, closeClean,
  desktop, looks, open, openingPlayed, phoneAgainstComputer, playedBy, playSome, playToEnd,
  pointsOf, rng, serveForFile, snap, startFrom,
} from './harness.mjs';

const { env } = serveForFile();

// Plays one move as a person does: "c3-c4" / "a1-a4" / "g5-g8x7" by the first cell then the
// second, "@e5" by its cell, "aside" and "pass" by the panel's buttons. Checks that exactly that
// move was played.
function clickOff(page, move) {
  return playedBy(page, move, async () => {
    const line = /^([a-i]\d)-([a-i]\d)(x\d+)?$/.exec(move);
    if (line) {
      await clickCell(page, line[1]);
      await clickCell(page, line[2]);
    } else if (move.startsWith('@')) {
      await clickCell(page, move.slice(1));
    } else {
      await clickWidget(page, `act-${move}`);
    }
  });
}

// A chooser that plays like an eager beginner: a push that puts a marble off the board when
// there is one (most of the time), else a push, else any move; seeded.
function eager(seed) {
  const next = rng(seed);
  return (legal, board) => {
    const off = legal.filter((m) => /x\d+$/.test(m));
    if (off.length > 0 && next(10) < 8) return off[next(off.length)];
    const pushes = legal.filter((m) => {
      const to = /^[a-i]\d-([a-i]\d)/.exec(m);
      return to && board.has(to[1]);
    });
    if (pushes.length > 0 && next(10) < 6) return pushes[next(pushes.length)];
    return legal[next(legal.length)];
  };
}

// The occupied cells of a position text (rows i down to a, '.' empty).
function occupied(position) {
  const rows = position.split(' ')[0].split('/');
  const cells = new Set();
  rows.forEach((text, k) => {
    const row = 8 - k;
    const first = Math.max(1, row - 3);
    [...text].forEach((ch, j) => {
      if (ch !== '.') cells.add(`${String.fromCharCode(97 + row)}${first + j}`);
    });
  });
  return cells;
}

function clickToEnd(page, seed, computerSeats = [], check) {
  const choose = eager(seed);
  return playToEnd(page, {
    choose: (s) => choose(s.legal, occupied(s.position)), play: clickOff, computerSeats, check,
  });
}

test('a whole game from the start screen, played by clicks to the end', async () => {
  const page = await open(env, desktop);
  const s = await startFrom(page, ['game-offboard', 'two'], 'offboard-start-screen');
  assert.equal(s.game, 'offboard');
  assert.equal(s.to_move, 0);
  assert.deepEqual(s.on_board, [12, 12]);
  let shot = false;
  const end = await clickToEnd(page, 71, [], async (st) => {
    if (!shot && st.moves.some((m) => /x\d+$/.test(m))) {
      shot = true;
      await snap(page, 'offboard-desktop-scored', 20);
    }
  });
  assert.equal(end.terminal, true);
  const [red, yellow] = pointsOf(end, 'Red', 'Yellow') ?? [NaN, NaN];
  if (end.result === '1-0') {
    assert.ok(red >= 6, end.status.join(' | '));
    assert.match(end.outcome, /Red reached \d+ points/);
  } else if (end.result === '0-1') {
    assert.ok(yellow >= 6, end.status.join(' | '));
  } else {
    assert.match(end.outcome, /(third time|200 turns)/);
  }
  await snap(page, 'offboard-desktop-over', 30);
  await assertReloads(page, end, /\[Game "offboard"\]/);
  console.log(`# game: ${end.moves.length} moves, ${red}-${yellow}, ${end.result}`);
  await closeClean(page);
});

test('custom target values set on the start screen', async () => {
  const page = await open(env, desktop);
  // Target 1 (the left half of Red's edge) from 1 to 3, target 7 (the right half of Yellow's,
  // as Red sees it) from 1 to 2.
  const s = await startFrom(page, ['game-offboard', 'value-0', 'value-0', 'value-6'], 'offboard-start-custom');
  assert.equal(s.game, 'offboard');
  assert.equal(s.variant, 'targets 3,2,3,1,2,3,2,2,3,1,2,3');
  await snap(page, 'offboard-custom-board', 10);
  // The record keeps the layout.
  assert.match(await api(page, 'save'), /\[Variant "targets 3,2,3,1,2,3,2,2,3,1,2,3"\]/);
  await closeClean(page);
});

test('against the computer on a phone, by taps, to the end', async () => {
  const { page } = await phoneAgainstComputer(env, 'offboard');
  let shot = false;
  const end = await clickToEnd(page, 72, [1], async (st) => {
    if (!shot && st.ply > 20) {
      shot = true;
      await snap(page, 'offboard-phone-mid', 20);
    }
  });
  await assertOverAgainstComputer(page, end, 'offboard-phone-over');
  await closeClean(page);
});

test('bad Offboard input through the JS API is refused with a message and changes nothing', async () => {
  const page = await open(env, desktop);
  const { before, record } = await openingPlayed(page, 'offboard', ['c3-d4', 'g7-f6']);
  assert.equal(before.to_move, 0);
  const bad = [
    ['play', ['a1-a2']], // a2 is taken by Red's own marble
    ['play', ['a1-z9']],
    ['play', ['c4-c7']], // the line c4-c5 moves one cell, not three
    ['play', ['@e5']], // no marble waiting
    ['play', ['aside']],
    ['play', ['pass']],
    ['newGame', ['offboard', 'targets 1,2,3']],
    ['newGame', ['offboard', 'targets 1,2,3,1,2,3,1,2,3,1,2,0']],
  ];
  await assertRefused(page, bad, { before, record, game: 'offboard' });
  assert.equal((await api(page, 'describe', 0)).text, 'Red moved from c3 to d4 (c3-d4).');
  await closeClean(page);
});

for (const { size, where, theme } of looks) {
  test(`screenshots: ${where}, ${theme} theme, mid-game`, async () => {
    const page = await open(env, size);
    assert.ok((await api(page, 'setOption', 'theme', theme)).ok);
    assert.deepEqual(await api(page, 'newGame', 'offboard', 'default'), { ok: true });
    const choose = eager(where.length * 5 + theme.length);
    await playSome(page, 40, (s) => choose(s.legal, occupied(s.position)));
    await snap(page, `offboard-${where}-${theme}-mid`, 40);
    await closeClean(page);
  });
}
