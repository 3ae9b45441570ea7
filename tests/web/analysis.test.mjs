// The analysis board and the review of a game (src/ui/app_analysis.cpp): from the menu or the
// analysis option, the strong search weighs the position shown, the panel says the chances and
// the line it expects in words, the board draws its first moves; it follows the position as it
// changes and keeps the frames short. "Review this game" marks a planted blunder in the record:
// a comment with marks after it and the better move as a variation. Both languages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpus, loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { start, open, api, frames, snap, closeClean, clickWidget, recordFrames, playSome, root, live, press, tabTo } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

// La poursuite on 6 × 6, one round: the second player, to move, captures by force (the exact
// solver's result, tests/unit/ai/analysis_test.cpp).
const won = '6x6 5x/2xN2/2x1xx/n2x1x/2xx2/x3x1 w 1 - -';
const record = (moves) => `[Format "marbles/1"]\n[Game "poursuite"]\n[Variant "6x6 single"]\n` +
  `[Position "${won}"]\n\n${moves.map((m, i) => `${i + 1}. ${m}`).join('\n')}\n`;
// From it, b6 throws the win away (the solver: the other side then wins; the test's record is
// the solver's best play after it); c3 keeps it.
const blunder = ['b6', 'b5', 'a4', 'd4', 'c3', 'c6', 'a2', 'e5', 'c1'];

const words = {
  en: { forced: /^Forced win for .+ in \d+ moves\. Best: .+ \([a-f][1-6]\)/, chance: /to move: \d+% chance to win\. Best: /,
    done: 'Review done: 1 move marked, with a comment and a better line.', blunder: /^Blunder: /, menu: 'Review this game' },
  fr: { forced: /^Gain forcé pour .+ en \d+ coups\. Le mieux\u00a0: .+ \([a-f][1-6]\)/, chance: /au trait\u00a0: \d+\u00a0% de chances de gagner\. Le mieux\u00a0: /,
    done: 'Revue terminée\u00a0: 1 coup marqué, avec un commentaire et une meilleure suite.', blunder: /^Gaffe\u00a0: /, menu: 'Revoir la partie avec le moteur' },
};

// The state once its evaluation holds pred (polled: the page's CSP allows no eval).
async function analysed(page, pred = () => true, ms = 60000) {
  const end = Date.now() + ms;
  for (;;) {
    const s = await api(page, 'state');
    if (s.evaluation && pred(s.evaluation, s)) return s;
    if (Date.now() > end) throw new Error(`no analysis: ${JSON.stringify(s.evaluation)}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

test('a won position of La poursuite: a proven win, its line in words and on the board', async () => {
  for (const [size, where] of [[{}, 'desktop'], [{ width: 390, height: 844, scale: 2 }, 'phone']]) {
    for (const lang of ['en', 'fr']) {
      const page = await open(env, { ...size, query: `?lang=${lang}&record=${encodeURIComponent(record([]))}` });
      assert.equal((await api(page, 'state')).evaluation, null, 'off until asked');
      assert.equal((await api(page, 'state')).analysis, false);
      assert.ok((await api(page, 'setOption', 'analysis', '1')).ok);
      await analysed(page, (a) => a.proven === 1 && !a.solved);
      const s = await api(page, 'state');
      assert.equal(s.evaluation.chance, 1);
      assert.equal(s.evaluation.mover, s.to_move);
      assert.ok(s.legal.includes(s.evaluation.line[0]), `${s.evaluation.line[0]} is legal`);
      assert.match(s.evaluation.words, words[lang].forced);
      const names = (await api(page, 'layout')).widgets.map((w) => w.name);
      assert.ok(names.includes('analysis-bar') && names.includes('analysis-words'));
      await snap(page, `analysis-proven-${where}-${lang}`, 3);
      // The line played out ends the game, won by the side to move.
      for (const m of s.evaluation.line) assert.ok((await api(page, 'play', m)).ok, m);
      const end = await api(page, 'state');
      assert.equal(end.terminal, true);
      assert.equal(end.result, '0-1');
      assert.equal(end.evaluation, null, 'nothing to weigh at the end');
      await closeClean(page);
    }
  }
});

// The first "win in n" puzzle of a game's shipped file (assets/puzzles/, bench --puzzles).
function winPuzzle(game) {
  const rows = readFileSync(join(root, 'assets', 'puzzles', `${game}.tsv`), 'utf8').split('\n')
    .filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'));
  const [id, variant, , n, , position, solution] = rows.find((r) => r[2] === 'win');
  return { id, variant, n: Number(n), position, first: solution.split(' ')[0] };
}

test('puzzle positions with a forced win: the analysis proves it and finds the puzzle\'s unique first move', async () => {
  for (const game of ['poursuite', 'quits', 'offboard']) {
    const p = winPuzzle(game);
    const text = `[Format "marbles/1"]\n[Game "${game}"]\n[Variant "${p.variant}"]\n[Position "${p.position}"]\n`;
    const page = await open(env, { query: `?record=${encodeURIComponent(text)}` });
    assert.ok((await api(page, 'setOption', 'analysis', '1')).ok);
    const s = await analysed(page, (a) => a.proven === 1 && !a.solved);
    assert.equal(s.evaluation.line[0], p.first, `${p.id}: ${JSON.stringify(s.evaluation)}`);
    assert.equal(s.evaluation.chance, 1);
    await closeClean(page);
  }
});

// La poursuite's single round on 7 × 7 is a draw (bench --prove): no search proves a draw, the
// exact solver does (web/later/solver.js, a worker), and its answer follows the position.
test('La poursuite single round: the exact solver says what the search cannot, a draw on 7 × 7', async () => {
  const start = '[Format "marbles/1"]\n[Game "poursuite"]\n[Variant "7x7 single"]\n';
  for (const [lang, said] of [['en', /^Solved: a draw with perfect play\. Best: /], ['fr', /^Résolu\u00a0: partie nulle avec un jeu parfait\. Le mieux\u00a0: /]]) {
    const page = await open(env, { query: `?lang=${lang}&record=${encodeURIComponent(start)}` });
    assert.ok((await api(page, 'setOption', 'analysis', '1')).ok);
    let s = await analysed(page, (a) => a.solved);
    assert.equal(s.evaluation.proven, 0);
    assert.equal(s.evaluation.chance, 0.5);
    assert.match(s.evaluation.words, said);
    // A draw is final: the search stops, and the words do not say it still thinks.
    s = await analysed(page, (a) => a.solved && !a.thinking, 10000);
    assert.doesNotMatch(s.evaluation.words, /thinking|réflexion/);
    await snap(page, `analysis-solved-${lang}`, 3);
    assert.ok(s.legal.includes(s.evaluation.line[0]), `${s.evaluation.line[0]} is legal`);
    if (lang === 'en') {
      // The move that keeps the draw, played: the next position is solved again, a draw.
      const before = s.position;
      assert.ok((await api(page, 'play', s.evaluation.line[0])).ok);
      s = await analysed(page, (a, st) => a.solved && st.position !== before);
      assert.equal(s.evaluation.proven, 0);
      // An answer for another position is stale, and a garbled one is refused by name.
      assert.ok((await api(page, 'setOption', 'solved', `1|${s.legal[0]}|${before}`)).ok);
      assert.equal((await api(page, 'state')).evaluation.proven, 0);
      const bad = await api(page, 'setOption', 'solved', '2|a1|x'.repeat(40));
      assert.equal(bad.ok, false);
      assert.match(bad.error, /solved/);
      assert.equal((await api(page, 'state')).position, s.position);
    }
    await closeClean(page);
  }
});

test('the position editor: the analysis weighs the position being set up, once it can be played', async () => {
  const page = await open(env, { query: `?record=${encodeURIComponent(record([]))}` });
  assert.ok((await api(page, 'setOption', 'analysis', '1')).ok);
  assert.equal((await api(page, 'editor', 'open')).open, true);
  let s = await analysed(page, (a) => a.proven === 1 && !a.solved);
  assert.match(s.evaluation.words, words.en.forced);
  await snap(page, 'analysis-editor', 3);
  // Emptied, the board is no position to play: nothing weighed.
  assert.equal((await api(page, 'editor', 'clear')).ok, false);
  await frames(page, 3);
  assert.equal((await api(page, 'state')).evaluation, null);
  await closeClean(page);
});

test('every game: the chances and the line follow the position shown, the frames stay short', async () => {
  const page = await open(env, { init: recordFrames });
  for (const { id } of await api(page, 'games')) {
    if (id === 'line3') continue;
    // Every frame from the new game on: the first analysis of the page (Wali) and of each game
    // creates its search then.
    await page.evaluate(() => { window.__frames.work = []; window.__frames.on = true; });
    assert.ok((await api(page, 'newGame', id, 'default')).ok);
    assert.ok((await api(page, 'setOption', 'analysis', '1')).ok);
    await playSome(page, 4, 3);
    let s = await api(page, 'state');
    if (s.to_move < 0) { assert.ok((await api(page, 'play', s.legal[0])).ok); s = await api(page, 'state'); }
    await analysed(page, (a) => a.line.length > 0);
    s = await api(page, 'state');
    assert.ok(s.evaluation.chance >= 0 && s.evaluation.chance <= 1, `${id}: ${s.evaluation.chance}`);
    assert.ok(s.legal.includes(s.evaluation.line[0]), `${id}: ${s.evaluation.line[0]}`);
    assert.match(s.evaluation.words, words.en.chance, id);
    // A move: the analysis starts again on the new position.
    const first = s.position;
    assert.ok((await api(page, 'play', s.evaluation.line[0])).ok);
    s = await api(page, 'state');
    if (s.to_move >= 0 && !s.terminal) {
      await analysed(page, (a, t) => a.line.length > 0 && t.position !== first);
      s = await api(page, 'state');
      assert.ok(s.legal.includes(s.evaluation.line[0]), `${id} after a move`);
    }
    await new Promise((ok) => setTimeout(ok, 1500));
    const m = await page.evaluate(() => {
      window.__frames.on = false;
      const w = window.__frames.work;
      return { frames: w.length, worst: Math.max(0, ...w), over: w.filter((x) => x > 20).length };
    });
    console.log(`${id}: ${m.frames} frames while analysing, worst ${m.worst.toFixed(1)} ms, ${m.over} over 20 ms ` +
      `(load average ${loadavg()[0].toFixed(1)}, ${cpus().length} cores)`);
    if (loadavg()[0] <= cpus().length) assert.equal(m.over, 0, `${id}: worst frame ${m.worst.toFixed(1)} ms`);
  }
  assert.ok((await api(page, 'setOption', 'analysis', '0')).ok);
  assert.equal((await api(page, 'state')).evaluation, null);
  await closeClean(page);
});

test('review: a planted blunder is marked in the record, with its better move as a variation', async () => {
  for (const lang of ['en', 'fr']) {
    const page = await open(env, { query: `?lang=${lang}&record=${encodeURIComponent(record(blunder))}` });
    // From the menu, as a player does.
    await clickWidget(page, 'menu');
    await frames(page, 2);
    await clickWidget(page, 'menu-review');
    await page.waitForFunction(() => window.marbles.state().review.running, null, { timeout: 10000 });
    const progress = await api(page, 'state');
    assert.ok(progress.review.total === blunder.length + 1, JSON.stringify(progress.review));
    await snap(page, `analysis-review-running-${lang}`);
    await page.waitForFunction(() => !window.marbles.state().review.running, null, { timeout: 120000, polling: 250 });
    let s = await api(page, 'state');
    assert.equal(s.note, words[lang].done);
    const text = await api(page, 'saveFull');
    // The comment after move 1 (the blunder), the better move as a variation of move 1.
    const m = text.match(/1\. b6 \{([^}]*)\} \(1\. (\S+)/);
    assert.ok(m, text);
    assert.match(m[1], words[lang].blunder);
    assert.match(m[1], /\[%cal R[a-f][1-6]-[a-f][1-6],G[a-f][1-6]-[a-f][1-6]\]|\[%csl R[a-f][1-6],G/);
    assert.notEqual(m[2], 'b6');
    if (lang === 'en') {
      // Undo takes the review's marks back; the game's moves stay.
      assert.ok((await api(page, 'undo')).ok);
      assert.doesNotMatch(await api(page, 'saveFull'), /\{/);
      assert.equal((await api(page, 'state')).length, blunder.length);
    } else {
      await api(page, 'goTo', 1);
      s = await api(page, 'state');
      assert.match(s.comment, words[lang].blunder);
      await snap(page, `analysis-review-marked-${lang}`, 3);
    }
    await closeClean(page);
  }
});

test('review of a well played game marks nothing; an empty game has nothing to review', async () => {
  const page = await open(env, { query: `?record=${encodeURIComponent(record(['c3', 'b5']))}` });
  assert.ok((await api(page, 'setOption', 'review', 'start')).ok);
  await page.waitForFunction(() => !window.marbles.state().review.running, null, { timeout: 60000, polling: 250 });
  assert.equal((await api(page, 'state')).note, 'Review done: no move lost much.');
  assert.doesNotMatch(await api(page, 'saveFull'), /\{/);
  assert.ok((await api(page, 'newGame', 'wali', 'default')).ok);
  assert.ok((await api(page, 'setOption', 'review', 'start')).ok);
  assert.equal((await api(page, 'state')).note, 'Nothing to review: no move has been played.');
  assert.equal((await api(page, 'setOption', 'review', 'later')).ok, false);
  await closeClean(page);
});

test('the keyboard alone: the review and the analysis from the menu', async () => {
  const page = await open(env, { query: `?record=${encodeURIComponent(record(blunder))}` });
  // Steps through the open menu with the arrows until the live region says `said`.
  const arrowTo = async (said) => {
    const heard = [];
    for (let i = 0; i < 40; i++) {
      const s = await live(page);
      heard.push(s);
      if (s === said) return;
      await press(page, 'ArrowDown', 2);
    }
    throw new Error(`never reached ${said}: ${heard.join(' | ')}`);
  };
  await tabTo(page, 'Menu, button');
  await press(page, 'Enter');
  await arrowTo('Review this game, menu item');
  await press(page, 'Enter');
  assert.equal((await api(page, 'state')).review.running, true);
  await page.waitForFunction(() => !window.marbles.state().review.running, null, { timeout: 120000, polling: 250 });
  assert.equal((await api(page, 'state')).note, words.en.done);
  await tabTo(page, 'Menu, button', { shift: true });
  await press(page, 'Enter');
  await arrowTo('Analysis: On, choice');
  await press(page, 'Enter');
  assert.equal((await api(page, 'state')).analysis, true);
  assert.equal((await api(page, 'state')).terminal, true, 'the record ends the game: nothing to weigh');
  assert.equal((await api(page, 'state')).evaluation, null);
  await api(page, 'goTo', 3);
  await analysed(page, (a) => a.line.length > 0);
  await closeClean(page);
});
