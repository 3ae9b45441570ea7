// What a newcomer sees (issue 32): the computer's Wykersham turn marked on the board and said in
// words, the page's dice said as the page's, cross-row n explained; the move list's moves shown
// by a click, a move from there asked first; messages in words (Quits' forbidden slide, the
// hint, Wali's refused placement with the engine's reason, the line of three drawn); the
// Poursuite turn icon. Screenshots in English and French, desktop 1366×768 and phone 390×844.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  api, clickCell, clickWidget, closeClean, frames, open, rng, serveForFile, snap,
} from './harness.mjs';

const { env } = serveForFile();

const sizes = [
  [{ width: 1366, height: 768 }, 'desktop'],
  [{ width: 390, height: 844, scale: 2 }, 'phone'],
];
const state = (page) => api(page, 'state');

// Wykersham against the computer (Green), the person Red: waits until the computer has played
// a whole turn and the page has rolled the person's dice.
async function wykershamAfterComputer(page) {
  assert.ok((await api(page, 'newGame', 'wykersham', 'default')).ok);
  assert.ok((await api(page, 'setOption', 'ai_delay_ms', '0')).ok);
  assert.ok((await api(page, 'setOption', 'ai_level', 'beginner')).ok);
  assert.ok((await api(page, 'setOption', 'ai', '1')).ok);
  const next = rng(5);
  for (let i = 0; i < 400; i++) {
    const s = await state(page);
    // The computer's turn done, the page's roll for Red made: Red places.
    if (s.to_move === 0 && s.phase === 'placement' && s.moves.length > 6 &&
        s.last_marks.length >= 3) {
      return s;
    }
    if (s.to_move === 0 && s.legal.length > 0) {
      assert.ok((await api(page, 'play', s.legal[next(s.legal.length)])).ok);
    } else {
      await frames(page, 5);
    }
  }
  throw new Error('the computer never played a whole turn');
}

test('Wykersham: the computer\'s turn is marked and said in words; the dice are the page\'s', async () => {
  for (const [size, where] of sizes) {
    const page = await open(env, size);
    const s = await wykershamAfterComputer(page);
    // The marks: the computer's whole turn (its roll, placements, slides), not the roll the
    // page just made for Red.
    assert.ok(!/^[1-6]-[1-6]$/.test(s.last_marks.at(-1)), s.last_marks.join(' '));
    const line = s.moves.length;
    assert.ok(s.last_marks.some((m) => /^[1-6n][a-e]$/.test(m)), s.last_marks.join(' '));
    assert.match(s.last_turn,
      /^Last turn, Green \(computer\): (Green start \(roll-off\), )?rolled \d and \d, (placed|had no cup)/);
    assert.match(s.last_turn, /\((green )?\d-\d [^)]+\)\.$/);
    assert.ok(s.status.some((t) => /^Row n, in the middle: a double/.test(t)), s.status.join(' | '));
    await snap(page, `words-wykersham-computer-${where}-en`, 10);
    assert.ok((await api(page, 'setOption', 'lang', 'fr')).ok);
    const fr = await state(page);
    assert.match(fr.last_turn, /^Dernier tour, Verts \(ordinateur\)\u00a0: .*a lancé \d et \d/);
    assert.ok(fr.status.some((t) => /^Rangée n, au milieu/.test(t)));
    await snap(page, `words-wykersham-computer-${where}-fr`, 10);
    assert.equal((await state(page)).moves.length, line);
    await closeClean(page);
  }
});

test('Wykersham: while the page rolls a person\'s dice the panel says so, not "Enter the dice"', async () => {
  const page = await open(env);
  assert.ok((await api(page, 'newGame', 'wykersham', 'default')).ok);
  // Two players, the page rolling; the roll-off waits long enough to be read.
  assert.ok((await api(page, 'setOption', 'ai_delay_ms', '4000')).ok);
  assert.ok((await api(page, 'load', await api(page, 'save'))).ok);
  const s = await state(page);
  assert.equal(s.to_move, -1);  // chance: the roll-off
  assert.equal(s.turn_hint, 'Rolling the dice…');
  assert.ok(!/computer/i.test(s.turn_hint));
  await closeClean(page);
});

// Yoté against the computer: two turns each, then the first move clicked in the list.
test('the move list: a click shows that position; a move there asks first', async () => {
  for (const [size, where] of sizes) {
    const page = await open(env, size);
    assert.ok((await api(page, 'newGame', 'yote', 'default')).ok);
    assert.ok((await api(page, 'setOption', 'ai_delay_ms', '0')).ok);
    assert.ok((await api(page, 'setOption', 'ai_level', 'beginner')).ok);
    assert.ok((await api(page, 'setOption', 'ai', '1')).ok);
    for (const m of ['@A1', '@E5']) {
      const before = await state(page);
      const cell = before.legal.includes(m) ? m : before.legal.find((x) => x.startsWith('@'));
      assert.ok((await api(page, 'play', cell)).ok);
      await page.waitForFunction((n) => window.marbles.state().ply >= n, before.ply + 2);
    }
    const full = await state(page);
    assert.equal(full.ply, 4);
    await clickWidget(page, 'move-1');
    let s = await state(page);
    assert.equal(s.ply, 1, 'the position after the first move');
    assert.equal(s.length, 4, 'the record is kept');
    assert.equal(s.play_on, true, 'the computer waits: the panel offers to play on');
    await snap(page, `words-moves-shown-${where}-en`, 5);
    // The computer's turn is due here: take it back one more, to Light's turn.
    await clickWidget(page, 'move-2');
    s = await state(page);
    assert.equal(s.ply, 2);
    const other = s.legal.find((m) => m.startsWith('@') && m !== full.moves[2]);
    await clickCell(page, other.slice(1));
    s = await state(page);
    assert.equal(s.ply, 2, 'not played before the answer');
    assert.match(s.confirm, /^This move replaces the 2 later moves of the game\./);
    await snap(page, `words-moves-confirm-${where}-en`, 5);
    await clickWidget(page, 'confirm-cancel');
    s = await state(page);
    assert.equal(s.confirm, '');
    assert.deepEqual([s.ply, s.length], [2, 4], 'Cancel plays nothing');
    assert.ok((await api(page, 'setOption', 'lang', 'fr')).ok);
    await snap(page, `words-moves-shown-${where}-fr`, 5);
    await clickCell(page, other.slice(1));
    assert.match((await state(page)).confirm, /^Ce coup remplace les 2 coups suivants/);
    await snap(page, `words-moves-confirm-${where}-fr`, 5);
    await clickWidget(page, 'confirm-play');
    s = await state(page);
    assert.equal(s.moves[2], other, 'Play here plays it');
    assert.ok(s.ply >= 3);
    await closeClean(page);
  }
});

test('messages in words: Quits\' forbidden slide, the hint, Wali\'s refused placement', async () => {
  const page = await open(env);
  // Quits: a column slid, then its reverse tapped.
  assert.ok((await api(page, 'newGame', 'quits', 'default')).ok);
  const q = await state(page);
  const slide = q.legal.find((m) => /^c\d[\^v]$/.test(m));
  assert.ok(slide, q.legal.join(' '));
  assert.ok((await api(page, 'play', slide)).ok);
  await frames(page, 40);  // the slide shown
  const back = slide.slice(0, 2) + (slide[2] === '^' ? 'v' : '^');
  await clickCell(page, back);
  const letter = 'abcde'[Number(slide[1]) - 1];
  const dir = (m) => (m[2] === '^' ? 'up' : 'down');
  assert.equal((await state(page)).note,
    `Sliding column ${letter} ${dir(back)} (${back}) is not allowed this turn: it would undo the ` +
    `last slide (column ${letter} ${dir(slide)}, ${slide}).`);
  // Yoté's hint: in words, the notation in brackets.
  assert.ok((await api(page, 'newGame', 'yote', 'default')).ok);
  await clickWidget(page, 'hint');
  await page.waitForFunction(() => window.marbles.state().hint_words !== '', null, { timeout: 20000 });
  assert.match((await state(page)).hint_words,
    /^Suggested: place a piece on [A-F][1-5] \(@[A-F][1-5]\), in green on the board\.$/);
  // Wali: F3 after D3 and E3 would make three in a row: the engine's reason.
  assert.ok((await api(page, 'newGame', 'wali', 'default')).ok);
  for (const m of ['D3', 'A1', 'E3', 'A2']) assert.ok((await api(page, 'play', m)).ok);
  await clickCell(page, 'F3');
  assert.equal((await state(page)).note, 'No move on F3: a placement may not make three in a row.');
  await snap(page, 'words-wali-refused-desktop-en');
  assert.ok((await api(page, 'setOption', 'lang', 'fr')).ok);
  await clickCell(page, 'F3');
  assert.equal((await state(page)).note,
    'Aucun coup en F3\u00a0: une pose ne doit pas donner trois pièces à la suite.');
  await closeClean(page);
});

// A Wali game played at random through the API until a move makes a line of three.
async function waliLine(page, seed) {
  assert.ok((await api(page, 'newGame', 'wali', 'default')).ok);
  const next = rng(seed);
  for (let i = 0; i < 3000; i++) {
    const s = await state(page);
    if (s.legal.some((m) => m.startsWith('x'))) return s;
    if (s.terminal) assert.ok((await api(page, 'newGame', 'wali', 'default')).ok);
    else assert.ok((await api(page, 'play', s.legal[next(s.legal.length)])).ok);
  }
  throw new Error('no line of three');
}

test('Wali: the line of three a move made is drawn; Poursuite\'s turn icon', async () => {
  for (const [size, where] of sizes) {
    const page = await open(env, size);
    const s = await waliLine(page, 3);
    assert.equal(s.last_marks.length, 1);
    assert.match(s.last_marks[0], /^[A-F][1-5]-[A-F][1-5]$/);
    await snap(page, `words-wali-line-${where}-en`, 5);
    assert.ok((await api(page, 'setOption', 'lang', 'fr')).ok);
    await snap(page, `words-wali-line-${where}-fr`, 5);
    assert.ok((await api(page, 'setOption', 'lang', 'en')).ok);
    assert.ok((await api(page, 'newGame', 'poursuite', 'default')).ok);
    await snap(page, `words-poursuite-${where}-en`, 5);
    assert.ok((await api(page, 'setOption', 'lang', 'fr')).ok);
    await snap(page, `words-poursuite-${where}-fr`, 5);
    await closeClean(page);
  }
});
