// Yoté and La poursuite infernale in the browser: whole games by real clicks (desktop) and taps
// (phone-sized page, against the computer), and bad input through the JS API refused with a
// message while the game stays as it was.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  api, assertRefused, assertReloads, clickCell, clickGame, closeClean, desktop, open,
  openingPlayed, phone, serveForFile, snap,
} from './harness.mjs';

const { env } = serveForFile();

// [game, variant, page size, seed, side the person plays (undefined: two people)]
const games = [
  ['yote', 'default', desktop, 21, undefined],
  ['yote', '5x5', phone, 22, 0],
  ['poursuite', 'default', desktop, 23, undefined],
  ['poursuite', '6x6', phone, 24, 1],
];

for (const [game, variant, size, seed, human] of games) {
  const where = size === phone ? 'phone, against the computer' : 'desktop, two people';
  test(`${game} (${variant}) played to the end by clicks (${where})`, async () => {
    const page = await open(env, size);
    assert.deepEqual(await api(page, 'newGame', game, variant), { ok: true });
    if (human !== undefined) {
      assert.ok((await api(page, 'setOption', 'ai_delay_ms', '0')).ok);
      assert.ok((await api(page, 'setOption', 'ai', String(1 - human))).ok);
    }
    const tag = `${game}-${variant}-${size === phone ? 'phone' : 'desktop'}`;
    await snap(page, `${tag}-start`, 3);
    const end = await clickGame(page, seed, human);
    assert.equal(end.phase, 'over');
    assert.notEqual(end.result, '*');
    assert.equal(end.legal.length, 0);
    await snap(page, `${tag}-over`, 3);
    // The saved record reloads to the same final position.
    await assertReloads(page, end, new RegExp(`\\[Game "${game}"\\]`), [game, variant]);
    await closeClean(page);
  });
}

test('Yoté: a jump then the bonus removal, by clicks', async () => {
  const page = await open(env, desktop);
  await api(page, 'newGame', 'yote', 'default');
  // Placing as on the box: tap the reserve beside the board, then the cell.
  await clickCell(page, 'reserve0');
  await snap(page, 'yote-reserve-picked');
  await clickCell(page, 'C3');
  assert.deepEqual((await api(page, 'state')).moves, ['@C3']);
  // The other player's reserve is not the mover's to take.
  await clickCell(page, 'reserve0');
  assert.equal((await api(page, 'state')).ply, 1);
  // Light on C3 and C1, dark on C4 and E2: light jumps C3xC5, then takes E2.
  for (const m of ['@C4', '@C1', '@E2']) assert.ok((await api(page, 'play', m)).ok);
  await clickCell(page, 'C3');
  await clickCell(page, 'C5');
  let s = await api(page, 'state');
  assert.equal(s.moves[s.moves.length - 1], 'C3xC5');
  assert.equal(s.to_move, 0, 'the capturer chooses the bonus removal');
  await snap(page, 'yote-bonus-removal');
  await clickCell(page, 'E2');
  s = await api(page, 'state');
  assert.equal(s.moves[s.moves.length - 1], 'xE2');
  assert.equal(s.to_move, 1);
  await closeClean(page);
});

test('bad Yoté and poursuite input is refused with a message and changes nothing', async () => {
  const page = await open(env, desktop);
  const cases = [
    ['yote', ['@C3', '@C4'], [
      ['play', ['C4xC2'], /C4xC2/], // the opponent's piece
      ['play', ['@C4'], /C4/], // occupied
      ['play', ['@G6'], /G6/], // not a cell
      ['play', ['C3-C4'], /C3-C4/],
      ['play', ['xR'], /xR/],
      ['load', ['[Format "marbles/1"]\n[Game "yote"]\n1. @C3\n2. @C3\n'], /line 4/],
      ['newGame', ['yote', '7x7'], /7x7/],
    ]],
    ['poursuite', ['b3'], [
      ['play', ['a1'], /a1/], // burned
      ['play', ['b3'], /b3/], // burned, and not the pursuer's square
      ['play', ['z9'], /z9/],
      ['play', ['e5'], /e5/], // not a knight's jump from h8
      ['load', ['[Format "marbles/1"]\n[Game "poursuite"]\n1. b3\n2. b3\n'], /line 4/],
      ['newGame', ['poursuite', '9x9'], /9x9/],
    ]],
  ];
  for (const [game, opening, bad] of cases) {
    const label = `${game}: `;
    const { before, record } = await openingPlayed(page, game, opening, label);
    await assertRefused(page, bad, { before, record, game, label });
  }
  await closeClean(page);
});
